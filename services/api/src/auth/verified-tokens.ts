import { LRUCache } from 'lru-cache';

/** passport-jwt's verifier: jsonwebtoken's `verify` with the strategy's key and options. */
export type TokenVerifier = (
  token: string,
  secretOrKey: unknown,
  options: unknown,
  done: (error: Error | null, claims?: TokenClaims) => void,
) => void;

interface TokenClaims {
  /** Expiry, epoch seconds. */
  exp?: number;
}

/** How many verified tokens are kept: a busy day's signed-in people, each a token's text and its claims. */
const KEPT_TOKENS = 10_000;

/**
 * `verify` with its successes kept: a token that verified once (signature, algorithm and expiry checked by
 * jsonwebtoken) gives its claims from memory until it expires, instead of its HMAC and JSON read again on every
 * request, a third of a signed-in record's own CPU (docs/serving.md#one-request-path). Any other text, one byte
 * changed, is verified in full; failures are never kept. Sign-outs do not depend on this: the strategy reads the
 * user's session version on every request.
 */
export function keepVerifiedTokens(verify: TokenVerifier, now: () => number = Date.now): TokenVerifier {
  const kept = new LRUCache<string, TokenClaims>({ max: KEPT_TOKENS });
  return (token, secretOrKey, options, done) => {
    const claims = kept.get(token);
    if (claims && (claims.exp === undefined || claims.exp * 1000 > now())) {
      done(null, claims);
      return;
    }
    verify(token, secretOrKey, options, (error, verified) => {
      if (!error && verified) kept.set(token, verified);
      done(error, verified);
    });
  };
}
