import type { ConversationState, Intent } from './intent';

/** Words too common to tell which job is meant. */
const COMMON = new Set('the and for with from that this about have done just some them then call ring email'.split(' '));

function stems(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter((word) => !COMMON.has(word)).map((word) => word.slice(0, 5)));
}

/**
 * "finally got through, penalty cancelled" said to the reminder for "Ring HMRC about the Kowalski
 * penalty": a tick whose words name the job reminded of is a tick of that job, not a search for
 * another one by those words.
 */
export function tickOfTheReminder(read: Intent[], conversation: ConversationState | undefined): Intent[] {
  const pending = conversation?.pending;
  if (pending?.about !== 'follow_up' || read.length !== 1) return read;
  const [intent] = read;
  if (intent.kind !== 'complete' || intent.task.by !== 'words') return read;
  const reminded = stems(pending.task);
  const named = [...stems(intent.task.words)].some((stem) => reminded.has(stem));
  return named ? [{ kind: 'complete', task: { by: 'context' } }] : read;
}
