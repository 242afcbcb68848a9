// The journeys drive Debian's Chromium; never a browser downloaded by a test tool.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Installs Debian's chromium when running as root; otherwise says in one line what to do. */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    throw new Error('Chromium is missing: run `sudo apt-get install -y chromium` (Debian) and try again.');
  }
  console.log('installing Debian chromium …');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (install.status !== 0 || !existsSync(CHROMIUM)) throw new Error('apt-get could not install chromium');
}
