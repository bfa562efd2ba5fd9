import { changesNothing, inView, listed, readAt, reminded } from './testing/read-at';

/**
 * Words of a title set right in the loose ways people put it, and an ask wrapped in sounds, nods and tags of talk.
 * Read at Wednesday 11 November 2026, 15:00 in London (New York where said); wordings are our own.
 */
const renamedInView = (title: string) => [{ kind: 'rename', task: { by: 'context' }, title }];
const renamedItem = (number: number, title: string) => [{ kind: 'rename', task: { by: 'number', number }, title }];

describe('a word of the title set right', () => {
  it.each([
    ["oops sorry it's Priya and Dev not Sam!! x", 'email Priya and Sam the quote', 'Email Priya and Dev the quote'],
    [
      "hang on it's the Leith shop, no the Portobello one. heid's all over the place",
      'deliver the frames to the Portobello shop',
      'Deliver the frames to the Leith shop',
    ],
    ['Not Carrow Road. Colney Lane.', 'fit the banner at Carrow Road', 'Fit the banner at Colney Lane'],
    ['no es Navarro, es Naranjo. perdón', 'collect the deposit from Mr Navarro', 'Collect the deposit from Mr Naranjo'],
    ['unit 7B, not 7A, sorry', 'drop the stock at unit 7A on the estate', 'Drop the stock at unit 7B on the estate'],
    ['side gate not front', 'new padlock for the front gate', 'New padlock for the side gate'],
    ["wrong lad, it's Finlay's badge no Ross's", "renew Ross's site badge", "Renew Finlay's site badge"],
    ['Sorry is not 3, is 5 banners, they want two for the back', 'print 3 banners for the gala', 'Print 5 banners for the gala'],
    ['perdón, no 20 shirts, 25', 'press 20 shirts for the hotel', 'Press 25 shirts for the hotel'],
    [
      'One correction: it is their Brook Street branch, not Bond Street. They have both.',
      'send the proofs to their Bond Street branch',
      'Send the proofs to their Brook Street branch',
    ],
    ['its a labradoodle not a cockapoo', 'groom the cockapoo at 3', 'Groom the labradoodle at 3'],
  ])('"%s" of "%s" renames it "%s"', (text, title, renamed) =>
    expect(readAt(text, inView(title, '2026-11-12T12:00:00.000Z'))).toEqual(renamedInView(renamed)),
  );

  it.each([
    ['2 is size 12 not 10 innit', ['ring the printer', 'hem the dress size 10', 'pay the rent'], 2, 'Hem the dress size 12'],
    [
      "3's wrong, it's the van tae Oban no Mallaig",
      ['invoice Skye gallery', 'order film', 'book the van tae Mallaig'],
      3,
      'Book the van tae Oban',
    ],
    ['1 should be fitting at Ealing Broadway. Not Acton.', ['fitting at Ealing Acton', 'buy thread'], 1, 'Fitting at Ealing Broadway'],
    ['el 2 is Ortega not Ortiz, perdón', ['print menus', 'call the Ortiz family'], 2, 'Call the Ortega family'],
  ])('"%s" of a listed item renames it', (text, items, number, renamed) =>
    expect(readAt(text, listed(...items))).toEqual(renamedItem(number, renamed)),
  );

  it('a number that is the hour the task is due sets no title right', () => {
    expect(readAt('not 4, 5', inView('collect 4 boxes', '2026-11-12T16:00:00.000Z'))).not.toEqual(renamedInView('Collect 5 boxes'));
  });

  it.each([
    ['not the shutter, too windy', 'paint the shutter'],
    ['no rush, Tom can do it', 'call Tom'],
    ['not sure about the van', 'fix the van'],
    ["it's the Hubert Street building, not Harrison", 'email the Harrison St board'],
    ['not today, the van is broken', 'fix the van'],
  ])('"%s" of "%s" renames nothing', (text, title) =>
    expect(readAt(text, inView(title, '2026-11-12T12:00:00.000Z')).some((intent) => intent.kind === 'rename')).toBe(false),
  );
});

describe('an ask inside talk', () => {
  const three = listed('hem the curtains', 'order the fabric', 'invoice the hotel');
  it.each([
    ['1 and 3 done!! x', [1, 3]],
    ['oooh 2 and 3 done xx', [2, 3]],
  ])('"%s" ticks the items said', (text, numbers) =>
    expect(readAt(text, three)).toEqual(numbers.map((number) => ({ kind: 'complete', task: { by: 'number', number } }))),
  );

  it.each([
    ['ooh 2 can go, they cancelled 😢 x', 2],
    ['bin 3 innit, the hotel went elsewhere', 3],
    ['haanji delete 1, customer took it back', 1],
  ])('"%s" removes item %s', (text, number) => expect(readAt(text, three)).toEqual([{ kind: 'remove', task: { by: 'number', number } }]));

  it('"chalo cancel that one, they phoned" removes the one in view', () => {
    expect(readAt('chalo cancel that one, they phoned', inView('visit the Oadby flat'))).toEqual([
      { kind: 'remove', task: { by: 'context' } },
    ]);
  });

  it.each(['deploy finished, all green', 'trial got pushed to january lol', 'the client is done with us lol. fired by email'])(
    '"%s" is news and changes nothing',
    (text) => expect(changesNothing(readAt(text, reminded('ship the release')))).toBe(true),
  );
});

