import { describe, expect, it } from 'vitest';

import { landingPath } from './landing-path';

describe('landingPath', () => {
  it('takes a person whose session ended back to where they were', () => {
    expect(landingPath({ roles: ['operator'] }, '/settings?tab=billing')).toBe('/settings?tab=billing');
  });

  it('sends the operator to the console, the analyst to analytics and a member to the dashboard', () => {
    expect(landingPath({ roles: ['operator', 'analyst'] }, null)).toBe('/admin');
    expect(landingPath({ roles: ['analyst'] }, null)).toBe('/analytics');
    expect(landingPath({ roles: [] }, null)).toBe('/dashboard');
  });
});
