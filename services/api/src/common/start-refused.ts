/** A start the configuration does not allow: `main.ts` prints its message as one line and exits with 1. */
export class StartRefusedError extends Error {
  override name = 'StartRefusedError';
}
