import { describe, expect, it } from 'vitest';

import { signedInHome } from './account-status';

describe('signedInHome', () => {
  it('is the dashboard with paid access and /welcome for every account that is not closed', () => {
    expect(signedInHome('closed')).toBe('/dashboard');
    expect(signedInHome('founding_member')).toBe('/dashboard');
    for (const account of ['open', 'none', 'phone', null] as const) expect(signedInHome(account)).toBe('/welcome');
  });
});
