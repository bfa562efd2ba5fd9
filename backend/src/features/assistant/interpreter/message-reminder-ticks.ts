import type { ConversationState, Intent } from './intent';
import { shareAWord, type WordCut } from './message-named-words';

/** Words of four letters or more, to five; "call", "ring" and "email" name how, not which job. */
const JOB_WORDS: WordCut = {
  shortest: 4,
  kept: 5,
  common: new Set('the and for with from that this about have done just some them then call ring email'.split(' ')),
};

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
  return shareAWord(intent.task.words, pending.task, JOB_WORDS) ? [{ kind: 'complete', task: { by: 'context' } }] : read;
}