describe('a try told that came to nothing', () => {
  it.each([
    ['rang her three times, no answer', 'ring Mrs Patel about the hem'],
    ['went round but the owner had locked up early x', 'measure the curtains at the Grange'],
    ['fitter called in sick', 'send the fitter to Harrow'],
  ])('"%s" to the reminder for "%s" ticks nothing', (text, job) => expect(changesNothing(readAt(text, reminded(job)))).toBe(true));

  it.each([
    ['locked up 🔒', 'lock up the shop'],
    ['all locked up, keys in the drawer', 'lock up the studio'],
  ])('"%s" to the reminder for "%s" is done', (text, job) =>
    expect(readAt(text, reminded(job))).toEqual([{ kind: 'complete', task: { by: 'context' } }]),
  );

  it('"is that the 21st?? x" of a task on the 21st asks, and moves nothing', () => {
    expect(readAt('is that the 21st?? x', inView('fitting for the bridesmaids', '2026-11-21T10:00:00.000Z'))).toEqual([
      { kind: 'question', text: 'is that the 21st?? x' },
    ]);
  });
});

describe('a look at the list asked beside talk', () => {
  it.each([
    ["ok what's on today? x", { kind: 'list', view: 'today', day: null }],
    ['morning whats tomorrow look like', { kind: 'list', view: 'tomorrow', day: null }],
    ['cheers pet!! oh and what have i got friday? x', { kind: 'list', view: 'day', day: '2026-11-13' }],
  ])('"%s" shows it', (text, view) => expect(readAt(text)).toEqual([view]));

  it.each([
    'so much on i dont know where to start',
    'Goodnight, Daily. Thank you for today.',
    "what's on the van today? they forgot the thread last week",
    'that supplier. ugh. tomorrow?',
  ])('"%s" shows no list', (text) => expect(readAt(text).some((intent) => intent.kind === 'list')).toBe(false));
});

describe('what only looks like a word set right, a tick or a try that failed (found in review)', () => {
  it.each([
    ['no Priya, Anita’s away', 'ask Priya to cover Friday'],
    ['not Costco, Lidl cheaper', 'get thread from Costco'],
    ['no Leeds, M62 shut', 'drive to Leeds'],
    ['not 4B, 4C urgent', 'fix the lock on flat 4B'],
    ['not the awning, it’s raining', 'paint the awning'],
    ['not the van, it’s in the garage', 'clean the van'],
    ['oops sent to Mo not Raj', 'send Raj the invoice'],
    ['maybe Oban not Mallaig', 'book the van to Mallaig'],
    ['you mean Leith not Portobello?', 'deliver frames to Portobello'],
    ['Leith first, not Portobello', 'deliver frames to Portobello'],
    ['not 12, 2 less', 'book table for 12'],
  ])('"%s" of "%s" renames nothing', (text, title) =>
    expect(readAt(text, inView(title, '2026-11-12T12:00:00.000Z')).some((intent) => intent.kind === 'rename')).toBe(false),
  );

  it.each(['bin 3, probably', 'cancel 1, not sure yet', 'remove 2, and add ring the upholsterer'])(
    '"%s" removes nothing outright',
    (text) =>
      expect(readAt(text, listed('hem the curtains', 'order the fabric', 'invoice the hotel'))).not.toEqual([
        { kind: 'remove', task: expect.anything() },
      ]),
  );

  it.each([
    ['rang Gordon, couldn’t have been nicer', 'ring Gordon'],
    ['bank was shut, did it on the app', 'pay in the cheque'],
    ['went to voicemail, left a msg', 'leave Mrs Patel a message'],
    ['covered it, Jo’s off sick', 'cover the shop'],
  ])('"%s" to the reminder for "%s" is still done', (text, job) =>
    expect(readAt(text, reminded(job))).toEqual([{ kind: 'complete', task: { by: 'context' } }]),
  );
});

describe('thanks said to someone dear (found talking to the app)', () => {
  it.each(['thanks hen x', 'cheers hen'])('"%s" is thanks', (text) =>
    expect(readAt(text)).toEqual([{ kind: 'small_talk', what: 'thanks' }]),
  );

  it('"call the hen party venue" is still a job', () => {
    expect(readAt('call the hen party venue')).toEqual([
      { kind: 'add_task', title: 'Call the hen party venue', due: null, important: false, repeat: null },
    ]);
  });
});

describe('a word set right of the one listed item it fits (found talking to the app)', () => {
  it('"its Mr Adeola not Adeyemi, sorry" renames the item that names Adeyemi', () => {
    expect(readAt('its Mr Adeola not Adeyemi, sorry', listed("fit Mr Adeyemi's jacket", 'call the button supplier'))).toEqual(
      renamedItem(1, "Fit Mr Adeola's jacket"),
    );
  });

  it('with two items that fit, nothing is guessed', () => {
    expect(
      readAt('its Adeola not Adeyemi', listed('fit Adeyemi jacket', 'invoice Adeyemi')).some((intent) => intent.kind === 'rename'),
    ).toBe(false);
  });
});
