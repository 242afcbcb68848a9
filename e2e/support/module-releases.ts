// Releases of a remote for the journeys (docs/deploying-modules.md): copies of its build that differ only in their
// build id, which the remote's root shows as `data-build-id`, published through the API as `npm run release` does.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { releaseOf } from '../../scripts/lib/releases.mjs';
import { ROOT } from '../../scripts/lib/workspaces.mjs';

/** The build id a remote's build writes into its code, as the remote's root names it (`data-build-id`). */
const BUILD_ID = /buildId:"([^"]+)"/g;

/** The build's JavaScript files, by their path inside it. */
function scriptsOf(dist: string): string[] {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith('.js'));
}

/**
 * A copy of `folder`'s build whose root names `buildId`, or, with `breaks`, throws that message as it is mounted.
 * Its compressed copies are written again, as the build writes them. Returns the copy's folder and `remove()`.
 */
export function buildVariant(folder: string, change: { buildId: string } | { breaks: string }) {
  const dist = mkdtempSync(join(tmpdir(), `qmj-${folder}-release-`));
  cpSync(join(ROOT, folder, 'dist'), dist, { recursive: true });
  const replacement =
    'buildId' in change
      ? `buildId:${JSON.stringify(change.buildId)}`
      : `buildId:(()=>{throw new Error(${JSON.stringify(change.breaks)})})()`;
  let changed = 0;
  for (const path of scriptsOf(dist)) {
    const file = join(dist, path);
    const code = readFileSync(file, 'utf8');
    const variant = code.replace(BUILD_ID, () => replacement);
    if (variant === code) continue;
    const bytes = Buffer.from(variant);
    writeFileSync(file, bytes);
    writeFileSync(`${file}.gz`, gzipSync(bytes));
    writeFileSync(`${file}.br`, brotliCompressSync(bytes));
    changed += 1;
  }
  if (changed === 0) throw new Error(`${folder}'s build names no build id: build it first`);
  return { dist, remove: () => rmSync(dist, { recursive: true, force: true }) };
}

/** The publish body of `folder`'s build in `dist`, with the host range it states unless `hostRange` is given. */
export function releaseBody(folder: string, dist: string, hostRange?: string) {
  return releaseOf(folder, { dist, ...(hostRange ? { hostRange } : {}) });
}
