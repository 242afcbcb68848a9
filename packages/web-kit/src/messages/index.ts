// The conversation of a customer with the business (docs/messages.md): stateless, so each app bundles what it uses;
// the messenger's store and the page's one stream are in `@qmj/web-kit` (one copy in the page).
export {
  type ConversationPages,
  olderPageParam,
  type ReadReceipt,
  wholeConversation,
  withMessage,
  withReadReceipt,
} from './conversation-pages';
export { ConversationView, type ConversationViewProps, type SubjectLinks } from './conversation-view';
export {
  conversationPagesOptions,
  followCustomerMessages,
  refreshUnread,
  useCustomerConversation,
  useReadUpTo,
  useSendMessage,
} from './customer-conversation';
export { type ComposerSubject, type MessageContent, SEND_FAILED } from './message-composer';
