import { describe, expect, it } from 'vitest';

import { hasPaidAccess, paidAccountStatuses, signedInHome } from './account-status';

describe('signedInHome', () => {
  it('is the dashboard with paid access and /welcome for every account that is not closed', () => {
    expect(signedInHome('closed')).toBe('/dashboard');
    expect(signedInHome('founding_member')).toBe('/dashboard');
    for (const account of ['open', 'none', 'phone', null] as const) expect(signedInHome(account)).toBe('/welcome');
  });
});

describe('paidAccountStatuses', () => {
  it('lists exactly the statuses hasPaidAccess lets through', () => {
    for (const account of ['closed', 'founding_member', 'open', 'none', 'phone'] as const) {
      expect(paidAccountStatuses.includes(account)).toBe(hasPaidAccess(account));
    }
  });
});
