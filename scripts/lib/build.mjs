// Builds the parts whose sources changed since their last build (or all of them with force); a web
// app's build is followed by its compressed copies.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { precompress } from './precompress.mjs';
import { isStale, PARTS, ROOT, STAMP } from './workspaces.mjs';

export function buildParts({ force = false, only = null, env = {}, log = console.log } = {}) {
  const built = [];
  for (const part of PARTS) {
    if (only && !only.includes(part.dir) && !only.includes(part.name)) continue;
    if (!force && !isStale(part)) continue;
    log(`building ${part.name} …`);
    const started = Date.now();
    const result = spawnSync('npm', ['run', 'build', '--silent', '-w', part.dir], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      // A build is the production output whatever the caller's NODE_ENV (Rsbuild takes its mode from it): under
      // Jest (NODE_ENV=test), `npm start`'s check rebuilt a stale part unminified and with unhashed names.
      env: { ...process.env, NODE_ENV: 'production', ...env },
      encoding: 'utf8',
    });
    if (result.status !== 0) {
      process.stderr.write(result.stdout + result.stderr);
      throw new Error(`the build of ${part.name} failed`);
    }
    if (part.web) precompress(join(ROOT, part.dir, part.out));
    writeFileSync(join(ROOT, part.dir, part.out, STAMP), new Date().toISOString());
    log(`built ${part.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    built.push(part.name);
  }
  return built;
}
