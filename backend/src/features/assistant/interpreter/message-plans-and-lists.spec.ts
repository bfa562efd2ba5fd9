import type { Intent } from './intent';
import { RulesInterpreter } from './rules-interpreter';

/**
 * The day's plan, the weight of the list, the list asked for by name, free time and rambles, read at
 * Monday 7 December 2026, 08:00 in London (GMT). Each case is given text -> expected intent.
 */
const rules = new RulesInterpreter();
const NOW = new Date('2026-12-07T08:00:00Z');
const read = (text: string): Intent[] => rules.read(text, { now: NOW, timeZone: 'Europe/London' });
const prioritise = (scope: 'focus' | 'drop' | 'plan_day'): Intent[] => [{ kind: 'prioritise', scope }];
const list = (view: string, day: string | null = null): Intent[] => [{ kind: 'list', view, day } as Intent];

describe('plans and lists', () => {
  describe('a plan asked for is never saved as a task', () => {
    it.each([
      'draw me up a schedule for tomorrow',
      'put together a timetable for my afternoon',
      'arrange my tasks for me please',
      'order my day for me',
      'can you sort my week out for me',
      "could you knock up a running order for the morning, I'm swamped",
    ])('given %p -> plan_day', (text) => expect(read(text)).toEqual(prioritise('plan_day')));
  });

  describe('which job now', () => {
    it.each([
      'tell me the single job I should do now',
      'what ought I to be doing at the moment',
      'where should we actually begin',
      'I have 45 mins free, how should I use them',
    ])('given %p -> focus', (text) => expect(read(text)).toEqual(prioritise('focus')));
  });

  describe('what can give', () => {
    it.each(['something has to go today, which one', "what's fine to skip this week", 'which tasks are ok to park'])(
      'given %p -> drop',
      (text) => expect(read(text)).toEqual(prioritise('drop')),
    );
  });

  describe('a count asked of what was done is no list', () => {
    it.each(['how many jobs did we do last week', 'how many tasks have i finished this month'])('given %p -> question', (text) =>
      expect(read(text).map((intent) => intent.kind)).toEqual(['question']),
    );
  });

  describe('jobs that mention a plan stay jobs', () => {
    it.each([
      'write the plan for the offsite',
      'sort the invoices',
      'plan the team offsite',
      'schedule the plumber',
      'order stuff for the office',
    ])('given %p -> add_task', (text) => expect(read(text).map((intent) => intent.kind)).toEqual(['add_task']));
  });

  describe('a list asked for by its name', () => {
    it.each<[string, Intent[]]>([
      ["send me today's overview pls", list('today')],
      ["read me tomorrow's lineup", list('tomorrow')],
      ['jobs for thursday the 10th', list('day', '2026-12-10')],
      ['my diary for friday', list('day', '2026-12-11')],
      ['appointments on the 19th?', list('day', '2026-12-19')],
      ['list all my jobs', list('next')],
      ['what have I missed', list('overdue')],
      ['what did we miss', list('overdue')],
      ["what've I got on friday", list('day', '2026-12-11')],
      ['anything on the day after tomorrow', list('day', '2026-12-09')],
      ['how many tasks do I have', list('next')],
      ['how many things have i got left today?', list('today')],
    ])('given %p -> %j', (text, expected) => expect(read(text)).toEqual(expected));
  });

  describe('free time asked with its hours', () => {
    const free = (from: string, to: string): Intent[] => [
      { kind: 'free_time', from: `2026-12-${from}:00.000Z`, to: `2026-12-${to}:00.000Z` },
    ];
    it.each<[string, Intent[]]>([
      ['is tuesday 9 till 11 clear?', free('08T09:00', '08T11:00')],
      ['space for a coffee thursday 2-3?', free('10T14:00', '10T15:00')],
      ['can I squeeze a 3 hour session in on thursday from 2?', free('10T14:00', '10T17:00')],
      ['any free time friday between 9 and noon', free('11T09:00', '11T12:00')],
      ['am I clear from 2pm to 5pm on the 20th', free('20T14:00', '20T17:00')],
      ['is wednesday from 9 till half 10 free', free('09T09:00', '09T10:30')],
      ['free thu the 17th 2 to 3?', free('17T14:00', '17T15:00')],
    ])('given %p -> %j', (text, expected) => expect(read(text)).toEqual(expected));

    it('given "do I have anything with the Smiths?" -> a question, not free time', () =>
      expect(read('do I have anything with the Smiths?').map((intent) => intent.kind)).toEqual(['question']));
  });

  describe('how an ask repeats, and its first date', () => {
    const repeating = (title: string, due: string, every: string, interval = 1): Intent[] => [
      { kind: 'add_task', title, due: `${due}:00.000Z`, important: false, repeat: { every, interval } as never },
    ];
    it.each<[string, Intent[]]>([
      ['insurance renewal every 12 months, next one 3rd of march', repeating('Insurance renewal', '2027-03-03T12:00', 'month', 12)],
      ['fortnightly on tuesdays at 9 water the office plants', repeating('Water the office plants', '2026-12-08T09:00', 'week', 2)],
      ['recurring every sunday 6pm: plan the week', repeating('Plan the week', '2026-12-13T18:00', 'week')],
      ['bi-weekly thursdays send the newsletter', repeating('Send the newsletter', '2026-12-10T12:00', 'week', 2)],
      ['on the second of every month pay the window cleaner', repeating('Pay the window cleaner', '2027-01-02T12:00', 'month')],
    ])('given %p -> %j', (text, expected) => expect(read(text)).toEqual(expected));
  });

  describe('rambles: fillers, counted items, leads and sign-offs leave only the jobs', () => {
    const titles = (text: string) => read(text).map((intent) => (intent.kind === 'add_task' ? intent.title : intent.kind));
    it.each<[string, string[]]>([
      [
        "ok like I've got to file the Jones receipts and like post the keys to the Blacks and um that's it really",
        ['File the Jones receipts', 'Post the keys to the Blacks'],
      ],
      ['basically um two things. one, pay the water bill. two, call Priya', ['Pay the water bill', 'Call Priya']],
      [
        'hiya, so I need to do a few bits: print the flyers, ring the bakery at 9 tmrw, and fix the till',
        ['Print the flyers', 'Ring the bakery', 'Fix the till'],
      ],
      [
        "i'm on the bus so um... yeah... get the refund from the hotel... and, um, book the vet for Rex",
        ['Get the refund from the hotel', 'Book the vet for Rex'],
      ],
      ["we're at the airport so text mum and check in online", ['Text mum', 'Check in online']],
    ])('given %p -> %j', (text, expected) => expect(titles(text)).toEqual(expected));

    it('given "right, thursday\'s list: 8am school run, 3pm call the roofer" -> each at its hour on thursday', () =>
      expect(
        read("right, thursday's list: 8am school run, 3pm call the roofer").map((intent) =>
          intent.kind === 'add_task' ? intent.due : null,
        ),
      ).toEqual(['2026-12-10T08:00:00.000Z', '2026-12-10T15:00:00.000Z']));

    it('given "I\'m so behind on emails" -> no task', () =>
      expect(read("I'm so behind on emails").map((intent) => intent.kind)).not.toContain('add_task'));
  });

  describe('a ramble whose first job opens with a word of trade paperwork, or after a word about the speaker', () => {
    const titles = (text: string) => read(text).map((intent) => (intent.kind === 'add_task' ? intent.title : intent.kind));
    it.each<[string, string[]]>([
      ['so um, invoice the Greens, ring Bob at 4, and order nails by monday', ['Invoice the Greens', 'Ring Bob', 'Order nails']],
      [
        'right so, quote the Smiths, chase the plasterer, and book the skip for friday',
        ['Quote the Smiths', 'Chase the plasterer', 'Book the skip'],
      ],
      [
        'lol ok so I forgot, print the menus, email the landlord, and post the photos tonight at 8',
        ['Print the menus', 'Email the landlord', 'Post the photos'],
      ],
      ['ugh ok todo: invoice the Parkers, order grout, call Jim back at 3', ['Invoice the Parkers', 'Order grout', 'Call Jim back']],
    ])('given %p -> %j', (text, expected) => expect(titles(text)).toEqual(expected));

    it.each(['the quote came back at 4k', 'bill came in at 300', 'invoice paid', 'quote the Khans gave was too high'])(
      'given %p -> no task',
      (text) => expect(read(text).map((intent) => intent.kind)).not.toContain('add_task'),
    );
  });

  describe('a routine said of something is no job', () => {
    it.each(['the window cleaner comes every thursday', 'our rent goes out on the 1st of every month', 'team meets every monday at 10'])(
      'given %p -> no task',
      (text) => expect(read(text).map((intent) => intent.kind)).not.toContain('add_task'),
    );
    it.each([
      'bins out every tuesday night',
      'gym session every weekday at 6am',
      'water the ferns every sunday',
      'every friday tidy the shelves',
    ])('given %p -> a repeating task', (text) =>
      expect(read(text).map((intent) => (intent.kind === 'add_task' ? intent.repeat !== null : intent.kind))).toEqual([true]),
    );
  });

  describe('a ramble led by why it is a voice note, or by who it is for', () => {
    const titles = (text: string) => read(text).map((intent) => (intent.kind === 'add_task' ? intent.title : intent.kind));
    it.each<[string, string[]]>([
      [
        "voice memo cos I'm cycling so basically I need to buy 4 tins of paint and um call the landlord at 3 tomorrow and oh text Sam about the keys",
        ['Buy 4 tins of paint', 'Call the landlord', 'Text Sam about the keys'],
      ],
      [
        "voice note bc I'm at the gym: um remind me to collect the suit at 5, and uh email Priya about the invoice",
        ['Collect the suit', 'Email Priya about the invoice'],
      ],
      ['so reminder to myself, ring the dentist about Max at 4 and uh buy cat food', ['Ring the dentist about Max', 'Buy cat food']],
    ])('given %p -> %j', (text, expected) => expect(titles(text)).toEqual(expected));
  });

  it('given "what\'s a fair price for a full day hire?" -> a question, not the list', () =>
    expect(read("what's a fair price for a full day hire?").map((intent) => intent.kind)).toEqual(['question']));

  describe('a plan at a clock time among jobs', () => {
    const asks = (text: string) => read(text).map((intent) => (intent.kind === 'add_task' ? [intent.title, intent.due] : [intent.kind]));
    it('given "ok so thursday afternoon at 2 collect the frames, then drinks with Lou at 6:30, and I need to order stamps" -> three on thursday', () =>
      expect(asks('ok so thursday afternoon at 2 collect the frames, then drinks with Lou at 6:30, and I need to order stamps')).toEqual([
        ['Collect the frames', '2026-12-10T14:00:00.000Z'],
        ['Drinks with Lou', '2026-12-10T18:30:00.000Z'],
        ['Order stamps', '2026-12-10T12:00:00.000Z'],
      ]));
    it('given "pick up the kids, dinner with Sam at 7" -> two asks', () =>
      expect(asks('pick up the kids, dinner with Sam at 7').map(([title]) => title)).toEqual(['Pick up the kids', 'Dinner with Sam']));
    it.each(['call mum and dad at 6', 'email Tom, Ann at 3'])('given %p -> one task', (text) => expect(asks(text)).toHaveLength(1));
  });
});
