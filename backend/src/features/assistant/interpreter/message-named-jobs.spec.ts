import { readAt as read } from './testing/read-at';

/** Lists of jobs some of which are named as things, and a job kept by a plea not to forget it. Wordings are our own. */

const titles = (text: string, zone?: string) =>
  read(text, undefined, zone).map((intent) => (intent.kind === 'add_task' ? intent.title : intent.kind));

describe('a list of jobs, some named as things', () => {
  it.each([
    [
      'boiler service, gutter quote for no. 12, ring the letting agent',
      ['Boiler service', 'Gutter quote for number 12', 'Ring the letting agent'],
    ],
    [
      'wedding album proofs + Hartley gallery upload + call Mo about the second shooter',
      ['Wedding album proofs', 'Hartley gallery upload', 'Call Mo about the second shooter'],
    ],
    ['PE kit wash, school trip form, and email the swim coach', ['PE kit wash', 'School trip form', 'Email the swim coach']],
  ])('given %p -> a task for each', (text, expected) => {
    expect(titles(text)).toEqual(expected);
  });

  it('things each with an hour are a day of plans, with each hour kept', () => {
    const intents = read('site visit at 9, Priya catch-up at 2, send the snag list');
    expect(intents.map((intent) => (intent.kind === 'add_task' ? [intent.title, intent.due] : intent.kind))).toEqual([
      ['Site visit', '2026-11-12T09:00:00.000Z'],
      ['Priya catch-up', '2026-11-12T14:00:00.000Z'],
      ['Send the snag list', null],
    ]);
  });

  it.each([
    // Things named after a job are what it acts on.
    'grab oat milk, bananas and bin bags',
    // News, a day told of, what happened.
    'long day, two cancellations, need to ring the bank',
    'totally forgot, need to order labels, email the printer tmrw',
    // What a list is for, or words to daily, lead into it.
    'for the open day, print flyers, book the hall',
  ])('given %p -> no task named after talk, news or a lead', (text) => {
    const named = titles(text);
    expect(named).not.toContain('Bananas');
    expect(named).not.toContain('Long day');
    expect(named).not.toContain('Two cancellations');
    expect(named).not.toContain('Totally forgot');
    expect(named).not.toContain('For the open day');
  });
});

describe('lists that ask for no jobs', () => {
  it.each([
    // Costs and sizes.
    'new roof, new gutters, quote £6k',
    'rent £1200, council tax £160, water £40',
    // Jobs let go or told done.
    'skip the skip hire, scaffold booking, ring Dave',
    'scaffold booking, skip hire, ring Dave - all done',
    // Being away.
    'off thursday, back tuesday, ring the cover',
    // A day's timetable with no day said, and a plan with nothing to act on.
    'train 8am, lunch 1pm, drinks 6pm',
    'gym at 6, call at 2, drinks at 8',
  ])('given %p -> no task named after a cost, a let-go, an absence or a timetable', (text) => {
    const named = titles(text);
    for (const title of ['New roof', 'Rent', 'Scaffold booking', 'Off', 'Train', 'Lunch', 'Drinks']) expect(named).not.toContain(title);
  });

  it("a part of the day in a thing's name is not its hour", () => {
    expect(titles('parents evening tomorrow 6pm, bake sale cakes, and sign the trip form')).not.toContain('Parents');
  });

  it('a house number after "at" is not made the hour of a task', () => {
    const dues = read('showing at 14 Elm st thurs 11am + chase the Dawsons deposit + key cutting for flat 2').map((intent) =>
      intent.kind === 'add_task' ? intent.due : null,
    );
    expect(dues).not.toContain('2026-11-11T14:00:00.000Z');
    expect(dues).not.toContain('2026-11-12T14:00:00.000Z');
  });

  it('a day beside a thing is not read as a verb', () => {
    expect(titles('dentist thurs 2pm, haircut sat, call mum')).toEqual(['Dentist', 'Haircut', 'Call mum']);
  });
});

describe('a job kept by a plea not to forget it', () => {
  it.each([
    ['insurance renewal due 3rd dec!! dont let me forget', 'Insurance renewal', '2026-12-03T12:00:00.000Z'],
    ['gas cert for flat 2 by the 28th, do not let me forget 🙏', 'Gas cert for flat 2', '2026-11-28T12:00:00.000Z'],
    ["dad's birthday is saturday, don't forget", "Dad's birthday", '2026-11-14T12:00:00.000Z'],
    ['collect the suits fri, dont let me forget', 'Collect the suits', '2026-11-13T12:00:00.000Z'],
  ])('given %p -> the job, when it is due', (text, title, due) => {
    expect(read(text)).toEqual([{ kind: 'add_task', title, due, important: false, repeat: null }]);
  });

  it('a question before the plea is still asked', () => {
    expect(read('when is the MOT due, dont let me forget')[0].kind).toBe('question');
  });
});
