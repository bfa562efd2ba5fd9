import { listOf } from './testing/conversations';
import { readAt as read } from './testing/read-at';

/** Words from more places, and numbers that name a length, a school year or a street. Wordings are our own. */

const titles = (said: string, zone?: string) =>
  read(said, undefined, zone).map((intent) => (intent.kind === 'add_task' ? intent.title : intent.kind));
const dues = (said: string, zone?: string) =>
  read(said, undefined, zone).map((intent) => (intent.kind === 'add_task' ? intent.due : intent.kind));
const NY = 'America/New_York';

describe('words of Scotland and West Africa', () => {
  it('"tae", "fae" and "the morra" are read as to, from and tomorrow; a title keeps "fae" as written', () => {
    expect(read('move the skip order tae monday', listOf('Order the skip', 'Quote the Byres Rd flat'))).toEqual([
      { kind: 'reschedule', task: { by: 'words', words: 'skip order' }, date: '2026-11-16', time: null },
    ]);
    expect(titles('need tae get the fuse box fae the wholesaler the morra before 8')).toEqual(['Get the fuse box fae the wholesaler']);
    expect(dues('need tae get the fuse box fae the wholesaler the morra before 8')).toEqual(['2026-11-12T08:00:00.000Z']);
  });

  it('"oya" before the ask is no part of it', () => {
    expect(titles('oya remind me to call aunty by 7')).toEqual(['Call aunty']);
  });

  it('"text me at 9 tomorrow to …" is a reminder', () => {
    expect(titles('text me at 9 tomorrow to renew the registration', NY)).toEqual(['Renew the registration']);
    expect(dues('text me at 9 tomorrow to renew the registration', NY)).toEqual(['2026-11-12T14:00:00.000Z']);
  });
});

describe('numbers that are no time', () => {
  it('"20m of conduit" is a length', () => {
    expect(read('order 20m of trunking and 3 boxes of connectors')).toEqual([
      { kind: 'add_task', title: 'Order 20m of trunking and 3 boxes of connectors', due: null, important: false, repeat: null },
    ]);
  });

  it('"the year 11 mocks" is a school year, and the job is kept among others', () => {
    expect(titles('mark the year 11 mocks by sunday, email the head of maths, buy red pens')).toEqual([
      'Mark the year 11 mocks',
      'Email the head of maths',
      'Buy red pens',
    ]);
    expect(dues('mark the year 11 mocks by sunday, email the head of maths, buy red pens')[0]).toBe('2026-11-15T12:00:00.000Z');
  });

  it('"the 5th street job" is a place; "by the 15th" is the day', () => {
    expect(titles('get the permits for the 5th street job by the 15th', NY)).toEqual(['Get the permits for the 5th street job']);
    expect(dues('get the permits for the 5th street job by the 15th', NY)).toEqual(['2026-11-15T17:00:00.000Z']);
  });
});

describe('relief at news', () => {
  it.each(['thank God the lease got signed', "thank god that's over"])('%s adds nothing', (said) => {
    expect(read(said)).toEqual([{ kind: 'small_talk', what: 'feeling' }]);
  });
});

describe('an hour with a full stop before the thing', () => {
  it('"2.30 dentist thursday" is at half past two', () => {
    expect(read('2.30 dentist thursday')).toEqual([
      { kind: 'add_task', title: 'Dentist', due: '2026-11-12T14:30:00.000Z', important: false, repeat: null },
    ]);
  });
});

describe('how a thing went', () => {
  it('"the call with the trust went well" is a line for the journal, no task', () => {
    expect(read('the call with the trust went well')).toEqual([{ kind: 'small_talk', what: 'reflection' }]);
    expect(read('call with the trust went well')).toEqual([{ kind: 'small_talk', what: 'reflection' }]);
  });

  it('asked for as a job, it is one', () => {
    expect(titles('remind me to check the install went well')).toEqual(['Check the install went well']);
  });
});

describe('a week on', () => {
  it('"this day next week" is seven days on', () => {
    expect(dues('this day next week van service')).toEqual(['2026-11-18T12:00:00.000Z']);
  });

  it('"to next week same time" and "to the week after" put the task off a week', () => {
    const aWeek = (words: string) => ({ kind: 'snooze', task: { by: 'words', words }, until: null, minutes: 7 * 24 * 60 });
    expect(read('push the taping to next week same time', undefined, NY)).toEqual([aWeek('taping')]);
    expect(read('move the shearer to the week after')).toEqual([aWeek('shearer')]);
  });
});

describe('repeats and the order of the list', () => {
  it('"weekday mornings 8am check email" repeats each weekday at 8', () => {
    expect(read('weekday mornings 8am check email', undefined, NY)).toEqual([
      {
        kind: 'add_task',
        title: 'Check email',
        due: '2026-11-12T13:00:00.000Z',
        important: false,
        repeat: { every: 'weekday', interval: 1 },
      },
    ]);
  });

  it('"swap 1 and 2" asks what should move, and adds nothing', () => {
    expect(read('swap 1 and 2', listOf('VAT return', 'Invoice Jo', 'Call the bank'))).toEqual([
      { kind: 'unclear', understood: 'a change to the order of the list', question: 'Which one should move, and to when?' },
    ]);
  });
});
