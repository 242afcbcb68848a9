import { oc } from '@orpc/contract';

/** Who may call a route: anyone, any signed-in user (the owner rules apply inside), or the administrator. */
export const ACCESS_LEVELS = ['public', 'signed-in', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

export interface EndpointMeta {
  access: Access;
}

/** The builders every route starts from; the access is part of the route, like its method and path. */
export const signedIn = oc.$meta<EndpointMeta>({ access: 'signed-in' });
export const anyone = signedIn.meta({ access: 'public' });
export const adminOnly = signedIn.meta({ access: 'admin' });

interface RouteWithPath {
  '~orpc': { route: { path?: `/${string}` } };
}

/**
 * The address of a route for the browser to load itself (an `<img>` of a barcode, a link to a
 * file): the contract's path under `/api` with its `{params}` filled in.
 */
export function apiPath(route: RouteWithPath, params: Record<string, string | number> = {}): string {
  const path = (route['~orpc'].route.path ?? '/').replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`apiPath: missing the path parameter '${name}'`);
    return encodeURIComponent(String(value));
  });
  return `/api${path}`;
}
