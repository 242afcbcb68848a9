import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * The Swagger UI page and its assets from swagger-ui-dist. SwaggerModule would serve them with
 * @fastify/static, whose current releases require an ES-only module that the Jest runtime of the
 * API's tests cannot load; these few files need no more than this.
 */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'application/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'application/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
  'favicon-16x16.png': 'image/png',
};

const page = (base: string) => `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="UTF-8">
  <title>Swagger UI</title>
  <link rel="stylesheet" type="text/css" href="${base}/swagger-ui.css">
  <link rel="icon" type="image/png" href="${base}/favicon-32x32.png" sizes="32x32">
  <link rel="icon" type="image/png" href="${base}/favicon-16x16.png" sizes="16x16">
  <style>html { box-sizing: border-box; overflow-y: scroll; } *, *:before, *:after { box-sizing: inherit; } body { margin: 0; background: #fafafa; }</style>
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="${base}/swagger-ui-bundle.js"></script>
  <script src="${base}/swagger-ui-standalone-preset.js"></script>
  <script src="${base}/swagger-ui-init.js"></script>
</body>
</html>
`;

// An external script: helmet's Content-Security-Policy refuses inline ones.
const init = (documentUrl: string) => `window.onload = function () {
  window.ui = SwaggerUIBundle({
    url: ${JSON.stringify(documentUrl)},
    dom_id: '#swagger-ui',
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    plugins: [SwaggerUIBundle.plugins.DownloadUrl],
    layout: 'StandaloneLayout',
  });
};
`;

/** Serves the UI at `base` (e.g. `/api/docs`) for the OpenAPI document at `documentUrl`. */
export function serveSwaggerUi(fastify: FastifyInstance, base: string, documentUrl: string): void {
  const folder = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  const files = new Map<string, Promise<Buffer>>();
  const html = page(base);
  const script = init(documentUrl);

  fastify.get(base, (_request, reply) => reply.type('text/html; charset=utf-8').send(html));
  fastify.get(`${base}/swagger-ui-init.js`, (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').send(script),
  );
  fastify.get<{ Params: { file: string } }>(`${base}/:file`, async (request, reply) => {
    const { file } = request.params;
    const type = Object.hasOwn(ASSETS, file) ? ASSETS[file] : undefined;
    if (!type) return reply.callNotFound();
    let data = files.get(file);
    if (!data) {
      data = readFile(join(folder, file));
      files.set(file, data);
    }
    return reply.type(type).send(await data);
  });
}
