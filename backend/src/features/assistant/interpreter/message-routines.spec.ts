import type { Intent, InterpretContext } from './intent';
import { RulesInterpreter } from './rules-interpreter';

/** Routines said the ways people set them: by the quarter, on a date of the year, at a morning hour. */
const NOW = new Date('2026-11-11T15:00:00Z');
const read = (text: string, timeZone = 'Europe/London'): Intent[] => {
  const context: InterpretContext = { now: NOW, timeZone };
  return new RulesInterpreter().read(text, context);
};

describe('routines', () => {
  it('given "every quarter" or "quarterly" -> every 3 months', () => {
    expect(read('pay the VAT every quarter on the 7th')).toEqual([
      {
        kind: 'add_task',
        title: 'Pay the VAT',
        due: '2026-12-07T12:00:00.000Z',
        important: false,
        repeat: { every: 'month', interval: 3 },
      },
    ]);
    expect(read('quarterly: check the pension statement')[0]).toMatchObject({ repeat: { every: 'month', interval: 3 } });
  });

  it('given a date of the year after "every" -> every year from that date', () => {
    expect(read('every 14th of february book the restaurant')).toEqual([
      {
        kind: 'add_task',
        title: 'Book the restaurant',
        due: '2027-02-14T12:00:00.000Z',
        important: false,
        repeat: { every: 'year', interval: 1 },
      },
    ]);
  });

  it('given a daily routine at a bare morning hour, read in the afternoon -> that hour tomorrow morning', () => {
    expect(read('every weekday at 8:15 check the delivery slots')[0]).toMatchObject({ due: '2026-11-12T08:15:00.000Z' });
    expect(read('every day at 7pm feed the sourdough starter')[0]).toMatchObject({ due: '2026-11-11T19:00:00.000Z' });
    expect(read('every tuesday at 7 choir')[0]).toMatchObject({ due: '2026-11-17T19:00:00.000Z' });
  });
});
