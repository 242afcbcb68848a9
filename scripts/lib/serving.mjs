// What every served page and file carries, written once for `npm start` and checked against
// deploy/nginx.conf (docs/serving.md): security headers, compression, cache rules and the remotes.json document.
import { REMOTE_MODULES } from '@qmj/contracts';
import { WEB_APPS } from './workspaces.mjs';

/** The Module Federation host: the one web app that is not a remote. */
export const SHELL_APP = WEB_APPS.find((app) => !REMOTE_MODULES.some((remote) => remote.folder === app));

/** The policy of the pages; `remoteOrigins` are the remotes' hosts when they are not on the page's own origin. */
export function contentSecurityPolicy(remoteOrigins = []) {
  const sources = ["'self'", ...remoteOrigins];
  const directives = {
    'default-src': sources,
    'script-src': sources,
    'style-src': sources,
    'img-src': [...sources, 'data:', 'blob:'],
    // FullCalendar's stylesheet carries its icon font as a data: URL (docs/serving.md#security-headers).
    'font-src': [...sources, 'data:'],
    'connect-src': sources,
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** The headers on every answer of a module's server (the pages and the files they load share one origin). */
export const SECURITY_HEADERS = {
  'content-security-policy': contentSecurityPolicy(),
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/**
 * What the servers compress per request (the API's JSON, a file without a built copy): bodies of 1 KB and more of a
 * text type (SVG included), brotli or gzip as the browser asks. Photos are compressed already; less than 1 KB gains
 * less than a packet.
 */
export const COMPRESSION = { encodings: ['br', 'gzip'], threshold: 1024 };

/** Built files named by their content (`index.0a1b2c3d4e.js`, with or without `.br`/`.gz`) never change. */
const HASHED_FILE = /[.-][0-9a-f]{8,}\.[a-z0-9]+(\.(br|gz))?$/i;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Hashed files are kept a year; every entry point (index.html, manifests, remotes.json) is revalidated. */
export function cacheControlFor(path) {
  return HASHED_FILE.test(path) ? IMMUTABLE : 'no-cache';
}
