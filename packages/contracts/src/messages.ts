/** User-visible texts, word for word from the specifications where they give one. */
export const AUTH_MESSAGES = {
  fillBoth: 'Please fill in both the username and password',
  invalidPassword: 'Invalid password',
  accountMissing: 'Account does not exist',
  loginFailed: 'Error occurred while logging in',
  fillAll: 'Please fill in all fields',
  passwordRule: 'Password must be at least 10 characters long and contain both letters and numbers.',
  passwordsDiffer: 'Passwords do not match',
  usernameTaken: 'Username already exists',
  registerFailed: 'Error occurred while registering',
  usernameTooLong: 'Username must be at most 50 characters.',
  usernameInvisible: 'Username cannot contain invisible or control characters.',
  usernameMixedScripts: 'Username cannot mix letters of different alphabets (for example Latin and Cyrillic).',
  passwordTooLong: 'Password must be at most 128 characters.',
  emailInvalid: 'Please enter a valid e-mail address.',
  resetLinkSent:
    'If an account has this e-mail address, a password reset link has been sent to it. Please check your inbox.',
  resetTokenInvalid: 'This password reset link is invalid or has expired.',
  passwordChanged: 'Your password has been changed. You can now log in.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  sessionExpired: 'Your session has ended. Please log in again.',
  adminOnly: 'That page is for the administrator only.',
  signInFirst: 'Please log in first.',
} as const;

export const PROFILE_MESSAGES = {
  fillRequired: 'Please fill in all required fields.',
  updated: 'Account details successfully updated',
  confirmPicture: 'Are you sure you want to update your profile picture?',
  confirmDetails: 'Are you sure you want to update your account details?',
  pictureHint: 'JPG or PNG no larger than 5 MB',
} as const;

export const GENERAL_MESSAGES = {
  notFound: 'Not found',
  newsletterThanks: 'Thank you for subscribing!',
} as const;
