export { api, apiErrorMessage, errorMessage, HTTPError, restoreSession } from './api';
export { Loading, NotFoundPage, PAGE_BEING_BUILT_TEXT, PageBeingBuilt, RemoteRoot } from './components';
export { ConfirmDialog } from './confirm-dialog';
export { mountApp } from './mount';
export { Pager } from './pager';
export { SearchBox, useSettledSearch } from './search';
export { type ExitReason, type SessionState, type SessionStatus, TOKEN_KEY, useSession } from './session';
