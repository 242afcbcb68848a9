export {
  api,
  apiQuery,
  errorMessage,
  errorStatus,
  isApiErrorBody,
  ORPCError,
  queryClient,
  restoreSession,
} from './api';
export { NotFoundPage, RemoteRoot } from './components';
export { mountApp } from './mount';
export { SearchBox, useSettledSearch } from './search';
export { type ExitReason, type SessionState, type SessionStatus, TOKEN_KEY, useSession } from './session';
export * from './ui';
