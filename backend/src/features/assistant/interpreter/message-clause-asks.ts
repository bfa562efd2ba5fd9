import type { ConversationState, Intent } from './intent';
import { EXPLICIT_REQUEST, hasTaskInContext } from './message-gate';
import { voicemailOnly } from './message-voicemail';

/**
 * People wrap what they ask in what happened: "Luma moved the call, make it 1pm, their manager is
 * at lunch", "milk order was short again 😤 remind me to email Trewithen at 4", "delete 2, the Oseis
 * went with a friend". Read whole, the story hides the ask; read a clause at a time, one clause asks
 * plainly and the others only tell. These are the clauses and the test of a plain ask.
 */

/** Where one clause hands over to the next: a sentence's end, a comma, a dash, or a word that gives a reason. */
const CLAUSE_BREAK =
  /(?<!\b(?:dr|mr|mrs|ms|st|no|vs|approx|\p{L}))[.!?;]+\s+|\s*(?:\p{Extended_Pictographic}[\uFE0F\u200D\p{Emoji_Modifier}]*)+\s*|,\s+|\s+[—–-]+\s+|\s+(?=(?:bc|because|cos|coz|cuz|since|so|but|anyway|tho|though|and then)\s)/giu;
/** A reason's joining word or a groan a clause opens with ("ugh friday is packed"): no part of what it says. */
const OPENING_WORDS =
  /^(?:(?:bc|because|cos|coz|cuz|since|so|but|anyway|tho|though|and then|ugh+|argh+|oh|ah|ok|okay|well|hmm+|lol|omg|ffs|jeez|sigh|man)\b[\s,!.]*)+/i;
/** A clause of a word after a break ("lol", "tbh") is part of no ask; the first may be ("sent!!"). */
const MIN_WORDS = 2;

/**
 * "remind me about the roast... or not, dunno", "at 5? or 6": a message in two minds asks nothing
 * plainly; nor does one asking back ("cancel it?? why"), one with a condition ("if it rains, move
 * the roofing to thursday") or one telling what someone else said ("Jo said: move the call to 4").
 */
const IN_TWO_MINDS =
  /(?:^|[,.;!?]\s*)(?:if|when|whenever|once|unless|in case)\b|\bwhether\b|^\S+:|[.!]\s*\S+:|\bsaid:|\bor\b|\b(?:dunno|idk|not sure|unsure|maybe|perhaps|might|or not)\b|\b(?:different|another|other|wrong) (?:one|task)\b|\bnot (?:that|this) one\b/i;

/** The clauses of a message that is sure of itself; none for one in two minds. */
export function clausesOf(text: string): string[] {
  if (IN_TWO_MINDS.test(text)) return [];
  return text
    .replace(/\s+/g, ' ')
    .split(CLAUSE_BREAK)
    .map((clause) => clause.replace(OPENING_WORDS, '').trim())
    .filter((clause, index) => index === 0 || clause.split(' ').length >= MIN_WORDS || /\d/.test(clause));
}

/** Kinds that change nothing: a clause read as one of them only tells. */
export const TELLS_ONLY = new Set<Intent['kind']>(['unknown', 'unclear', 'small_talk', 'question', 'prioritise']);

/** A clause that orders a task let go of or ticked off, rather than telling that it is: "delete 2", "pls cancel it". */
const LET_GO_OR_TICKED =
  /^(?:(?:pls|please|just|ok|okay|so|and|kindly|actually|oh|lol|ngl|you can|u can)\s+)*(?:delete|remove|cancel|scrap|drop|bin|ditch|kill|yeet|tick|mark|cross|strike|knock|take (?:off|number|no|item|#)|get rid of)\b/i;

/** "push the labels to monday", "move the Acme call to 3": a task moved by the words of its name, ordered outright. */
const MOVED_BY_NAME =
  /^(?:(?:pls|please|just|ok|okay|so|and|kindly|actually|can you|could you)\s+)*(?:push|move|shift|bump|reschedule|postpone|prepone|rename)\s+(?:the|my|our)\s/i;

/** "called, no answer", "sent it but it bounced": what was tried did not get the job done. */
const SETBACK =
  /\b(?:no answer|no reply|no response|no luck|not (?:yet|done|sent|there|in|home|answering|picking up|through|all|everything)|didn'?t|couldn'?t|wasn'?t|won'?t|haven'?t|hasn'?t|can'?t|engaged|no one|nobody|bounced|failed|out|away|half|part|partly|some of|only|still)\b/i;
const TICKED = /\b(?:tick|mark|cross)\b/i;

/** An ask put as a request ("can you move …?", "try me again friday?"), not a word said back ("cancel it?? why"). */
const REQUEST =
  /^(?:(?:pls|please|kindly|so|ok|okay)\s+)*(?:can|could|would|will)\s+(?:you|u)\b|^(?:(?:pls|please)\s+)?(?:try|remind|ping|nudge)\s+me\b/i;

/** Whether a clause said with a question mark after it asks back rather than asks. */
export function askedBack(clause: string, whole: string): boolean {
  const at = whole.indexOf(clause);
  return at >= 0 && /^\s*\?/.test(whole.slice(at + clause.length)) && !REQUEST.test(clause);
}

/** Whether a clause's reading is asked for in so many words, so that taking it alone guesses nothing. */
export function plainlyAsked(
  intent: Intent,
  clause: string,
  state: ConversationState | undefined,
  { first, whole }: { first: boolean; whole: string },
): boolean {
  switch (intent.kind) {
    case 'add_task':
      return EXPLICIT_REQUEST.test(clause);
    case 'reschedule':
    case 'snooze':
    case 'rename':
      if (intent.task.by === 'words') return MOVED_BY_NAME.test(clause) && intent.task.words.split(/\s+/).length <= 4;
      return intent.task.by === 'context' ? state !== undefined && hasTaskInContext(state) : intent.task.by === 'number';
    case 'remove':
    case 'complete': {
      // "sent!! took four drafts": a short report first, just after a reminder, is of that reminder's task.
      // "called, no answer" is no report of a job done.
      if (intent.kind === 'complete' && intent.task.by === 'context' && first && state?.pending?.about === 'follow_up')
        return clause.split(' ').length <= 3 && !SETBACK.test(whole) && !voicemailOnly(whole, state.pending.task);
      if (!LET_GO_OR_TICKED.test(clause)) return false;
      if (intent.task.by === 'number') return true;
      // After a story, "bin it" may mean the thing the story named: only said first does "it" surely mean the task.
      // "tick that off" only ever means a task, wherever it is said.
      const anywhere = intent.kind === 'complete' && TICKED.test(clause);
      return intent.task.by === 'context' && (first || anywhere) && state !== undefined && hasTaskInContext(state);
    }
    default:
      return false;
  }
}
