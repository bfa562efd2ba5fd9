import { zoneOffsetMs } from '../../tasks';
import type { ConversationState, Intent, InterpretContext, NewTask, TaskReference } from './intent';
import { HEDGED_TASK, offerable } from './message-doubts';
import { inTaskMonth, nearTaskWeekday } from './message-corrections';
import { toldThenMarked } from './message-mark-done';
import { safeTimeZone } from './message-dates';
import { taskOdds } from './message-task-odds';
import { isTaskVerb, plainForm } from './message-words';
import { shareAWord } from './message-named-words';
import { JOB_WORDS } from './message-reply-odds';
import { PAST_TENSE, shapeOf, tag } from './message-tagger';
import { toldTimeOfTaskInView } from './message-told-times';
import { capitalise, readsAsAction } from './task-title';

/**
 * The last word on every reading: a change to a task needs a clear action and a task it can only
 * mean. Whatever the rules before it read, a change whose target the conversation cannot supply,
 * a snooze that would bring a task forward, or a change said with a doubt ("maybe thursday?") is
 * turned into a question that says what was understood; nothing is carried out or created until
 * the person answers.
 */
type TaskChange = Extract<Intent, { task: TaskReference }>;

const CHANGES_A_TASK = new Set<Intent['kind']>(['complete', 'snooze', 'reschedule', 'rename', 'remove']);

function changesATask(intent: Intent): intent is TaskChange {
  return CHANGES_A_TASK.has(intent.kind);
}

/** A reading given no conversation at all is read as one with nothing in it: nothing to point at. */
function stateOf(context: InterpretContext): ConversationState {
  return context.conversation ?? { pending: null, current: null, listed: [] };
}

/** "did 7 assessments" beside "renew my registration": words of a count that share no word with the task in view. */
function namesTheTaskInView(words: string, state: ConversationState): boolean {
  return shareAWord(words, titleInView(state), JOB_WORDS);
}

/** The title of the task talked about, or of the one a reminder asked about; empty when there is none. */
export function titleInView(state: ConversationState | undefined): string {
  return state?.current?.title ?? (state?.pending && 'task' in state.pending ? String(state.pending.task) : '');
}

/** "done", "move it to 8": the conversation names the task meant (one talked about, or one a reminder asked about). */
export function hasTaskInContext(state: ConversationState): boolean {
  const pending = state.pending;
  return state.current !== null || (pending !== null && 'task' in pending);
}

/** "done 2": a number points into the last list sent, or into the options of the question waiting. */
function hasNumbered(state: ConversationState, number: number): boolean {
  const pending = state.pending;
  const options = pending && 'options' in pending ? pending.options.length : 0;
  return number >= 1 && number <= Math.max(state.listed.length, options);
}

/** "all done except the vat return": words that name the task left out, not the one meant. */
const EXCLUDING = /\b(?:except|apart from|other than|besides|but not|not the)\b/i;

function targetMissing(intent: TaskChange, state: ConversationState): boolean {
  if (intent.task.by === 'words') return EXCLUDING.test(intent.task.words);
  if (intent.task.by === 'context') return !hasTaskInContext(state);
  return !hasNumbered(state, intent.task.number);
}

/** A snooze to a moment before the task is due would move it earlier: that is never a snooze. */
function snoozesEarlier(intent: Intent, state: ConversationState): intent is Extract<Intent, { kind: 'snooze' }> {
  if (intent.kind !== 'snooze' || intent.until === null || intent.task.by !== 'context') return false;
  const due = state.current?.due;
  if (!due) return false;
  const current = Date.parse(due);
  return !Number.isNaN(current) && Date.parse(intent.until) < current;
}

/**
 * Words that put a doubt on what they say: "maybe", "not sure", "friday-ish", "I think", "or so",
 * "possibly". A change said with one is offered back, not made.
 */
const DOUBT =
  /(?:^|[^\p{L}'])(?:maybe|mayb|perhaps|possibly|probably|prob|not sure|unsure|dunno|i think|i guess|might|could be|or so|ish|idk|not certain)(?![\p{L}'])/iu;
