import { ADMIN_PATHS, CART_PAGE, CUSTOMER_ORDER_PAGES } from './routes.js';

/**
 * The feature modules and the paths each serves. The launcher and the deployment write
 * `remotes.json` from this list; the shell reads only that file at run time, so a remote can
 * move or be redeployed without rebuilding the shell.
 */
export interface RemoteModule {
  /** Module Federation container name. */
  name: string;
  /** Workspace folder, which is also the URL segment it is served under by `npm start`. */
  folder: string;
  /** Paths (and everything under them) the remote's `./App` renders. */
  paths: string[];
}

/** One entry of `/remotes.json`. */
export interface RemoteDescriptor {
  name: string;
  manifest: string;
  paths: string[];
}

export const REMOTE_MODULES: RemoteModule[] = [
  { name: 'mf_catalog', folder: 'mf-catalog', paths: ['/userproducts', '/productrequest', CART_PAGE.path] },
  { name: 'mf_booking', folder: 'mf-booking', paths: ['/bookevents', '/calendar'] },
  {
    name: 'mf_orders',
    folder: 'mf-orders',
    paths: ['/editprofiles', ...CUSTOMER_ORDER_PAGES.map((page) => page.path)],
  },
  // Every administrator screen but /admin, which the shell itself sends on to the dashboard.
  { name: 'mf_admin', folder: 'mf-admin', paths: ADMIN_PATHS.filter((path) => path !== '/admin') },
  { name: 'mf_customizer', folder: 'mf-customizer', paths: ['/itemcustomization'] },
];

/** Dev-server ports, one per app, so every team can run its module alone. */
export const DEV_PORTS = {
  api: 3100,
  shell: 4000,
  mf_catalog: 4001,
  mf_booking: 4002,
  mf_orders: 4003,
  mf_admin: 4004,
  mf_customizer: 4005,
} as const;
