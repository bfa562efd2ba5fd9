import { matchingTasks, nextTasks, type OpenTask } from './next-tasks';

const now = new Date('2026-11-26T21:00:00Z');
const task = (id: string, due: string | null, important = false, created = '2026-11-01T00:00:00Z'): OpenTask => ({
  id,
  title: id,
  due_date: due,
  important,
  created_at: created,
});

describe("what's next", () => {
  it('puts overdue first, then later today by time, then important, then the rest by the soonest due date', () => {
    const tasks = [
      task('pay the bill, tomorrow 15:00', '2026-11-27T15:00:00Z', false, '2026-11-01T00:00:00Z'),
      task('call the accountant, tomorrow 09:00', '2026-11-27T09:00:00Z', false, '2026-11-02T00:00:00Z'),
      task('no date, oldest', null, false, '2026-10-01T00:00:00Z'),
      task('important, next week', '2026-12-03T12:00:00Z', true),
      task('today 23:00', '2026-11-26T23:00:00Z'),
      task('overdue', '2026-11-25T12:00:00Z'),
    ];
    expect(nextTasks(tasks, 'next', now, 'Europe/London', 10).map((t) => t.id)).toEqual([
      'overdue',
      'today 23:00',
      'important, next week',
      'call the accountant, tomorrow 09:00',
      'pay the bill, tomorrow 15:00',
      'no date, oldest',
    ]);
  });

  it('keeps five lines at most', () => {
    const tasks = Array.from({ length: 8 }, (_, i) => task(`t${i}`, null, false, `2026-11-0${i + 1}T00:00:00Z`));
    expect(nextTasks(tasks, 'next', now, 'Europe/London', 5).map((t) => t.id)).toEqual(['t0', 't1', 't2', 't3', 't4']);
  });

  it("reads tomorrow as the person's next calendar day, by time", () => {
    // 21:00 UTC on the 26th is already the 27th in Tokyo: its tomorrow is the 28th there.
    const tasks = [
      task('tomorrow 15:00 in London', '2026-11-27T15:00:00Z'),
      task('tomorrow 09:00 in London', '2026-11-27T09:00:00Z'),
      task('the 28th, 10:00 in Tokyo', '2026-11-28T01:00:00Z'),
      task('no date', null),
      task('today 23:00', '2026-11-26T23:00:00Z'),
    ];
    expect(nextTasks(tasks, 'tomorrow', now, 'Europe/London', 10).map((t) => t.id)).toEqual([
      'tomorrow 09:00 in London',
      'tomorrow 15:00 in London',
    ]);
    // 15:00 UTC on the 27th is midnight starting the 28th in Tokyo.
    expect(nextTasks(tasks, 'tomorrow', now, 'Asia/Tokyo', 10).map((t) => t.id)).toEqual([
      'tomorrow 15:00 in London',
      'the 28th, 10:00 in Tokyo',
    ]);
  });
});

describe('nextTasks for a week or a day', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const task = (id: string, due: string | null) => ({ id, title: id, due_date: due, important: false, created_at: '2026-03-01T00:00:00Z' });
  const tasks = [
    task('friday', '2026-03-13T09:00:00Z'),
    task('today', '2026-03-10T15:00:00Z'),
    task('next month', '2026-04-13T09:00:00Z'),
    task('someday', null),
  ];

  it('lists the seven days from today by time', () => {
    expect(nextTasks(tasks, 'week', now, 'Europe/London', 5).map((t) => t.id)).toEqual(['today', 'friday']);
  });

  it('lists one local day', () => {
    expect(nextTasks(tasks, 'day', now, 'Europe/London', 5, '2026-03-13').map((t) => t.id)).toEqual(['friday']);
  });
});

describe('tasks matched by the words of a message', () => {
  const titled = (id: string, title: string): OpenTask => ({ ...task(id, null), title });
  const tasks = [titled('van', 'Renew the van insurence'), titled('kemi', "Chase Kemi's invoice"), titled('labels', 'Order more labels')];

  it('finds a title by its naming words, whatever joins them', () => {
    expect(matchingTasks(tasks, 'invoice for Kemi').map((t) => t.id)).toEqual(['kemi']);
    expect(matchingTasks(tasks, 'the labels thing').map((t) => t.id)).toEqual(['labels']);
  });

  it('finds a title typed with one slip, and the slip said right', () => {
    expect(matchingTasks(tasks, 'the insurance one').map((t) => t.id)).toEqual(['van']);
  });

  it('finds a title kept in short forms by the words they stand for', () => {
    const short = [...tasks, titled('civic', 'Email Sal abt the Civic'), titled('stock', 'Do wk 48 stock take')];
    expect(matchingTasks(short, 'email Sal about the Civic').map((t) => t.id)).toEqual(['civic']);
    expect(matchingTasks(short, 'week 48 stock take').map((t) => t.id)).toEqual(['stock']);
    expect(matchingTasks(short, 'wk 48').map((t) => t.id)).toEqual(['stock']);
  });

  it('finds a title spelled out by the short or dialect forms the words are said in', () => {
    const plain = [...tasks, titled('oban', 'Book the ferry to Oban'), titled('vet', 'Ring the vet about the jabs')];
    expect(matchingTasks(plain, 'ferry tae Oban').map((t) => t.id)).toEqual(['oban']);
    expect(matchingTasks(plain, 'vet abt the jabs').map((t) => t.id)).toEqual(['vet']);
  });

  it('does not read a word that may be a name as the word it could stand for', () => {
    const more = [...tasks, titled('labels', 'Order more labels')];
    expect(matchingTasks(more, 'Mair')).toEqual([]);
  });

  it('does not stretch short words or words that name another task', () => {
    expect(matchingTasks(tasks, 'label printer')).toEqual([]);
    expect(matchingTasks(tasks, 'vat')).toEqual([]);
  });

  it("lets a word's ending go only when no title holds the word whole", () => {
    const print = [...tasks, titled('print', 'Call Hollis Print about proofs')];
    expect(matchingTasks(print, 'the printer call').map((t) => t.id)).toEqual(['print']);
    expect(matchingTasks([...print, titled('printer', 'Fix the printer')], 'printer').map((t) => t.id)).toEqual(['printer']);
    expect(matchingTasks(print, 'labelling')).toEqual([]);
  });

  it('finds a deed said in another word only when no title holds the words', () => {
    const shearer = [...tasks, titled('shearer', 'Ring the shearer')];
    expect(matchingTasks(shearer, 'the shearer call').map((t) => t.id)).toEqual(['shearer']);
    expect(matchingTasks([...shearer, titled('call', 'Call the shearer back')], 'shearer call').map((t) => t.id)).toEqual(['call']);
    expect(matchingTasks(shearer, 'the shearer email')).toEqual([]);
  });
});