/** "remind me about the roast… or not, dunno": a doubt said after the request takes it back. */
const DOUBT_AFTER =
  /(?:or not|dunno|idk|not sure|no idea|we'?ll see|maybe not|on second thoughts?)(?: (?:when|what|which|where|if|whether|how long|yet|about (?:it|that|when)))?\W*$/i;
/** "hmm maybe remind me about the van thing": a doubt said before the request governs it. */
const DOUBT_BEFORE =
  /^(?:(?:hmm+|um+|erm+|ok|so)[,.]?\s+)*(?:maybe|perhaps|possibly|probably)[,.]?\s+(?:(?:you could|can you|could you)\s+)?(?:remind me|add|set a reminder)\b/i;
/** An explicit request ("remind me to maybe …") is not undone by a doubt inside it. */
export const EXPLICIT_REQUEST = /\b(?:remind me|add (?:a )?(?:task|reminder|to-?do)|set (?:a )?reminder|to-?do ?:|add ?:)/i;

/**
 * "thursday?" offers a time rather than asking for it; "can you move it to 5?" is a request. Only a
 * short change is read as offered.
 */
function offered(text: string): boolean {
  const trimmed = text.trim();
  return /\?$/.test(trimmed) && trimmed.split(/\s+/).length <= 4 && !/^(?:can|could|would|will|please|pls)\b/i.test(trimmed);
}

/** "snooze it for maybe 3 hours": a doubt about how long, which a snooze (never earlier) can bear. */
const LOOSE_AMOUNT = /\b(?:maybe|perhaps|probably|about|around|roughly) (?=(?:\d|an? |one |two |three |half |a few |a couple ))/gi;

function doubted(intent: Intent, text: string): boolean {
  if (intent.kind === 'snooze' && intent.minutes !== null) {
    const said = text.replace(LOOSE_AMOUNT, '');
    return DOUBT.test(said) || offered(said);
  }
  // "snooze until this evening 7ish", "nah, tuesday morning 9ish": a move to about an hour is a move to that hour.
  if (intent.kind === 'snooze' || intent.kind === 'reschedule') {
    const said = text.replace(/(\d)\s*ish\b/gi, '$1');
    return DOUBT.test(said) || offered(said);
  }
  if (changesATask(intent)) return DOUBT.test(text) || offered(text);
  return (
    intent.kind === 'add_task' &&
    HEDGED_TASK.test(text) &&
    (!EXPLICIT_REQUEST.test(text) || DOUBT_AFTER.test(text) || DOUBT_BEFORE.test(text))
  );
}

const WHAT_WAS_READ: Record<TaskChange['kind'], string> = {
  complete: 'that something is done',
  snooze: 'a snooze',
  reschedule: 'a new time for a task',
  rename: 'a new name for a task',
  remove: 'a task to remove',
};

function askWhich(intent: TaskChange): Intent {
  return { kind: 'unclear', understood: WHAT_WAS_READ[intent.kind], question: 'Which task do you mean?' };
}

/** Words that ask for a snooze, not for a new time: "snooze", "later", "remind me again", "ping me". */
const ASKS_TO_SNOOZE = /\b(?:sn[o0]{1,5}z\w*|z{2,6}|hold off|later|again|another|more|nudge|ping|remind|not now|delay|postpone|give me)\b/i;

/**
 * "tomorrow 9" said about a task due tomorrow at 10 names a new time for it, which is a correction;
 * with a word asking to snooze, moving it earlier is not what a snooze does, so it is asked about.
 */
function earlierMoment(intent: Extract<Intent, { kind: 'snooze' }>, text: string, context: InterpretContext): Intent {
  if (ASKS_TO_SNOOZE.test(text) || intent.until === null) return askEarlier();
  const instant = Date.parse(intent.until);
  const wall = new Date(instant + zoneOffsetMs(instant, safeTimeZone(context.timeZone))).toISOString();
  // "2pm" said of a task due on friday names no day: it is 2pm on the task's own day, not the next 2pm.
  return { kind: 'reschedule', task: intent.task, date: NAMES_A_DAY.test(text) ? wall.slice(0, 10) : null, time: wall.slice(11, 16) };
}

const NAMES_A_DAY =
  /\b(?:today|tonight|tomorrow|tmrw|tmr|this (?:morning|afternoon|evening)|\w+day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|\d{1,2}(?:st|nd|rd|th)|\d{1,2}\/\d{1,2}|week|weekend|jan\w*|feb\w*|mar\w*|apr\w*|may|jun\w*|jul\w*|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*)\b/i;

function askEarlier(): Intent {
  return {
    kind: 'unclear',
    understood: 'a snooze to a time before the task is due',
    question: 'Do you want to move it earlier instead?',
  };
}

/**
 * "maybe call Tom friday": what was read is said back; new tasks read with a doubt are offered, so a
 * yes adds them as read (without the doubting words), and a change to a task is asked about.
 */
function askDoubt(intent: Intent, intents: Intent[]): Intent {
  const understood = changesATask(intent) ? WHAT_WAS_READ[intent.kind] : intent.kind === 'add_task' ? `"${intent.title}"` : 'a change';
  const asked: Intent = { kind: 'unclear', understood: `${understood}, but you sound unsure`, question: 'Shall I go ahead?' };
  const tasks = intents.flatMap((i) => (i.kind === 'add_task' ? [offerable(i)] : []));
  const offer = tasks.filter((t): t is NewTask => t !== null);
  return offer.length === intents.length ? { ...asked, offer } : asked;
}

/** Where one job of a ramble ends and the next begins. */
const CLAUSE_BREAK = /[,.;!?]+|\s(?:and|then|also|plus)\s/i;

/** The clause of the message that holds most of a title's words. */
function clauseOf(title: string, text: string): string {
  const named = new Set(title.toLowerCase().match(/\p{L}{3,}/gu) ?? []);
  const held = (clause: string) => (clause.toLowerCase().match(/\p{L}{3,}/gu) ?? []).filter((word) => named.has(word)).length;
  return text.split(CLAUSE_BREAK).reduce((best, clause) => (held(clause) > held(best) ? clause : best), '');
}

/**
 * "finish the onboarding emails today, … and I should probably call my accountant": in a ramble of
 * new tasks, a doubt said in one job's own words is that job's alone; the others are added and the
 * doubted ones offered. Null when the doubt is not any one job's.
 */
function doubtOfItsOwn(intents: Intent[], text: string): Intent[] | null {
  if (intents.length < 2 || !onlyTasks(intents)) return null;
  const clauses = intents.map((intent) => clauseOf(intent.title, text));
  // The doubt must lead into the job's own verb ("probably call", "maybe email"); a doubt about news
  // beside it ("the manager say maybe we get the corner spot") leaves the whole message asked about.
  const ownDoubt = (title: string, clause: string) => {
    const verb = title.toLowerCase().match(/\p{L}+/u)?.[0] ?? '';
    return new RegExp(String.raw`\b(?:maybe|perhaps|possibly|probably|prob|might|could|should)(?:\s+\S+){0,2}\s+${verb}\b`, 'i').test(
      clause,
    );
  };
  if (intents.some((intent, at) => DOUBT.test(clauses[at]) && !ownDoubt(intent.title, clauses[at]))) return null;
  const unsure = intents.filter((intent, at) => ownDoubt(intent.title, clauses[at]));
  if (unsure.length === 0 || unsure.length === intents.length) return null;
  return [...intents.filter((intent) => !unsure.includes(intent)), askDoubt(unsure[0], unsure)];
}

/** Words that point without naming: "that last one", "this", "the new one". */
const POINTING_ONLY =
  /^(?:(?:the|that|this|my|it|one|last|latest|newest|new|same|previous|very|task|reminder|item|just|added|made|set|whole|entire|thing|mark|tick|check|cross)\s*)+(?:\s*(?:off|back))?$/i;
const NUMBERED = /^(?:the\s+)?(?:(?:number|num|no|nr|item|task)\s*)?#?(\d{1,3})(?:st|nd|rd|th)?$/i;

/**
 * Every reader hands its words on as said; "number 4", "#4" and "that last one" name a task by its
 * place or by the talk, never by a title with those words in it.
 */
const LAST_LISTED = /^(?:the )?last(?: one)?(?: (?:on|in|of) (?:that|the) list)?$/i;
/** "all three", "both", "the lot": every task of the list just sent. */
const EVERY_LISTED =
  /^(?:all(?: of)?(?: them| those| these)?(?: (?:two|three|four|five|\d))?|both(?: of them)?|(?:the )?lot|every one|everything(?: on (?:the|that) list)?)$/i;
/** How many items "both", "all three" or "all 4" counts, or null when it counts none. */
function countSaid(words: string): number | null {
  const count = /\b(both|two|three|four|five|\d)\b/i.exec(words)?.[1].toLowerCase();
  if (!count) return null;
  return count === 'both' ? 2 : count === 'five' ? 5 : (FEW[count] ?? Number(count));
}
/** "! he looks gorgeous", "to marta": a remark or the one it was done for, said after the verb, which names no task. */
const REMARK =
  /^(?:[^\p{L}\p{N}]|(?:to|for|with|w|by|from) \S+$|(?:he|she|they|it|we|i)(?:'s|'re| is| are| was| were| looks?| seems?| loved?| liked?)\b)/iu;

/** "it off", "that one's", "yessir": a pronoun or an answer word first points at the task talked about; no title starts so. */
const POINTER_FIRST = /^(?:it|them|him|her|(?:that|this) one(?:'s)?|yes|yessir|yep|yup|yeah|yea|ya|ok|okay|sure|cheers)(?![\p{L}'])/iu;
/** "still rendering", "bit streaky but": how it went, not which task it was. */
const HOW_IT_WENT = /^(?:still|just|bit|a bit|kinda|sort of|mostly|finally|already|actually|really|pretty|so|but)(?![\p{L}'])/iu;
/** "the first two", "top 3", "the last two": the opening (or closing) items of the list just sent. */
const FIRST_FEW = /^(?:the )?(first|top|last|bottom) (two|three|four|2|3|4)$/i;
const FEW: Record<string, number> = { two: 2, three: 3, four: 4, 2: 2, 3: 3, 4: 4 };
/** "first and third", "the 2nd & 4th ones": items of the list just sent, named by their places. */
const PLACE = String.raw`(?:the )?(?:first|second|third|fourth|fifth|sixth|1st|2nd|3rd|4th|5th|6th)`;
const PLACES = new RegExp(String.raw`^${PLACE}(?:(?:,| and| &|, and) ${PLACE})+(?: ones?)?$`, 'i');
/** "first one's", "the 2nd one": one item of the list just sent, named by its place. */
const ONE_PLACE = /^(?:the )?(first|second|third|fourth|fifth|sixth|1st|2nd|3rd|4th|5th|6th)(?: one(?:'s)?|(?<=^the \S+))$/i;
const PLACE_NUMBER: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6 };
function placesIn(words: string): number[] {
  return [...words.toLowerCase().matchAll(/first|second|third|fourth|fifth|sixth|(\d)(?:st|nd|rd|th)/g)].map((m) =>
    m[1] ? Number(m[1]) : PLACE_NUMBER[m[0]],
  );
}
/** "1pm", "at 5": an hour said where a task's name would be is no task's name. */
const ONLY_AN_HOUR = /^(?:(?:like|about|around|say|maybe|at|@)\s*)*\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?$/i;
/** "x2 hours", "another 20 mins": a span said where a task's name would be. */
const ONLY_A_SPAN = /^(?:x|another|like|about|around|for|an?)?\s*\d{0,3}\s*(?:more\s+)?(?:hours?|hrs?|h|mins?|minutes?)$/i;
/** "all done mate": who the message is said to, which names no task. */
const ADDRESSED_ONLY = /^(?:(?:mate|love|pal|hun|bud|buddy|boss|chief|daily|x+|lol|thanks|ta|cheers)(?:\s+|$))+$/i;
/**
 * "snooze till 12 noon", "push am", "rename po to …": a time of day, a pidgin "am" (it) or a courtesy
 * where a task's name would be names none.
 */
const NAMES_NO_TASK = /^(?:(?:noon|midday|midnight|am|pm|po|na|sha|o)(?:\s+|$))+$/i;
/** "rained all morning so no rounds done": a job said not to be done is not done. */
const DENIED = /(?:^|[^\p{L}'-])(?:no|not|nothing|none|never|didn'?t|couldn'?t|wasn'?t|haven'?t|hasn'?t)(?![\p{L}'-])/iu;

function plainReference(intent: Intent, state: ConversationState, text: string): Intent[] {
  if (!changesATask(intent)) return [intent];
  // "delete the last one" said of a list just sent, with no task talked about: the list's last item.
  if (intent.task.by === 'context' && !hasTaskInContext(state) && state.listed.length > 0 && /\b(?:the )?last one\b/i.test(text))
    return [{ ...intent, task: { by: 'number', number: state.listed.length } }];
  if (intent.task.by !== 'words') return [intent];
  const words = intent.task.words.trim().replace(/[.!?,]+$/, '');
  const numbered = NUMBERED.exec(words);
  if (numbered) return [{ ...intent, task: { by: 'number', number: Number(numbered[1]) } }];
  // "delete the last one" after a list: its last item, when no task is talked about.
  if (LAST_LISTED.test(words) && state.current === null && state.listed.length > 0)
    return [{ ...intent, task: { by: 'number', number: state.listed.length } }];
  if (EVERY_LISTED.test(words) && (intent.kind === 'complete' || intent.kind === 'remove') && state.listed.length > 0) {
    // "both done" with five shown, "all three" with four: the count said is not the list's, so which is asked.
    const counted = countSaid(words);
    if (counted !== null && counted !== state.listed.length) return [askWhich(intent)];
    return state.listed.map((_, index) => ({ ...intent, task: { by: 'number', number: index + 1 } }));
  }
  const few = FIRST_FEW.exec(words);
  const count = few ? FEW[few[2].toLowerCase()] : 0;
  if (few && (intent.kind === 'complete' || intent.kind === 'remove') && count <= state.listed.length) {
    const from = /^(?:last|bottom)$/i.test(few[1]) ? state.listed.length - count : 0;
    return Array.from({ length: count }, (_, index) => ({ ...intent, task: { by: 'number', number: from + index + 1 } }));
  }
  const onePlace = ONE_PLACE.exec(words);
  if (onePlace && state.listed.length > 0) {
    const place = placesIn(onePlace[1])[0];
    if (place <= state.listed.length) return [{ ...intent, task: { by: 'number', number: place } }];
  }
  if (PLACES.test(words) && (intent.kind === 'complete' || intent.kind === 'remove')) {
    const places = placesIn(words);
    if (places.every((place) => place <= state.listed.length))
      return places.map((place) => ({ ...intent, task: { by: 'number', number: place } }));
  }
  if (ONLY_AN_HOUR.test(words) || ONLY_A_SPAN.test(words) || ADDRESSED_ONLY.test(words) || NAMES_NO_TASK.test(words))
    return hasTaskInContext(state) ? [{ ...intent, task: { by: 'context' } }] : [askWhich(intent)];
  // "push everything tomorrow to friday": many tasks at once, which a change of one cannot be.
  if (/^(?:everything|all(?: of)? (?:my|the)|all my|every task)\b/i.test(words)) return [askWhich(intent)];
  // "remind me again after the school run": a moment of the person's day, which daily cannot know, is asked about.
  if (intent.kind === 'snooze' && /^(?:after|before|when|once|until|till|til)\b/i.test(words))
    return [{ kind: 'unclear', understood: 'a snooze', question: 'Until when? Say a time, like "4pm" or "in an hour".' }];
  if (intent.kind === 'complete' && DENIED.test(words)) return [];
  if (POINTER_FIRST.test(words) || HOW_IT_WENT.test(words)) return [{ ...intent, task: { by: 'context' } }];
  return POINTING_ONLY.test(words) || REMARK.test(words) ? [{ ...intent, task: { by: 'context' } }] : [intent];
}

/** "yesterday", "at 6 last night": when something was finished, which news of a day's work tells as often as a task does. */
const PAST_MOMENT =
  /\b(?:yesterday|last night|this morning|today|earlier today|on (?:mon|tues|wednes|thurs|fri|satur|sun)day|last (?:week|mon|tues|wednes|thurs|fri|satur|sun)\w*)\b/i;

/**
 * "finished the Wilson roof yesterday 🙌", said with no task in view: news of the day as often as a
 * task to tick off, so it is asked about, in words that tick it off when said back.
 */
function newsOrTask(intent: Intent, state: ConversationState, text: string): Intent | null {
  if (intent.kind !== 'complete' || intent.task.by !== 'words' || hasTaskInContext(state) || state.listed.length > 0) return null;
  // "just finished a 3 hour session with a new family": "a" says it is no task already on a list.
  if (!PAST_MOMENT.test(text) && !saidAsOneOfMany(intent.task.words, text)) return null;
  // "sent the Hartley invoice this morning, please mark it done": the tick is asked for, not only told.
  if (toldThenMarked(text) !== null) return null;
  const words = intent.task.words;
  return {
    kind: 'unclear',
    understood: `that "${words}" is done`,
    question: `Is that one on your list? Say "done ${words}" and I'll tick it off.`,
  };
}

function saidAsOneOfMany(words: string, text: string): boolean {
  const at = text.toLowerCase().indexOf(words.toLowerCase());
  const before = at < 0 ? '' : text.slice(0, at);
  // "just did my biggest order ever": a record told of is news, not a job of the list.
  if (/\b(?:ever|biggest|largest|best|record|first ever)\b/i.test(words)) return true;
  // "did 6 returns today", "three fittings done": a count of work is a day's tally, not one job of the list.
  if (/^(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a few|a couple(?: of)?|several|loads of|lots of)\s+\p{L}+s\b/iu.test(words))
    return true;
  return /^(?:a|an|another)\s/i.test(words) || /\b(?:a|an|another)\s+$/i.test(before);
}

/**
 * "change the prairie dress task to …", "move the Acme reminder …": a new task whose title points at a
 * task already kept is a change to that task not read; it is asked about, never added.
 */
const POINTS_AT_A_TASK =
  /^(?:change|rename|re-?title|call|name|move|update|edit|switch|swap|put|set|cancel|delete|remove|push|shift|bump)\b.*?\b(?:the|that|this|my) (?:[\p{L}\p{N}'&+-]+ ){0,4}(?:task|reminder|to-?do)\b/iu;
const ONLY_POINTS_AT_A_JOB = /^(?:put|pop|stick|add|pencil|chuck|bung|throw) (?:it|that|this)(?: (?:in|down|on|back in))?$/i;
/** "nvm its due at 4", "stop that one its annoying", "do the other one", "fix that in my list", "wharrabout the other one": words that point at a task or at daily, naming no job. */
const ONLY_POINTS_BACK =
  /^(?:nvm|never ?mind|its due|it'?s due|stop (?:that|this|it|them|reminding)\b|(?:pls |please )?(?:don'?t|dont|do not) let me forget\b|(?:pls |please )?(?:don'?t|dont|do not) (?:save|keep|add|log) (?:that|this|it)(?: one)?$|(?:change|amend|update|switch)(?: (?:it|that|this))? to$|set (?:it|that|this)(?: aside| instead)?$|let'?s (?:revisit|look at (?:it|this|that) again)$|do the (?:other|next|last|same|first) one$|(?:fix|update|correct|change) (?:that|it|this)(?: one)? (?:in|on) (?:my|the) (?:list|calendar|diary|reminders)$|(?:what|wot|wat|wharr?|whar) ?(?:about|abt|bout|abaht) the (?:other|next|last|same|first) one$)/i;
const SOMEONE_WANTS =
  /^(?:the |my |our |a |his |her |their )?(?:[\p{L}'-]+ ){0,4}?(?:wants|asked for|asks for|says|expects|would like|want (?=(?:me|us)\b))\b/iu;
/** "to do: client wants a refund", "add …", "remember …": the person asked for it to be kept. */
const KEEP_IT = /\b(?:to[- ]?do|task|add|remember|don'?t (?:let me )?forget|deal with)\b/i;

/** "customer wants a refund": someone named, then what they want, with no job verb before them. */
function someoneWants(title: string, text: string): boolean {
  const first = title.split(' ')[0]?.toLowerCase() ?? '';
  return SOMEONE_WANTS.test(title) && !isTaskVerb(first) && !/^(?:i|we|who|whoever|what|see|ask)$/.test(first) && !KEEP_IT.test(text);
}
/** Words of relief or pride, said with news: "thank god", "record!", "phew", "get in". */
const CHEER =
  /^(?:thank (?:god|goodness|f\w*|christ|heavens)|gracias a dios|(?:alhamdulillah|mashallah|dieu merci|gott sei dank|gr[aà]zie a dio)|thank god for that|thank fuck|phew|finally|at last|result|record|new record|personal best|pb|record (?:day|week|month|morning|shift)|get in|yay|woo+(?:hoo+)?|whoop(?: whoop)?|boom|buzzing|chuffed|lush|tidy|sweet|nice one|love it|amazing|smashed it|nailed it|winning)[!.]*$/i;
/** "call with the ccg went well", "the pitch to Acme went badly": how something went. */
const WENT_HOW =
  /\s(?:went|has gone|'s gone|was)\s+(?:really\s+|so\s+|very\s+|pretty\s+|super\s+|quite\s+)?(?:well|great|brilliant|amazing|fine|ok|okay|badly|terribly|smoothly|better than expected|worse than expected)[.!]*$/i;
/** "swap 1 and 2", "switch #3 and #4": two items of the list put in each other's place. */
const SWAP_ITEMS =
  /^(?:swap|switch|flip|reorder)\s+(?:items?\s+|numbers?\s+)?#?\d{1,2}\s*(?:and|&|with|,)\s*#?\d{1,2}(?:\s+(?:round|around|over|please|pls))*$/i;
/** "thank God the contract got signed": relief said first, with the news it is about. */
const RELIEF = /^thank (?:god|goodness|christ|heavens|f\w*)\b(?! for (?:reminding|the reminder))/i;
/** "Shop was rammed", "The 9am were all late": a thing and how it was, with no job verb before it. */
const HOW_IT_WAS = /^(?:the |my |our |their |his |her )?(?:[\p{L}\p{N}'&-]+ ){0,3}?(?:was|were)\s/iu;

/** "studio rent going up to 1400 starting january", "feed merchant's putting nuts up £20 a tonne": a price risen, told. */
const PRICE_RISEN =
  /^(?:the |my |our |their )?(?:[\p{L}'&-]+ ){0,3}?(?:(?:is |are |'s |s )?(?:going up|goes up|went up|gone up|rising|increasing)|(?:is |are |'s |s )?put(?:ting)? (?:[\p{L}'&-]+ ){0,3}up)\b.*(?:\d|£|\$|€)/iu;

/**
 * "plumber coming tomorrow at 10", "Register 2 is down again", "next drop is tmrw": someone coming or
 * something in a state, told; offered rather than added.
 */
const COMING_OR_IN_A_STATE =
  /^(?:the |my |our |a |an )?(?:[\p{L}\p{N}'&-]+ ){1,3}(?:(?:is |are |'s )?(?:coming|arriving|visiting|popping (?:in|round|over)|dropping (?:in|by))|(?:is|are|'s) (?:down|broken|bust|not working|on the blink|out of order))\b/iu;
/** "switch to Square eventually", "deal w the van at some point i guess": a wish with no time to it, offered rather than added. */
const SOME_DAY =
  /\b(?:eventually[.!]*$|some ?day|one of these days|sometime or other|at some point (?:i guess|i suppose|maybe|probably|prob))\b/i;
const ASKED_TO_ADD = new RegExp(
  String.raw`${EXPLICIT_REQUEST.source}|don'?t let me forget|^reminder\s*:|\b(?:ping|nudge) me\b|^(?:(?:pls|please|can you|could you)\s+)?(?:add|put|pop|stick|note)\b`,
  'i',
);
/** "Register 2 is down", "drop is": a verb is never followed by "is", so the first word names a thing. */
const THING_IS = /^[\p{L}'&-]+(?: \d{1,3})? (?:is|are)\b/iu;

function comingOrInAState(title: string): boolean {
  return THING_IS.test(title) || (COMING_OR_IN_A_STATE.test(title) && !opensWithAVerb(title));
}

/**
 * "gas man's coming thurs" read as "Gas man's" on Thursday: the coming went with the day, so the news is
 * the task to offer, titled in the words said.
 */
function newsCutShort(task: NewTask, text: string): NewTask | null {
  const said = text.trim();
  const cut = /['’]s$/.test(task.title.trim()) && said.split(/\s+/).length <= 6 && !/[,.;:!?]\s/.test(said) && comingOrInAState(said);
  return cut ? { ...task, title: capitalise(said.replace(/[.!]+$/, '')) } : null;
}

/** "lash tech here", "Dina from the food bank here": who is writing, named, then "here". */
const SELF_INTRODUCED =
  /^(?!(?:be|sign|park|meet|wait|stay|come|leave|drop|put|stop|start|work|get|bring|fix|plant|clean|paint)\b)(?:[\p{L}'&-]+ ){0,5}[\p{L}'&-]+ here[.!]*$/iu;
const opensWithAVerb = (title: string) => isTaskVerb(title.split(' ')[0]?.toLowerCase() ?? '');

/** "contact lens order from the distributor arrived": a thing come, told, ending on its arrival. */
const ARRIVAL_TOLD =
  /^(?!(?:check|see|confirm|ask|find out|make sure|chase|track|tell|text|email|ring|call)\b)(?!.*\b(?:if|whether|when|once|until|till|before|that|which|who)\b)\S+(?: \S+){1,8} (?:arrived|came in|came through|turned up|showed up|landed|got here|(?:was|were|got) delivered|(?:has|have) (?:arrived|come|landed))$/i;

export function howItWas(title: string): boolean {
  const [first = '', second = ''] = title.toLowerCase().split(' ');
  // "return the boots that arrived": a job opened with its verb and its object, whatever came ("contact lens order … arrived" is news).
  if (ARRIVAL_TOLD.test(title.trim()))
    return !(isTaskVerb(first) && /^(?:the|a|an|my|our|his|her|their|them|those|these|all)$/.test(second));
  // "shop was rammed": a word that may be a verb is the thing talked of when "was" follows it.
  const subject = /^(?:was|were)$/.test(second) || !isTaskVerb(first);
  return HOW_IT_WAS.test(title) && subject && !/^(?:i|we|see|ask|check|find|confirm|make|ensure)$/.test(first);
}
/** "I'll …", "let me …", "gonna …": the person saying what they will do. */
const PROMISED =
  /^(?:(?:ok|okay|yes|yeah|yep|sure|aye|right|fine|will do|on it|not yet(?: no)?|no|nope|nah)[,!.]*\s+)?(?:i'?ll|ill|i will|will|let me|lemme|gonna|i'?m gonna|im gonna|i'?m going to|im going to|going to)\s/i;
/** "Sort it after …", "Get to it", "Ring them later": a job whose object only points back at the task reminded of. */
const ABOUT_IT =
  /^[\p{L}'-]+(?:\s+(?:on|to|round|around|back|out|up)){0,2}\s+(?:it|them|that|this)(?:\s+(?:now|later|soon|in a bit|asap|today|tomorrow|tonight|then|(?:after|once|when)\b.*))?[.!]*$/iu;
/** "have a clearer head then", "be back by then": a state the person will be in at the time said. */
const WHY_THEN =
  /^(?:have (?:a )?(?:clearer|clear|fresher|better) (?:head|mind)|have (?:more|some) (?:time|space|energy)|have (?:the|my) [\p{L}]+(?: back)?|be (?:back|free|home|in|around|less busy)|feel (?:better|up to it)|know (?:more|better))(?: by)? then[.!]*$/iu;
const ASKED_ABOUT_A_JOB = /^(?!(?:can|could|would|will|please|pls|should|shall)\b)\S+(?: \S+){0,3}\?+$/i;
const NAMES_NO_JOB =
  /^do (?:the |that |this |some )?(?:needful|thing|things|stuff|usual)(?: (?:from before|from earlier|we said|i said|again|later|now|but|pls|please|asap|then))*[.!]*$|^(?:deal with|deal w|sort|sort out|handle|see to|look into|get on with) (?:that|this|it|them|those|these)(?: (?:later|soon|at some point|sometime|then))?[.!]*$/i;
/** "do the thing w the kiln", "add the thing from the email": a job named only as "the thing" about something. */
const THING_ABOUT =
  /^(?:do|sort|sort out|check|check on|deal with|deal w|handle|look at|look into|see to|fix)\s+(?:the|that|this)\s+(?:thing|stuff|business)\s+(?:w|w\/|with|about|for|re|at|on)\b|^(?:the\s+)?(?:thing|stuff|bits?)\s+(?:from|in|on)\s+(?:the|that|this|my|his|her|their)\s+[\p{L}'-]+$/iu;
const FUNCTION_WORDS =
  /\b(?:is|are|was|were|be|been|the|a|an|it|that|this|those|these|one|ones|both|and|or|but|so|to|of|in|on|at|for|with|all|its|it's|just|now|too|also|yes|yep|ok|okay)\b/gi;
export const ASK_WHAT_CHANGES: Intent = {
  kind: 'unclear',
  understood: 'a change to a task',
  question: 'Which task do you mean, and what should change?',
};

/**
 * Base-2 log odds against a task below which a task read is offered back rather than added: 64 to 1.
 * A task whose title opens with a verb ("have a look at the boiler", "find out what time the tip
 * opens") is a job whatever the odds say: its words are those of questions and news as often as of
 * jobs, and the odds, learned from far more news and questions than jobs, doubted too many of them.
 */
const UNLIKELY_TASK_ODDS = -6;
/** "sit with dad", "decide on the flooring": a title the tagger opens with a verb names a job. */
const VERB_FIRST = shapeOf('^#Verb');
/** "be late", "need a bigger van": a verb of being or wanting names a state, not a job. */
const STATE_FIRST = /^(?:be|need|want|know|like|love|hate|feel|seem|wish|hope|mind)\b/i;

function unlikelyTasks(tasks: NewTaskRead[], text: string): boolean {
  if (EXPLICIT_REQUEST.test(text)) return false;
  if (tasks.some((task) => !STATE_FIRST.test(task.title) && (readsAsAction(task.title) || tag(task.title).has(VERB_FIRST)))) return false;
  return taskOdds(text) < UNLIKELY_TASK_ODDS;
}

type NewTaskRead = Extract<Intent, { kind: 'add_task' }>;
const onlyTasks = (intents: Intent[]): intents is NewTaskRead[] => intents.every((intent) => intent.kind === 'add_task');

/** "Shall I add it?": the tasks read, offered so that a yes adds them. */
export function offerTasks(tasks: NewTaskRead[]): Intent {
  const understood = tasks.map((task) => `"${task.title}"`).join(', ');
  return { kind: 'unclear', understood, question: tasks.length === 1 ? 'Shall I add it?' : 'Shall I add them?', offer: tasks };
}

/** "✅ renewed", "paid": a deed told in one word names no task but the one in view, where there is one. */
function deedOfTheOneInView(intent: Intent, state: ConversationState): Intent {
  if (intent.kind !== 'complete' || intent.task.by !== 'words' || !hasTaskInContext(state)) return intent;
  const word = intent.task.words.trim();
  return /^\p{L}{3,}(?:ed|id|nt)$/u.test(word) && tag(`i ${word} it`).has(PAST_TENSE) ? { ...intent, task: { by: 'context' } } : intent;
}

/**
 * "snooze 1hr, on with the auditors": in reply to a reminder, words after the comma that share nothing
 * with the reminder's task say why it is put off; they point at no other task.
 */
function putOffWithWhy(intent: Intent, text: string, context: InterpretContext): Intent {
  const pending = context.conversation?.pending;
  if (intent.kind !== 'snooze' || intent.task.by !== 'words' || pending?.about !== 'follow_up') return intent;
  const words = intent.task.words.toLowerCase();
  const comma = text.indexOf(',');
  const task = new Set(pending.task.toLowerCase().split(/\W+/));
  const shared = words.split(/\W+/).some((word) => word.length > 2 && word !== 'the' && task.has(word));
  return comma >= 0 && text.toLowerCase().indexOf(words) > comma && !shared ? { ...intent, task: { by: 'context' } } : intent;
}

/**
 * "1 done 2 done", "1 and 2 finished": items ticked by number alone. A number beyond the list just sent
 * (or with no list sent) points at nothing, so daily asks which task is meant and never falls back on
 * the task talked about.
 */
const TICK_WORDS = new Set(['done', 'finished', 'finish', 'complete', 'completed', 'sorted', 'handled', 'ticked', 'off']);
/** Words that may stand between the numbers and the tick: "1 and 2 are both done", "items 1 n 2 finished". */
const JOINING_WORDS = new Set(['and', 'n', 'is', 'are', 'both', 'item', 'items', 'no', 'nos', 'number', 'numbers']);

function ticksBeyondTheList(text: string, state: ConversationState): boolean {
  // Read word by word, never by one pattern over the whole message: a long run of numbers stays cheap.
  const words = text
    .trim()
    .toLowerCase()
    .replace(/[.!]+$/, '')
    .split(/[\s,&+]+/)
    .filter(Boolean);
  const last = words.at(-1) ?? '';
  if (words.length > 16 || !TICK_WORDS.has(last) || (last === 'off' && words.at(-2) !== 'ticked')) return false;
  const numbers: number[] = [];
  for (const word of words) {
    const number = /^#?(\d{1,2})$/.exec(word);
    if (number) numbers.push(Number(number[1]));
    else if (!TICK_WORDS.has(word) && !JOINING_WORDS.has(word)) return false;
  }
  // A number points into the list sent, or into the options of the question waiting ("which one? 1 or 2").
  return numbers.length > 0 && numbers.some((number) => !hasNumbered(state, number));
}

/**
 * "plz remove reminder for Patel family Umrah visa, they going with other agent": why, said after a comma, is
 * no part of the words that name the task, even when said without "are" or "'re".
 */
const REASON_AFTER_COMMA = /,\s+((?:they|he|she|we|cos|because|as|since)\s+[\p{L}'-]+)/iu;

function withoutReasonInWords(intent: Intent, text: string): Intent {
  if ((intent.kind !== 'remove' && intent.kind !== 'complete') || intent.task.by !== 'words') return intent;
  const reason = REASON_AFTER_COMMA.exec(text);
  if (!reason) return intent;
  const at = intent.task.words.toLowerCase().indexOf(` ${reason[1].toLowerCase()}`);
  return at > 0 ? { ...intent, task: { by: 'words', words: intent.task.words.slice(0, at).trim() } } : intent;
}

/**
 * "not Year 11, Year 10", "bay 7 not bay 4": a number set right after the word it belongs to, which is no hour
 * ("at 7 not 6" and "half 5 not half 4" are). When the title in view holds no such words, nothing is moved.
 */
const NUMBER_OF_A_THING =
  /\bnot (?:the )?(\p{L}+) \d{1,3}\b[\s,.;:—–-]+(?:it'?s |its |is )?(?:the )?\1 \d{1,3}\b|\b(\p{L}+) \d{1,3},? not (?:the )?\2 \d{1,3}\b/iu;
const TIME_WORD =
  /^(?:at|by|till|until|til|half|quarter|around|about|from|to|after|before|for|in|on|like|say|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*|(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*)$/i;

export function numberOfAThingMoved(intents: Intent[], text: string): boolean {
  const said = NUMBER_OF_A_THING.exec(text);
  const word = said ? (said[1] ?? said[2]) : null;
  return word !== null && !TIME_WORD.test(word) && intents.some((intent) => intent.kind === 'reschedule' || intent.kind === 'snooze');
}

/** The reading as it stands, or one question in its place when any change in it is in doubt. */
export function gated(read: Intent[], text: string, context: InterpretContext): Intent[] {
  let state = stateOf(context);
  if (ticksBeyondTheList(text, state))
    return [{ kind: 'unclear', understood: 'that something is done', question: 'Which task do you mean?' }];
  const intents = decisionWhole(
    text,
    withTimeAskedBeside(
      withoutReasonsForPuttingOff(
        whereTheyAreTakenForAJob(read, text, context)
          .map((intent) => withoutReasonInWords(intent, text))
          .flatMap((intent) => plainReference(intent, state, text))
          .map((intent) => deedOfTheOneInView(intent, state))
          .map((intent) => putOffWithWhy(intent, text, context)),
        context,
      ),
      context,
    ),
  );
  // "wax came today, thank god", "47 clients today, record!": a cry of relief or pride beside news is no job.
  const cheered = intents.filter((intent) => intent.kind !== 'add_task' || !CHEER.test(intent.title.trim()));
  if (cheered.length < intents.length && !EXPLICIT_REQUEST.test(text))
    return cheered.length ? gated(cheered, text, context) : [{ kind: 'unknown' }];
  // "morning! boat hire on the gower here, can you set me a reminder …": who is writing, said before the ask.
  const introduced = intents.filter(
    (intent) => !(intent.kind === 'add_task' && !intent.due && SELF_INTRODUCED.test(intent.title.trim()) && !opensWithAVerb(intent.title)),
  );
  if (introduced.length < intents.length)
    return introduced.length ? gated(introduced, text, context) : [{ kind: 'small_talk', what: 'greeting' }];
  // "call with the ccg went well": how a thing went, told, whatever verb its name opens with.
  const howItWent = intents.filter((intent) => !(intent.kind === 'add_task' && WENT_HOW.test(intent.title)));
  if (howItWent.length < intents.length && !EXPLICIT_REQUEST.test(text))
    return howItWent.length ? gated(howItWent, text, context) : [{ kind: 'small_talk', what: 'reflection' }];
  // "done 84 flu jabs since monday", "did about sixty fittings": work counted and told, which ticks no task on a list.
  // With a list sent or a task in view, a count may be that task's own name ("done the 12 invoices"), so it is looked for.
  const counted = (intent: Intent): boolean =>
    (!hasTaskInContext(state) ||
      (intent.kind === 'complete' && intent.task.by === 'words' && !namesTheTaskInView(intent.task.words, state))) &&
    state.listed.length === 0 &&
    intent.kind === 'complete' &&
    intent.task.by === 'words' &&
    COUNTED_WORK.test(intent.task.words) &&
    !text.toLowerCase().includes(`the ${intent.task.words.toLowerCase()}`);
  const uncounted = intents.filter((intent) => !counted(intent));
  if (uncounted.length < intents.length)
    return uncounted.length ? gated(uncounted, text, context) : [{ kind: 'small_talk', what: 'acknowledgement' }];
  // "ok, change the sheets" in reply to "Did you get to Change the sheets?": the task in view said again, with no
  // time of its own, is agreed to, never added twice.
  const inView = state.current ? plainForm(state.current.title) : null;
  if (inView && intents.length === 1 && intents[0].kind === 'add_task' && intents[0].due === null && plainForm(intents[0].title) === inView)
    return [{ kind: 'small_talk', what: 'acknowledgement' }];
  // "I'll sort it after the delivery's been", "I'll get to it" in reply to a reminder: a promise about the task
  // reminded of, with no hour to be reminded at; nothing is added.
  const only = intents.length === 1 ? intents[0] : null;
  const inReply = context.conversation?.pending?.about === 'follow_up';
  // "the Armstrongs cancelled their old card, will send it in a bit": the promise may come last, after what happened.
  const promised = text.split(/[,.;!]+\s*/).some((clause) => PROMISED.test(clause.trim()));
  if (inReply && only?.kind === 'add_task' && only.due === null && promised && ABOUT_IT.test(only.title))
    return [{ kind: 'small_talk', what: 'acknowledgement' }];
  // "Not today. Friday morning, I'll have a clearer head then." in reply to a reminder: how it will be at the time
  // said, which is why the reminder is put off to it.
  if (inReply && only?.kind === 'add_task' && only.due && WHY_THEN.test(only.title.trim()))
    return [{ kind: 'snooze', task: { by: 'context' }, until: only.due, minutes: null }];
  // "swap 1 and 2": the order of the list comes from the tasks' times, so daily asks which to move and when.
  if (intents.length === 1 && intents[0].kind === 'add_task' && SWAP_ITEMS.test(intents[0].title.trim()))
    return [{ kind: 'unclear', understood: 'a change to the order of the list', question: 'Which one should move, and to when?' }];
  // "thank God the contract got signed", "thank god that's over": relief at news, which asks for nothing.
  if (intents.length === 1 && intents[0].kind === 'add_task' && RELIEF.test(intents[0].title.trim()) && !EXPLICIT_REQUEST.test(text))
    return [{ kind: 'small_talk', what: 'feeling' }];
  // Weighed once for the whole message, however many tasks it asks for, and only when it asks for nothing else.
  let unlikely: boolean | undefined;
  const tasksOnly = onlyTasks(intents) ? intents : null;
  if (intents.length === 0 && read.length > 0)
    return [{ kind: 'unclear', understood: `"${text.trim()}"`, question: 'What would you like me to do with it?' }];
  for (const intent of intents) {
    // "just finished my last lesson of the day": the working day ending, told, which names no job on a list.
    if (intent.kind === 'complete' && intent.task.by === 'words' && LAST_OF_THE_DAY.test(intent.task.words))
      return [{ kind: 'small_talk', what: 'acknowledgement' }];
    if (changesATask(intent) && targetMissing(intent, state)) return [askWhich(intent)];
    // "its Jayde w a y, fix the spelling" where the title already says it: a name asked to be set right is never a job.
    if (intent.kind === 'add_task' && FIX_THE_NAME.test(intent.title))
      return [{ kind: 'unclear', understood: "a change to a task's name", question: 'Which task do you mean, and what should it say?' }];
    // "can ye change the name o that": the new name only points back at the task, so it says nothing to call it.
    if (intent.kind === 'rename' && NAME_POINTS_BACK.test(intent.title.trim()))
      return [{ kind: 'unclear', understood: 'a new name for a task', question: 'What should it be called?' }];
    // "put it in for friday": the title only points at a job said before, in another message; nothing is added.
    if (
      intent.kind === 'add_task' &&
      (POINTS_AT_A_TASK.test(intent.title) || ONLY_POINTS_AT_A_JOB.test(intent.title) || ONLY_POINTS_BACK.test(intent.title.trim()))
    )
      return [ASK_WHAT_CHANGES];
    // "ring Dave?": a job asked about in a few words, not asked for, is offered.
    if (intent.kind === 'add_task' && ASKED_ABOUT_A_JOB.test(text.trim()) && !EXPLICIT_REQUEST.test(text))
      return [{ kind: 'unclear', understood: `"${intent.title}"`, question: 'Shall I add it?', offer: [intent] }];
    // "customer wants a refund by friday", "accountant expects the receipts by monday": what someone else wants, which may be
    // the person's job or only news, is offered rather than added ("the van needs tyres" is a job).
    if (intent.kind === 'add_task' && someoneWants(intent.title, text) && !EXPLICIT_REQUEST.test(text))
      return [{ kind: 'unclear', understood: `"${intent.title}"`, question: 'Shall I add it?', offer: [intent] }];
    // "shop was rammed today", "the 9am was cancelled": how something was, told, is offered rather than added;
    // told of a moment gone, it is a line the journal may keep.
    if (intent.kind === 'add_task' && howItWas(intent.title) && !EXPLICIT_REQUEST.test(text))
      return intents.length === 1 && PAST_MOMENT.test(text)
        ? [{ kind: 'small_talk', what: 'reflection' }]
        : [{ kind: 'unclear', understood: `"${intent.title}"`, question: 'Shall I add it?', offer: [intent] }];
    const toldAsSaid = intent.kind === 'add_task' ? newsCutShort(intent, text) : null;
    if (
      intent.kind === 'add_task' &&
      intents.length === 1 &&
      (comingOrInAState(intent.title) || toldAsSaid || (SOME_DAY.test(text) && !intent.due)) &&
      !ASKED_TO_ADD.test(text)
    )
      return [offerTasks([toldAsSaid ?? intent])];
    // "studio rent going up to 1400 starting january": a price risen, told, is offered rather than added.
    if (intent.kind === 'add_task' && PRICE_RISEN.test(intent.title) && !opensWithAVerb(intent.title) && !EXPLICIT_REQUEST.test(text))
      return [offerTasks([intent])];
    // "royal mail strike next week apparently", "any bookings on friday": tasks the rules read in words
    // that, by the odds learned from every opened set, tell news or ask a question; offered, not added.
    if (intent.kind === 'add_task' && tasksOnly && (unlikely ??= unlikelyTasks(tasksOnly, text))) return [offerTasks(tasksOnly)];
    // "do the needful", "do the thing from before", "do the thing w the kiln": a job that names nothing to do.
    if (intent.kind === 'add_task' && (NAMES_NO_JOB.test(intent.title) || THING_ABOUT.test(intent.title)))
      return [{ kind: 'unclear', understood: `"${text.trim()}"`, question: 'What would you like me to do with it?' }];
    // "delete all of them" with no list sent: words that point at tasks the conversation never named.
    if (changesATask(intent) && intent.task.by === 'words' && POINTS_AT_THE_LOT.test(intent.task.words.trim())) return [askWhich(intent)];
    // "is done": words that name no task at all.
    if (changesATask(intent) && intent.task.by === 'words' && !/[\p{L}\p{N}]/u.test(intent.task.words.replace(FUNCTION_WORDS, ' ')))
      return [askWhich(intent)];
    const told =
      intent.kind === 'add_task' &&
      intents.length === 1 &&
      intent.due &&
      !intent.repeat &&
      hasTaskInContext(state) &&
      !EXPLICIT_REQUEST.test(text)
        ? toldTimeOfTaskInView(intent.title, text, context)
        : null;
    if (told) return gated([told], text, context);
    const news = newsOrTask(intent, state, text);
    if (news) return [news];
    // "add the vet at 5, actually make it 6": a task added earlier in the message is the one talked about.
    if (intent.kind === 'add_task') state = { ...state, current: { title: intent.title, due: intent.due } };
    if (doubted(intent, text)) return doubtOfItsOwn(intents, text) ?? [askDoubt(intent, intents)];
  }
  return intents.map((intent) => {
    if (snoozesEarlier(intent, state)) return earlierMoment(intent, text, context);
    if (intent.kind !== 'reschedule') return intent;
    const dayOfMonth = inTaskMonth(intent, text, context, state.current?.due);
    return dayOfMonth.kind === 'reschedule' ? nearTaskWeekday(dayOfMonth, text, context, state.current?.due) : dayOfMonth;
  });
}

/** "all of them", "both of those", "the lot": tasks pointed at, none named. */
const POINTS_AT_THE_LOT = /^(?:(?:all|both|each|every one)(?: of)? )?(?:them|those|these|the lot|em|'em)$/i;
/** "of that", "o it", "this one": a new name that only points back at a task. */
const NAME_POINTS_BACK = /^(?:(?:o|of|for|on) )?(?:that|it|this|them|those|these|the task|that one|this one|the one)[?.!]*$/i;

const FIX_THE_NAME =
  /^(?:fix|correct|change|sort|amend) (?:the |her |his |their |its |that )?(?:spelling|name|title|surname)(?: (?:pls|please|for me))?$/i;

/**
 * "84 flu jabs since monday", "4 PT sessions", "about sixty lessons", "loads of fittings": a count of work,
 * not a task's name. Digits count only before a plural ("14 High St survey", "2024 accounts" are names).
 */
export const COUNTED_WORK =
  /^(?:(?:about|around|over|nearly|almost|like|roughly|another|only|just) )?(?:\d{1,3} (?:[a-z]+ )?[a-z]*[a-rt-z]s\b|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred|hundreds|dozens|a dozen|loads|lots|tons)\b)/iu;
const LAST_OF_THE_DAY = /\blast (?:[\p{L}'-]+ ){1,2}of the (?:day|night|week|shift|season|year)\b/iu;

/** "post office queue is mad", "see if the price drops": how things are, or what is waited on, said as a title. */
const REASON_AS_TITLE =
  /^(?:(?:the|my|our) )?(?:[\p{L}'-]+ ){0,3}(?:is|are|was|were|'s) (?:so |too |really |well |proper |absolutely |dead )?[\p{L}'-]+$|^(?:see|check|find out) (?:if|whether)\b/iu;

/**
 * "post office queue is mad, gimme an hour", "wait till friday, want to see if the price drops": in reply
 * to a reminder, the words beside putting it off tell why; they are no job of their own.
 */
function withoutReasonsForPuttingOff(intents: Intent[], context: InterpretContext): Intent[] {
  if (context.conversation?.pending?.about !== 'follow_up') return intents;
  const putOff = intents.some((intent) => (intent.kind === 'snooze' || intent.kind === 'reschedule') && intent.task.by === 'context');
  if (!putOff) return intents;
  return intents.filter((intent) => intent.kind !== 'add_task' || intent.due !== null || !REASON_AS_TITLE.test(intent.title));
}

/** "im on the tractor", "i'm driving": where the person is, or what they are at, which is no job. */
const OWN_STATE = /^(?:i'?m|im|i am|we'?re|we are|i'?ve got|ive got|still|busy|stuck)\b/i;

/**
 * "can you remind me in an hour, im on the tractor": in reply to a reminder, the time to be reminded at
 * with where one is beside it puts the reminder off; what one is at is no new job.
 */
function whereTheyAreTakenForAJob(intents: Intent[], text: string, context: InterpretContext): Intent[] {
  const [only] = intents;
  if (intents.length !== 1 || only.kind !== 'add_task' || only.due === null || context.conversation?.pending?.about !== 'follow_up')
    return intents;
  if (!OWN_STATE.test(only.title) || !/\b(?:remind|ping|nudge|text|message|ask) me\b/i.test(text)) return intents;
  // "in an hour" is a span from now, kept as one; "at 4" is a moment.
  const minutes = Math.round((Date.parse(only.due) - context.now.getTime()) / 60_000);
  return /\bin (?:an?|\d+|half|a couple|ten|twenty|thirty|forty|five|fifteen)\b/i.test(text) && minutes > 0
    ? [{ kind: 'snooze', task: { by: 'context' }, until: null, minutes }]
    : [{ kind: 'snooze', task: { by: 'context' }, until: only.due, minutes: null }];
}

/**
 * "call the bank, remind me at 4", "order the bubble wrap, remind me tomorrow at 6pm": a job named without a
 * time, then when to be reminded of it. The moment is the new job's, not a snooze of some other task.
 */
function withTimeAskedBeside(intents: Intent[], context: InterpretContext): Intent[] {
  if (intents.length !== 2) return intents;
  const [job, when] = intents;
  if (job.kind !== 'add_task' || job.due !== null || when.kind !== 'snooze' || when.task.by !== 'context') return intents;
  const due = when.until ?? (when.minutes !== null ? new Date(context.now.getTime() + when.minutes * 60_000).toISOString() : null);
  return due ? [{ ...job, due }] : intents;
}

/**
 * "no more credit accounts. cash or card only from dec 1": what follows a decision with nothing to do in it
 * is the rest of the decision, not a job of its own.
 */
function decisionWhole(text: string, intents: Intent[]): Intent[] {
  if (!intents.some((intent) => intent.kind === 'decision')) return intents;
  const kept = intents.filter((intent) => intent.kind !== 'add_task' || readsAsAction(intent.title));
  if (kept.length === intents.length) return kept;
  const whole = capitalise(text.trim());
  return kept.map((intent) =>
    intent.kind === 'decision' && kept.filter((one) => one.kind === 'decision').length === 1 ? { ...intent, text: whole } : intent,
  );
}
