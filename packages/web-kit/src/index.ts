// The stateful core every app shares as one singleton (build/mf.ts): the API client, the query
// client, the session and the messenger (its panel, its unread count, the page's one messages stream).
// The UI kit (`@qmj/web-kit/ui`) and the conversation (`@qmj/web-kit/messages`) are bundled by each app, tree-shaken.
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
export {
  type MessageEventName,
  type MessageStreamEvent,
  onMessageEvent,
  startMessageStream,
  startMessageStreamSoon,
} from './messages/message-stream';
export { type MessageSubject, type MessengerState, useMessenger } from './messages/messenger';
export { mountApp } from './mount';
export { type ExitReason, type SessionState, type SessionStatus, useSession } from './session';
