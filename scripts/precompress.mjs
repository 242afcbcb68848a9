// `node scripts/precompress.mjs <dist>`: the compressed copies of one built app (the web image's build uses it).
import { precompress } from './lib/precompress.mjs';

const [dir] = process.argv.slice(2);
if (!dir) {
  console.error('usage: node scripts/precompress.mjs <built app folder>');
  process.exit(1);
}
precompress(dir);
