import type { ConversationState, Intent, InterpretContext } from './intent';
import { localInstant } from './message-dates';
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
  if (read.length !== 1) return read;
  const [intent] = read;
  if (intent.kind !== 'complete' || intent.task.by !== 'words') return read;
  if (pending?.about === 'follow_up')
    return shareAWord(intent.task.words, pending.task, JOB_WORDS) ? [{ kind: 'complete', task: { by: 'context' } }] : read;
  // "ok photos are done" with "Finish listing photos 71st Ave" just talked about: every word it names is that task's;
  // "done the call" names only how a job is done, which many tasks share, so which one is asked.
  const inView = !pending && conversation?.current?.title;
  return inView && wordsAllOfTitle(intent.task.words, inView) > 0 ? [{ kind: 'complete', task: { by: 'context' } }] : read;
}

/**
 * "push the lesson to tmrw" with "piano lesson with Isla" just talked about: a move, a put-off or a new
 * name whose words are all the in-view task's is of that task, not a search for another by them. A
 * removal is left to find its task by the words, so that with two such tasks which one is asked.
 */
export function changeOfTheOneInView(read: Intent[], conversation: ConversationState | undefined): Intent[] {
  const inView = !conversation?.pending && conversation?.current?.title;
  if (read.length !== 1 || !inView) return read;
  const [intent] = read;
  if (!['reschedule', 'snooze', 'rename'].includes(intent.kind) || !('task' in intent) || intent.task.by !== 'words') return read;
  return wordsAllOfTitle(intent.task.words, inView) > 0 ? [{ ...intent, task: { by: 'context' } }] : read;
}

/** How many words the words said name, when every one is a word of the title; 0 when any is not. */
export function wordsAllOfTitle(words: string, title: string): number {
  const own = new Set(title.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  const said = words
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !JOB_WORDS.common.has(word) && !/^(?:an|my|our|of|to|is|are)$/.test(word));
  return said.every((word) => own.has(word)) ? said.length : 0;
}

/** A minute: a reminder put off to less than this from now is not put off. */
const NO_TIME_MS = 60_000;

/**
 * "working on it right now" said to a reminder: "now" is when the job is being done, not a time to
 * be reminded again, and a snooze to the present would change nothing but the reminder's state.
 */
export function putOffToNow(read: Intent[], context: InterpretContext): Intent[] {
  if (context.conversation?.pending?.about !== 'follow_up' || read.length !== 1) return read;
  const until = momentPutOffTo(read[0], context.timeZone);
  return until !== null && until - context.now.getTime() < NO_TIME_MS ? [{ kind: 'small_talk', what: 'acknowledgement' }] : read;
}

/** When a snooze or a move of the reminder's job ("nothing more to do for now" read as today at this minute) would bring it back. */
function momentPutOffTo(intent: Intent, timeZone: string): number | null {
  if (intent.kind === 'snooze' && intent.task.by === 'context' && intent.until !== null) return Date.parse(intent.until);
  if (intent.kind !== 'reschedule' || intent.task.by !== 'context' || intent.date === null || intent.time === null) return null;
  return localInstant(intent.date, intent.time, timeZone);
}

/**
 * "rang him twice, nae answer", "went but the manager had locked up early", "tech called out sick": the try told,
 * and that it came to nothing. No tick, whatever deed opens it; a job said done as well ("sent it, no answer yet")
 * is still done.
 */
const CAME_TO_NOTHING =
  /\b(?:n[ao]e? (?:answer|reply|response|one (?:in|home|there|about))|nobody (?:in|home|there|about)|went to (?:voicemail|vm)|(?:called|phoned|rang) (?:in|out) sick|off sick|(?:is|was|were|'s) (?:sick|ill|shut|closed)|(?:had|'d) locked up|(?:didn'?t|did not|never) (?:show|turn up|answer|pick up|come)|no[- ]show|(?:could|can)(?:n'?t| not)|(?:wasn'?t|weren'?t|was not|were not) (?:in|there|home|open))\b/i;
const SAID_DONE_TOO = /\b(?:done|finished|sorted|sent|paid|posted|delivered|fixed|completed)\b/i;

export function tickThatFellThrough(read: Intent[], message: string): Intent[] {
  const [only] = read;
  if (read.length !== 1 || only.kind !== 'complete' || only.task.by !== 'context') return read;
  const fell = CAME_TO_NOTHING.exec(message);
  // "guy wasn't home so taped it + mailed it": done another way.
  const doneAnotherWay = fell !== null && /\bso\b/i.test(message.slice(fell.index));
  return fell && !doneAnotherWay && !SAID_DONE_TOO.test(message) ? [{ kind: 'small_talk', what: 'acknowledgement' }] : read;
}
