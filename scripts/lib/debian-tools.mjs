// Tools the tests use from Debian: the browser, the barcode reader and the PDF text extractor (and Redis,
// scripts/lib/redis.mjs).
// Never a browser or binary downloaded by a test tool.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const TOOLS = [
  { path: CHROMIUM, pkg: 'chromium' },
  { path: '/usr/bin/zbarimg', pkg: 'zbar-tools' },
  { path: '/usr/bin/pdftotext', pkg: 'poppler-utils' },
];

/** Installs the missing Debian packages when running as root; otherwise says in one line what to do. */
export function ensureDebianTools() {
  installDebianPackages(TOOLS.filter((tool) => !existsSync(tool.path)).map((tool) => tool.pkg));
}

/** Installs `packages` with apt-get when running as root; otherwise says in one line what to do. */
export function installDebianPackages(packages) {
  if (packages.length === 0) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`Missing Debian packages: run \`sudo apt-get install -y ${packages.join(' ')}\` and try again.`);
  }
  console.log(`installing Debian packages: ${packages.join(' ')} …`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
  if (install.status !== 0) throw new Error(`apt-get could not install ${packages.join(' ')}`);
}
