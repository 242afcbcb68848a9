// Every page of a remote asks for its first reads as it starts: on a full page load, as the shell mounts the remote
// and on every navigation inside it (docs/serving.md#what-loads-when).
/** Where a page is, as a `startPage` reads it. */
export interface PageLocation {
  pathname: string;
  search: string;
}

/**
 * What a remote's `./App` may also export: `startPage`, which asks for what the page at a location shows first. The
 * shell calls it before the page is drawn, once per location: as it starts the page's module on a full page load
 * (./module-list), as it mounts the remote and as the location changes inside it (./remote-app).
 */
export interface PageStart {
  startPage?: (location: PageLocation) => void;
}

/** The `startPage` of each remote whose `./App` has loaded, by remote name. */
const pageStarts = new Map<string, PageStart['startPage']>();
/** Where each remote's page last started, so that a location drawn again (or twice, in development) starts once. */
const startedAt = new Map<string, string>();

/** Starts remote `name`'s page at `location` once, when its `./App` has loaded; before that, its load starts it. */
export function startPageAt(name: string, { pathname, search }: PageLocation): void {
  const startPage = pageStarts.get(name);
  const at = pathname + search;
  if (!startPage || startedAt.get(name) === at) return;
  startedAt.set(name, at);
  startPage({ pathname, search });
}

/** Keeps the `startPage` of remote `name`'s `./App`, just loaded, and starts its page at `location`. */
export function startPageOf(name: string, module: PageStart | null | undefined, location: PageLocation): void {
  pageStarts.set(name, module?.startPage);
  startPageAt(name, location);
}

/** Forgets where remote `name`'s page last started, as the remote leaves the page: coming back is a new start. */
export function forgetPageStart(name: string): void {
  startedAt.delete(name);
}
