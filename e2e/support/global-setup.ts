// Builds whatever is stale before the journeys, exactly as `npm start` would.
import { buildParts } from '../../scripts/lib/build.mjs';

export default function globalSetup(): void {
  buildParts({ log: (line: string) => process.stdout.write(`${line}\n`) });
}
