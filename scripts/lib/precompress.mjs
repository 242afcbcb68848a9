// Brotli and gzip copies written beside each text asset of a built app, so that the static servers
// (and nginx's gzip_static) send them without compressing per request (docs/serving.md).
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg)$/;

/** Brotli quality 10 comes within 2% of 11's size in a third of its time. */
const ENCODINGS = [
  {
    suffix: '.br',
    compress: (bytes) =>
      brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }),
  },
  { suffix: '.gz', compress: (bytes) => gzipSync(bytes, { level: 9 }) },
];

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Writes `name.br` and `name.gz` beside every compressible file under `dir` (only where smaller) and drops stale ones. */
export function precompress(dir) {
  const files = new Set(filesUnder(dir));
  for (const file of files) {
    const encoding = ENCODINGS.find(({ suffix }) => file.endsWith(suffix));
    if (encoding && !files.has(file.slice(0, -encoding.suffix.length))) rmSync(file);
  }
  for (const file of files) {
    if (!COMPRESSIBLE.test(file)) continue;
    const bytes = readFileSync(file);
    for (const { suffix, compress } of ENCODINGS) {
      const compressed = compress(bytes);
      if (compressed.length < bytes.length) writeFileSync(file + suffix, compressed);
      else rmSync(file + suffix, { force: true });
    }
  }
}
