import { describe, expect, it } from 'vitest';

import { repeatLabel } from './repeat-label';

describe('repeatLabel', () => {
  it('says how a recurring task repeats, weekly when no rule came with it', () => {
    expect(repeatLabel({ recurring: true, repeat: { every: 'month', interval: 1 } })).toBe('Repeats every month');
    expect(repeatLabel({ recurring: true, repeat: { every: 'week', interval: 2 } })).toBe('Repeats every 2 weeks');
    expect(repeatLabel({ recurring: true, repeat: { every: 'weekday', interval: 1 } })).toBe('Repeats every weekday');
    expect(repeatLabel({ recurring: true })).toBe('Repeats every week');
  });

  it('says nothing for a task that does not repeat', () => {
    expect(repeatLabel({ recurring: false })).toBeNull();
  });
});
