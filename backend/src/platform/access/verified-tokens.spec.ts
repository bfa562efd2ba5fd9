import { VerifiedTokens } from './verified-tokens';

const claims = (exp: number) => ({ sub: 'user-1', sid: 'session-1', roles: [], exp });

describe('VerifiedTokens', () => {
  it('answers the claims of a remembered token until it expires, then forgets it', () => {
    const tokens = new VerifiedTokens();
    tokens.remember('a.b.c', claims(1_000));
    expect(tokens.claimsOf('a.b.c', 999_000)).toEqual(claims(1_000));
    expect(tokens.claimsOf('a.b.c', 1_000_000)).toBeUndefined();
    expect(tokens.size).toBe(0);
  });

  it('knows only the exact token it was given', () => {
    const tokens = new VerifiedTokens();
    tokens.remember('a.b.c', claims(2_000_000_000));
    expect(tokens.claimsOf('a.b.d', 0)).toBeUndefined();
    expect(tokens.claimsOf('a.b.c ', 0)).toBeUndefined();
  });

  it('keeps at most its capacity, dropping the least recently used', () => {
    const tokens = new VerifiedTokens(2);
    tokens.remember('one', claims(2_000_000_000));
    tokens.remember('two', claims(2_000_000_000));
    tokens.claimsOf('one', 0);
    tokens.remember('three', claims(2_000_000_000));
    expect(tokens.size).toBe(2);
    expect(tokens.claimsOf('two', 0)).toBeUndefined();
    expect(tokens.claimsOf('one', 0)).toBeDefined();
    expect(tokens.claimsOf('three', 0)).toBeDefined();
  });
});
