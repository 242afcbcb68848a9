export { api, apiErrorMessage, errorMessage, HTTPError, restoreSession } from './api';
export { Loading, NotFoundPage, PAGE_BEING_BUILT_TEXT, PageBeingBuilt, RemoteRoot } from './components';
export { type ExitReason, type SessionState, type SessionStatus, TOKEN_KEY, useSession } from './session';
