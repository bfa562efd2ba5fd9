import { readAt as read } from './testing/read-at';

/**
 * News of the day with a cry of relief or pride beside it, how something was, and what someone else
 * wants: told, not asked for. Wordings are our own.
 */

const kinds = (said: string) => read(said).map((intent) => intent.kind);

describe('a cry of relief or pride beside news is no job', () => {
  it.each([
    'the resin finally turned up, thank god',
    'sold 60 wreaths today, record!',
    'van passed its MOT, phew',
    'signed the Leeds client. get in!',
  ])('"%s" adds nothing', (said) => {
    expect(kinds(said)).not.toContain('add_task');
  });

  it('a job said with the cry is still added', () => {
    expect(read('parcel came, thank god. remind me to return the spare tomorrow').map((intent) => intent.kind)).toEqual(['add_task']);
  });
});

describe('how something was, told about today', () => {
  it.each(['cafe was heaving today', 'the 2pm was a no show today', 'studio was freezing this morning'])('"%s" adds nothing', (said) => {
    expect(kinds(said)).toEqual(['unknown']);
  });

  it('a job that checks how something was is still a job', () => {
    expect(kinds('check the parcel was delivered')).toEqual(['add_task']);
  });
});

describe('what someone else wants, named in several words', () => {
  it.each(['the tenant at flat 3 wants a new fob', 'landlord at Bow Rd wants a rent review in march'])('"%s" is not added', (said) => {
    expect(kinds(said)).not.toContain('add_task');
  });
});

describe('the hour a job starts at, said after it', () => {
  it('"…, 8am start" is the job\'s hour, not a job called "Start"', () => {
    expect(read('shoot at the barn saturday, 8am start')).toEqual([
      { kind: 'add_task', title: 'Shoot at the barn', due: '2026-11-14T08:00:00.000Z', important: false, repeat: null },
    ]);
  });
});
