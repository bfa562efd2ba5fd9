import { LRUCache } from 'lru-cache';
import type { AccessClaims } from './account-lookup.port';

/** Tokens remembered per process; past it the least recently used is checked again when it comes back. */
const DEFAULT_CAPACITY = 10_000;

export type VerifiedClaims = AccessClaims & { exp: number };

/**
 * Access tokens whose signature this process has already checked, with their claims, until they
 * expire. A signed-in person sends the same token with every request for its whole life, and
 * checking it again (decoding, two JSON parses and an HMAC) was the largest single cost of a
 * signed-in read. Only tokens that passed the full check are kept, keyed by the whole token, so a
 * token that differs in one byte is checked afresh. What a token's claims cannot tell, whether its
 * session was ended and what the account is now, is still looked up on every request.
 */
export class VerifiedTokens {
  private readonly tokens: LRUCache<string, VerifiedClaims>;

  constructor(capacity = DEFAULT_CAPACITY) {
    this.tokens = new LRUCache({ max: capacity });
  }

  /** The claims of a token checked before that has not expired since, or undefined. */
  claimsOf(token: string, now = Date.now()): VerifiedClaims | undefined {
    const claims = this.tokens.get(token);
    if (!claims) return undefined;
    if (claims.exp * 1000 <= now) {
      this.tokens.delete(token);
      return undefined;
    }
    return claims;
  }

  remember(token: string, claims: VerifiedClaims): void {
    this.tokens.set(token, claims);
  }

  get size(): number {
    return this.tokens.size;
  }
}
