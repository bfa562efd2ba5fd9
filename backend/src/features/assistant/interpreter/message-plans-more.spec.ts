import type { Intent } from './intent';
import { RulesInterpreter } from './rules-interpreter';

/**
 * More ways of asking for the day's plan, its one job, the day's list and free time, and of saying
 * a job repeats at an hour, read at Monday 7 December 2026, 08:00 in London (GMT). Each case is
 * given text -> expected intent.
 */
const rules = new RulesInterpreter();
const NOW = new Date('2026-12-07T08:00:00Z');
const read = (text: string): Intent[] => rules.read(text, { now: NOW, timeZone: 'Europe/London' });
const prioritise = (scope: 'focus' | 'drop' | 'plan_day'): Intent[] => [{ kind: 'prioritise', scope }];
const free = (from: string, to: string): Intent[] => [{ kind: 'free_time', from, to }];

describe('plans and free time, more wordings', () => {
  describe('help asked to order the day is the plan', () => {
    it.each(['help me organise my week', 'can you help me plan out my afternoon', 'help us sort out tomorrow'])(
      'given %p -> plan_day',
      (text) => expect(read(text)).toEqual(prioritise('plan_day')),
    );
  });

  describe('the one job asked with a deadline is the focus', () => {
    it.each([
      "what's the main thing I need to finish by 3",
      'which is the single job we must get done before noon',
      'whats the one task I should tackle first',
    ])('given %p -> focus', (text) => expect(read(text)).toEqual(prioritise('focus')));
  });

  describe('the shape of the day asked is today', () => {
    it.each(["how's my day looking", 'what does my day look like', 'how does the day look'])('given %p -> today', (text) =>
      expect(read(text)).toEqual([{ kind: 'list', view: 'today', day: null }]),
    );
  });

  describe('free time', () => {
    it('given a weekday of next week -> that whole day', () => {
      expect(read('any room thursday next week')).toEqual(free('2026-12-17T09:00:00.000Z', '2026-12-17T18:00:00.000Z'));
    });
    it('given free and a span of hours -> that span', () => {
      expect(read('free 2 till 4 on wednesday?')).toEqual(free('2026-12-09T14:00:00.000Z', '2026-12-09T16:00:00.000Z'));
    });
    it('given available from and to -> that span', () => {
      expect(read('available from 9 to 11 tomorrow')).toEqual(free('2026-12-08T09:00:00.000Z', '2026-12-08T11:00:00.000Z'));
    });
    it('given after lunch -> the afternoon', () => {
      expect(read('are we free after lunch on friday')).toEqual(free('2026-12-11T12:00:00.000Z', '2026-12-11T17:00:00.000Z'));
    });
    it('given booked -> the whole day', () => {
      expect(read('am i booked up on tuesday')).toEqual(free('2026-12-08T09:00:00.000Z', '2026-12-08T18:00:00.000Z'));
    });
    it('given free with a number that is no span -> not free time', () => {
      expect(read('free 2 tickets for the gig')[0].kind).not.toBe('free_time');
    });
  });

  describe('a repeat keeps the hour said after the job', () => {
    it.each([
      ['every other thursday water the office plants at 3', '2026-12-10T15:00:00.000Z', 'Water the office plants'],
      ['every tuesday restock the van at noon', '2026-12-08T12:00:00.000Z', 'Restock the van'],
      ['every second monday send the rota at 9am', '2026-12-07T09:00:00.000Z', 'Send the rota'],
    ])('given %p -> due %p', (text, due, title) => {
      const [intent] = read(text);
      expect(intent).toMatchObject({ kind: 'add_task', title, due });
    });
  });

  describe('ranking the list asks which matters most', () => {
    it.each(['rank my jobs', 'can you rate my to-dos for me', "rank today's list please"])('given %p -> focus', (text) =>
      expect(read(text)).toEqual(prioritise('focus')),
    );
  });

  describe('a ramble gives one task per job, without its filler', () => {
    const titled = (text: string) => read(text).map((intent) => (intent.kind === 'add_task' ? [intent.title, intent.due] : intent.kind));
    it.each([
      [
        'ok so for the Jones party I need to book the caterer, send the invites, and buy balloons by thursday',
        [
          ['Book the caterer', null],
          ['Send the invites', null],
          ['Buy balloons', '2026-12-10T12:00:00.000Z'],
        ],
      ],
      [
        'and then also um renew the insurance and collect the van for tuesday 9am',
        [
          ['Renew the insurance', null],
          ['Collect the van', '2026-12-08T09:00:00.000Z'],
        ],
      ],
      [
        'ok so wednesday I need to fix the sink and thursday quote the boiler job',
        [
          ['Fix the sink', '2026-12-09T12:00:00.000Z'],
          ['Quote the boiler job', '2026-12-10T12:00:00.000Z'],
        ],
      ],
      [
        'voice memo sorry walking... need to post the parcel to Ben tonight at 7 and wash the car tomorrow',
        [
          ['Post the parcel to Ben', '2026-12-07T19:00:00.000Z'],
          ['Wash the car', '2026-12-08T12:00:00.000Z'],
        ],
      ],
      [
        'tomorrow at 8 ring the vet and after that at 10 email the school',
        [
          ['Ring the vet', '2026-12-08T08:00:00.000Z'],
          ['Email the school', '2026-12-08T10:00:00.000Z'],
        ],
      ],
      [
        'soz walking, ring the dentist and book the MOT',
        [
          ['Ring the dentist', null],
          ['Book the MOT', null],
        ],
      ],
      [
        "so I've gotta invoice the Greens monday, order the tiles, and chase the bank on friday",
        [
          ['Invoice the Greens', '2026-12-07T12:00:00.000Z'],
          ['Order the tiles', null],
          ['Chase the bank', '2026-12-11T12:00:00.000Z'],
        ],
      ],
      [
        'lemme think... edit the newsletter, email the printers, and post the flyers friday at 10',
        [
          ['Edit the newsletter', null],
          ['Email the printers', null],
          ['Post the flyers', '2026-12-11T10:00:00.000Z'],
        ],
      ],
      [
        'today I gotta restock the bar and ring the brewery at 4',
        [
          ['Restock the bar', '2026-12-07T12:00:00.000Z'],
          ['Ring the brewery', '2026-12-07T16:00:00.000Z'],
        ],
      ],
      [
        'so four things, um, ring the bank, quote for the Elm Rd kitchen, tidy up and order the tiles',
        [
          ['Ring the bank', null],
          ['Quote for the Elm Rd kitchen', null],
          ['Tidy up', null],
          ['Order the tiles', null],
        ],
      ],
      [
        'right, two things: wash the van, and ring the bank',
        [
          ['Wash the van', null],
          ['Ring the bank', null],
        ],
      ],
    ])('given %p -> %p', (text, expected) => expect(titled(text)).toEqual(expected));

    it('given a day then a statement -> the statement is no task', () => {
      const titles = read('fix the sink monday and friday is the deadline for the form').map((intent) =>
        intent.kind === 'add_task' ? intent.title : intent.kind,
      );
      expect(titles.some((title) => /deadline/i.test(title))).toBe(false);
    });

    it.each([
      "I've got to quote the price was high",
      'and so on and so forth',
      "sorry, I'm driving",
      'then we will see',
      'lemme think, not sure yet',
    ])('given %p -> no task', (text) => expect(read(text).some((intent) => intent.kind === 'add_task')).toBe(false));
  });

  describe("the month's last day repeats monthly", () => {
    it.each([
      ['send the payroll report on the last day of every month', 'Send the payroll report'],
      ['back up the server at the end of each month', 'Back up the server'],
      ['on the last day of each month water the ferns', 'Water the ferns'],
    ])('given %p -> %p on 31 December, monthly', (text, title) =>
      expect(read(text)).toEqual([
        { kind: 'add_task', title, due: '2026-12-31T12:00:00.000Z', important: false, repeat: { every: 'month', interval: 1 } },
      ]),
    );
    it('given the month end as a fact -> no task', () => {
      expect(read('the last day of every month is payday').some((intent) => intent.kind === 'add_task')).toBe(false);
    });
  });
});
