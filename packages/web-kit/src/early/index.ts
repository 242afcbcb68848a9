// What a page's early script and the apps' bundles share without any library: the stored session's token and the
// early answers (docs/serving.md#what-loads-when). Nothing here may import React, zustand or the API client.
export { askEarly, claimPageStart, earlyAnswerOr } from './early-answers';
export { type ModuleFile, manifestUrlOf, moduleFiles } from './module-files';
export { bearer, readStoredToken, roleOfToken } from './stored-token';
