// A small static file server for one built module, as a CDN or nginx would serve it in production.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
};

/** Content-hashed files never change; the entry points (index, manifests) must be revalidated. */
export function cacheControlFor(path) {
  return /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function resolveFile(root, urlPath, spa) {
  const relative = normalize(decodeURIComponent(urlPath)).replace(/^([/\\])+/, '');
  const file = join(root, relative);
  if (file !== root && !file.startsWith(root + sep)) return null;
  if (existsSync(file) && statSync(file).isFile()) return file;
  // A browser route of the single-page app: answer with the page (but never for a missing asset).
  if (spa && !extname(relative)) return join(root, 'index.html');
  return null;
}

/** Serves `root`; `spa` answers unknown page paths with index.html. Resolves once listening. */
export function startStaticServer({ root, port = 0, host = '127.0.0.1', spa = false, cors = false }) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://static');
    if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const file = resolveFile(root, url.pathname, spa);
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': cacheControlFor(file),
      'X-Content-Type-Options': 'nosniff',
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
  return new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolveListen(server));
  });
}
