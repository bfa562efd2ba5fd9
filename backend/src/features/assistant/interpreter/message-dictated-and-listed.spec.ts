import { inViewOf, listOf } from './testing/conversations';
import { readAt as read, taskRead } from './testing/read-at';

/**
 * What dictation writes ("10 a.m.", a when said first and then a comma), and ticks said by their
 * numbers on a list just shown. Wordings are our own.
 */

const LISTED = listOf('Order labels', 'Email the printer', 'Book the van', 'Pay the rent');

describe('a clock with a dotted half of the day', () => {
  it.each([
    ['Saturday at 9 a.m. remind me to open up the stall', 'Open up the stall', '2026-11-14T09:00:00.000Z'],
    ['Put the gate inspection appointment in for Friday at 4 p.m. please', 'Gate inspection appointment', '2026-11-13T16:00:00.000Z'],
    ['call the vet 11 A.M. tomorrow', 'Call the vet', '2026-11-12T11:00:00.000Z'],
  ])('%p is a task at its hour, one sentence', (said, title, due) => {
    const task = taskRead(read(said));
    expect(task).toMatchObject({ kind: 'add_task', due });
    if (task?.kind === 'add_task') expect(task.title).toBe(title);
  });

  it('repeats every week from the day said, with its hour', () => {
    expect(read('Every Sunday at 10 a.m. remind me to water the cuttings')).toEqual([
      {
        kind: 'add_task',
        title: 'Water the cuttings',
        due: '2026-11-15T10:00:00.000Z',
        important: false,
        repeat: { every: 'week', interval: 1 },
      },
    ]);
  });
});

describe('words that only say when, then a comma', () => {
  it.each([
    ['on Tuesday at 3pm, phone the accountant', 'Phone the accountant', '2026-11-17T15:00:00.000Z', null],
    [
      'Every two weeks on Friday at 8am, clean the extractor fan',
      'Clean the extractor fan',
      '2026-11-13T08:00:00.000Z',
      { every: 'week', interval: 2 },
    ],
  ])('%p heads the ask after it', (said, title, due, repeat) => {
    expect(read(said)).toEqual([{ kind: 'add_task', title, due, important: false, repeat }]);
  });
});

describe('"my time"', () => {
  it('after a clock is the person own zone, and leaves the title', () => {
    expect(taskRead(read('ring the supplier at 4pm my time'))).toMatchObject({
      title: 'Ring the supplier',
      due: '2026-11-11T16:00:00.000Z',
    });
  });

  it('without a clock is what the job is about', () => {
    expect(taskRead(read('remind me to log my time'))).toMatchObject({ title: 'Log my time' });
  });
});

describe('where the person will be, then an ask after "so"', () => {
  it('reads the ask alone', () => {
    expect(read("I'll be away till the 18th so add chase the roofer on the 19th")).toEqual([
      { kind: 'add_task', title: 'Chase the roofer', due: '2026-11-19T12:00:00.000Z', important: false, repeat: null },
    ]);
  });
});

describe('ticks said by their numbers on the list', () => {
  const numbers = (...ns: number[]) => ns.map((number) => ({ kind: 'complete', task: { by: 'number', number } }));

  it.each([
    ['done two and four', [2, 4]],
    ['1 n 3 done', [1, 3]],
    ['3 and 4 are both done', [3, 4]],
    ['done 1 + 2', [1, 2]],
    ['rang the garage, 3 done', [3]],
    ['sent it off!! 2 is done 🎉', [2]],
    ['Paid it this morning, so the fourth one is done.', [4]],
  ])('%p ticks %p', (said, ticked) => {
    expect(read(said, LISTED)).toEqual(numbers(...ticked));
  });

  it('"done" then when it was done names no task', () => {
    expect(read('Done this morning before the school run', LISTED)).not.toContainEqual(
      expect.objectContaining({ task: { by: 'words', words: expect.any(String) } }),
    );
  });
});

describe('a dictated list that runs one job into the next', () => {
  it('splits before each verb of a job with its object', () => {
    expect(
      read('tomorrow I need to collect the keys from the agent ring the glazier about the quote and buy more sealant').map(
        (intent) => intent.kind === 'add_task' && intent.title,
      ),
    ).toEqual(['Collect the keys from the agent', 'Ring the glazier about the quote', 'Buy more sealant']);
  });

  it.each([
    'help the apprentice order the skirting',
    'pick up the order the builder left',
    'email the accountant the receipts',
    'send the client update the 20th of each month',
    'remind me tomorrow noon call the glazier',
  ])('%p stays one job', (said) => {
    expect(read(said).filter((intent) => intent.kind === 'add_task')).toHaveLength(1);
  });
});

