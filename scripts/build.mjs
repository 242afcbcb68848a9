// `npm run build`: every part (`--changed` builds only the stale ones, as `npm start` does).
import { buildParts } from './lib/build.mjs';

const force = !process.argv.includes('--changed');
try {
  const built = buildParts({ force });
  console.log(built.length ? `built: ${built.join(', ')}` : 'everything is up to date');
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
