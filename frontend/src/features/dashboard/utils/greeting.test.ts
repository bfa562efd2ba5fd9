import { describe, expect, it } from 'vitest';

import { dashboardGreeting } from './greeting';

const at = (hour: number, minute = 0) => new Date(2025, 0, 5, hour, minute);

describe('dashboardGreeting', () => {
  it('says morning, afternoon or evening by the local hour', () => {
    expect(dashboardGreeting(at(5), null)).toBe('Good morning');
    expect(dashboardGreeting(at(11, 59), null)).toBe('Good morning');
    expect(dashboardGreeting(at(12), null)).toBe('Good afternoon');
    expect(dashboardGreeting(at(17, 59), null)).toBe('Good afternoon');
    expect(dashboardGreeting(at(18), null)).toBe('Good evening');
    expect(dashboardGreeting(at(0, 30), null)).toBe('Good evening');
    expect(dashboardGreeting(at(4, 59), null)).toBe('Good evening');
  });

  it('greets by first name, or without a name', () => {
    expect(dashboardGreeting(at(9), 'Ada Lovelace')).toBe('Good morning, Ada');
    expect(dashboardGreeting(at(14), '  Grace  ')).toBe('Good afternoon, Grace');
    expect(dashboardGreeting(at(20), 'Mary Ann Evans')).toBe('Good evening, Mary');
    expect(dashboardGreeting(at(20), null)).toBe('Good evening');
    expect(dashboardGreeting(at(20), '   ')).toBe('Good evening');
    expect(dashboardGreeting(at(20), undefined)).toBe('Good evening');
  });

  it('runs from its own text alone, as the starter runs it', () => {
    const fromText = new Function(`return (${dashboardGreeting.toString()})`)() as typeof dashboardGreeting;
    expect(fromText(at(14), 'Grace Hopper')).toBe('Good afternoon, Grace');
  });
});
