/** Exposed as `./NotificationBell`: the shell's header renders it for a signed-in customer. */
export { default } from './notifications/notification-bell';