describe('talk in slang and in courtly English', () => {
  it.each([
    ['wassup my g', 'greeting'],
    ['preciate it bro', 'thanks'],
    ['Many thanks indeed.', 'thanks'],
    ['aight im out for today', 'goodbye'],
    ['heading offline, bye!', 'goodbye'],
    ['ok talk to you later bye', 'goodbye'],
    ["I'll bid you good night now.", 'goodbye'],
    ['thanks so much, talk tomorrow', 'goodbye'],
    ['cheers mate, off to bed', 'goodbye'],
    ['cheers, off to site now', 'goodbye'],
  ])('%p is %s', (said, what) => {
    expect(read(said)).toEqual([{ kind: 'small_talk', what }]);
  });

  it('"will ya" and "if you would" ask as "please" does', () => {
    expect(read('plan my day out tomorrow will ya')).toEqual([{ kind: 'prioritise', scope: 'plan_day' }]);
    expect(taskRead(read('chase the deposit tomorrow, if you would.'))).toMatchObject({ title: 'Chase the deposit' });
  });
});

describe('an ask of nothing in particular', () => {
  it.each(['ring about the thing at the place', 'remind me about whatever it was the landlord said'])('%p is asked about', (said) => {
    expect(read(said)).toEqual([expect.objectContaining({ kind: 'unclear' })]);
  });
});

describe('a job taken back as it is said', () => {
  it('keeps the verb said again', () => {
    expect(taskRead(read('remind me to call the no sorry email the surveyor about the report at 5'))).toMatchObject({
      title: 'Email the surveyor about the report',
      due: '2026-11-11T17:00:00.000Z',
    });
  });

  it.each(['remind me to prune the no hold on', 'remind me to order the um wait'])('%p, cut off, is asked about', (said) => {
    expect(read(said)).toEqual([expect.objectContaining({ kind: 'unclear' })]);
  });
});

describe('news that the task talked about has moved', () => {
  const IN_VIEW = inViewOf('Send the Hendersons the stems for Priya', '2026-11-13T17:00:00.000Z');

  it.each([
    ['Priya extended the deadline to Tuesday the 17th, same time.', '2026-11-17'],
    ['Oh, the Hendersons asked for it Monday.', '2026-11-16'],
  ])('%p moves it to %s and ticks nothing', (said, date) => {
    expect(read(said, IN_VIEW)).toEqual([{ kind: 'reschedule', task: { by: 'context' }, date, time: null }]);
  });

  it('"delete that, the X\'s been cancelled" points at the task in view', () => {
    expect(read("Delete that the gig's been cancelled flu", IN_VIEW)).toEqual([{ kind: 'remove', task: { by: 'context' } }]);
  });
});

describe('a correction that gives its reason', () => {
  const IN_VIEW = inViewOf('Collect the frames', '2026-11-12T14:00:00.000Z');

  it.each([
    ['8 is too early the gallery is shut make it 10', '10:00'],
    ['nah the bank shuts at 4:30 so 4 is fine', '16:00'],
    ['Mrs Okoro rang; she would prefer quarter past eleven.', '11:15'],
    ['no no 7pm they close at 8', '19:00'],
    ['nvm do 5 instead', '17:00'],
  ])('%p settles on %s', (said, time) => {
    expect(read(said, IN_VIEW)).toEqual([{ kind: 'reschedule', task: { by: 'context' }, date: null, time }]);
  });

  it.each(['no 3 people are coming', 'the client wants 4 more boxes', 'she would prefer the blue frames', 'do the invoices after'])(
    '%p moves nothing',
    (said) => {
      expect(read(said, IN_VIEW).map((intent) => intent.kind)).not.toContain('reschedule');
    },
  );
});

describe('a word of the title spelt again', () => {
  const heard = (title: string) => inViewOf(title, '2026-11-12T14:00:00.000Z');

  it.each([
    ["It's Aoife A O I F E can you fix the name", 'Ring Eefa about the lease', 'Ring Aoife about the lease'],
    ['that should say lathe not lay', 'Oil the lay in the workshop', 'Oil the lathe in the workshop'],
    ["the surname's wrong, it's Nowak with a W", "Book Ola Novak's fitting", "Book Ola Nowak's fitting"],
    [
      'I have spelt it wrongly; it is Fotheringham-Smyth.',
      'Write to Mr Fotheringham about the lease',
      'Write to Mr Fotheringham-Smyth about the lease',
    ],
    ['spelling, its BrightLine not Bright Line', 'Invoice Bright Line for October', 'Invoice BrightLine for October'],
  ])('%p renames %p to %p', (said, title, renamed) => {
    expect(read(said, heard(title))).toEqual([{ kind: 'rename', task: { by: 'context' }, title: renamed }]);
  });

  it('a day said again is no spelling', () => {
    expect(read("wrong day, it's Tuesday", heard('Call Tony about the van'))).not.toContainEqual(
      expect.objectContaining({ kind: 'rename' }),
    );
  });
});

describe('the list and free time asked in other words', () => {
  it.each([
    ["Could you show me what's left for today?", { kind: 'list', view: 'today', day: null }],
    ['Would you list what I have on the 3rd of December?', { kind: 'list', view: 'day', day: '2026-12-03' }],
    ["who've i got tmrw", { kind: 'list', view: 'tomorrow', day: null }],
    ['wuts next', { kind: 'list', view: 'next', day: null }],
    ['have I missed anything', { kind: 'list', view: 'overdue', day: null }],
    ['Which of my jobs can I drop', { kind: 'prioritise', scope: 'drop' }],
  ])('%p', (said, intent) => {
    expect(read(said)).toEqual([intent]);
  });

  it('"after" an hour asks to the end of the working day', () => {
    expect(read('any gaps tomorrow after 1')).toEqual([
      { kind: 'free_time', from: '2026-11-12T13:00:00.000Z', to: '2026-11-12T18:00:00.000Z' },
    ]);
  });
});

