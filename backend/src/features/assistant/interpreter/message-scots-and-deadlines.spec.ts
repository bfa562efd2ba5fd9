import { reminderOf, inViewOf } from './testing/conversations';
import { readAt as read } from './testing/read-at';

/** Scots words, deadlines reminded of ahead, greetings in more scripts, and decisions after a run-up. Wordings are our own. */

describe('Scots words', () => {
  it.each([
    ['whit have a got on the morra', [{ kind: 'list', view: 'tomorrow', day: null }]],
    ['whit should a dae first', [{ kind: 'prioritise', scope: 'focus' }]],
    ['am a free the morra efternoon', [{ kind: 'free_time', from: '2026-11-12T12:00:00.000Z', to: '2026-11-12T17:00:00.000Z' }]],
    ['whit did we decide aboot the Friday rate', [{ kind: 'recall_decision', words: 'friday rate' }]],
  ])('%s', (said, expected) => {
    expect(read(said)).toEqual(expected);
  });

  it('"naw, hauf nine" puts the task in view to 9:30', () => {
    expect(read('naw, hauf nine', inViewOf('Phone the factor'))).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: null, time: '09:30' },
    ]);
  });

  it('"gonnae remind me" is a reminder asked for', () => {
    expect(read('gonnae remind me the morra at 10 tae post the P60s')).toEqual([
      { kind: 'add_task', title: 'Post the P60s', due: '2026-11-12T10:00:00.000Z', important: false, repeat: null },
    ]);
  });

  it('"a" stays an article before a noun', () => {
    expect(read('can a courier collect on sunday')[0].kind).not.toBe('free_time');
  });
});

describe('a deadline told, and the reminder asked for ahead of it', () => {
  it('the week before a day-first date', () => {
    expect(read('corporation tax for Byrne Ltd is due 28/2, remind me the week before')).toEqual([
      { kind: 'add_task', title: 'Corporation tax for Byrne Ltd', due: '2027-02-21T12:00:00.000Z', important: false, repeat: null },
    ]);
  });

  it('the day before a month-first date, at noon in New York', () => {
    expect(read('the grant report is due 12/10, remind me the day before', undefined, 'America/New_York')).toEqual([
      { kind: 'add_task', title: 'Grant report', due: '2026-12-09T17:00:00.000Z', important: false, repeat: null },
    ]);
  });

  it('a reminder ahead of a deadline too close is not made up', () => {
    expect(read('the invoice is due tomorrow, remind me a week before')[0].kind).not.toBe('add_task');
  });
});

describe('greetings and thanks in more scripts and places', () => {
  it.each(['안녕하세요', '你好', 'bout ye'])('%s greets', (said) => {
    expect(read(said)).toEqual([{ kind: 'small_talk', what: 'greeting' }]);
  });

  it.each(['감사합니다', 'ありがとう', 'thanks v much'])('%s thanks', (said) => {
    expect(read(said)).toEqual([{ kind: 'small_talk', what: 'thanks' }]);
  });
});

describe('a decision after the run-up to it', () => {
  it.each([
    "Having thought it over properly tonight, I've decided I won't take any more rush jobs; they wreck the week.",
    'ok so after the call with Mrs Patel I decided, I will not do probate work anymore, too slow',
    'nae mair weekend call-outs, they pay the weekday rate fae now on',
  ])('%s is a decision', (said) => {
    expect(read(said)[0].kind).toBe('decision');
  });

  it('a reminder is still a reminder', () => {
    expect(read('not yet, remind me at 6', reminderOf('Call the bank'))[0].kind).toBe('snooze');
  });
});
