import { ADMIN_PATHS, CART_PAGE, CUSTOMER_ORDER_PAGES, ORDER_PAGE, PATHS, pathMatches } from './routes.js';

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

/** Where the shell's page reads the module list: served beside the page, revalidated on every read. */
export const MODULE_LIST_PATH = '/remotes.json';

/** A release of a remote the shell may load: its manifest, version and the host range it needs (./module-releases). */
export interface RemoteCandidate {
  manifest: string;
  version: string;
  hostRange: string;
}

/**
 * One entry of `/remotes.json`. A remote served from the registry names its release's version and host range, and
 * the earlier releases a shell that cannot run it falls back to, newest first; the built-in one names neither.
 */
export interface RemoteDescriptor {
  name: string;
  manifest: string;
  paths: string[];
  version?: string;
  hostRange?: string;
  fallbacks?: RemoteCandidate[];
}

const isText = (value: unknown): value is string => typeof value === 'string';

function isCandidate(value: unknown): value is RemoteCandidate {
  const v = value as RemoteCandidate;
  return typeof v === 'object' && v !== null && isText(v.manifest) && isText(v.version) && isText(v.hostRange);
}

function isDescriptor(value: unknown): value is RemoteDescriptor {
  const v = value as RemoteDescriptor;
  return (
    typeof v === 'object' &&
    v !== null &&
    isText(v.name) &&
    isText(v.manifest) &&
    Array.isArray(v.paths) &&
    v.paths.every(isText) &&
    (v.version === undefined || isText(v.version)) &&
    (v.hostRange === undefined || isText(v.hostRange))
  );
}

/**
 * The well-formed entries of a `/remotes.json` body; anything else in it is left out, and of an entry's fallbacks
 * the well-formed ones are kept.
 */
export function remoteDescriptorsOf(body: unknown): RemoteDescriptor[] {
  const remotes = (body as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(remotes)) return [];
  return remotes
    .filter(isDescriptor)
    .map((remote) =>
      remote.fallbacks === undefined
        ? remote
        : { ...remote, fallbacks: Array.isArray(remote.fallbacks) ? remote.fallbacks.filter(isCandidate) : [] },
    );
}

/** The remote that draws the page at `pathname`, if any. */
export function remoteForPath<T extends Pick<RemoteDescriptor, 'paths'>>(
  remotes: T[],
  pathname: string,
): T | undefined {
  return remotes.find((remote) => remote.paths.some((base) => pathMatches(pathname, base)));
}

/**
 * A page whose code a remote loads on demand names that chunk `page-` and the first segment of the page's path (the
 * import's `webpackChunkName: "page-addtocart"` comment for /addtocart). The remote's build lists each such chunk's
 * files in its manifest under `pages`, by that segment, and the page's early script asks for them with the module's
 * first files (docs/serving.md#what-loads-when).
 */
export const PAGE_CHUNK_PREFIX = 'page-';

/** The key of the page at `pathname` among a manifest's `pages`: the first segment of its path. */
export const pageKeyOf = (pathname: string): string => pathname.split('/').find(Boolean) ?? '';

/** Module Federation container names: each remote's build, its root element and the shell's loads use these. */
export const REMOTE_NAMES = {
  catalog: 'mf_catalog',
  booking: 'mf_booking',
  orders: 'mf_orders',
  admin: 'mf_admin',
  customizer: 'mf_customizer',
} as const;

export const REMOTE_MODULES: RemoteModule[] = [
  {
    name: REMOTE_NAMES.catalog,
    folder: 'mf-catalog',
    paths: [PATHS.products, PATHS.productRequest, CART_PAGE.path],
  },
  // The scheduler is an administrator's screen, drawn by the booking module with its calendar.
  { name: REMOTE_NAMES.booking, folder: 'mf-booking', paths: [PATHS.bookEvent, PATHS.myBookings, PATHS.calendar] },
  {
    name: REMOTE_NAMES.orders,
    folder: 'mf-orders',
    paths: [PATHS.profile, ...CUSTOMER_ORDER_PAGES.map((page) => page.path), ORDER_PAGE.base],
  },
  // Every administrator screen but /admin, which the shell itself sends on to the dashboard, and the scheduler.
  {
    name: REMOTE_NAMES.admin,
    folder: 'mf-admin',
    paths: ADMIN_PATHS.filter((path) => path !== PATHS.admin && path !== PATHS.calendar),
  },
  { name: REMOTE_NAMES.customizer, folder: 'mf-customizer', paths: [PATHS.customizer] },
];

/** A `/remotes.json`: every remote with its manifest's address as `manifestOf` places it. */
export function remotesJson(manifestOf: (remote: RemoteModule) => string): { remotes: RemoteDescriptor[] } {
  return {
    remotes: REMOTE_MODULES.map((remote) => ({ name: remote.name, manifest: manifestOf(remote), paths: remote.paths })),
  };
}

/** Dev-server ports, one per app, so every team can run its module alone. */
export const DEV_PORTS = {
  api: 3100,
  shell: 4000,
  [REMOTE_NAMES.catalog]: 4001,
  [REMOTE_NAMES.booking]: 4002,
  [REMOTE_NAMES.orders]: 4003,
  [REMOTE_NAMES.admin]: 4004,
  [REMOTE_NAMES.customizer]: 4005,
} as const;
