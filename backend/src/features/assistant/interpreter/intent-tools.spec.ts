import type { ChatCompletionMessageToolCall } from 'openai/resources/chat/completions';
import { INTENT_TOOLS, intentsFromToolCalls, InvalidToolCall } from './intent-tools';

const now = new Date('2026-03-06T17:30:00Z');
const call = (name: string, args: Record<string, unknown> | string): ChatCompletionMessageToolCall => ({
  id: 'call_1',
  type: 'function',
  function: { name, arguments: typeof args === 'string' ? args : JSON.stringify(args) },
});
const read = (...calls: ChatCompletionMessageToolCall[]) => intentsFromToolCalls(calls, now);

describe('tool calls read back into intents', () => {
  it('offers one tool per intent, each refusing fields it does not name', () => {
    expect(INTENT_TOOLS).toHaveLength(25);
    for (const tool of INTENT_TOOLS) expect(tool.function.parameters).toMatchObject({ type: 'object', additionalProperties: false });
  });

  it('reads references by number, by words and by context', () => {
    expect(
      read(call('complete_task', { task_number: 2 }), call('complete_task', { title_words: 'bank' }), call('complete_task', '')),
    ).toEqual([
      { kind: 'complete', task: { by: 'number', number: 2 } },
      { kind: 'complete', task: { by: 'words', words: 'bank' } },
      { kind: 'complete', task: { by: 'context' } },
    ]);
  });

  it('turns instants with an offset into UTC', () => {
    expect(read(call('snooze_task', { until: '2026-03-07T09:00:00-05:00' }))).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: '2026-03-07T14:00:00.000Z', minutes: null },
    ]);
  });

  it('reads the morning plan setting, and refuses a time that is no clock time', () => {
    expect(
      read(call('set_morning_plan', { enabled: true, time: '07:15' }), call('set_morning_plan', { enabled: false, time: null })),
    ).toEqual([
      { kind: 'morning_plan', enabled: true, time: '07:15' },
      { kind: 'morning_plan', enabled: false, time: null },
    ]);
    expect(() => read(call('set_morning_plan', { enabled: true, time: '7am' }))).toThrow(InvalidToolCall);
  });

  it('reads the tools for corrections, views, the decision partner and conversation', () => {
    expect(
      read(
        call('snooze_task', { minutes: 10 }),
        call('reschedule_task', { title_words: 'Acme call', date: '2026-03-13', time: '14:00' }),
        call('rename_task', { title: 'Yoga class' }),
        call('remove_task', { task_number: 3 }),
        call('list_tasks', { view: 'day', day: '2026-03-13' }),
        call('free_time', { from: '2026-03-07T12:00:00Z', to: '2026-03-07T17:00:00Z' }),
        call('prioritise', { scope: 'drop' }),
        call('add_task', { title: 'Send invoices', due: '2026-03-09T09:00:00Z', important: false, repeat: { every: 'week', interval: 1 } }),
      ),
    ).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: null, minutes: 10 },
      { kind: 'reschedule', task: { by: 'words', words: 'Acme call' }, date: '2026-03-13', time: '14:00' },
      { kind: 'rename', task: { by: 'context' }, title: 'Yoga class' },
      { kind: 'remove', task: { by: 'number', number: 3 } },
      { kind: 'list', view: 'day', day: '2026-03-13' },
      { kind: 'free_time', from: '2026-03-07T12:00:00.000Z', to: '2026-03-07T17:00:00.000Z' },
      { kind: 'prioritise', scope: 'drop' },
      {
        kind: 'add_task',
        title: 'Send invoices',
        due: '2026-03-09T09:00:00.000Z',
        important: false,
        repeat: { every: 'week', interval: 1 },
      },
    ]);
    expect(
      read(
        call('weigh_dilemma', { question: 'VA or myself?', options: ['Hire a VA', 'Do it myself'] }),
        call('recall_decision', { words: 'supplier' }),
        call('answer_question', { text: 'the second one', pick: 2 }),
        call('small_talk', { what: 'thanks' }),
        call('question', { text: 'when is the dentist?' }),
        call('reply', { text: 'Any time.' }),
        call('ask', { text: 'Which one?', options: [] }),
        call('unclear', { understood: 'call mum', question: '3 or 4?' }),
      ),
    ).toEqual([
      { kind: 'dilemma', question: 'VA or myself?', options: ['Hire a VA', 'Do it myself'] },
      { kind: 'recall_decision', words: 'supplier' },
      { kind: 'answer', text: 'the second one', pick: 2 },
      { kind: 'small_talk', what: 'thanks' },
      { kind: 'question', text: 'when is the dentist?' },
      { kind: 'reply', text: 'Any time.' },
      { kind: 'ask', text: 'Which one?', options: [] },
      { kind: 'unclear', understood: 'call mum', question: '3 or 4?' },
    ]);
  });

  it('answers unknown only when nothing else was understood', () => {
    expect(read(call('not_understood', {}))).toEqual([{ kind: 'unknown' }]);
    expect(read(call('not_understood', {}), call('show_help', {}))).toEqual([{ kind: 'help' }]);
  });

  it.each([
    ['no call at all', []],
    ['arguments that are not JSON', [call('add_task', '{"title":')]],
    ['arguments that are a list', [call('add_task', '[1]')]],
    ['an unknown tool', [call('delete_everything', {})]],
    ['an unknown field', [call('add_task', { title: 'X', due: null, important: false, priority: 1 })]],
    ['a missing field', [call('add_task', { title: 'X', due: null })]],
    ['a title that is not text', [call('add_task', { title: 42, due: null, important: false })]],
    ['an empty title', [call('add_task', { title: '  ', due: null, important: false })]],
    ['importance as text', [call('add_task', { title: 'X', due: null, important: 'yes' })]],
    ['a due time in words', [call('add_task', { title: 'X', due: 'tomorrow at 10', important: false })]],
    ['a due time without an offset', [call('add_task', { title: 'X', due: '2026-03-07T10:00:00', important: false })]],
    ['a due time that is not a date', [call('add_task', { title: 'X', due: '2026-02-31T10:00:00Z', important: false })]],
    ['a due time centuries away', [call('add_task', { title: 'X', due: '2426-03-07T10:00:00Z', important: false })]],
    ['a snooze into the past', [call('snooze_task', { until: '2026-03-06T17:00:00Z' })]],
    ['both a number and words', [call('complete_task', { task_number: 1, title_words: 'bank' })]],
    ['a fractional task number', [call('complete_task', { task_number: 1.5 })]],
    ['an unknown view', [call('list_tasks', { view: 'this week' })]],
    ['a day view without its day', [call('list_tasks', { view: 'day' })]],
    ['a snooze with both minutes and a moment', [call('snooze_task', { minutes: 10, until: '2026-03-07T09:00:00Z' })]],
    ['a snooze with neither', [call('snooze_task', {})]],
    ['a snooze of no minutes', [call('snooze_task', { minutes: 0 })]],
    ['a reschedule that changes nothing', [call('reschedule_task', { date: null, time: null })]],
    ['a reschedule to a date that does not exist', [call('reschedule_task', { date: '2026-02-30', time: null })]],
    ['a reschedule to 25:00', [call('reschedule_task', { date: null, time: '25:00' })]],
    ['a free-time window backwards', [call('free_time', { from: '2026-03-07T17:00:00Z', to: '2026-03-07T12:00:00Z' })]],
    ['an unknown kind of small talk', [call('small_talk', { what: 'flirting' })]],
    ['a pick that is not a number', [call('answer_question', { text: 'two', pick: 'two' })]],
    ['six options', [call('ask', { text: 'Which?', options: ['a', 'b', 'c', 'd', 'e', 'f'] })]],
    [
      'a repeat without a due time',
      [call('add_task', { title: 'X', due: null, important: false, repeat: { every: 'week', interval: 1 } })],
    ],
    [
      'a repeat every 0 weeks',
      [call('add_task', { title: 'X', due: '2026-03-09T09:00:00Z', important: false, repeat: { every: 'week', interval: 0 } })],
    ],
    ['an empty reply', [call('reply', { text: ' ' })]],
    ['arguments for a tool that takes none', [call('undo_last_change', { all: true })]],
    ['eleven calls', Array.from({ length: 11 }, () => call('show_help', {}))],
  ])('refuses the whole answer for %s', (_name, calls) => {
    expect(() => intentsFromToolCalls(calls, now)).toThrow(InvalidToolCall);
  });

  it('refuses a call that is not a function call', () => {
    const custom = { id: 'c', type: 'custom', custom: { name: 'x', input: '' } } as unknown as ChatCompletionMessageToolCall;
    expect(() => read(custom)).toThrow(InvalidToolCall);
  });
});
