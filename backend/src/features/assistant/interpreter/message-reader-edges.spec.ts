import { readAt as read } from './testing/read-at';
import { inViewOf, reminderOf } from './testing/conversations';

/** Edges of this round's rules, where a reading must not change anything it was not asked to. Read on Wednesday 11 November 2026, 15:00 London. Wordings are our own. */
const kinds = (text: string, conversation = inViewOf('Call Jo', '2026-11-11T14:00:00.000Z')) =>
  read(text, conversation).map((intent) => intent.kind);

describe('hours with an h that count, not tell the time', () => {
  it.each([
    ['snooze it 8h', 480],
    ['push it back 10h', 600],
    ['delay by 2h', 120],
    ['snooze 1h30', 90],
  ])('given %p -> put off %p minutes', (text, minutes) => {
    expect(read(text, inViewOf('Call Jo', '2026-11-11T14:00:00.000Z'))).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: null, minutes },
    ]);
  });

  it('given "remind me in about 8h to check the oven" -> in eight hours', () => {
    expect(read('remind me in about 8h to check the oven')).toEqual([
      { kind: 'add_task', title: 'Check the oven', due: '2026-11-11T23:00:00.000Z', important: false, repeat: null },
    ]);
  });
});

describe('counts that are no schedule', () => {
  it.each([
    'tomorrow 6 eggs, 2 loaves, 1 milk',
    'friday 5 pallets arriving, 2 staff off sick',
    'saturday 12 covers booked, 8 on the waitlist',
    'tomorrow 2 vans, 3 drivers',
  ])('given %p -> no task', (text) => {
    expect(kinds(text, undefined)).not.toContain('add_task');
  });
});

describe('English words and names that look like another language', () => {
  it.each([
    ['ring the parson about the wedding flowers', 'Ring the parson about the wedding flowers', null],
    ['order beads for mardi gras', 'Order beads for mardi gras', null],
    ['pay kal for the tiles friday', 'Pay kal for the tiles', '2026-11-13T12:00:00.000Z'],
  ])('given %p -> kept as said', (text, title, due) => {
    expect(read(text)).toEqual([{ kind: 'add_task', title, due, important: false, repeat: null }]);
  });

  it.each(['Domingo needs paying for the shift', 'Don finish the fence tomorrow'])('given %p -> nothing done to a task', (text) => {
    expect(kinds(text)).not.toContain('complete');
    expect(kinds(text)).not.toContain('snooze');
  });

  it('given "Morgen!" with a task in view -> a greeting, nothing put off', () => {
    expect(kinds('Morgen!')).toEqual(['small_talk']);
  });
});

describe('changes that stay changes, and plans that stay tasks', () => {
  it('given "I\'ll bump the Jones meeting to 3" -> moved, not a decision', () => {
    expect(kinds("I'll bump the Jones meeting to 3")).toEqual(['reschedule']);
  });

  it.each([
    "sod it, I'll call Jo monday",
    "after thinking about it, I'll ring Dave next week",
    "gonna stop the milk delivery while we're away",
  ])('given %p -> no decision', (text) => {
    expect(kinds(text, undefined)).not.toContain('decision');
  });

  it('given "postpone the daily standup till 10" -> put off, not a new task', () => {
    expect(kinds('postpone the daily standup till 10')).toEqual(['snooze']);
  });

  it('given "the reminder for the dentist make it 4pm" -> no rename', () => {
    expect(kinds('the reminder for the dentist make it 4pm')).not.toContain('rename');
  });

  it('given "delete that invoice that is paid" -> not the task in view', () => {
    expect(read('delete that invoice that is paid', inViewOf('Call Jo'))).not.toEqual([{ kind: 'remove', task: { by: 'context' } }]);
  });

  it.each([
    ["remind me I can't miss the MOT tomorrow", 'add_task'],
    ['not enough hands on site tomorrow, call the agency', 'add_task'],
    ['sorry I forgot, call the bank tomorrow. thanks', 'add_task'],
    ['remind me when i land to text Sam', 'add_task'],
  ])('given %p -> %p', (text, kind) => {
    expect(kinds(text, undefined)).toEqual([kind]);
  });

  it('given "order 20ish bags of sand for friday" -> due friday, no hour read', () => {
    expect(read('order 20ish bags of sand for friday')).toEqual([
      { kind: 'add_task', title: 'Order 20ish bags of sand', due: '2026-11-13T12:00:00.000Z', important: false, repeat: null },
    ]);
  });

  it('given "remind me again 16h" after a reminder -> put off to 16:00', () => {
    expect(read('remind me again 16h', reminderOf('Call Jo'))).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: '2026-11-11T16:00:00.000Z', minutes: null },
    ]);
  });
});
