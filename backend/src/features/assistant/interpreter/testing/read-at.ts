import type { ConversationState, Intent } from '../intent';
import { RulesInterpreter } from '../rules-interpreter';

/** The moment the kind specs read at: Wednesday 11 November 2026, 15:00 in London. */
export const SPEC_NOW = new Date('2026-11-11T15:00:00Z');
export const NOTHING: ConversationState = { pending: null, current: null, listed: [] };

/** A conversation in which daily has just sent a numbered list of these titles. */
export const listed = (...titles: string[]): ConversationState => ({ ...NOTHING, listed: titles });
/** A conversation with this task just added or talked about. */
export const inView = (title: string, due: string | null = null): ConversationState => ({ ...NOTHING, current: { title, due } });
/** A conversation in which daily has just asked whether this task, due now, was done. */
export const reminded = (title: string): ConversationState => ({
  ...NOTHING,
  pending: { about: 'follow_up', task: title },
  current: { title, due: SPEC_NOW.toISOString() },
});

const reader = new RulesInterpreter();

/** A message read by the rules at SPEC_NOW, in a conversation (none by default) and a zone (London by default). */
export function readAt(text: string, conversation: ConversationState = NOTHING, timeZone = 'Europe/London'): Intent[] {
  return reader.read(text, { now: SPEC_NOW, timeZone, conversation });
}

/** What a task list can be changed by: a reading of none of these kinds leaves every task as it was. */
const TASK_CHANGES = new Set<Intent['kind']>(['add_task', 'complete', 'remove', 'rename', 'reschedule', 'snooze']);

/** Whether a reading leaves every task as it was. */
export const changesNothing = (read: Intent[]): boolean => read.every((intent) => !TASK_CHANGES.has(intent.kind));

export function kindsAt(text: string, conversation?: ConversationState): Intent['kind'][] {
  return readAt(text, conversation).map((intent) => intent.kind);
}

/** The task a reading adds, or offers to add when it asks first: the title and time read either way. */
export function taskRead(intents: Intent[]): Intent | undefined {
  const [first] = intents;
  if (first?.kind === 'unclear' && first.offer) return first.offer[0];
  return first;
}
