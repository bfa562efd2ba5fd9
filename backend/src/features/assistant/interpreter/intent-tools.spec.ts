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
    expect(INTENT_TOOLS).toHaveLength(11);
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
