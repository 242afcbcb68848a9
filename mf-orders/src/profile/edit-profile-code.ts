/**
 * Edit Profile's code, with its form's rules (zod): asked for as the page starts (../start-page) and drawn by the
 * app once here, so that the order pages' first code carries no form library (docs/serving.md#what-loads-when).
 */
export const loadEditProfilePage = () =>
  import(/* webpackChunkName: "page-editprofiles" */ './edit-profile-page').then((module) => ({
    default: module.EditProfilePage,
  }));
