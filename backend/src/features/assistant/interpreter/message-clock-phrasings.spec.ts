import type { Intent } from './intent';
import { RulesInterpreter } from './rules-interpreter';

/**
 * Times in the many ways people say them, read at Monday 7 December 2026, 08:00 in London (GMT)
 * and 03:00 in New York (EST). A time read only in part is asked about, never saved half-read.
 */
const rules = new RulesInterpreter();
const NOW = new Date('2026-12-07T08:00:00Z');
const LONDON = 'Europe/London';
const NEW_YORK = 'America/New_York';
const read = (text: string, timeZone = LONDON): Intent[] => rules.read(text, { now: NOW, timeZone });
const task = (text: string, timeZone = LONDON): Extract<Intent, { kind: 'add_task' }> => {
  const [intent] = read(text, timeZone);
  if (intent.kind !== 'add_task') throw new Error(`"${text}" was read as ${JSON.stringify(intent)}`);
  return intent;
};
const dueOf = (text: string, timeZone = LONDON): string | null => task(text, timeZone).due;
const kindOf = (text: string, timeZone = LONDON): Intent['kind'] => read(text, timeZone)[0].kind;

describe('times said in words and in other clocks', () => {
  it('reads a clock said in words, with or without am and pm', () => {
    expect(dueOf('ring the printer at ten fifteen')).toBe('2026-12-07T10:15:00.000Z');
    expect(dueOf('text Priya seven forty five p.m.')).toBe('2026-12-07T19:45:00.000Z');
    expect(dueOf('call the landlord at six am tomorrow')).toBe('2026-12-08T06:00:00.000Z');
  });

  it('reads minutes past or to an hour that carries am, pm or noon', () => {
    expect(dueOf('collect the van a quarter past 4pm')).toBe('2026-12-07T16:15:00.000Z');
    expect(dueOf('join the pitch call ten to noon')).toBe('2026-12-07T11:50:00.000Z');
  });

  it('reads a 24-hour clock written with an h', () => {
    expect(dueOf('ship the parcels 16h30')).toBe('2026-12-07T16:30:00.000Z');
    expect(dueOf('water the plants at 9h')).toBe('2026-12-07T09:00:00.000Z');
  });

  it('keeps the hour said with a part of the day, on the day it names', () => {
    expect(dueOf('email the lawyer 8 this evening', NEW_YORK)).toBe('2026-12-08T01:00:00.000Z');
    expect(dueOf('walk the dog 7 tomorrow morning', NEW_YORK)).toBe('2026-12-08T12:00:00.000Z');
    expect(dueOf('post the reel tonight 815')).toBe('2026-12-07T20:15:00.000Z');
  });

  it('joins a day and the clock said after it', () => {
    expect(dueOf('take the car in on saturday for 9am')).toBe('2026-12-12T09:00:00.000Z');
  });
});

describe('days people count to', () => {
  it('reads "after next", the day after tomorrow and a day of next month', () => {
    expect(dueOf('book the caterer friday after next')).toBe('2026-12-18T12:00:00.000Z');
    expect(dueOf('renew the domain day after tomorrow 5pm')).toBe('2026-12-09T17:00:00.000Z');
    expect(dueOf('pay the cleaner on the 20th of next month')).toBe('2027-01-20T12:00:00.000Z');
    expect(dueOf('close the books the last day of january')).toBe('2027-01-31T12:00:00.000Z');
  });

  it('keeps the year said after a holiday or an nth weekday', () => {
    expect(dueOf('call grandma thanksgiving 2027', NEW_YORK)).toBe('2027-11-25T17:00:00.000Z');
    expect(dueOf('file the report the second monday of march 2028')).toBe('2028-03-13T12:00:00.000Z');
  });

  it('reads a month named alone as its first day, never today', () => {
    expect(dueOf('renew the lease in march')).toBe('2027-03-01T12:00:00.000Z');
  });
});

describe('spans said loosely', () => {
  it('reads quarters, halves, couples and a few', () => {
    expect(dueOf('chase the quote in a quarter of an hour')).toBe('2026-12-07T08:15:00.000Z');
    expect(dueOf('move the car in 1/2 hour')).toBe('2026-12-07T08:30:00.000Z');
    expect(dueOf('call the courier back in a couple of hours')).toBe('2026-12-07T10:00:00.000Z');
    expect(dueOf('ping Leo in a few minutes')).toBe('2026-12-07T08:03:00.000Z');
    expect(dueOf('review the lease a fortnight hence')).toBe('2026-12-21T12:00:00.000Z');
    expect(dueOf('call the florist 3ish pm')).toBe('2026-12-07T15:00:00.000Z');
  });
});

describe('numbers that are not times', () => {
  it('leaves a plural number and a count of people in the title', () => {
    expect(task('file the 1099s by 1/31', NEW_YORK)).toMatchObject({ title: 'File the 1099s', due: '2027-01-31T17:00:00.000Z' });
    expect(task('book a table for 4 tomorrow')).toMatchObject({ title: 'Book a table for 4', due: '2026-12-08T12:00:00.000Z' });
  });
});

describe('a time that cannot be read whole is asked about', () => {
  it('asks when words of the time are left over', () => {
    expect(kindOf('call Sam 9 tomorrow')).toBe('unclear');
  });

  it('asks when an hour said for today has already passed', () => {
    expect(read('send the photos this morning at 7')).toEqual([
      expect.objectContaining({ kind: 'unclear', question: expect.stringMatching(/already passed/) }),
    ]);
    expect(dueOf('send the photos this evening')).toBe('2026-12-07T19:00:00.000Z');
  });

  it('asks about a weekday left after a date it was not read with', () => {
    expect(kindOf('pay the deposit dec 18, thu')).toBe('unclear');
  });

  it('asks when the weekday and the date fall on different days', () => {
    expect(read('lunch with Ana friday the 10th')).toEqual([
      expect.objectContaining({ kind: 'unclear', question: expect.stringMatching(/different days/) }),
    ]);
  });
});
