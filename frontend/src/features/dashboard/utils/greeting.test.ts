import { describe, expect, it } from 'vitest';

import { firstName, greeting, partOfDay } from './greeting';

const at = (hour: number, minute = 0) => new Date(2025, 0, 5, hour, minute);

describe('greeting', () => {
  it('says morning, afternoon or evening by the local hour', () => {
    expect(partOfDay(at(5))).toBe('morning');
    expect(partOfDay(at(11, 59))).toBe('morning');
    expect(partOfDay(at(12))).toBe('afternoon');
    expect(partOfDay(at(17, 59))).toBe('afternoon');
    expect(partOfDay(at(18))).toBe('evening');
    expect(partOfDay(at(0, 30))).toBe('evening');
    expect(partOfDay(at(4, 59))).toBe('evening');
  });

  it('greets by first name, or without a name', () => {
    expect(greeting(at(9), 'Ada Lovelace')).toBe('Good morning, Ada');
    expect(greeting(at(14), '  Grace  ')).toBe('Good afternoon, Grace');
    expect(greeting(at(20), null)).toBe('Good evening');
    expect(greeting(at(20), '   ')).toBe('Good evening');
  });

  it('takes the first word of a name', () => {
    expect(firstName('Mary Ann Evans')).toBe('Mary');
    expect(firstName(undefined)).toBeNull();
  });
});
