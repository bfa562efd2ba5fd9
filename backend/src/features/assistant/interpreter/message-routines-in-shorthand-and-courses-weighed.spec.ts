import type { Intent } from './intent';
import { listed, readAt } from './testing/read-at';

/**
 * Routines said in shorthand and dialect, and a course weighed in a sentence of its own before why.
 * Read at Wednesday 11 November 2026, 15:00 in London (10:00 in New York); wordings are our own.
 */
const NEW_YORK = 'America/New_York';
const weekly = (title: string, due: string, every: 'week' | 'weekday' | 'year', interval = 1): Intent[] => [
  { kind: 'add_task', title, due, important: false, repeat: { every, interval } },
];

describe('a routine said in shorthand', () => {
  it.each([
    [
      'weekdays 7:30 yard check before the drivers start',
      weekly('Yard check before the drivers start', '2026-11-12T07:30:00.000Z', 'weekday'),
    ],
    [
      'fortnightly from next monday 9am: stock count with the team',
      weekly('Stock count with the team', '2026-11-16T09:00:00.000Z', 'week', 2),
    ],
    [
      'remind me every year on the 3rd o March tae renew the van insurance',
      weekly('Renew the van insurance', '2027-03-03T12:00:00.000Z', 'year'),
    ],
  ])('"%s"', (text, read) => expect(readAt(text)).toEqual(read));

  it.each([
    ['payslips every other fri, starting this fri', weekly('Payslips', '2026-11-13T17:00:00.000Z', 'week', 2)],
    ['evry wkday 7:15 check the route sheet', weekly('Check the route sheet', '2026-11-12T12:15:00.000Z', 'weekday')],
    ['every yr oct 1 remind me renew the truck plates', weekly('Renew the truck plates', '2027-10-01T16:00:00.000Z', 'year')],
    ['every sunday night remind me for send the timesheets ok pues', weekly('Send the timesheets', '2026-11-16T01:00:00.000Z', 'week')],
    ['every other fri starting this fri payroll for the crew', weekly('Payroll for the crew', '2026-11-13T17:00:00.000Z', 'week', 2)],
  ])('"%s" in New York', (text, read) => expect(readAt(text, undefined, NEW_YORK)).toEqual(read));

  it('"gonnae put in a reminder for Friday tae collect the boiler, aye" asks for it', () =>
    expect(readAt('gonnae put in a reminder for Friday tae collect the boiler, aye')).toEqual([
      { kind: 'add_task', title: 'Collect the boiler', due: '2026-11-13T12:00:00.000Z', important: false, repeat: null },
    ]));

  it('things that start, said as news, are still news', () =>
    expect(readAt('the night classes start monday')).toEqual([{ kind: 'unknown' }]));
});

describe('a course weighed in a sentence of its own, then why', () => {
  it('"take the Ilford job or not. the client is slow to pay but its big" is a choice to think through', () =>
    expect(readAt('take the Ilford job or not. the client is slow to pay but its big')).toEqual([
      { kind: 'dilemma', question: 'take the Ilford job or not. the client is slow to pay but its big', options: [] },
    ]));

  it('the options come from the sentence that holds the "or", not the why after it', () =>
    expect(readAt("should I hire a driver or do the rounds myself? I'm shattered")).toEqual([
      {
        kind: 'dilemma',
        question: "should I hire a driver or do the rounds myself? I'm shattered",
        options: ['hire a driver', 'do the rounds myself'],
      },
    ]));
});

describe('an item of a list of one taken care of', () => {
  it('"took care of 1" ticks it', () =>
    expect(readAt('took care of 1', listed('Rekey the back door'))).toEqual([{ kind: 'complete', task: { by: 'number', number: 1 } }]));

  it('"handled the invoices" is no tick by number', () =>
    expect(readAt('handled the invoices', listed('Send the invoices', 'Rekey the back door'))).not.toContainEqual(
      expect.objectContaining({ task: { by: 'number', number: 1 } }),
    ));
});

describe('a decision among remarks the readers can only ask about', () => {
  it('a sentence before the decision that holds the choice is kept', () =>
    expect(readAt('aye, am no takin on the Leith contract. decided last night, the money isnae worth it')).toEqual([
      { kind: 'decision', text: 'Aye, am no takin on the Leith contract. decided last night, the money isnae worth it' },
    ]));

  it('"been going back n forth. decided im not doing lockouts anymore. too many 2am calls" keeps the choice and its why', () =>
    expect(readAt('been going back n forth. decided im not doing lockouts anymore. too many 2am calls', undefined, NEW_YORK)).toEqual([
      { kind: 'decision', text: 'Decided im not doing lockouts anymore. too many 2am calls' },
    ]));
});
