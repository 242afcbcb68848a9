// The stateful core every app shares as one singleton (build/mf.ts): the API client, the query
// client and the session. The UI kit (`@qmj/web-kit/ui`) is bundled by each app, tree-shaken.
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
export { loadOnce } from './load-once';
export { mountApp } from './mount';
export { type ExitReason, type SessionState, type SessionStatus, useSession } from './session';
