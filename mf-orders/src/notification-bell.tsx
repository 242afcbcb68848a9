/**
 * The notifications bell shown in the shell's header for a signed-in customer.
 * Until it has data it shows nothing (the notifications feature fills it in).
 */
export default function NotificationBell() {
  return null;
}
