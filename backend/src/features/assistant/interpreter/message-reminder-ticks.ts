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
 * "rang him twice, nae answer", "went but the manager had locked up early", "tech called out sick", "rang them, shop's
 * closed": the try told, ending on its coming to nothing. No tick; what else the message tells ("…, left a voicemail",
 * "bank was shut, did it on the app", "rang Gordon, couldn't have been nicer") keeps the tick.
 */
const CAME_TO_NOTHING =
  /^(?:(?:still |but )?(?:n[ao]e?|nobody|no one) (?:answer|answered|reply|replied|response|picking up|picked up)|(?:he|she|they|nobody|no one) (?:didn'?t|did not|never) (?:answer|pick up|reply|show|turn up)|(?:could|can)(?:n'?t| not) get (?:through|hold of (?:anyone|anybody|them|him|her))|(?:[\p{L}'-]+ )?(?:called|phoned|rang) (?:in|out) sick|(?:the )?(?:[\p{L}'-]+ )?(?:had|'d) locked up(?: early)?|(?:they(?:'re| are| were)|(?:the )?(?:shop|office|store|place|bank|post office|depot|yard|site|reception|surgery|council)(?:'s| is| was| were)) (?:shut|closed)(?: (?:early|today|now|till \S+|until \S+))?)[\s.!…x]*$/iu;
const LAST_CLAUSE = /(?:^|[,;.]\s*|\s(?:but|and)\s)((?:(?![,;.]\s*|\s(?:but|and)\s).)+?)[\s\p{Extended_Pictographic}\uFE0F]*$/iu;
/** Clauses told in all: past two, more than the try and its end is told. */
const MOST_CLAUSES = 2;

export function tickThatFellThrough(read: Intent[], message: string): Intent[] {
  const [only] = read;
  if (read.length !== 1 || only.kind !== 'complete' || only.task.by !== 'context') return read;
  const text = message.replace(/[\p{Extended_Pictographic}\uFE0F]/gu, ' ').trim();
  const clauses = text.split(/[,;.]\s*|\s(?:but|and)\s/i).filter((clause) => clause.trim() !== '');
  const last = LAST_CLAUSE.exec(text)?.[1]?.trim() ?? text;
  return clauses.length <= MOST_CLAUSES && CAME_TO_NOTHING.test(last) ? [{ kind: 'small_talk', what: 'acknowledgement' }] : read;
}
