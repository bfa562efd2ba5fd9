import { describe, expect, it } from 'vitest';

import { landingPath } from './landing-path';

describe('landingPath', () => {
  it('takes a person whose session ended back to where they were', () => {
    expect(landingPath({ roles: ['operator'] }, 'closed', '/settings?tab=billing')).toBe('/settings?tab=billing');
  });

  it('sends staff without a plan to their own page, and anyone with a plan to the dashboard', () => {
    expect(landingPath({ roles: ['operator', 'analyst'] }, 'open', null)).toBe('/admin');
    expect(landingPath({ roles: ['analyst'] }, 'open', null)).toBe('/analytics');
    expect(landingPath({ roles: ['operator'] }, 'closed', null)).toBe('/dashboard');
    expect(landingPath({ roles: [] }, 'open', null)).toBe('/dashboard');
  });
});
