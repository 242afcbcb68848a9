/** Types of the remote modules, type-only (never a value import of a remote's code). */
export type CatalogApp = typeof import('../../../mf-catalog/src/app');
export type BookingApp = typeof import('../../../mf-booking/src/app');
export type OrdersApp = typeof import('../../../mf-orders/src/app');
export type AdminApp = typeof import('../../../mf-admin/src/app');
export type CustomizerApp = typeof import('../../../mf-customizer/src/app');
export type NotificationBellModule = typeof import('../../../mf-orders/src/notification-bell');

/** Every remote's `./App` has this shape. */
export type RemoteAppModule = CatalogApp | BookingApp | OrdersApp | AdminApp | CustomizerApp;

/**
 * What a remote's `./App` may also export: `startPage`, which asks for what the page at a location shows first. The
 * shell calls it before the page is drawn, once per location: as it starts the page's module on a full page load
 * (./module-list), as it mounts the remote and as the location changes inside it (./remote-app, ./page-start).
 */
export interface PageStart {
  startPage?: (location: { pathname: string; search: string }) => void;
}