describe('news of someone else, and replies that promise', () => {
  const IN_VIEW = inViewOf('Email Sarah the invoice', '2026-11-12T14:00:00.000Z');

  it.each(['the plumber moved it to friday', 'Ellie can only do saturday', 'she can do 8', 'will do at 9', 'garage can do 8.15 or 9'])(
    '%p moves nothing',
    (said) => {
      expect(read(said, IN_VIEW).map((intent) => intent.kind)).not.toContain('reschedule');
    },
  );

  it('a bare hour said of a morning task is not in the small hours', () => {
    expect(read('they shut at 6 so make it 5', inViewOf('Pick up the suit', '2026-11-12T09:00:00.000Z'))).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: null, time: '17:00' },
    ]);
  });

  it('"friday is fine but make it the morning" keeps the day and settles the hour', () => {
    expect(read('friday is fine but make it the morning', IN_VIEW)).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: '2026-11-13', time: '09:00' },
    ]);
  });
});

describe('news before a list of jobs', () => {
  it.each([
    ['totally forgot, need to order labels, email the printer tmrw and book the van by friday', 'Order labels'],
    ['market was dead today 😩 tmrw gotta restock the honey, ring the farm shop and post the orders', 'Restock the honey'],
    ['posted the parcels earlier so thats done. still need to chase the invoice on friday and clean the van', 'Chase the invoice'],
  ])('%p keeps the first job, %p', (said, first) => {
    const titles = read(said).flatMap((intent) => (intent.kind === 'add_task' ? [intent.title] : []));
    expect(titles[0]).toBe(first);
    expect(titles).toHaveLength(3 - (said.startsWith('posted') ? 1 : 0));
  });
});

describe('what happens if a job is not done', () => {
  it('leaves the title and does not make the job loose', () => {
    expect(taskRead(read('I need to get the quote to the Patels by Friday otherwise we lose the job'))).toMatchObject({
      kind: 'add_task',
      title: 'Get the quote to the Patels',
      due: '2026-11-13T12:00:00.000Z',
    });
  });
});

describe('a new name is no spelling', () => {
  const IN_VIEW = inViewOf('Send the investor update', '2026-11-12T14:00:00.000Z');

  it('"rename it, its Q4 investor update not investor update" takes the whole new name', () => {
    expect(read('rename it, its Q4 investor update not investor update', IN_VIEW)).toEqual([
      { kind: 'rename', task: { by: 'context' }, title: 'Q4 investor update' },
    ]);
  });

  it('"rename the deck one, its Priyanka not Priya" replaces the name in the title', () => {
    expect(read('rename the deck one, its Priyanka not Priya', inViewOf('Send the deck to Priya', '2026-11-12T14:00:00.000Z'))).toEqual([
      { kind: 'rename', task: { by: 'context' }, title: 'Send the deck to Priyanka' },
    ]);
  });

  it('"…, its Scaffold Pro not scaffolder" of a task not in view asks for the whole name', () => {
    expect(read('rename the scaffolder one, its Scaffold Pro not scaffolder')).toEqual([
      { kind: 'unclear', understood: 'a new name for a task', question: 'What should it be called?' },
    ]);
  });

  it('"oops its Barraclough, double r" puts the name right', () => {
    expect(read('oops its Barraclough, double r', inViewOf('Ring Mr Baraclough about the fence', null))).toEqual([
      { kind: 'rename', task: { by: 'context' }, title: 'Ring Mr Barraclough about the fence' },
    ]);
  });

  it('without "rename", more than a word taken back is not read as a spelling', () => {
    expect(read('its Q4 investor update not investor update', IN_VIEW)).not.toContainEqual(expect.objectContaining({ kind: 'rename' }));
  });
});

describe('corrections found talking to the built server', () => {
  it('"no wait 5 not 4:30 she\'s in class" settles on 5', () => {
    expect(read("no wait 5 not 4:30 she's in class", inViewOf('Text Maria', '2026-11-11T16:30:00.000Z'))).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: null, time: '17:00' },
    ]);
  });

  it('"actually the sandbags can wait till monday" moves the task that names them', () => {
    expect(read('actually the sandbags can wait till monday', inViewOf('Order more sand bags', '2026-11-13T12:00:00.000Z'))).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: '2026-11-16', time: null },
    ]);
  });

  it('"the van can wait till monday" leaves a task about something else', () => {
    expect(read('the van can wait till monday', inViewOf('Order more sand bags', '2026-11-13T12:00:00.000Z'))).not.toContainEqual(
      expect.objectContaining({ kind: 'reschedule' }),
    );
  });
});
