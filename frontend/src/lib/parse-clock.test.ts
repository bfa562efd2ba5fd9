import { describe, expect, it } from 'vitest';

import { parseClock } from './parse-clock';

describe('parseClock', () => {
  it('reads what people type as a 24-hour time', () => {
    expect(parseClock('9')).toBe('09:00');
    expect(parseClock('09:30')).toBe('09:30');
    expect(parseClock('930')).toBe('09:30');
    expect(parseClock('1745')).toBe('17:45');
    expect(parseClock('9.5')).toBe('09:05');
    expect(parseClock(' 21:15 ')).toBe('21:15');
    expect(parseClock('0:00')).toBe('00:00');
  });

  it('refuses what is not a time of day', () => {
    for (const text of ['', '24:00', '12:60', 'noon', '9pm', '12345']) expect(parseClock(text)).toBeNull();
  });
});
