import { titlesAsSpelled } from './message-spelling-kept';
import { taskOfNoJob } from './message-titles-of-nothing';
import { tickAskedLast, tickThenRemark } from './message-ticks-with-remarks';
import { talkIn } from './message-talk-odds';
import { whenSaidAfter } from './message-when-said-after';
import { namedTaskPutTo, namedThenMoved, namedThenReminded } from './message-named-then-moved';
import { withNotNowOpening, withoutInterjectionBeforeChange } from './message-not-now';
import { twoPointedTasks } from './message-two-named';
import { deedOfAListedItem, ticksOfTheList } from './message-listed-deeds';
import { shapeOf, VERB, tag } from './message-tagger';
import { zoneOffsetMs } from '../../tasks';
import {
  CHOICE_PUT_OFF,
  type ConversationState,
  type PendingQuestion,
  type Intent,
  type InterpretContext,
  type ListView,
  type NewTask,
  NO_CONVERSATION,
  type Recurrence,
  type TaskReference,
} from './intent';
import { agendaIn, freeTimeIn, namedListIn } from './message-agenda';
import { askAmongRemarks } from './message-ask-among-remarks';
import { appointmentsListed, splitAsks, WORD_NUMBERS } from './message-clauses';
import { pleadedJob } from './message-pleas';
import { emojiTalk, isGreeting } from './message-courtesies';
import {
  decisionIn,
  dilemmaIn,
  figureAsked,
  mood,
  NOTHING_DECIDED_YET,
  prioritiseScope,
  recallIn,
  smallTalk,
} from './message-conversation';
import {
  answerIn,
  ordinalOf,
  referenceIn,
  removalIn,
  rescheduleIn,
  slipCorrected,
  vagueChange,
  withoutCourtesy,
} from './message-corrections';
import { namedTaskLetGo, quotedRemoval, removedOnItsDay, severalRemoved } from './message-removals';
import { addedToTitle, renameIn, retitled } from './message-renames';
import { wordSwapIn } from './message-word-swaps';
import { arrowMoveIn } from './message-arrow-moves';
import { type FoundTime, findTime, localParts, safeTimeZone, withExplicitHours } from './message-dates';
import {
  HEDGED_TASK,
  MUSING_ON_A_JOB,
  offerable,
  timeReadInPart,
  unclearIn,
  unsureReplyIn,
  unsaidMessage,
  vagueTask,
  withoutFillers,
  withoutHedging,
  withoutLeadIn,
} from './message-doubts';
import { COUNTED_WORK, EXPLICIT_REQUEST, gated, hasTaskInContext, howItWas, numberOfAThingMoved, offerTasks } from './message-gate';
import { readRamble } from './message-rambles';
import { askedAgainIn, laterIn, momentReplied, putOffWithWhy, remindedThen, replyIn, underWayNow, withHalfSpans } from './message-replies';
import { newsVerb, ownFigureSet, somethingHappened, someoneDid } from './message-news';
import { dayAndHour } from './message-task-times';
import {
  completionIn,
  DONE_DELIBERATING,
  NUMBER_DONE_LAST,
  OTHERS_PART_DONE,
  STILL_TO_GET_DONE,
  withoutRemarkAfterDone,
} from './message-completions';
import { repeatingIn, repeatSaidLast, statesARoutine } from './message-recurrence';
import { priorityAskedIn } from './message-priorities';
import {
  asksAboutDaily,
  loosely,
  namesAJob,
  onlyPointsAt,
  pointsVaguely,
  readsAsStatement,
  saidOfSomeone,
  saysWhatIs,
  someoneElseWill,
} from './message-sentences';
import { commandForm, escapedForPattern, fixTypos, isPlainVerb, isTaskVerb, MONTH_NAME, NOT_SAID, plainForm } from './message-words';
import { namedZone } from './message-zones';
import { withSpokenNumbers } from './message-spoken-numbers';
import { withHourClocks } from './message-hour-clocks';
import { BAD_WAY, jobBesideReason } from './message-job-beside-reason';
import { moveBesideReason } from './message-move-beside-reason';
import { aboutAnotherThing, removalBesideReason } from './message-removal-beside-reason';
import { periodAsked } from './message-period-asked';
import { DONE_IN_REPLY, JOB_WORDS, replySaid } from './message-reply-odds';
import { shareAWord } from './message-named-words';
import { REPLY_DONE, REPLY_LATER } from './message-odds-words';
import { withSelfCorrections } from './message-self-corrections';
import { toldThenMarked } from './message-mark-done';
import { inLearnersWords } from './message-learner-english';
import { inTheOrderSaid, scheduledAsks } from './message-schedules';
import { daysAfterTheJob, onEachDay, weeklyOnPluralDay } from './message-repeat-days';
import { changeAfterNews, movedAndRenamed } from './message-change-pairs';
import { askedNotAJob } from './message-asked-not-jobs';
import { inQuestionOrder } from './message-question-order';
import { inEnglishWords } from './message-other-tongues';
import { withoutAddressWords } from './message-address-words';
import { underDayHeading, withSharedDay, withTimeForAll } from './message-shared-days';
import { withoutSignOff } from './message-sign-offs';
import { movedByNumbers, numberedChanges, numbersSharingAChange } from './message-numbered-changes';
import { asPointed, type PointedJob, pointedJob, sentencesNearestFirst } from './message-pointed-jobs';
import { AWAY, inLocalEnglish, SOON_SOMETIME, TONE_WORD_SAID_LAST } from './message-local-englishes';
import { inCommandOrder } from './message-command-order';
import { spellingFixIn } from './message-spelling-fixes';
import { sameJobRetimed } from './message-retimed-jobs';
import { withoutHollowReadings } from './message-hollow-readings';
import { remindedAheadOfDeadline } from './message-deadline-ahead';
import { decisionAmongRemarks } from './message-decision-among-remarks';
import { decisionAnnounced, decisionBeforeJobs } from './message-decided-first';
import { askTakenBack, fragmentAskedAbout } from './message-fragments';
import { swapSaidLoosely } from './message-swaps-said-loosely';
import { firstClause, onlyTalk, withoutTalkAtTheEdges } from './message-talk-at-the-edges';
import { listItemsReadPlainly } from './message-list-items-said-plainly';
import { viewAmongTalk } from './message-view-among-talk';
import { halfDone, replyAfterHello } from './message-reminder-replies';
import { changeOfTheNamed, movedWithNoTime } from './message-named-then-changed';
import { timeReferredTo } from './message-time-referred';
import { tickOfTheThingNamed } from './message-tick-named-before';
import { putOffAmongRemarks } from './message-put-off-among-remarks';
import { changeOfTheOneInView, putOffToNow, tickOfTheReminder, tickThatFellThrough } from './message-reminder-ticks';
import { askedBack, clausesOf, plainlyAsked, TELLS_ONLY } from './message-clause-asks';
import { withinOpeningQuote, withoutBracketedAside, withoutOpenerBeforeAsk, withoutTrailingRemark } from './title-tails';
import {
  capitalise,
  cleanTitle,
  hasTaskPrefix,
  isImportant,
  putInTheDiary,
  readsAsAction,
  removeSpan,
  toldAsDone,
  verbWithObject,
} from './task-title';

/** "… or just rent": a course of action opens with its verb. */
const OPENS_WITH_A_VERB = shapeOf('^#Verb');
/** "do my reminders work when …?": "do" asking about a thing that does something. */
const DOES_A_THING = shapeOf('^(do|does|did) (#Determiner|#Possessive)? #Adjective? #Noun+ #Adverb? #Verb');

/**
 * Past this many characters a message is not read for tasks: nobody dictates a task that long, and
 * reading it would cost more than the 2 ms a message may take. A labelled note or decision is still
 * kept whole.
 */
export const MAX_READ_LENGTH = 1000;
/** Several asks in one message are fine; a paste of fifty lines is not a list of tasks. */
const MAX_ASKS = 8;

const UNKNOWN: Intent[] = [{ kind: 'unknown' }];

const HELP =
  /^(?:help|help me|\?+|h|info|menu|commands|what can you do|what do you do|how does (?:this|it) work|how do i use (?:this|you|daily))$/;
/** "oops undo", "ugh, undo that": a slip said before the undo. */
const UNDO =
  /^(?:(?:oops|whoops|sorry|ugh|argh|oh no|no no|wait)[,.!]*\s+)?(?:undo|undo (?:that|it|this|last)|undo (?:the|that|my) last(?: one| change| thing)?|revert(?: (?:that|it|the last(?: one| change)?))?|take that back)$/;
const STOP =
  /^(?:stop|stopall|stop all|unsubscribe|stop (?:messages|messaging(?: me)?|texting me|texts|reminders|sending (?:me )?messages)|no more messages|opt out)(?: (?:pls|please|plz|now|thanks|thank you|thx))?$/;
/**
 * "cancel", "end", "quit" alone may stop daily's messages or may be about a task; which is asked, as
 * stopping every message is no guess to make.
 */
const STOP_OR_CANCEL = /^(?:cancel|end|quit)$/;
function stopOrCancel(word: string): Intent {
  return {
    kind: 'unclear',
    understood: `"${word}"`,
    question: 'Do you want me to stop messaging you? Reply STOP to confirm, or tell me which task to cancel.',
  };
}
const START = /^(?:start|unstop|resume|subscribe|start (?:messages|messaging(?: me)? again|again)|resume messages)$/;

const PLAN_WORDS = String.raw`(?:the\s+|my\s+|a\s+)?(?:morning\s+plans?|daily\s+plans?|plan\s+(?:every|each)\s+morning)`;
const AT_CLOCK = String.raw`(?:\s+(?:every\s+day\s+|each\s+day\s+)?at\s+(\d{1,2}(?::\d{2})?\s*(?:am|pm)?))?`;
/** "morning plan on at 7", "send me a plan every morning at 7:30", "turn on my morning plan". */
const PLAN_ON = new RegExp(
  String.raw`^(?:(?:please\s+)?(?:turn|switch)\s+on\s+${PLAN_WORDS}|${PLAN_WORDS}\s+on|(?:please\s+)?(?:send\s+me|i\s+(?:want|would\s+like)|start|give\s+me)\s+${PLAN_WORDS})${AT_CLOCK}$`,
);
/** "morning plan off", "stop the morning plan", "no more morning plans". */
const PLAN_OFF = new RegExp(
  String.raw`^(?:(?:please\s+)?(?:turn|switch)\s+off\s+${PLAN_WORDS}|${PLAN_WORDS}\s+off|(?:stop|cancel|pause|no\s+more)\s+${PLAN_WORDS})$`,
);

/** "7", "7am", "7:30pm", "07:45" as the person's local HH:MM; null when it is no clock time. */
function clockOf(words: string | undefined): string | null | undefined {
  if (words === undefined) return null;
  const clock = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm)?$/.exec(words.trim());
  if (!clock) return undefined;
  let hour = Number(clock[1]);
  const minute = Number(clock[2] ?? '0');
  if (hour > 23 || minute > 59 || (clock[3] && (hour < 1 || hour > 12))) return undefined;
  if (clock[3] === 'pm' && hour < 12) hour += 12;
  if (clock[3] === 'am' && hour === 12) hour = 0;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** "can u turn on the morning plan at 7:30?", "morning plan off please": the asking around the setting. */
const ASKED_OF_DAILY = /^(?:(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|pls\s+)?|pls\s+)/;
const COURTESY_AFTER_SETTING = /(?:\s+(?:please|pls|for me|thanks|thx|ta))+$|\s*\?+$/;

function readMorningPlan(said: string): Intent | null {
  const command = said.replace(ASKED_OF_DAILY, '').replace(COURTESY_AFTER_SETTING, '').replace(COURTESY_AFTER_SETTING, '');
  if (PLAN_OFF.test(command)) return { kind: 'morning_plan', enabled: false, time: null };
  const on = PLAN_ON.exec(command);
  if (!on) return null;
  const time = clockOf(on[1]);
  return time === undefined ? null : { kind: 'morning_plan', enabled: true, time };
}

const DECISION_LABEL = /^(?:decision|decided)\s*[:\-–]\s*([\s\S]+)$/i;
// Each opening word can be read one way only, so a long run of them fails at once.
// "i decide change the lab …" (a second language's past), "ya lo decidí, …", "…, proper decided now": a decision said less plainly.
const DECISION_SENTENCE =
  /^(?:so\s+)?(?:(?:we|i)(?:'ve|\s+have)?\s+)?(?:(?:just|finally)\s+){0,2}(?:decided|agreed|chose|settled on|made the decision)\b|^(?:ya\s+)?lo\s+decid[ií](?=[\s,.!;:]|$)|^(?:i|we)\s+decide\s+(?!(?:about|on|at|in|soon|once|together|later|tomorrow|today|tonight|when|if|whether|what|which|between|by|after|this|next|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b)[a-z]+\s|^(?!(?:please |pls |can you |could you )?(?:remind|add|move|push|shift|put|make|book|call|ring|email|text|send|cancel|delete|remove|snooze|set|change)\b)[^?]{10,200}[,.;]\s*(?:(?:it'?s|that'?s|proper|properly|finally|now|all)\s+)+decided(?:\s+now)?[.!]*$/i;
const NOTE_LABEL = /^(?:note|journal|diary|journal entry|log|note to self)\s*[:\-–]\s*([\s\S]+)$/i;
/** "note that …", "make a note that …": a note said as a sentence. */
const NOTE_SENTENCE =
  /^(?:please\s+)?(?:(?:make|add|put)\s+a\s+note|note(?:\s+down)?|jot\s+down|write\s+down|log|journal|remember(?=\s+that\s+(?!i\s+(?:need|have|must|should|want)\b)))\s+(?:(?:in\s+(?:my|the)\s+journal|to\s+(?:my|the)\s+journal)\s+)?that\s+(?!down\b)([\s\S]+)$/i;
/**
 * Where a journal sentence hands over to an ask of its own: "decided to drop the agency and remind
 * me to tell them friday". Only an explicit ask ends it, so "we decided to move the launch and call
 * the agency" stays one decision.
 */
const EXPLICIT_ASK_AFTER =
  / ?(?:[\n;]|[.!,] |(?:, ?)?(?:and (?:then |also )?|then |also |plus |& ))(?=(?:please |pls )?(?:(?:can|could) you )?(?:remind me|add (?:a |an )?(?:task|reminder|to-?do)\b|add to my list|add ?:|set (?:me |us )?(?:a )?reminder|don'?t (?:let me )?forget|to-?do ?:))/i;
const DEAR_DIARY = /^dear (?:diary|journal)\b[\s,:.!-]*([\s\S]+)$/i;

const COMPLETE =
  /^(?:all\s+)?(?:i\s+)?(?:(?:have|'ve|just)\s+)?(?:all\s+)?(?:done|did|finished|completed|ticked off|checked off|crossed off|(?:✅|✔️?|☑️?)+)(?=\s|$|[:,.!#\d])\s*(?:with\s+)?([\s\S]*)$/i;
const DEED_OF_A_NUMBER =
  /^(?:paid|sent|booked|rang|called|emailed|ordered|fixed|posted|shipped|sorted|ticked|✅|✔️?|☑️?)\s*(?:number\s+|no\.?\s*|#)?(\d{1,2})[.!]*$/iu;
const MARK_DONE =
  /^(?:(?:please|pls|kindly|can you|could you|would you)\s+)?(?:mark|tick|check|cross)\s+(?:off\s+)?([\s\S]+?)\s+(?:as\s+)?(?:done|complete|completed|finished|off)$/i;
const SUFFIX_DONE =
  /^(#?\d{1,3}(?:\s*(?:,|and|&|n|\+)\s*#?\d{1,3})*|[\p{L}][\p{L}\s'-]{0,40}?)\s+(?:is\s+|are\s+)?(?:both\s+|all\s+)?(?:done|finished|completed)$/iu;
/** "tick off 1 and 3", "cross off 2, 4": items of the list ticked by their numbers. */
const TICK_NUMBERS = /^(?:tick|check|cross|mark|strike)\s+(?:off\s+)?(#?\d{1,3}(?:\s*(?:,|and|&|n|\+)\s*#?\d{1,3})+)$/i;
const NUMBERS = /^#?\d{1,3}(?:\s*(?:,|and|&|n|\+)\s*#?\d{1,3})*$/i;
/** "one and three", "two & four": items of a list counted in words, two or more of them. */
const WORDED_NUMBERS =
  /^(?:one|two|three|four|five|six|seven|eight|nine)(?:\s*(?:,|and|&|n|\+)\s*(?:one|two|three|four|five|six|seven|eight|nine))+$/i;
/** "done this morning before the school run": when it was done, said first, names no task. */
/** "done at jiffy lube", "done over at the depot": where it was done, which names no task either. */
const WHEN_DONE_FIRST =
  /^(?:this morning|this afternoon|last night|yesterday|earlier|just now|already|before|after|at \d|(?:over |down |up |round )?at (?!\d)\S)/i;
const THAT =
  /^(?:(?:that|the|this)(?: very)? (?:last|latest|newest|new|same)(?: one)?(?: (?:i|we|you) (?:added|made|set|put in|just added))?|(?:last|latest|newest) one (?:i|we|you) (?:added|made|set|put in|just added)|it|that|this|dat|dis|him|her|them|me|us|eso|esto|the task|this one|that one|the reminder|that's|thats|it's|its|that is|it is)$/i;

const SNOOZE =
  /^(?:(?:smash|hit|press|tap|bang|slam)\s+(?:the\s+)?)?(?:sn[o0]{1,5}z(?:e|ed|ee)?|z{2,6}|hold off(?: on (?:it|that|this))?|postpone|delay(?:\s+(?:it|that))?(?:\s+by)?|push(?:\s+it)?(?:\s+back)?|remind me (?:again|later)|(?:hit|ping|nudge|buzz) me (?:again|later)|later|not now)\b\s*([\s\S]*)$/i;
const POLITE_BEFORE_SNOOZE =
  /^(?:(?:please|pls|plz|kindly|just|ok|okay)[,\s]+|(?:can|could|would) (?:you|u) (?:please |pls )?)+(?=(?:sn[o0]{1,5}z\w*|postpone|delay|push|hold off)\b)/i;
/**
 * "remind me about the uplighters again in 3 hours instead", "put off the Hendersons deposit chase by
 * 2 days": a named task's reminder put off, said as a snooze is.
 */
const REMIND_AGAIN_OF = /^((?:please |pls |can you |could you )*)remind me (?:about|of|re) (.+?) again\b(.*?)(?:,?\s+instead)?[.!]*$/i;
const PUT_OFF_NAMED =
  /^((?:please |pls |can you |could you )*)put off (?!it\b|that\b|this\b)(.+?) ((?:by|till|until|til|to|for|another) .+)$/i;

/** "bump the Caruso call 30 min", "kick the vet call back by an hour": a named task put off by a span. */
const BUMPED_BY_A_SPAN =
  /^((?:please |pls |can you |could you )*)(?:bump|kick) (?!it\b|that\b|this\b)(.+?) (?:back |on )?(?:by )?((?:\d{1,3}|an?|half an?)\s?(?:m|mins?|minutes?|h|hrs?|hours?)(?: and a half)?)[.!]*$/i;

function namedPutOff(said: string): string {
  const again = REMIND_AGAIN_OF.exec(said);
  if (again && again[3].trim()) return `${again[1]}snooze ${again[2]}${again[3]}`;
  return said.replace(PUT_OFF_NAMED, '$1snooze $2 $3').replace(BUMPED_BY_A_SPAN, '$1snooze $2 $3');
}
const SNOOZE_NUMBER = /^(?:(?:item|task|number|no\.?)\s+)?#?(\d{1,3})\s+(?=until|till|til|to|for|by)/i;
/** "snooze" alone: an hour later than the task's time, or than now when that has passed. */
const DEFAULT_SNOOZE_MINUTES = 60;

/**
 * "snooze 5": minutes, as a snooze button's number is; but with a list just sent, "snooze 2" may as
 * well name its second item, so that is asked about.
 */
function bareSnooze(amount: number, context: InterpretContext): Intent {
  const listed = context.conversation?.listed.length ?? 0;
  if ((amount >= 1 && amount <= listed) || amount === 0)
    return { kind: 'unclear', understood: 'a snooze', question: 'Which task, and for how long?' };
  return { kind: 'snooze', task: { by: 'context' }, until: null, minutes: amount };
}

/** Words that only frame a request for a list ("what's", "my", "show me"). */
const LIST_FILLER = new Set(
  "what what's is are do i have my me show list should can now tasks task todos to-dos todo to-do due on for the anything any left got plan agenda please there coming up else all whats happening planned everything this thing things stuff items i've ive let".split(
    ' ',
  ),
);
const LIST_VIEWS: Record<string, ListView> = {
  next: 'next',
  week: 'week',
  today: 'today',
  "today's": 'today',
  tomorrow: 'tomorrow',
  "tomorrow's": 'tomorrow',
  overdue: 'overdue',
  late: 'overdue',
  slide: 'overdue',
  slip: 'overdue',
  slipped: 'overdue',
};
/** Words that make "tomorrow" a question about the list rather than the answer to a reminder. */
const TOMORROW_ASKING = new Set(
  "what what's whats anything any show list tasks task todos to-dos agenda plan planned have got due happening tomorrow's".split(' '),
);
const LIST_ALONE =
  /^(?:list|tasks|my tasks|my list|my to-?dos|show (?:me )?my (?:tasks|list|to-?dos)|to-?dos|agenda|show (?:me )?(?:my )?(?:tasks|list)|what do i have|what have i got)$/;
/** Words a message may be left with once a time is taken out, for it still to be only that time. */
const TIME_ONLY_FILLER =
  /^(?:(?:ah|oh|och|ach|no|nope|nah|na|sorry|oops|um|uh|er|erm|wait|actually|hmm|hang on|hold on|lol|fat fingers|typo|my bad|i meant|meant|it'?s|its)(?:\s+|$))*(?:until|till|til|to|for|at|on|by|in|please|ok|okay|then|instead|make it|(?:move|bump|push|shift) (?:(?:it|that|this) )?(?:to|till|until)|remind me|remind me again)?(?:\s*not (?:on |at |the )?(?:today|tomorrow|tmrw|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thurs|fri|sat|sun|\d{1,2}(?::\d{2})?(?:\s?[ap]m)?|\d{1,2}(?:st|nd|rd|th)))?$/i;

/** "the VAT one", "the dentist task": the words that name it, without the word for a task. */
const REFERENCE_NOUN = /(?<=\S)\s+(?:one|task|reminder|thing|item|to-?do)$/i;

/** "yes done", "done and dusted", "done already": words around the done that name no task. */
const NAMES_NOTHING =
  /^(?:(?:yes|yep|yeah|yup|ok|okay|k|kk|okey|cool|sure|alright|aight|right|and dusted|now|already|finally|at last|just now|today|for today|for now|all|too|as well|lol|haha)[\s,!.]*)+$/i;

/** Words that never name a task on their own: "to", "please, in like", "that one for". */
const NAMING_NOTHING = new Set(
  'to in on at by for of from with like just so um uh er erm please pls plz that this it one them those these the a an and or then now later again maybe'.split(
    ' ',
  ),
);

function namesSomething(words: string): boolean {
  return words
    .toLowerCase()
    .split(/[^\p{L}\p{N}']+/u)
    .some((word) => word.length > 0 && !NAMING_NOTHING.has(word));
}

const WHICH_SNOOZED: Intent = { kind: 'unclear', understood: 'a snooze', question: 'Which task do you mean?' };

/** "remind me later about the stuff": words that point at no task in particular. */
function vaguelyNamed(task: TaskReference): boolean {
  return task.by === 'words' && pointsVaguely(task.words);
}

/**
 * "snooze 2h pls im up a ladder", "snooze 40 mins walker running late": why the snooze is wanted,
 * said after it, names no task; the snooze is of the task in view.
 */
function excuseOrTask(words: string): TaskReference {
  // "later pls, say an hour": the words around the span are only courtesy.
  if (!/[\p{L}\p{N}]/u.test(words.replace(/\b(?:please|pls|plz|say|then|ok|okay|thanks|ta|cheers)\b/gi, ''))) return { by: 'context' };
  return EXCUSE.test(words.trim()) ? { by: 'context' } : asReference(words);
}
const EXCUSE =
  /(?:^|\s)(?:i'?m|im|i am|i'?ve|ive|i will|i'?ll|we will|we'?ll|we'?re|he'?s|she'?s|they'?re|it'?s|running|stuck|busy|driving|swamped|slammed|late|on a call|in a meeting|with a client)(?:\s|$)|^(?:until|till|til) after\b|^(?:on|in|out|tied up|busy) with\s|^on (?:a|the) (?:call|phone|road|site)\b|[\p{L}'’]+(?:'s|’s| is| are| was) (?:closed|shut)\b/iu;

/** "done liao", "aye done", "bin it mate": words of a dialect or a nod around the ask, naming no task. */
const PARTICLES = /(?:^|\s)(?:liao|lah|leh|lor|sia|o|aye|na|yaar|ji|eh|ah|bro|mate|hun|fam|tho|though|nuh|bor|innit|bruv|butt)(?=\s|$)/gi;
/** "delete that she fixed it herself", "remove that, Dr Obi has it": "that" is the task, the rest says why. */
const THAT_THEN_WHY =
  /^(?:that|this|it)\s+(?:(?:she|he|they|we|i|i'm|im|you|it|its|it's|dr|mr|mrs|ms|someone|somebody|nobody)\b|\S+(?:\s+\S+)?\s+(?:has|have|had|is|are|was|were|did|does|already|just)\b|(?:the\s+)?\S+'s\s+(?:been|not|off|cancell?ed|done|over|happening)\b)/i;

function asReference(words: string): TaskReference {
  const cleaned = withoutCourtesy(words)
    .replace(PARTICLES, ' ')
    .replace(/^\s*(?:[:\-#]|the|my|a|an|with|off)\s+/gi, '')
    .replace(/[.!?,;:]+$/g, '')
    .trim()
    .replace(REFERENCE_NOUN, '');
  // "done ✅ looks gorgeous": how it looks names no task.
  if (
    !cleaned ||
    THAT.test(cleaned) ||
    THAT_THEN_WHY.test(cleaned) ||
    NAMES_NOTHING.test(cleaned) ||
    !namesSomething(cleaned) ||
    /^(?:looks?|looked|went)\b/i.test(cleaned)
  )
    return { by: 'context' };
  // "number 4", "no. 3", "item #2": a number said with the word for one is still a number.
  const numbered = /^(?:(?:number|num|no\.?|nr\.?|item|task)\s*)?#?(\d{1,3})$/i.exec(cleaned);
  if (numbered) return { by: 'number', number: Number(numbered[1]) };
  const ordinal = ordinalOf(cleaned);
  return ordinal ? { by: 'number', number: ordinal } : { by: 'words', words: cleaned };
}

/** "finished it an hour ago", "done at 6 last night": when it was done, which names no task. */
const WHEN_DONE =
  /\s+(?:(?:at|by) \d{1,2}(?::\d{2})?(?: ?[ap]m)?(?: (?:last night|this morning|yesterday|today))?|an? (?:hour|minute|min|day|week)s? ago|(?:\d{1,3}|two|three|four|five|ten|fifteen|twenty|thirty|forty|fifty) (?:hours?|minutes?|mins?|days?) ago|yesterday|last night|this morning|earlier(?: today)?|just now|already)$/i;

function completions(rest: string): Intent[] {
  // "done, moving everything to ebay": what follows a comma is a remark, not the task's name.
  const said = /^\s*[,;:—–-]/.test(rest) ? '' : ` ${rest}`.replace(WHEN_DONE, '');
  // "mark as done": the "as" of the phrase, not a task.
  const trimmed = said
    .trim()
    .replace(/[.!?]+$/g, '')
    .replace(/\s+[—–-]+$/, '')
    .replace(/^as$/i, '');
  // "la 2 y la 3", "il 2 e il 4": items counted in Spanish, Italian or French.
  const inEnglish = trimmed.replace(/\b(?:la|el|las|los|il|le|les)\s+(?=#?\d)/gi, '').replace(/(?<=\d)\s+(?:y|e|et)\s+(?=#?\d)/gi, ' and ');
  const counted = WORDED_NUMBERS.test(inEnglish)
    ? inEnglish.replace(/[a-z]+/gi, (word) => WORD_NUMBERS[word.toLowerCase()] ?? word)
    : inEnglish;
  if (NUMBERS.test(counted)) {
    const numbers = [...new Set(counted.match(/\d{1,3}/g)?.map(Number) ?? [])];
    return numbers.map((number) => ({ kind: 'complete', task: { by: 'number', number } }));
  }
  if (WHEN_DONE_FIRST.test(trimmed)) return [{ kind: 'complete', task: { by: 'context' } }];
  // "the grocery run at 7, Eataly had the good burrata": the job is named before the remark, and before when it was done.
  // "the other one, the gift aid claim": a pointer first is named by what follows it, so nothing is cut.
  const [first] = trimmed.split(/,\s|\s[—–-]\s/);
  const named = /^(?:the )?(?:other|that|this|last|first|second|third) one$/i.test(first) ? '' : ` ${first}`.replace(WHEN_DONE, '').trim();
  return [{ kind: 'complete', task: asReference(named || trimmed) }];
}

/** "did you get that?" is a question, not a task done. */
const QUESTION = /\?\s*$|^did\s+(?:you|i|we|he|she|they)\b/i;

/** "half done", "nearly finished", "not quite done": how far a job has got, not that it is done. */
const PART_DONE =
  /^(?:half|halfway|nearly|almost|partly|partially|mostly|not quite|not|never|barely|kind of|kinda|sort of|sorta|not really|not yet|not fully|not all)(?:\s|$)/i;

/** "done with exams for the morning", "the shop … finished early for the day": a stretch of work over, not a job. */
const DONE_FOR_NOW =
  /^(?:(?:i'?m|im|we'?re|all)\s+)?(?:done|finished) with\b.*\bfor (?:the|this|today'?s?) (?:morning|day|afternoon|evening|night|week|season|year|summer|winter)\b|\b(?:finished|closed|shut) early for the day\b/i;

/** "his owner says the jabs are all done": what someone else says is done, which is theirs to know, not a tick asked for. */
const SOMEONE_SAYS = /^(?:[\p{L}'-]+\s+){1,3}(?:says|said|reckons|reckoned|claims|tells me|told me)\s/iu;

const REPORT_THEN_ASK =
  /\b(?:and|so|but)\s+(?:(?:uh+|um+|erm+)\s+)?((?:i|we)\s+(?:still\s+|also\s+)?(?:need|have|gotta|got|must)\s+to\s+.+)$/i;

function readComplete(ask: string): Intent[] | null {
  if (
    QUESTION.test(ask) ||
    PART_DONE.test(ask) ||
    STILL_TO_GET_DONE.test(ask.toLowerCase()) ||
    SOMEONE_SAYS.test(ask) ||
    DONE_FOR_NOW.test(ask)
  )
    return null;
  const numberLast = NUMBER_DONE_LAST.exec(ask);
  if (numberLast) return completions(numberLast[1] ?? numberLast[2]);
  const done = COMPLETE.exec(ask);
  // "done deliberating, I'm taking the retreat": done with a way of passing time, then what comes of it.
  if (done && /^\S+ing\b[^,]*,\s*\S/i.test(done[1])) return null;
  if (done) return completions(done[1]);
  const marked = MARK_DONE.exec(ask) ?? SUFFIX_DONE.exec(ask) ?? TICK_NUMBERS.exec(ask);
  // "the hire season's done", "week's done": a stretch of time over, which ticks no job.
  if (marked && STRETCH_OF_TIME.test(marked[1].trim())) return null;
  return marked ? completions(marked[1]) : null;
}

const STRETCH_OF_TIME =
  /^(?:(?:so|ok|right|well|um+|uh+|ehm+|erm+)\s+)*(?:the |my |this |that )?(?:[\p{L}-]+ )?(?:season|week|day|month|year|term|shift|weekend|morning|afternoon|evening|night|summer|winter|spring|autumn|fall|harvest|holidays?|half-?term)(?:'?s)?$/iu;

const SNOOZE_MORE = /^(?:give me|another|in)\s+(.+)$|^(.+?)\s+more(?:\s+(?:mins?|minutes?|hours?))?$/i;

/** "kick it to tomorrow", "park that till next week", "hold that thought till 4": put off, to a time. */
const PUT_OFF =
  /^(?:kick|punt|park|leave|shelve|hold|stick|bump)\s+(?:it|that|this)(?:\s+thought)?(?:\s+(?:back|over|on))?\s+((?:till|until|til|to|for)\s+[\s\S]+|(?:a|an|one|another|two|three|a couple of|a few)\s+(?:days?|hours?|weeks?|mins?|minutes?))$/i;

const TILL_HOUR = /\b(?:til|till|until)\s+\d{1,2}(?::\d{2})?$/i;

/** "push a devlog every sunday night at 8": what is to happen again and again is a routine asked for, never a put-off. */
const RECURS =
  /\b(?:every|each)\s+(?:day|night|morning|evening|week|weekday|weekend|month|year|other|\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day)/i;

/** "call the bank", "I go post office send the parcels": an errand, said plainly or as the speaker's own plan. */
function spokenErrand(words: string): boolean {
  const said = words.trim();
  if (/^(?:i|we)\s+(?:(?:will|'ll|need to|have to|must|gotta|got to|should)\s+)?go(?:ing)?\b/i.test(said)) return true;
  const errand = said.replace(/^(?:i|we)\s+(?:(?:will|'ll|need to|have to|must|gotta|got to|should)\s+)?/i, '');
  return isTaskVerb(errand.split(' ')[0] ?? '');
}

/** "snoozed in the cab for 45", "hit snooze 3 times this morning": a nap or an alarm told of, nothing put off. */
const SNOOZE_TOLD =
  /^(?:i\s+)?snoozed (?:in|on|at|through|off|for a bit)\b|\bsnooze (?:\d+|two|three|four|five|a few|several|many) times\b/i;

function readSnooze(ask: string, context: InterpretContext): Intent | null {
  if (RECURS.test(ask) || SNOOZE_TOLD.test(ask)) return null;
  // "push the blog post live", "push the fix to prod": to publish, not to put off.
  if (/^push\s+.+?\s+(?:live|to (?:prod|production|main|master|github|staging|the site|the app store))\b/i.test(ask)) return null;
  const putOff = PUT_OFF.exec(ask);
  if (putOff) {
    const time = findTime(putOff[1], context, true);
    const left = time ? commandForm(removeSpan(putOff[1], time.index, time.text.length)) : putOff[1];
    if (!time || !TIME_ONLY_FILLER.test(left)) return null;
    return time.minutes !== null ? snoozeTo(time) : { kind: 'snooze', task: { by: 'context' }, until: time.instant, minutes: null };
  }
  const more = SNOOZE_MORE.exec(ask);
  if (more) {
    const words = more[1] ?? `${more[2]} ${/hour/i.test(ask) ? 'hours' : 'minutes'}`;
    const span = findTime(/^\d{1,3}$/.test(words.trim()) ? `${words} minutes` : words, context, true);
    if (span?.minutes && span.index === 0 && span.text.trim().length >= words.trim().length - 1)
      return { kind: 'snooze', task: { by: 'context' }, until: null, minutes: span.minutes };
  }
  const snooze = SNOOZE.exec(ask);
  if (!snooze) return null;
  let rest = withHalfSpans(snooze[1].trim());
  // "snooze that til 4": an hour after "till" is a clock time, not 4 minutes.
  if (TILL_HOUR.test(ask) && /^\d{1,2}(?::\d{2})?$/.test(rest)) rest = `at ${rest}`;
  // "hit me again in 15": minutes, with the unit left out.
  if (/^in \d{1,3}$/i.test(rest)) rest = `${rest} minutes`;
  // "till after lunch, say 3:30": the time settled on is the one said last.
  const settled = /,? (?:say|let'?s say|call it) (\S+(?: ?[ap]m)?(?: (?:today|tonight|tomorrow|tmrw|tmr))?)$/i.exec(rest);
  if (settled && findTime(settled[1], context, true)) rest = settled[1];
  let task: TaskReference = { by: 'context' };
  const numbered = SNOOZE_NUMBER.exec(rest);
  if (numbered) {
    task = { by: 'number', number: Number(numbered[1]) };
    rest = rest.slice(numbered[0].length);
  }
  const bare = /^\d{1,3}$/.test(rest) && task.by === 'context' ? Number(rest) : null;
  if (bare !== null) return bareSnooze(bare, context);
  const withHours = withExplicitHours(rest);
  const time = findTime(withHours, context, true);
  if (!time) {
    // "hold off on hiring": with no time, holding off on something is not a snooze of it.
    if (/^hold off/i.test(ask) && rest) return null;
    if (/^later\b/i.test(ask) && spokenErrand(rest)) return null;
    if (
      rest &&
      task.by === 'context' &&
      /\p{L}/u.test(rest) &&
      !/^(?:(?:till|until|to|for)\s+)?(?:it|that|this|again|later|please|pls|for now|a bit|a while|now)$/i.test(rest)
    )
      task = excuseOrTask(rest);
    if (vaguelyNamed(task)) return WHICH_SNOOZED;
    return { kind: 'snooze', task, until: null, minutes: DEFAULT_SNOOZE_MINUTES };
  }
  const left = commandForm(removeSpan(withoutRemarkAfter(withHours, time), time.index, time.text.length));
  // "snooze rent to monday": the word that led to the time is not the task's.
  const named = withoutCourtesy(left)
    // "postpone to saturday same time": the time kept, which names no task.
    .replace(/\s*\b(?:at\s+)?(?:the\s+)?same time$/, '')
    .replace(/^(?:it|that|this)\s+/, '')
    .replace(/\s+back(?:\s+by)?$/, '')
    .replace(/^(?:until|till|til|to|for|by|on|about)\s+/, '')
    .replace(/\s+(?:until|till|til|to|for|by)$/, '')
    .replace(/^(?:\p{L}+ )?(?:give|giv|gimme)(?: (?:me|us|mi))?(?: another| an extra)?$/u, '');
  // "later today call the bank": "later" opening an errand is when to do it, not a snooze of it.
  if (/^later\b/i.test(ask) && spokenErrand(named)) return null;
  // "push the 0.9.2 build to steam fri 4pm": pushed to a place, not to a time, is a job.
  if (/^push\b/i.test(ask) && /\bto\s+\p{L}/u.test(named)) return null;
  if (/^hold off/i.test(ask) && named && !TIME_ONLY_FILLER.test(named)) return null;
  if (named && task.by === 'context' && !TIME_ONLY_FILLER.test(withoutCourtesy(left)) && !/^(?:it|that|this)$/.test(named))
    task = excuseOrTask(named);
  if (vaguelyNamed(task)) return WHICH_SNOOZED;
  if (time.minutes !== null) return { kind: 'snooze', task, until: null, minutes: time.minutes };
  return { kind: 'snooze', task, until: time.instant, minutes: null };
}

/**
 * "push it to monday bor, I get paid monday", "gimme till 4 nuh, mi a serve di lunch crowd": after
 * the time, words past a comma, or any words once "it" has named the task, are a remark or a word of
 * address, not the task's name.
 */
function withoutRemarkAfter(rest: string, time: { index: number; text: string }): string {
  const end = time.index + time.text.length;
  const before = rest.slice(0, time.index);
  const after = rest.slice(end);
  if (/\b(?:it|that|this|dat|dis|dem|them)\s+(?:(?:to|till|until|til|for|by|on|at|in|back)\s+){0,2}$/i.test(before))
    return rest.slice(0, end);
  // "not now bro give me an hour got a skin fade in the chair": the time asked for is all the put-off says.
  // ("gimme half hour on the varifocals" names the task after the time).
  if (/\b(?:give|giv|gimme)\s+(?:(?:me|us|mi)\s+)?(?:another\s+|an extra\s+)?$/i.test(before) && !/^\s*(?:on|for|with|of)\b/i.test(after))
    return rest.slice(0, end);
  const comma = /[,;]|\s[-–—]\s/.exec(after);
  return comma ? rest.slice(0, end + comma.index) : rest;
}

/**
 * "at 10.30 tomorrow", "8.45 sorry": a clock written with a full stop, as in Britain. Only after a
 * word that says a time follows, or alone with the words of a correction, since elsewhere such a
 * number is as often money, a version or a date ("19.50 for the callout", "release 1.12", "20.11").
 */
const DOTTED_AFTER_AT = /\b(at|@|around|till|until|til|from|before|after)\s+([01]?\d|2[0-3])\.([0-5]\d)\b(?![\d.,%:/-])/gi;
const DOTTED_ALONE =
  /^((?:(?:no|nah|nope|oops|sorry|typo|actually|wait|make it|ok|okay|oh|um|hmm)[,!.]*\s+)*)([01]?\d|2[0-3])\.([0-5]\d)((?:[,!.]*\s+(?:sorry|soz|instead|pls|please|then|actually|thanks))*[.!]*)$/i;

function withColonClock(text: string): string {
  return text.replace(DOTTED_AFTER_AT, '$1 $2:$3').replace(DOTTED_ALONE, '$1$2:$3$4');
}

const ASKED_OF_THE_LIST = /\?\s*$|^(?:what|what'?s|whats|anything)\b/i;
/** "what can I let slide", "what's the plan today": asking what to do, which the priorities answer. */
const ASKED_WHAT_TO_DO = /\b(?:can|should|could|plan)\b/i;

function readList(command: string): Intent | null {
  if (LIST_ALONE.test(command.replace(/\s+(?:please|pls|thanks)$/, ''))) return { kind: 'list', view: 'next', day: null };
  const words = command.replace(/[?!.]/g, '').split(/\s+/);
  if (words.length > 8) return null;
  let view: ListView | null = null;
  for (const word of words) {
    const named = LIST_VIEWS[word];
    if (named) {
      if (view && view !== named) return null;
      view = named;
    } else if (!LIST_FILLER.has(word)) return null;
  }
  // "tomorrow" or "for tomorrow please" answers a reminder (a snooze); asking about it takes a word that asks.
  if (view === 'tomorrow' && !words.some((word) => TOMORROW_ASKING.has(word))) return null;
  return view ? { kind: 'list', view, day: null } : null;
}

/** "what do i have on friday?": a question about the list, never a task to add. */
const OPEN_QUESTION =
  /^(?:what|what's|when|where|who|why|how|which|is|are|am|(?:do|does|did)\s+(?:i|we|you|they|he|she|it)\b)[\s\S]*\?\s*$/i;
/**
 * "do street traders need public liability insurance", "do the bins go out tonight": "do", someone or
 * something, then what they need or do, asked without a question mark. "do the accounts" is a job.
 */
const DO_THEY_NEED =
  /^do (?:(?:the|my|our|all|most|any|street|small|new|self-employed|sole) )?(?:[\p{L}'-]+ )?[\p{L}'-]+s (?:need|have|get|pay|charge|count|go|come|open|close|take|accept|want|require|usually|still|really)\b/iu;
/** "Are you able to remind me …?": a request put as a question is still a request. */
const ASKS_FOR_A_TASK =
  /\b(?:remind(?:ing)? me|add|set (?:me |us )?(?:a )?reminder|don'?t (?:let me )?forget|make sure (?:i|we|to)|(?:pop|put|stick) (?:in )?(?:a )?reminder|(?:put|note|jot|write) down|(?:ping|nudge|get) me (?:at \S+ )?to|(?:put|pop|stick|pencil) in|(?:you|u|please|pls) schedule|(?:can|could|would) (?:you|u) (?:please |pls )?(?:sn[o0]{1,5}ze|postpone|delay))\b/i;

/** "remind me to mulch the no hold on", "ring the um wait": a job cut off before its name, and not said again. */
const CUT_OFF =
  /\b(?:the|a|an|my|our|to)\s+(?:(?:um+|uh+|er+|erm)\s+)?(?:no\s+)?(?:hold on|hang on|wait|no|sorry)[.!…]*$|\b(?:for|to|with|of|at|from|about)\s+(?:the|a|an|my|our)(?:\s+(?:today|tonight|tomorrow))?[.…]*$|^(?!.*\b(?:what|where|who|whom|which|how|why|when)\b).*\b(?:from|with|about|regarding|re)[.…]*$/i;

/** "once the guests have settled", "after my shift": when something will be, which names no job. */
const CONDITION_ONLY = /^(?:once|when|after|before|as soon as|until|till|til|whenever|if)\b/i;
/** A day things start from or last till: "from the 1st", "from monday", "till thursday", "until next week". */
const STANDS_FROM =
  /\b(?:from|till|until|til) (?:the \d|\d|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|next (?:week|month)\b|tomorrow\b|tmrw\b)/i;
/** "a week from today", "3 days from monday": a span counted from a day, which sets when a job is due. */
const NOT_SINCE = /\b(?:weeks?|days?|months?|years?|fortnight|hours?) from\b/i;

function opensOnVerb(title: string): boolean {
  const first = title.split(/\s+/)[0] ?? '';
  return isTaskVerb(first) || isPlainVerb(first) || tag(title).has(OPENS_WITH_A_VERB);
}

/** "when I'm back to call Leo" says what to do; "when we get to Boston" only when. */
function toDoSomething(title: string): boolean {
  return [...title.matchAll(/\bto\s+(\p{L}+)/gu)].some(([, word]) => /^\p{Ll}/u.test(word) && (isTaskVerb(word) || isPlainVerb(word)));
}

/**
 * ", the guy thinks the widget is broken", ", client is freaking out", ", they double booked me again", ", it fills
 * up fast", ", me and Leah always forget": a clause with its own subject and verb.
 */
const REASON_AFTER_THE_JOB =
  /\s*,\s+(?!(?:the|that|this) ones?\b)(?:(?:(?:almost|nearly|running|completely|totally|all|basically)\s+)?(?:out of|low on|short on|short of|down to)\s|(?:he|she|they|we|it|you)(?:'s|'re|'ve|'ll|'d)\s|(?:its|theyre|shes|hes|im|i'm)\s+[\p{L}]+|(?:he|she|they)\s+(?:[\p{L}'-]+\s+)?[\p{L}]+ed\s|(?:it|he|she)\s+[\p{L}]+[^\P{L}s]s\s|(?:(?:the|my|our|his|her|their|that|this)\s+)?(?:he|she|they|we|i|it|you|me and [\p{L}'-]+|[\p{L}'-]+ and (?:i|me)|[\p{L}'-]+(?:\s[\p{L}'-]+){0,2}?)\s+(?:is|are|was|were|thinks|says|said|wants|keeps|always|never|still|can'?t|won'?t|didn'?t|doesn'?t|isn'?t|aren'?t|wasn'?t|has been|have been)\s)[^,]*$/iu;

/** "… or im screwed", "… its freezing in there": a reason run on after the job with no comma before it. */
const REASON_RUN_ON = new RegExp(
  String.raw`\s+(?:or (?:i'?m|im|we'?re|were) (?:screwed|stuffed|done for|in trouble|toast|dead|finished)|(?:its|it'?s) (?:${BAD_WAY}|dead)(?: in (?:there|here)| in the [^,.;!?]{1,40})?(?: again)?)[.!]*$`,
  'i',
);

const TELLING = /\b(?:tell|telling|let [\p{L}'-]+ know|say|ask|warn|inform|update|remind (?!me\b)[\p{L}'-]+)\b/iu;
const JOB_HANGING = /\b(?:to|from|till|until|at|on|by|for|with|and|or|the|a)$/i;
/** "remind me in an hour, im on the tractor": with the reason cut, no job is left, only the asking. */
const ONLY_REMIND_ME = /^(?:remind|ping|nudge|text|buzz|poke|ask) (?:me|us)(?: again)?$/i;
const CHANGE_NOT_A_JOB = /^(?:move|push|shift|bump|cancel|delete|remove|change|swap|switch|reschedule|postpone|drop)\b/i;

/** "looks mint", "my eyes are still burning lol", "Pepper pulled the whole way": how the deed went, said after it. */
const HOW_IT_WENT =
  /^(?:(?:it|they|she|he|that|this|which)\s+)?(?:looks?|looked|went|was|were|is|are|so|such|my|our|his|her|their|absolute|proper|what|pretty|really|well|chuffed|buzzing|knackered|finally|for once|lol|haha)\b|\b[\p{L}]+ (?:held up|pulled|behaved|worked|loved it|was (?:great|good|quiet|busy|lovely|mint|fab))\b/iu;

/**
 * "finished the mural on Northdown Rd, looks mint", "done with the Flatbush walk, Pepper pulled the whole
 * way": a deed told with how it went, with no task in view or list sent, is news of the day; a task of the
 * same words is ticked only when the person says it plainly ("finished the mural").
 */
function toldAsNews(read: Intent[], text: string, context: InterpretContext): boolean {
  const state = context.conversation;
  if (state?.current || state?.pending || state?.listed.length) return false;
  if (read.length !== 1 || read[0].kind !== 'complete' || read[0].task.by !== 'words') return false;
  const remark = /,\s+(.+)$/.exec(text.trim())?.[1] ?? '';
  return remark.split(/\s+/).length >= 2 && HOW_IT_WENT.test(remark);
}

/** `explicit`: the message asks for tasks in so many words ("remind me", "add task:"), so its asks are taken as said. */
function readTask(ask: string, context: InterpretContext, explicit = false): Intent {
  if (OPEN_QUESTION.test(ask.trim()) && !ASKS_FOR_A_TASK.test(ask)) return { kind: 'unknown' };
  if (DO_THEY_NEED.test(ask.trim()) && !ASKS_FOR_A_TASK.test(ask)) return { kind: 'question', text: ask.trim() };
  if (CUT_OFF.test(ask.trim()))
    return { kind: 'unclear', understood: `"${ask.trim()}"`, question: 'It sounds like that was cut off. What should I add?' };
  // "prices go up 10% next month": a figure of one's own business set is a decision, whenever it starts.
  if (!explicit && ownFigureSet(ask)) return { kind: 'decision', text: capitalise(ask.trim()) };
  const repeating = repeatingIn(ask);
  const text = repeating ? repeating.text : ask;
  const important = isImportant(text);
  const [time, timeless] = dayAndHour(text, context);
  // "at 4:30 pm est call the client": the zone said after the time belongs to it, not to the title.
  const withoutTime = timeless.replace(
    /^(\s*)(?:est|edt|cst|cdt|pst|pdt|gmt|bst|utc|cet|uk time|ny time|london time|new york time)\b[\s,]*/i,
    '$1',
  );
  // "call the dev friday, the client is freaking out": with the time taken out, the reason after the comma
  // would run on into the title; it says why, and is no words of the job.
  const reason = time ? REASON_AFTER_THE_JOB.exec(text) : null;
  // "tell Sam friday, the venue is booked": after a telling verb the clause is what to say, and stays.
  const toldWhat = reason ? TELLING.test(text.slice(0, reason.index)) : false;
  const runOn = TELLING.test(text) ? null : REASON_RUN_ON.exec(text);
  const clause =
    time && reason && !toldWhat && reason.index > time.index ? reason[0].replace(/^\s*,\s*/, '').trim() : (runOn?.[0].trim() ?? '');
  const besideReason = clause && withoutTime.trimEnd().endsWith(clause) ? withoutTime.trimEnd().slice(0, -clause.length) : withoutTime;
  // A job left hanging on its last word ("sposta the lodge deposit to"), or a change to a task kept, is left as it was read.
  const cut = cleanTitle(besideReason);
  const keepsReason = !/[\p{L}\p{N}]{2}/u.test(cut) || JOB_HANGING.test(cut) || CHANGE_NOT_A_JOB.test(cut) || ONLY_REMIND_ME.test(cut);
  const title = keepsReason ? cleanTitle(withoutTime) : cut;
  if (!/[\p{L}\p{N}]/u.test(title)) {
    // Only a time: the answer to a reminder ("tomorrow 9"), which moves that task.
    if (time && TIME_ONLY_FILLER.test(commandForm(withoutTime))) return snoozeTo(time);
    return { kind: 'unknown' };
  }
  if (time && TIME_ONLY_FILLER.test(commandForm(withoutTime))) return snoozeTo(time);
  // "got to the site and the footing was already poured": where one got to, told; with a time ("got to the
  // bank before 4 tomorrow") or "still" it is somewhere one has to get to.
  if (!time && /^(?:(?:i|we)\s+)?got to (?:the|a|an|my|our|his|her|their)\s/i.test(text.trim())) return { kind: 'unknown' };
  // "remind me in 20": minutes, with the unit left out.
  const bareSpan = /^in (\d{1,3})$/i.exec(title);
  if (bareSpan && hasTaskPrefix(text)) return { kind: 'snooze', task: { by: 'context' }, until: null, minutes: Number(bareSpan[1]) };
  const asked = hasTaskPrefix(text);
  // "remind me at 9 tomorrow when they're in", "remind me before I cave": when, but not what, so the
  // reminder waiting is put off to that time, or what to be reminded of is asked.
  if (
    asked &&
    /^(?:when|whenever|before|after|once|if|until|till|as soon as)\s+(?:i|i'm|im|we|we're|they|they're|he|she|it|it's|you)\b/i.test(
      title,
    ) &&
    !toDoSomething(title)
  ) {
    if (time && context.conversation?.pending?.about === 'follow_up')
      return time.minutes !== null ? snoozeTo(time) : { kind: 'snooze', task: { by: 'context' }, until: time.instant, minutes: null };
    return { kind: 'unclear', understood: `"${ask.trim()}"`, question: 'What should I remind you about, and when?' };
  }
  // "thanksgiving's at my in-laws", "friday is the launch": the day is what the sentence tells of.
  if (!asked && time && /^\s*(?:'s|is|was|are|were|will be|falls|lands)\b/i.test(text.slice(time.index + time.text.length)))
    return { kind: 'unknown' };
  // "asleep til 4", "on site till 6": how long a state lasts, with nothing to do at its end.
  if (
    !asked &&
    time &&
    title.split(/\s+/).length <= 4 &&
    /\b(?:til|till|until)\s*(?:(?:at|@)\s*)?$/i.test(text.slice(0, time.index) + time.text.replace(/\d.*$/, '')) &&
    !readsAsAction(title)
  )
    return { kind: 'unknown' };
  // "remind me this evening once the guests have settled": a condition is all the title holds; with a
  // reminder waiting or a task in view it is that task put off, otherwise what to be reminded of is asked.
  if (asked && CONDITION_ONLY.test(title) && !toDoSomething(title)) {
    const inView = context.conversation?.pending?.about === 'follow_up' || Boolean(context.conversation?.current);
    if (time && time.minutes === null && inView) return snoozeTo(time);
    return { kind: 'unclear', understood: `"${ask.trim()}"`, question: 'What should I remind you about, and when?' };
  }
  // "remind me after …" whose time was not read: a title of joining words names nothing to do.
  if (asked && !namesSomething(title.replace(/\b(?:after|before|later|soon|sometime|whenever|again)\b/gi, ' ')))
    return { kind: 'unclear', understood: `"${ask.trim()}"`, question: 'What should I remind you about, and when?' };
  if (!asked && !readsAsAction(title) && !time && !twoCourses(title)) return { kind: 'unknown' };
  // "picked up the car from the detailer at 8": when a job was done, told, asks for none.
  if (!asked && !repeating && toldAsDone(title)) return { kind: 'unknown' };
  if (repeating && !asked && statesARoutine(title)) return { kind: 'unknown' };
  if (saidToSomeone(title, ask) || /^(?:do|go|have|get|make|try|see|work|say|tell|ask|think|know|mean|guess)$/i.test(title))
    return { kind: 'unknown' };
  // "do it tomorrow at 10 instead": the task talked about, given a new time, not a new task.
  if (time && time.minutes === null && IT_AGAIN.test(title) && (time.date || time.time))
    return { kind: 'reschedule', task: { by: 'context' }, date: time.date, time: time.clockSaid ? time.time : null };
  const change = changeNotJob(title, time);
  if (change) return change;
  // "new tenants in flat 2 from the 1st", "van's in the garage till thursday": how things stand from or till a day, told, with no deed to do.
  if (time && !asked && !repeating && STANDS_FROM.test(text) && !NOT_SINCE.test(text) && !opensOnVerb(title)) return { kind: 'unknown' };
  const notAJob = notANewJob(title, ask, Boolean(time));
  if (notAJob) return notAJob;
  const vague = vagueTask(commandForm(title)) ?? (asked || time ? null : unsaidMessage(commandForm(title)));
  if (vague) return { kind: 'unclear', understood: title, question: vague };
  // "please the alto", "pls the invoice": a thing asked about with no deed said, which could be anything done to it.
  if (!time && /^(?:please|pls|plz|kindly)\s+(?:the|a|an|my|our|this|that)\s+[\p{L}'-]+[.!?]*$/iu.test(ask.trim()))
    return { kind: 'unclear', understood: `"${ask.trim()}"`, question: WHAT_TO_DO };
  if (time?.clash)
    return { kind: 'unclear', understood: `"${title}"`, question: 'That weekday and date fall on different days. Which do you mean?' };
  // "from a very wet Manchester": words that open with a preposition name no job.
  if (!asked && /^(?:from|with|about|of|at|in|on|by)\b/i.test(title)) return { kind: 'unknown' };
  if (time && timeReadInPart(text, time))
    return { kind: 'unclear', understood: `"${title}"`, question: 'When should it be? Say the day and time again, like "Friday 3pm".' };
  if (
    !asked &&
    ((!readsAsAction(title) && (readsAsStatement(withoutTime) || (/[\p{L}]{2,}s\s*$/u.test(withoutTime.trim()) && saidOfSomeone(text)))) ||
      saysWhatIs(text) ||
      someoneElseWill(text))
  )
    return { kind: 'unknown' };
  // "the one from yesterday": a new task is never due on a day already gone.
  if (time?.date && time.date < localDate(context))
    return { kind: 'unclear', understood: `"${title}"`, question: 'That day has already passed. When should it be?' };
  // "this morning at 6" said at noon: a new task is never due in the past, so it is asked about; so is
  // "fixed three punctures this morning" said at three, a part of the day long gone.
  const gone = time?.clockSaid ? 60_000 : 3 * 60 * 60_000;
  if (time && (time.clockSaid || time.time) && !repeating && Date.parse(time.instant) < context.now.getTime() - gone)
    return { kind: 'unclear', understood: `"${title}"`, question: 'That time has already passed today. When should it be?' };
  const due = time?.instant ?? null;
  const task: NewTask = {
    kind: 'add_task',
    title: title.slice(0, 200),
    due: repeating ? firstOccurrence(routineHour(due, repeating.repeat, text, time, context), repeating.repeat, context, time?.text) : due,
    important,
    repeat: repeating?.repeat ?? null,
  };
  // "swim gala sat", "school inset day on the 20th": an event named with its day tells of the day; nothing is to be done.
  // A word that can be a verb opens a job only with its object after it ("host the party saturday"), not "bike festival".
  if (!asked && time && !repeating && !readsAsAction(title) && !verbWithObject(title) && EVENT_NAME.test(title)) return { kind: 'unknown' };
  // "the dentist friday at 3": a thing pointed at with "the" may be one already on the list, so it is offered.
  if (!asked && time && /^the\s/i.test(title)) return offer({ ...task, title: capitalise(title.replace(/^the\s+/i, '')) });
  // "launching the new candle on friday" tells what is under way, and is offered; "sold out of the
  // advent boxes in 3 hours!" tells what happened, and asks for nothing.
  // "Priya 3pm", "van at 8": one word and a time, which say who or what but not what is to be done. A
  // word that names somewhere one goes at a time ("dentist friday 3pm", "gym at 7") is the plan itself.
  const word = withoutTime.trim();
  const oneWord = /^\p{L}[\p{L}'-]*$/u.test(word) && !readsAsAction(title) && !APPOINTMENT.test(word);
  if (!asked && !explicit && time && oneWord && (!repeating || /^\p{Lu}/u.test(word))) return offer(task);
  // "Hughes completion friday", "Okafor consult 2pm": someone's name and what it is, with a time: a diary entry told, offered.
  if (!asked && !explicit && time && !repeating && NAMED_DIARY_ENTRY.test(word) && !isTaskVerb(word.split(' ')[0].toLowerCase()))
    return offer(task);
  const told = !asked && !explicit ? (newsVerb(title) ?? someoneDid(withoutTime) ?? somethingHappened(title)) : null;
  if (told === 'past') return { kind: 'unknown' };
  if (told === 'under way') return offer(task);
  // "call about the thing at the place", "remind me about whatever it was Greg said": asked for, but of nothing named.
  if (namesNothing(title)) return { kind: 'unclear', understood: `"${title}"`, question: NAME_IT };
  const plainly = (asked || readsAsAction(title) || namesAJob(title)) && (asked || !onlyPointsAt(title));
  // A hedge ("text Ana or Raj, don't mind") is left to the last check, which offers the job back.
  // "get the quote to the Smiths otherwise we lose the job": what happens if it is not done does not make the job loose.
  const unlessDone = title.replace(/,?\s+(?:otherwise|or else)\s+\S.*$/i, '');
  if (plainly && (explicit || EXPLICIT_REQUEST.test(text) || HEDGED_TASK.test(text) || !loosely(unlessDone))) return task;
  // "Steering committee deck for Brantley, due Thursday COB": a deadline set apart after a thing makes it one to deliver.
  if (time && /[,;(—–]\s*due\b/i.test(ask) && !loosely(title)) return task;
  // "shop was dead today, 3 customers": how something was, with a count beside it, goes to the gate, which reads how it was.
  if (!asked && howItWas(title)) return task;
  const offered = offerable(task);
  return offered ? offer(offered) : { kind: 'unclear', understood: `"${ask.trim()}"`, question: 'What would you like me to do with it?' };
}

/** Words that name no thing in particular: a title made only of these (and a verb) says nothing to do. */
const VAGUE_WORDS = new Set(
  'thing things stuff place places whatever something someone somebody somewhere whatsit thingy thingamajig bits it that this there one those these'.split(
    ' ',
  ),
);
const FUNCTION_WORDS = new Set('the a an about at on in to for of with from re some my our his her their that this'.split(' '));

/** Words that point back at a job named before: with nothing named, they name nothing. */
const ANAPHORS = new Set('that this those these one ones same'.split(' '));
const POINTING_ONLY = new Set([...ANAPHORS, ...'it them all both out up off over me us for of with'.split(' ')]);

function namesNothing(title: string): boolean {
  const words = title
    .toLowerCase()
    .replace(/[^\p{L}\s']/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (words[0] === 'whatever' || words[0] === 'whatsit') return true;
  const rest = isTaskVerb(words[0] ?? '') ? words.slice(1) : words;
  // "I'll remember later": a promise to oneself with nothing named to remember.
  if (/^(?:remember|forget)(?: (?:it|that|this|later|tomorrow|the rest|the rest later))?$/.test(words.join(' '))) return true;
  // "do the thing before the board mtg": the thing is named only by when it is due.
  if (rest !== words && /^(?:the|that) (?:thing|stuff) (?:before|after|by|for|at|on|till|until)\b/.test(rest.join(' '))) return true;
  // "ring the lad about the thing", "ask Marco about that": who is named, but not what it is about.
  if (
    rest !== words &&
    /^(?:[\p{L}']+ ){1,3}(?:about|re|regarding) (?:the thing|that thing|that|this|it|the stuff|that stuff|stuff)$/u.test(rest.join(' '))
  )
    return true;
  // "I'll do it on board": doing "it" somewhere names no job of its own.
  if (words[0] === 'do' && /^(?:it|that|this)(?: (?:on|in|at|from|when|once|after|before|later)\b.*)?$/.test(rest.join(' '))) return true;
  // "sort that one out for us", "do the same for all of them": the job is only pointed at, with nothing in view to point to.
  // "tell them", said after the agency was named, points at what the message named before, and is kept.
  if (
    rest !== words &&
    rest.length > 0 &&
    rest.every((word) => POINTING_ONLY.has(word) || FUNCTION_WORDS.has(word)) &&
    rest.some((word) => ANAPHORS.has(word))
  )
    return true;
  const content = rest.filter((word) => !FUNCTION_WORDS.has(word));
  return (
    rest.length > 0 &&
    content.length > 0 &&
    content.every((word) => VAGUE_WORDS.has(word)) &&
    content.some((word) => /thing|stuff|place|whatever|something|whatsit|bits/.test(word))
  );
}

/**
 * "Hughes completion", "Okafor consult": a capitalised name, then a word for an appointment held about a client
 * ("Team meeting", "Client call" and "Piano lesson" are jobs of their own, and stay tasks).
 */
const NAMED_DIARY_ENTRY =
  /^\p{Lu}\p{Ll}[\p{L}'-]*(?:'s)? (?:completion|consult|consultation|hearing|intake|viewing|deposition|mediation|signing|exchange|fitting|assessment)$/u;
/** Where one goes at a set time: said with the time, the appointment is the task. */
const APPOINTMENT =
  /^(?:dentist|doctors?|gp|optician|gym|haircut|hairdressers?|barbers?|physio|chiro|osteo|therapy|therapist|counselling|massage|yoga|pilates|spin|swim|swimming|training|class|lesson|lessons|standup|stand-up|meeting|interview|appointment|appt|checkup|check-up|scan|vaccine|jab|dinner|lunch|breakfast|brunch|drinks|coffee|date|call|webinar|workshop|retro|review|rehearsal|practice|football|tennis|run)$/i;

const SHALL_I_ADD = 'Shall I add it?';
const NAME_IT = "Who or what do you mean? Say it with the name and I'll add it.";
const WHAT_TO_DO = 'What would you like me to do with it?';
/** "hedges… bryn or ty mawr, one of em": two things named and not knowing which. */
const ONE_OF_THE_TWO = /\bor\b.*[, ]one of (?:them|em|those|the two|both)$/;

/**
 * "the mower... or strimmer", "booker or bestway idk", "the Mills one or the Khan one", "maybe call Beth?
 * or email": two things named without knowing which, or what is to be done about them. A choice
 * weighed ("lease the van or buy", "teemill or printful, cant decide") says what it is.
 */
function unsureWhich(plain: string, text: string): boolean {
  if (ONE_OF_THE_TWO.test(plain)) return true;
  // "dentist the 3rd or 4th, whichever": two times for one job, which the readers of times ask about.
  if (
    !/\bor\b/.test(plain) ||
    plain.split(' ').length > 9 ||
    /\d|\b(?:mon|tues?|wed|thur?s?|fri|sat|sun)(?:day|nesday|urday)?\b/.test(plain)
  )
    return false;
  return (
    /(?:\.\.+|…)\s*or\b/i.test(text) ||
    /^maybe\b[^?]*\?\s*or\b/i.test(text.trim()) ||
    /\bor (?:whatever|maybe not)$|\b(?:idk|not sure|dunno|whichever(?:'?s| is)?(?: first)?|whoever(?:'?s| is)?(?: first)?)$/.test(plain) ||
    /^the \S+(?: \S+)? or the \S+(?: \S+)?$/.test(plain)
  );
}

/** A part of a ramble that told of something: not understood, or a thing named with no verb offered back. */
function onlyToldOf(intent: Intent): boolean {
  if (intent.kind !== 'unclear') return false;
  if (intent.question === WHAT_TO_DO) return true;
  return intent.question === SHALL_I_ADD && (intent.offer ?? []).every((task) => !readsAsAction(task.title));
}

/** A task the message seems to mean but does not plainly ask for: offered, made only on a yes. */
function offer(task: NewTask): Intent {
  return { kind: 'unclear', understood: `"${task.title}"`, question: SHALL_I_ADD, offer: [task] };
}

/** "maybe the optician sometime": the job mused about is offered as it would be read without the doubt. */
function offerMused(unclear: Extract<Intent, { kind: 'unclear' }>, text: string, context: InterpretContext): Intent {
  const job = withoutHedging(text);
  const read = readTask(job, context);
  const task: NewTask | undefined =
    read.kind === 'add_task'
      ? read
      : read.kind === 'unclear'
        ? read.offer?.[0]
        : { kind: 'add_task', title: cleanTitle(job), due: null, important: false, repeat: null };
  const offered = task ? offerable(task) : null;
  return offered ? { ...unclear, offer: [offered] } : unclear;
}

/**
 * "call you later", "see you at 3", "meet me at 3?": said to the person at the other end, not a job
 * for daily to keep; as is a verb with nothing to do it to ("thanks, will do").
 */
function saidToSomeone(title: string, ask: string): boolean {
  return (
    /^\S+ (?:you|u|ya)\b/i.test(title) ||
    (/^\S+ me\b/i.test(title) && /\?\s*$/.test(ask)) ||
    // "give me till 9", "ping me again later": asked of daily itself, never a job to keep.
    /^(?:give|hit|ping|ask|tell|show|let|catch|nudge|bug|poke) me\b|^gimme\b/i.test(title) ||
    // "…, write that down": asked of daily, to keep what was said.
    /^(?:write|note|jot|put|take) (?:that|this|it) down\b/i.test(title)
  );
}

const IT_AGAIN =
  /^(?:(?:nah|no|nope|ah|oh|ok|okay|um|uh|erm|hmm|actually|then|just|wait|sorry|oops|nvm|never ?mind|let'?s|lets|can we|could we)\s+)*(?:do|finish|get|sort|handle|tackle|have|put|move|push|make) (?:it|that|this)(?: (?:instead|then|done|back|please|pls|next|earlier|sooner|later))*$/i;
/** "correction: …", "change that to …": words about a task already there, which no new task is named by. */
const ABOUT_A_TASK_IN_VIEW = /^(?:correction\b|(?:change|move|push|shift|switch|make|bump) (?:it|that|this)\b)/i;
/** A change said with nothing to change to: "rename the yard visit", "change the time", "sort the saturday one". */
const CHANGE_WITH_NOTHING =
  /^(?:(?:rename|retitle) (?!.*\bto\b)|(?:change|move|shift|edit|amend) (?:the )?(?:time|date|day|name|title)$|(?:change|sort|move|shift|edit|fix|redo) the [\p{L}\d']+ one$)/iu;
/** "learn to switch off", "get my life together": how someone wants to be, not a job for a list. */
const HOW_TO_BE =
  /^(?:learn(?:ing)? to|get(?:ting)? better at|be (?:more|less|better)|(?:get|sort|put|figure) (?:my|our) (?:whole )?(?:life|lives|act|head|shit|stuff|sh\*t) (?:together|out|in order|straight)|switch off|chill(?: out)?|relax more|stop (?:procrastinating|overthinking|worrying|stressing|doomscrolling)|(?:breathe|lie (?:down|on the floor)|(?:have|take) a breather|scream(?: into a pillow)?|cry|hide(?: under a rock| for a week| away)?|sleep for (?:a week|a year|days))(?=$|[.!]| for a (?:bit|while|week|minute)))/i;
/** "buy the lathe now or wait for the sale": doing it or holding off is a choice to weigh, not a task. */
const TWO_WAYS = /^(\S+)\b.*?\s+or\s+(?:(?:just|maybe|should i|do i)\s+)?(\S+)/i;

/**
 * "take on an apprentice or go solo another year": two courses of action, each a verb with more
 * than its object, are a choice to weigh; "call Tom or email Sarah" is one job done either way.
 */
/** "… or just rent": the adverb before a course, which is not its verb. */
const COURSE_ADVERB = /^(?:just|simply|maybe|instead|rather)\s+/i;

function twoCourses(title: string): boolean {
  const sides = title.split(/\s+or\s+/i);
  if (sides.length !== 2) return false;
  const sizes = sides.map((side) => side.trim().split(/\s+/).length);
  if (Math.min(...sizes) < 2 || sizes[0] + sizes[1] < 5) return false;
  return sides.every((side) => {
    // "… or just rent": the adverb before the second course is not its verb.
    return opensOnVerb(side.trim().replace(COURSE_ADVERB, ''));
  });
}

/**
 * "cancel the boatyard call", "call off the tasting menu prep": the thing cancelled may be a task on
 * the list, to take off, or a booking elsewhere, to cancel: asked, never guessed.
 */
const CANCELS_A_BOOKING =
  /^(?:cancel|call off|scrap|drop|bin|ditch|axe|pull|get rid of) (?:(?:the|my|our|that|this|tomorrow'?s|today'?s|[\p{L}']+'s) )?(?:[\p{L}'-]+ ){0,4}(?:call|meeting|appointment|appt|session|booking|prep|lesson|class|visit|shoot|job|viewing|consultation|catch-?up|sync|interview|slot|chat|review|run|delivery|pickup|pick-?up|test|exam|clean|clean-?up|chase|demo|fitting|tasting|survey|inspection|walk-?through|call-?back|stream|check)$/iu;

/** Words of calling something off, which are no errand of their own unless asked as one ("remind me to cancel the gym"). */
const TAKES_OFF = /^(?:cancel|kill|nix|axe)\s/i;
/** "cancel the netflix trial", "cancel my gym membership": something signed up for, whose cancelling is an errand. */
const SIGNED_UP_FOR =
  /\b(?:trial|subscription|sub|membership|gym|account|plan|policy|insurance|contract|lease|order|store|direct debit|dd|standing order|booking|card)s?\b/i;

/** "ring whatshisname about the thing", "thingy with the lads": words that stand in for a name not said. */
const STAND_IN =
  /\b(?:thingy|thingie|thingamajig|thingamabob|thingummy|whatsit|whatsits|whatchamacallit|whatshisname|whatsisname|whatshername|whatsername|whatshisface|whatsherface|what'?s his name|what'?s her name|what'?s his face|what'?s her face|so-and-so|doodah|wotsit|wotsisname)\b|^\S+ (?:the|that|this) (?:thing|stuff)$/i;
/** "test centre is shut over christmas", "the yard's closed monday": how a place or thing is, said, not asked. */
const STATE_OF_A_PLACE =
  /^(?:the |my |our |their )?(?:[\p{L}'-]+ ){0,3}?[\p{L}'-]+(?:(?: is|'s| are|'re| will be| was| were) (?:shut|closed|open|off|fully booked|booked up|sold out|on holiday|away|empty|full)| (?:closes|opens|shuts|shut|closed)(?: early| late)?)(?: (?:over|on|until|till|til|for|from|at|in|all|this|next|the)\b.*)?$/iu;

/** "need to think about the Adeyemi flat": a thing still being turned over, which may or may not become a job. */
const MULLING = /^(?:have a )?(?:think|thinking|mull|mulling|ponder|pondering|chew|chewing) (?:about|over|on|through) \S/i;
/** "just so you know the van's in tomorrow", "fyi …": said to inform, unless an ask comes with it. */
const ONLY_TELLING = /\b(?:just so (?:you|u|ya) know|just to let (?:you|u) know|fyi|for your info(?:rmation)?|heads up)\b/i;

/** "you can remind me by phone call also?": how daily reminds, asked, which is no job. */
const BY_WHAT_MEANS =
  /^(?:by|via|through|over|with|on) (?:a )?(?:phone(?: call)?|call|email|e-mail|sms|text|whatsapp|voice(?: note)?|message|telegram)\b/i;

/** "keep waking up", "keep forgetting the float": what happens again and again, which no list can do. */
const KEEPS_HAPPENING =
  /^keep (?:on )?(?:waking|forgetting|worrying|thinking|dreaming|losing|missing|panicking|overthinking|crying|falling|dropping|running late|getting (?:ill|sick|stuck|lost|it wrong))\b/i;
/** "stall so quiet", "van too full": a thing, then how it is, with no verb to do. */
const HOW_A_THING_IS = shapeOf('^#Determiner? #Noun+ (so|too|really|very|dead|proper|well) #Adjective');
/** The words HOW_A_THING_IS turns on, looked for first: tagging every title for them costs more than it finds. */
const HOW_WORD = / (?:so|too|really|very|dead|proper|well) /i;
/** A title whose time was cut out after "till", said of someone not to be had till then. */
const NOT_HAD_TILL = new RegExp(
  String.raw`^(?!(?:do not|don'?t|dont)\b)(?:[\p{L}'-]+ ){0,4}${NOT_SAID}(?: [\p{L}'-]+){0,3} (?:til|till|until)$`,
  'iu',
);
/** "misread the email", "misheard him": a slip owned, which nobody keeps as a job. */
const SLIP_OWNED = /^mis(?:read|heard|typed|spelt|spelled|counted|understood|remembered|dialled|dialed|quoted|labelled|labeled)\b/i;

function notANewJob(title: string, ask: string, timed = false): Intent | null {
  if (BY_WHAT_MEANS.test(title)) return { kind: 'question', text: ask.trim() };
  // "I'll do it once the kids are down": a promise about the task in view, with no new job in it.
  if (!timed && PROMISED_LATER.test(title)) return { kind: 'unknown' };
  if (SLIP_OWNED.test(title)) return { kind: 'unknown' };
  // "the Hendersons dont pick up til noon", with no reminder waiting: when someone is to be had, told, no job.
  if (NOT_HAD_TILL.test(title)) return { kind: 'unknown' };
  // "keep waking up at 4am thinking about the offer", "stall so quiet today": how things keep going or how they are, felt.
  if (KEEPS_HAPPENING.test(title) || (HOW_WORD.test(title) && tag(title).has(HOW_A_THING_IS)))
    return { kind: 'small_talk', what: 'feeling' };
  if (ONLY_TELLING.test(ask) && !hasTaskPrefix(ask) && !/\b(?:remind|add|need to|have to|don'?t forget|can you|please|pls)\b/i.test(ask))
    return { kind: 'unknown' };
  if (MULLING.test(title))
    return { kind: 'unclear', understood: `"${title}"`, question: 'Shall I add it as a task, or are you still thinking it over?' };
  if (STAND_IN.test(title)) return { kind: 'unclear', understood: `"${title}"`, question: NAME_IT };
  if (
    STATE_OF_A_PLACE.test(title) &&
    !hasTaskPrefix(ask) &&
    !/^(?:check|see|make|tell|email|text|post(?! office)|confirm|ask|let|find|ensure|note|say|call|ring|phone|message|inform|warn|double-check|update|announce|put)\b/i.test(
      title,
    )
  )
    return { kind: 'unknown' };
  // "…spelt her name wrong, call it 'call Siobhan'": the quoted words are the task's new name.
  const named = /^(?:call|name) it\s+["“'‘]([^"“”'‘’]{2,120})["”'’]$/i.exec(title.trim());
  if (named) return { kind: 'rename', task: { by: 'context' }, title: capitalise(named[1].trim()) };
  // "cancel the collab stream w kayla", "get rid of mic cable check": taking something off, said bare, may be of
  // a task or of a booking elsewhere; asked, never added.
  if (
    CANCELS_A_BOOKING.test(title) ||
    (TAKES_OFF.test(title) && !timed && !hasTaskPrefix(ask) && !/[,;]|\band\b/.test(ask) && !SIGNED_UP_FOR.test(title))
  )
    return { kind: 'unclear', understood: `"${title}"`, question: 'Should I take that off your list, or add it as a task to do?' };
  if (ABOUT_A_TASK_IN_VIEW.test(title) || (CHANGE_WITH_NOTHING.test(title) && !hasTaskPrefix(ask)))
    return { kind: 'unclear', understood: 'a change to a task', question: 'Which task do you mean, and what should change?' };
  if (
    HOW_TO_BE.test(title) ||
    (/\b(?:lol|lmao|haha+|😂|🙃|🤦)\W*$/iu.test(ask) && /^(?:i|we)\s+(?:should|need|must|gotta|have to)\b/i.test(ask.trim()))
  )
    return { kind: 'small_talk', what: 'feeling' };
  const ways = TWO_WAYS.exec(title);
  if (
    ways &&
    !/\b(?:perhaps|maybe|whichever|either|whatever)\b/i.test(ask) &&
    ((isTaskVerb(ways[1]) && /^(?:wait|hold|leave|skip|keep|put)$/i.test(ways[2])) ||
      // "online tutoring only or keep the in-person centre": a change weighed against keeping things as they are.
      (/^(?:keep|stick|stay|carry)$/i.test(ways[2]) &&
        title
          .split(/\s+or\s+/i)[0]
          .trim()
          .split(/\s+/).length >= 2) ||
      // "renew in NJ only or also get NY": one course alone weighed against it and another.
      /\bonly\s+or\s+(?:also|both)\b/i.test(title) ||
      twoCourses(title))
  ) {
    const [first, second] = title.split(/\s+or\s+/i);
    const options = [first, second ?? ''].map((side) => capitalise(side.trim().replace(COURSE_ADVERB, '')));
    return { kind: 'dilemma', question: ask.trim(), options: options.filter(Boolean) };
  }
  return null;
}

/** "do it once the kids are down", "do that when I'm back": when the person will get to what is in view. */
const PROMISED_LATER = /^do (?:it|this|that|them) (?:once|when|after|as soon as|whenever)\b/i;

/**
 * Names of occasions and of the weather, which a day said with them dates rather than asks for,
 * wherever they are held ("bike festival in the park next saturday", "snow forecast thursday").
 */
const EVENT_NAME =
  /\b(?:day|holiday|holidays|break|half[- ]term|inset day|night|fair|festival|market|show|party|wedding|concert|gala|match|launch|opening|recital|assembly|nativity|sports day|open day|parade|carnival|marathon|fireworks|forecast|storm|snow|heatwave|frost|strike)(?:\s+(?:in|at|on|by|down)\s+(?:the\s+)?[\p{L}'-]+(?:\s+[\p{L}'-]+){0,2})?$/iu;

/** "shift the florist call to", "swap it to": a verb of moving whose new time was read out of it. */
const MOVED_TO = /^(?:shift|swap|move|push|bump|reschedule|postpone|switch|change|put|slide)\s+(.+?)\s+(?:to|till|until|for)$/i;
/** "cancel the standup notes reminder": a reminder or task named as one, let go of. */
const TASK_LET_GO = /^(?:cancel|delete|remove|scrap|drop|bin|ditch)\s+(?:the\s+|my\s+)?(.+?)\s+(?:reminder|task|to-?do)$/i;

/**
 * A title that is a change to a task already there, whose time the reader took out: never a new
 * task called "Shift the florist call to" or "Cancel the standup notes reminder".
 */
function changeNotJob(title: string, time: FoundTime | null): Intent | null {
  const moved = MOVED_TO.exec(title);
  // "put the rota review in for monday": into the diary, a new job; "put the rota review to monday" moves one.
  const putIn = moved !== null && putInTheDiary(title, moved[1]);
  if (moved && !putIn && time && time.minutes === null && (time.date || time.clockSaid))
    return { kind: 'reschedule', task: referenceIn(moved[1].toLowerCase()), date: time.date, time: time.clockSaid ? time.time : null };
  const letGo = TASK_LET_GO.exec(title);
  return letGo ? { kind: 'remove', task: referenceIn(letGo[1].toLowerCase()) } : null;
}

function snoozeTo(time: NonNullable<ReturnType<typeof findTime>>): Intent {
  if (time.minutes !== null) return { kind: 'snooze', task: { by: 'context' }, until: null, minutes: time.minutes };
  return { kind: 'snooze', task: { by: 'context' }, until: time.instant, minutes: null };
}

/** The person's date today, as YYYY-MM-DD. */
function localDate(context: InterpretContext): string {
  return localParts(context.now.getTime(), safeTimeZone(context.timeZone)).date;
}

/** A clock said with its half of the day, or a part of the day that settles it. */
const HALF_OF_DAY = /\d\s*(?:am|pm|a\.m|p\.m)\b|\b(?:morning|afternoon|evening|night|tonight|noon|midday|midnight)\b|\d{2}:\d{2}/i;

/**
 * "every weekday at 7:30 check the rota", read at 3pm: chrono takes the coming 7:30, this evening,
 * only because this morning's has gone. A daily routine keeps the hour it had this morning.
 */
function routineHour(
  due: string | null,
  repeat: Recurrence,
  text: string,
  time: FoundTime | null,
  context: InterpretContext,
): string | null {
  if (due === null || !time?.clockSaid || (repeat.every !== 'day' && repeat.every !== 'weekday')) return due;
  if (HALF_OF_DAY.test(time.text) || HALF_OF_DAY.test(text.replace(/\b0\d:\d{2}/, ''))) return due;
  let instant = Date.parse(due);
  const wall = localParts(instant, safeTimeZone(context.timeZone));
  const hour = Number(wall.time.slice(0, 2));
  if (hour < 17 || hour > 23 || wall.date !== localDate(context)) return due;
  instant -= 12 * 60 * 60 * 1000;
  if (instant < context.now.getTime()) instant += 24 * 60 * 60 * 1000;
  return new Date(instant).toISOString();
}

/** A day said by its date ("the 20th", "20/11", "Dec 4"), not by its name in the week. */
const DATED = new RegExp(String.raw`\b\d{1,2}(?:st|nd|rd|th)\b|\b\d{1,2}[/.-]\d{1,2}\b|\b${MONTH_NAME}\b`, 'i');

/** "every weekday at 9" read on a Friday evening starts on Monday, not on Saturday. */
function firstOccurrence(due: string | null, repeat: Recurrence, context: InterpretContext, said = ''): string | null {
  // "every wednesday at 4" said on a Wednesday at 3: the first one is today's, still to come. A day
  // said by its date ("every 6 weeks starting the 20th") is the first one itself.
  const weekEarlier = due === null || DATED.test(said) ? NaN : Date.parse(due) - 7 * 24 * 60 * 60 * 1000;
  if (repeat.every === 'week' && weekEarlier > context.now.getTime()) return new Date(weekEarlier).toISOString();
  if (due === null || repeat.every !== 'weekday') return due;
  let instant = Date.parse(due);
  for (let step = 0; step < 3; step++) {
    const weekday = new Date(instant + zoneOffsetMs(instant, safeTimeZone(context.timeZone))).getUTCDay();
    if (weekday !== 0 && weekday !== 6) break;
    instant += 24 * 60 * 60 * 1000;
  }
  return new Date(instant).toISOString();
}

function readAsk(ask: string, context: InterpretContext, explicit = false): Intent[] {
  const text = withExplicitHours(fixTypos(ask));
  const command = commandForm(text);
  if (!command) return UNKNOWN;
  const list = readList(command);
  if (list) return [list];
  const journal = readLabelled(text.trim()) ?? readJournalSentence(text.trim());
  if (journal) return [journal];
  if (DONE_DELIBERATING.test(text) || /^done deal\b/i.test(text.trim())) return UNKNOWN;
  // "just finished at the school and i need to order …": a report that leads into an ask; the ask is the job.
  const handsOver = REPORT_THEN_ASK.exec(text);
  if (handsOver && COMPLETE.test(text)) return splitAsks(handsOver[1], MAX_ASKS).flatMap((part) => readAsk(part, context, true));
  // "paid #2", "✅ 3": a deed told of an item of the list, by its number.
  const deedOfNumber = DEED_OF_A_NUMBER.exec(text.trim());
  if (deedOfNumber) return [{ kind: 'complete', task: { by: 'number', number: Number(deedOfNumber[1]) } }];
  // "done ✔️", "vat return done ✅": a tick beside the words adds nothing to them.
  const complete = readComplete(text.replace(MARKS, ' ').trim() || text.trim());
  if (complete && toldAsNews(complete, text, context)) return [{ kind: 'small_talk', what: 'acknowledgement' }];
  if (complete) return complete;
  const removed = removedOnItsDay(text);
  if (removed) return [removed];
  // "10am new york time": times are read on that clock, and the words naming it leave the title.
  const zoned = namedZone(text);
  const timeContext = zoned.timeZone ? { ...context, timeZone: zoned.timeZone } : context;
  // "please snooze the tiles reminder for 3 hours": the asking is no part of what is put off.
  const snooze = readSnooze(namedPutOff(zoned.text.trim()).replace(POLITE_BEFORE_SNOOZE, ''), timeContext);
  if (snooze) return [snooze];
  // "every tuesday and thursday at 10 …", "call Jo on tuesday and thursday": a job for each day said, when each reads as one.
  const onDays = onEachDay(zoned.text)?.map((part) => readTask(part, timeContext, explicit));
  if (onDays?.every((intent) => intent.kind === 'add_task')) return onDays;
  const weekly = weeklyOnPluralDay(zoned.text);
  if (weekly) {
    const repeated = readTask(weekly, timeContext, explicit);
    if (repeated.kind === 'add_task' && repeated.repeat) return [repeated];
  }
  return [readTask(zoned.text, timeContext, explicit)];
}

/** "decision: …", "note: …", "dear diary, …": the whole message is the entry, as written. */
function readLabelled(text: string): Intent | null {
  const decision = DECISION_LABEL.exec(text);
  if (decision) return { kind: 'decision', text: capitalise(decision[1].trim()) };
  const note = NOTE_LABEL.exec(text) ?? DEAR_DIARY.exec(text);
  if (note) return { kind: 'journal_note', text: capitalise(note[1].trim()) };
  return null;
}

/** "decided to …", "note that …": an entry said as a sentence ("note that we decided …" is a decision). */
function readJournalSentence(text: string): Intent | null {
  if (NOTHING_DECIDED_YET.test(text)) return null;
  if (DECISION_SENTENCE.test(text)) return { kind: 'decision', text: capitalise(text) };
  const note = NOTE_SENTENCE.exec(text);
  if (!note) return null;
  const said = capitalise(note[1].trim());
  return DECISION_SENTENCE.test(said) ? { kind: 'decision', text: said } : { kind: 'journal_note', text: said };
}

/**
 * A message that opens with a journal sentence keeps it whole, up to an explicit ask of its own
 * ("… and remind me to …"), which is then read like any other message.
 */
/**
 * Typos mended in a message's opening words only, where a label or a journal sentence is looked for.
 * The opening ends at a word's end: cut inside "january", "januar" would be mended to "january" and
 * the "y" left after it.
 */
function withOpeningTyposFixed(text: string): string {
  const end = text.length <= 40 ? text.length : 40 + Math.max(0, text.slice(40).search(/\s|$/));
  return fixTypos(text.slice(0, end)) + text.slice(end);
}

function readOpeningJournal(text: string, context: InterpretContext): Intent[] | null {
  const opening = withOpeningTyposFixed(text);
  if (!DECISION_SENTENCE.test(opening) && !NOTE_SENTENCE.test(opening)) return null;
  // A long entry is kept whole, as a labelled one is: only a message short enough to read for asks is split.
  const handover = opening.length > MAX_READ_LENGTH ? null : EXPLICIT_ASK_AFTER.exec(opening);
  const entry = readJournalSentence(handover ? opening.slice(0, handover.index).trim() : opening);
  if (!entry) return null;
  if (!handover) return [entry];
  const rest = opening.slice(handover.index + handover[0].length);
  const asks = rest.length > MAX_READ_LENGTH ? [] : splitAsks(rest, MAX_ASKS - 1).flatMap((ask) => readAsk(ask, context));
  return [entry, ...asks.filter((intent) => intent.kind !== 'unknown')];
}

function readWhole(command: string): Intent | null {
  if (HELP.test(command) || command === '?') return { kind: 'help' };
  if (UNDO.test(command)) return { kind: 'undo' };
  if (STOP.test(command)) return { kind: 'stop' };
  if (STOP_OR_CANCEL.test(command)) return stopOrCancel(command);
  if (START.test(command)) return { kind: 'start' };
  return readMorningPlan(command);
}

/**
 * What a message asks for, by rules alone: no network, the same answer for the same text, zone
 * and moment. A labelled decision or note kept as written, or one said as a sentence up to an
 * explicit ask of its own; then whole-message commands (help, undo, stop, start); then each ask in
 * the message (list, journal sentence, complete, snooze, or a task). Every reading then passes the
 * gate (message-gate.ts), which asks instead of changing a task it cannot be sure of.
 */
/** "forgot to tell you, …", "…, forgot to say": why the news comes late, which is no forgetting of a job. */
const TOLD_LATE_FIRST =
  /^(?:(?:oh|oops|sorry|soz)[,!.]?\s+)*(?:i\s+)?forgot to (?:tell|say|mention|let) (?:you|u|ya)?(?:\s*know)?[,.!:—–-]+\s*(?=\S)/i;
const TOLD_LATE_LAST =
  /(?<=\S)[,.;!]?\s*(?:(?:sorry|soz|oops|lol)\s+)?(?:i\s+)?forgot to (?:tell|say|mention|let) (?:you|u|ya)?(?:\s*know)?(?:\s+(?:sorry|soz|lol|haha|oops))?[.!]*$/i;

/** "not now, on a site visit, give me an hour": the put-off said twice over is one put-off. */
function withoutRepeatedChanges(read: Intent[]): Intent[] {
  const repeatable = new Set<Intent['kind']>(['snooze', 'reschedule', 'complete', 'remove']);
  return read.filter(
    (intent, index) => index === 0 || !repeatable.has(intent.kind) || JSON.stringify(intent) !== JSON.stringify(read[index - 1]),
  );
}

export function readMessage(message: string, context: InterpretContext): Intent[] {
  if (typeof message !== 'string') return UNKNOWN;
  const half = halfDone(message, context);
  if (half) return half;
  const reply = replyAfterHello(message, context);
  const replied = reply ? readMessage(reply, context) : null;
  if (replied?.some((intent) => REPLIES_TO_A_REMINDER.has(intent.kind))) return replied;
  const read = taskOfNoJob(titlesAsSpelled(readMessageOnce(message, context), message), message);
  // "3 done, payouts look ok-ish": the unsure sound is of something else when no word of doubt is said.
  const hedged = read.length === 1 && askedIfUnsure(read[0]) && HEDGED.test(message);
  // Talk around an ask and a view beside talk are short messages; a long one is read once, not again in parts.
  const short = message.length <= SHORT_MESSAGE;
  const edged =
    short && (readAsNothing(read) || (read.length === 1 && askedIfUnsure(read[0]) && !hedged)) ? askInsideTheTalk(message, context) : null;
  if (edged) return edged;
  const untagged = short && titledWithTalk(read, message) ? readMessage(withoutTalkAtTheEdges(message), context) : null;
  if (untagged && !readAsNothing(untagged) && !titledWithTalk(untagged, message)) return untagged;
  const listedCount = context.conversation?.listed?.length ?? 0;
  // "1 y 3 done" read as "Shall I add '3 done'?": the items of a list are no new task.
  // "2 make it friday at 3" read as a task called "2 make it": an item of the list, moved.
  const itemAsTitle = read.length === 1 && read[0].kind === 'add_task' && /^\d{1,2} make it$/i.test(read[0].title);
  const unread = itemAsTitle || (read.length === 1 && (read[0].kind === 'unknown' || read[0].kind === 'unclear'));
  const items = short && unread ? listItemsReadPlainly(message, listedCount, (text) => readMessage(text, context)) : null;
  if (items) return items;
  const talkedOnly = read.every((intent) => intent.kind === 'unknown' || intent.kind === 'question' || intent.kind === 'small_talk');
  const view =
    short && talkedOnly ? viewAmongTalk(message, (sentence) => (sentence === message ? read : readMessage(sentence, context))) : null;
  if (view) return view;
  const swap =
    readAsNoChange(read) || numberOfAThingMoved(read, message)
      ? swapSaidLoosely(message, context.conversation, safeTimeZone(context.timeZone))
      : null;
  if (swap) return [swap];
  // "not Year 11, Year 10" of a task whose title holds neither: a number of a thing, never an hour to move it to.
  if (numberOfAThingMoved(read, message))
    return [{ kind: 'unclear', understood: 'a change to a task', question: 'Which task do you mean, and what should change?' }];
  return askTakenBack(message, read) ?? fragmentAskedAbout(message, read, context) ?? tickThatFellThrough(read, message);
}

/** "remind me at 11 haanji" read as a task called "Haanji": the tag was taken for the job. */
function titledWithTalk(read: Intent[], message: string): boolean {
  if (read.length !== 1 || read[0].kind !== 'add_task' || !onlyTalk(read[0].title)) return false;
  // "remind me about Ken tomorrow": a tag written with a capital is a name.
  const written = message.match(new RegExp(`(?<![\\p{L}])${escapedForPattern(read[0].title)}(?![\\p{L}])`, 'iu'))?.[0];
  return written !== undefined && written === written.toLowerCase();
}

/** "Shall I go ahead?" asked of a hedged ask is an answer already, never nothing read. */
const askedIfUnsure = (intent: Intent) => intent.kind === 'unclear' && intent.understood.endsWith('you sound unsure');

/** Nothing read: not understood, or asked about with nothing offered. */
function nothingMade(read: Intent[]): boolean {
  return read.length === 1 && (read[0].kind === 'unknown' || (read[0].kind === 'unclear' && !read[0].offer));
}

function readAsNothing(read: Intent[]): boolean {
  return nothingMade(read) && !askedIfUnsure(read[0]);
}

/**
 * "ooh 1 can go, the couple cancelled 😢 x", "ferry booked, ken": read again without the talk around the ask, and
 * a tick or a removal said first may stand alone before its why ("bin 2 innit, they pulled the campaign").
 */
function askInsideTheTalk(message: string, context: InterpretContext): Intent[] | null {
  const plain = withoutTalkAtTheEdges(message);
  // "bin 3, probably", "ahh did it but it bounced": a hedge or a "but" leaves the ask to be asked about.
  if (HEDGED.test(plain)) return null;
  if (plain !== message) {
    const again = readMessage(plain, context);
    // A tick of the one in view is taken from words that say so, never from a guess at a reply.
    const unnamed = again.some((intent) => 'task' in intent && intent.task.by === 'context');
    const ticked = again.some((intent) => intent.kind === 'complete' && intent.task.by !== 'number');
    const saidSo = ASKED_OFF.test(plain) || SAID_DONE.test(plain);
    if (again.every((intent) => CHANGES_OR_VIEWS.has(intent.kind)) && (!(unnamed || ticked) || saidSo)) return again;
    // Reading the message without its talk has already tried its first clause whenever that reading made nothing.
    if (readAsNothing(again)) return null;
  }
  // "deploy finished, all green" is news: a clause said first stands alone only as a change of a listed item or one
  // asked in so many words.
  const first = firstClause(plain);
  // "remove 2, and add ring the upholsterer": a second ask is no why.
  if (!first || ANOTHER_ASK_AFTER.test(plain.slice(first.length))) return null;
  const clause = readMessage(withoutTalkAtTheEdges(first), context);
  const ticksOrRemovals = clause.every((intent) => intent.kind === 'complete' || intent.kind === 'remove');
  const byNumber = clause.every((intent) => 'task' in intent && intent.task.by === 'number');
  return ticksOrRemovals && (byNumber || ASKED_OFF.test(first)) ? clause : null;
}

const CHANGES_OR_VIEWS = new Set<Intent['kind']>(['complete', 'remove', 'rename', 'list', 'free_time']);
const ASKED_OFF = /\b(?:delete|remove|cancel|bin|scrap|drop|kill|tick|mark|cross)\b/i;
const SAID_DONE = /\b(?:done|did|finished|sorted|completed|booked|paid|sent|ordered|posted)\b(?! in\b)/i;
const SHORT_MESSAGE = 240;
const FIX_ASKED = /\b(?:correct|fix|change|amend|update)\b/i;
const HEDGED = /\?|\b(?:maybe|probably|prob|might|not sure|unsure|i think|tho|though|but|if)\b/i;
const ANOTHER_ASK_AFTER = /\b(?:add|remind|also|then|and (?:move|push|put|book|call|ring|email|send|tick|delete|remove))\b/i;

/** A reading that changes nothing and asks nothing, or only adds a task of a word or two ("Correct", "Fix the name"). */
function readAsNoChange(read: Intent[]): boolean {
  if (read.length !== 1) return false;
  const [only] = read;
  return (
    only.kind === 'unknown' ||
    (only.kind === 'unclear' && !only.offer && !askedIfUnsure(only)) ||
    only.kind === 'small_talk' ||
    (only.kind === 'add_task' && only.title.split(/\s+/).length <= 2) ||
    // "…, not Deloitte. Could you fix that?": the fix asked for as a question.
    (only.kind === 'question' && FIX_ASKED.test(only.text))
  );
}

function readMessageOnce(message: string, context: InterpretContext): Intent[] {
  // Only news of three words or more is left standing ("yeah forgot to tell you" says nothing done).
  const stripped = message.replace(TOLD_LATE_FIRST, '').replace(TOLD_LATE_LAST, '');
  const untold = stripped.trim().split(/\s+/).length >= 3 ? stripped : message;
  // "remind me every monday and wednseday at 7am to …": the days are found with their spelling put right,
  // and only a message so reordered is read in that form.
  const meant = asMeant(untold);
  const typed = fixTypos(meant);
  const reordered = daysAfterTheJob(typed);
  const said = nameInViewMade(
    undecidedThenWhy(itemsAsNumbered(reordered === typed ? meant : reordered, context.conversation), context),
    context,
  );
  // "supervision is 24/11 at 10. remind me the day before to …": the day told in a sentence of its own.
  const ahead = remindedAheadOfDeadline(said, context);
  if (ahead) return [ahead];
  // "all done bro" with a list just sent: every item of it.
  const ticks = ticksOfTheList(said, context.conversation);
  if (ticks) return ticks;
  const pointed = twoPointedTasks(said);
  if (pointed) return pointed;
  const byRules = viewAskedBeforeWhy(entryInWordsAsSaid(withoutRepeatedChanges(readByRules(said, context)), said, context), said, context);
  const read = withTalkOdds(byRules, said);
  const madeNothing = nothingMade(read);
  const deed = madeNothing ? deedOfAListedItem(said, context.conversation) : null;
  if (deed) return [deed];
  const weighed = madeNothing || onlyAFeeling(read) ? choiceAfterAnOpener(said, context) : null;
  if (weighed) return weighed;
  const decided = madeNothing ? decisionAmongRemarks(said, (sentence) => readByRules(sentence, context)) : null;
  if (decided) return decided;
  // "bas yaar decided, no courtesy cars for under 25s, the insurance is killing me": the choice said first outweighs
  // the feeling of its why.
  // With "Did you get to it?" waiting, "final, not doing it" is the reply to it, not a choice for the journal.
  const replying = context.conversation?.pending?.about === 'follow_up';
  const announced = !replying && (madeNothing || onlyAFeeling(read) || weighedWithoutAsking(read, said)) ? decisionAnnounced(said) : null;
  if (announced) return [announced];
  const withJobs = decisionBeforeJobs(said, read);
  if (withJobs) return withJobs;
  const replied = read.every((intent) => intent.kind === 'small_talk' || intent.kind === 'unknown')
    ? replyAfterAnOpener(said, context)
    : null;
  if (replied) return replied;
  // "guests still packing!! half 4 pls": news read as a job of its own, beside the time the reminder is put off to.
  const newsAsAJob =
    read.length === 1 &&
    read[0].kind === 'add_task' &&
    !isTaskVerb(read[0].title.split(/\s+/)[0].toLowerCase()) &&
    TOLD_AS_NEWS.test(read[0].title);
  const putOff =
    madeNothing || onlyAFeeling(read) || newsAsAJob ? putOffAmongRemarks(said, context, (part) => readByRules(part, context)) : null;
  if (putOff) return [putOff];
  // "good morning. quiet one here today", "afternoon! thought id say hi": a hello, then chat that asks nothing.
  // "Good morning! Writing from a cafe on Lenox today", "hi! back at the shop after the long weekend": where they are is no job.
  const whereFrom = read.length === 1 && read[0].kind === 'add_task' && WRITING_FROM.test(read[0].title);
  const hello = madeNothing || whereFrom ? HELLO_THEN.exec(said.trim()) : null;
  if (hello && isGreeting(plainForm(hello[1]))) return [{ kind: 'small_talk', what: 'greeting' }];
  // "so im a barber in bed-stuy, 2 chairs": who they are and what they do, told, with nothing asked;
  // told so whatever the odds make of an opening "well" or "hi".
  if (byRules[0]?.kind === 'unknown' && byRules.length === 1 && SELF_TOLD.test(plainForm(said)))
    return [{ kind: 'small_talk', what: 'acknowledgement' }];
  // "decided nothing yet on the van, still getting quotes", "the plumber is done with his rough-in": where a
  // choice or someone else's work stands, told; heard, and nothing kept.
  if (
    byRules[0]?.kind === 'unknown' &&
    byRules.length === 1 &&
    (NOTHING_DECIDED_YET.test(said.trim()) || OTHERS_PART_DONE.test(plainForm(said)))
  )
    return [{ kind: 'small_talk', what: 'acknowledgement' }];
  // "nearly done with the invoice": how far along a job is, told; nothing to change yet.
  if (madeNothing && FAR_ALONG.test(plainForm(said))) return [{ kind: 'small_talk', what: 'acknowledgement' }];
  // "hang on let me check my emails first": a moment asked for, with nothing to change yet.
  if (MOMENT_ASKED.test(said.trim())) return [{ kind: 'small_talk', what: 'acknowledgement' }];
  // "is that fri this week?": asked whether the day is the one meant, which changes nothing until answered.
  if (
    WHETHER_ASKED.test(said.trim().replace(/(?<=\?)[\s\p{Extended_Pictographic}x]+$/u, '')) &&
    read.some((intent) => intent.kind === 'snooze' || intent.kind === 'reschedule')
  )
    return [{ kind: 'question', text: said.trim() }];
  // "decorators are finishing plot 9 now, will check after": a look promised, with nothing named to look at.
  if (read.length === 1 && read[0].kind === 'add_task' && !read[0].due && LOOK_LATER.test(read[0].title))
    return [{ kind: 'small_talk', what: 'acknowledgement' }];
  // "remove it, no wait keep it": the removal taken back in the same breath leaves the task where it is;
  // so does any change ended with "never mind" or "actually no, leave it" ("move it to 4, never mind").
  if (read.some((intent) => intent.kind === 'remove') && REMOVAL_TAKEN_BACK.test(said))
    return [{ kind: 'small_talk', what: 'acknowledgement' }];
  if (read.length === 1 && TAKEN_BACK_CHANGES.has(read[0].kind) && takenBackInOneBreath(said, context))
    return [{ kind: 'small_talk', what: 'acknowledgement' }];
  return pushedPastToday(
    courseBeforeChoice(read, said) ??
      putOffToNow(
        changeOfTheOneInView(tickOfTheReminder(hourOfTheOneInView(read, said, context), context.conversation), context.conversation),
        context,
      ),
    said,
    context,
  );
}

/** Words that may open a look at the list, a plan of the day or a free slot asked for. */
const VIEW_WORDS =
  /\b(?:what|whats|show|list|anything|free|spare|gap|plan|lay out|running order|schedule|focus|prioriti[sz]e|agenda|on today|on tomorrow)\b/i;
const VIEW_KINDS = new Set<Intent['kind']>(['list', 'prioritise', 'free_time']);

/**
 * "lay out my day pls, got a haul out at 2 and a sail drop at 4", "Please show what I have on Monday, I need
 * to plan pool schedule": a look at the list asked first, then why; what the why tells of is no new task,
 * unless it is asked for in so many words ("…, and remind me to call Jo").
 */
function viewAskedBeforeWhy(read: Intent[], said: string, context: InterpretContext): Intent[] {
  const nothingMade = read.length === 1 && (read[0].kind === 'unknown' || (read[0].kind === 'unclear' && !read[0].offer));
  if (!(nothingMade || read.some((intent) => intent.kind === 'add_task')) || EXPLICIT_REQUEST.test(said)) return read;
  const comma = said.indexOf(', ');
  const head = comma > 0 ? said.slice(0, comma) : '';
  if (!head || !VIEW_WORDS.test(head) || /\b(?:also|and|then|plus)\s*$/i.test(head)) return read;
  const why = said.slice(comma + 2).trim();
  // "…, call bob at 9", "…, so book the dentist", "…, dentist at 10": jobs of their own, not why.
  if (/^(?:also|and|plus|then|oh and|so|can you|could you|pls|please|add|put)\b/i.test(why)) return read;
  if (isTaskVerb(why.split(/\s+/)[0]?.toLowerCase() ?? '') || /^[\p{L}'-]+(?: [\p{L}'-]+)? (?:at|@) \d/u.test(why)) return read;
  const asked = readByRules(head, context);
  return asked.length === 1 && VIEW_KINDS.has(asked[0].kind) ? asked : read;
}

/** "not yet.. I want to talk with my agent first": undecided, then why, said while daily waits on a choice. */
const UNDECIDED_FIRST = /^((?:not yet|not sure(?: yet)?|dunno(?: yet)?|idk(?: yet)?|no idea(?: yet)?|still thinking))[.!…]+\s+(?=\S)/i;

/** The reason after an undecided reply to a choice belongs to the answer, never a job of its own. */
function undecidedThenWhy(said: string, context: InterpretContext): string {
  if (context.conversation?.pending?.about !== 'dilemma_choice') return said;
  return said.replace(UNDECIDED_FIRST, '$1, ');
}

/** "make jade 11:30": a change of hour asked of a task named by one word. */
const MADE_BY_A_WORD =
  /^((?:(?:actually|ok|okay|sorry|wait|oh|no|please|pls|can you|just)[,!.]*\s+)*make )([\p{L}'’-]{3,})(?= (?:at )?\d)/iu;

/** "make jade 11:30" with "Text Jade about her infill" in view: the word names that task, which is "it". */
function nameInViewMade(said: string, context: InterpretContext): string {
  const title = context.conversation?.current?.title;
  const made = title ? MADE_BY_A_WORD.exec(said) : null;
  // "make lunch at 1", "make tea 4": a thing made is a job of its own, whatever the title holds.
  if (
    !title ||
    !made ||
    /^(?:it|that|this|them|sure|time|lunch|dinner|breakfast|tea|coffee|food|cake|cakes|bread|soup|copies|calls|payment|dough|bookings?|appointments?)$/i.test(
      made[2],
    )
  )
    return said;
  const named = made[2].toLowerCase().replace(/[’']s$/, '');
  const inTitle = title
    .toLowerCase()
    .split(/[^\p{L}\p{N}'’-]+/u)
    .some((word) => word.replace(/[’']s$/, '') === named);
  return inTitle ? `${made[1]}it${said.slice(made[0].length)}` : said;
}

/** "yalla,", "lowkey", "wait", "Diolch for earlier.": words that open a message and say nothing of what follows. */
const OPENER =
  /^(?:(?:yalla|wallah|lowkey|low key|highkey|ngl|tbh|honestly|wait|alright|aight|right|ok(?:ay)?|so|yeah|well|look|listen|anyway|bro|fam|mate|yo|oh)(?:[,.!]+\s*|\s+)|(?:thanks|thank you|diolch|cheers|ta)(?: (?:for|about) (?:earlier|before|that|yesterday))?[.!]+\s+)+/i;
const CHOICE_KINDS = new Set<Intent['kind']>(['decision', 'recall_decision', 'dilemma']);
const LOOKED_BACK_ON = /\b(?:was|were|has been|have been|had been|backfired|worked out|paid off)\b/i;

/** "urgent - get the Polo valeted, customer picking it up": the job read from its part keeps the urgency said beside it. */
function markedAsSaid(read: Intent[] | null, raw: string): Intent[] | null {
  if (!read || !isImportant(raw)) return read;
  return read.map((intent) => (intent.kind === 'add_task' ? { ...intent, important: true } : intent));
}

/** What a reply to "Did you get to it?" does, after a hello said first. */
const REPLIES_TO_A_REMINDER = new Set<Intent['kind']>(['complete', 'snooze', 'reschedule', 'remove', 'answer']);
/** A choice read as still weighed though nothing in the message asks. */
const weighedWithoutAsking = (read: Intent[], said: string) => read.length === 1 && read[0].kind === 'dilemma' && !said.includes('?');
const onlyAFeeling = (read: Intent[]) => read.length === 1 && read[0].kind === 'small_talk' && read[0].what === 'feeling';

/**
 * "yalla, going with the new distributor", "wait why did i stop doing vinted again": a decision, a look back
 * at one or a choice to weigh, said after an opener that kept every reader from it.
 */
function choiceAfterAnOpener(said: string, context: InterpretContext): Intent[] | null {
  const opener = OPENER.exec(said.trim());
  if (!opener || context.conversation?.pending) return null;
  const rest = said.trim().slice(opener[0].length);
  if (rest.split(/\s+/).length < 3) return null;
  // "honestly switching to Square was the best thing we did": a choice looked back on, not taken now.
  if (LOOKED_BACK_ON.test(rest)) return null;
  const read = readByRules(rest, context);
  // "wait we're switching to Square": surprise at news, never a decision of one's own.
  if (read[0]?.kind === 'decision' && /\bwait\b/i.test(opener[0])) return null;
  return read.length === 1 && CHOICE_KINDS.has(read[0].kind) ? read : null;
}

/** "Make the propane call 11": a task named, then a bare clock, read as a new task. */
const MADE_AT = /^make (?:the |that |my )?((?:[\p{L}'-]+ ){0,3}?[\p{L}'-]+)(?: one)? \d{1,2}(?:[:.]\d{2})?$/iu;
/** A clock said with no half of the day: "7.30", "7:30", "11". */
const BARE_CLOCK = /\b(\d{1,2}(?:[:.]\d{2})?)(?!\s*(?:am|pm|a\.m|p\.m|[ap]\b)|[\d:.])/gi;

/**
 * "actually make the ranunculus one 7.30" of "Order the ranunculus" at 8 tomorrow: a task named by words the
 * task in view holds is that task, so a clock with no half of the day is read near its own time, as "make it
 * 7.30" is (07:30), not as the next 7.30 to come (19:30).
 */
function hourOfTheOneInView(read: Intent[], said: string, context: InterpretContext): Intent[] {
  const [only] = read;
  const title = context.conversation?.current?.title;
  if (!title || read.length !== 1) return read;
  // "wait make the propane call 11" read as a new task "Make the propane call 11": the same change, said of the named.
  const madeAt = only.kind === 'add_task' && !only.due ? MADE_AT.exec(only.title) : null;
  const words = madeAt?.[1] ?? (only.kind === 'reschedule' && only.task.by === 'words' && only.date === null ? only.task.words : null);
  if (!words) return read;
  const own = title.toLowerCase().split(/\W+/);
  if (!words.split(/\s+/).every((word) => own.includes(word.toLowerCase()))) return read;
  const clocks = [...said.matchAll(BARE_CLOCK)];
  if (clocks.length !== 1) return read;
  const again = onlyMoveOfTheOneInView(readByRules(`make it ${clocks[0][1]}`, context));
  return again && again[0].kind === 'reschedule' && again[0].date === null ? again : read;
}

/** "morning! well, afternoon 🙈 can u …": a greeting set right at once, which says no time of day for the ask. */
const GREETING_SET_RIGHT =
  /^(?:good )?(?:morning|afternoon|evening)[!,.]*\s+(?:well|or|oops|sorry|i mean)[,!.]*\s+(?:good )?(morning|afternoon|evening)\b[!,.]*(?:\s*[\p{Extended_Pictographic}\uFE0F\u200D]+)*\s*/iu;

/** "put call the framer on friday": a job put on a day, opened with the word for putting it in. */
const PUT_A_JOB =
  /^((?:(?:please|pls|can you|could you)\s+)*)(?:put|pop|stick|bung|pencil)(?:\s+(?:in|down))?\s+(?=([\p{L}]+)\s+\S[^]*?\s(?:on|for)\s+(?:the\s+)?(?:today|tonight|tomorrow|tmrw|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thurs|fri|sat|sun|next|\d)\b)/iu;

const ITEM_WORDS: Record<string, string> = { one: '1', two: '2', three: '3', four: '4', five: '5', six: '6' };
const ITEM_VERB = String.raw`(?:drop|remove|delete|scrap|cancel|bin|get rid of|kill|take off|did|done|finished|finish|sorted)`;
const ITEM_NUMBER = String.raw`(?:\d|one|two|three|four|five|six)`;
/** "drop 2 nobody wants it", "remove number one and three, not needed": items of the list after a verb, and a remark. */
const ITEMS_THEN_REMARK = new RegExp(
  String.raw`^(${ITEM_VERB}) (numbers? |no\.? |#)?(${ITEM_NUMBER}(?:(?:,| and| n| an|,? &| ?\+) ${ITEM_NUMBER})*)(?=$|[,.!-]| (?:nobody|no one|noone|not|no longer|no need|already|its|it'?s|it is|they|they'?re|theyre|we|he|she|i|gone|sold|done|cancell?ed|lol|pls|please|thanks|thx|ty|mate|bro|love|hun|babe|boss|fr|this|the|my|our|that|now|today|yesterday|earlier|last)\b)`,
  'i',
);

/**
 * With a numbered list just sent, items named by number words, or with a remark run on after them, said
 * as numbers set apart, which the readers of a list's items know.
 */
function itemsAsNumbered(message: string, conversation: ConversationState | undefined): string {
  const count = conversation?.listed?.length ?? 0;
  const items = count > 0 ? ITEMS_THEN_REMARK.exec(message.trim()) : null;
  if (!items) return message;
  // "finished one", "delete one": a lone number word names an item only after "number".
  if (!items[2] && /^[a-z]+$/i.test(items[3])) return message;
  const numbers = items[3].replace(/[a-z]+/gi, (word) => ITEM_WORDS[word.toLowerCase()] ?? word);
  if (numbers.match(/\d/g)?.some((n) => Number(n) < 1 || Number(n) > count)) return message;
  const rest = message.trim().slice(items[0].length);
  return `${items[1]} ${numbers}${rest && !/^[,.!]/.test(rest) ? `,${rest}` : rest}`;
}

const CLOCK_SAID = String.raw`(?:(?:at )?(?:(?:half|quarter) (?:past|to) \d{1,2}|half \d{1,2}|\d{1,2}(?:[:.]\d{2})? ?(?:am|pm)|\d{1,2}[:.]\d{2}|noon|midday))`;
const DAY_FOR_A_REMINDER = String.raw`(?:today|tonight|tomorrow|tmrw|tmr|(?:on )?(?:mon|tues|wednes|thurs|fri|satur|sun)day)`;
/** "remind me half past 11 tomorrow order more ink": the moment said, then the job, with no "to" between. */
const REMIND_AT_THEN_JOB = new RegExp(
  String.raw`^((?:(?:hey|hi|hiya|hello|morning|good morning|ok|okay|so|oh|also|and|pls|please|can you|could you)[!,.]*\s+)*)(?:(in \d{1,2} (?:days|weeks)|${DAY_FOR_A_REMINDER}),? )?(remind me (?:${CLOCK_SAID}(?: ${DAY_FOR_A_REMINDER})?|${DAY_FOR_A_REMINDER} ${CLOCK_SAID}|in \d{1,2} (?:days|weeks) (?:at )?${CLOCK_SAID}))\s+(?=([\p{L}]+)\s)`,
  'iu',
);

/** The message with words that would mislead every reader said as they are meant. */
function asMeant(message: string): string {
  const remind = REMIND_AT_THEN_JOB.exec(message);
  // "tomorrow remind me 9am ring the bank": the day said first is put with the hour.
  if (remind && isTaskVerb(remind[4].toLowerCase()))
    return asMeant(
      `${remind[1]}${remind[3].replace(/^remind me /i, `remind me ${remind[2] ? `${remind[2]} ` : ''}`)} to ${message.slice(remind[0].length)}`,
    );
  const put = PUT_A_JOB.exec(message);
  const said =
    put && isTaskVerb(put[2].toLowerCase()) && !/\bon hold\b/i.test(message) ? `${put[1]}add ${message.slice(put[0].length)}` : message;
  return (
    said
      .replace(TONE_WORD_SAID_LAST, '')
      // "pushing it to 5", "I'm moving this to friday": the change said as under way is the change asked for.
      .replace(
        /^(\s*(?:(?:ok|okay|sorry|ugh|right)[,!.]?\s+)*)(?:i'?m |im |i am |we'?re |were )?(push|bump|shift|mov)ing\s+(?=(?:it|this|that)(?: one)?(?: back)? (?:to|till|until)\b)/i,
        (_, before: string, verb: string) => `${before}${verb.toLowerCase() === 'mov' ? 'move' : verb.toLowerCase()} `,
      )
      // "do remind me to feed the dogs at 5", "pls do remind me …": the "do" only presses the ask.
      .replace(/^(\s*(?:(?:please|pls|plz|oh|and)[,!.]?\s+)*)do (?=remind me\b)/i, '$1')
      // "friday whats booked", "tmrw whats lined up": what is on that day, asked in the words of bookings.
      .replace(
        /^((?:(?:today|tonight|tomorrow|tmrw|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|wed|thu|fri|sat|sun|this week|next week)\s+)?)(what'?s|whats|what is|anything) (?:booked(?: in)?|lined up|scheduled)(?=(?:\s+(?:for\s+)?(?:today|tonight|tomorrow|tmrw|(?:mon|tues|wednes|thurs|fri|satur|sun)day|this week|next week))?[?!.\s]*$)/i,
        '$1$2 on',
      )
      // "the second hand Probat": used, never the second of the month.
      .replace(/\b(s)econd[\s-]hand\b/gi, '$1econdhand')
      // "haven't had a minute": no time to spare, never a span of one minute.
      .replace(/\b((?:have|has|had)(?:n'?t| not)|never|not) had an? (?:sec|second|minute|min|moment|mo)\b/gi, '$1 had time')
      // "remind at 8 pm", "change to friday": the task said or reminded of is meant, though unnamed.
      .replace(
        /\bremind (?=(?:at|on|tomorrow(?!')|tmrw|tonight|in (?:\d|an?\b)|(?:mon|tues|wednes|thurs|fri|satur|sun)day(?!'))\b)/gi,
        'remind me ',
      )
      .replace(
        /^((?:(?:ok|okay|pls|please|can you|could you|actually|no|nah)[,!.]?\s+)*)change to (?=(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tmrw|\d)\b)/i,
        '$1change it to ',
      )
      // "change date to 24/11": the date of the task in view; "kill the yoga reminder": taken off, as a reminder only can be.
      .replace(
        /^((?:(?:ok|okay|pls|please|actually|no|nah|sorry)[,!.]?\s+)*)change (?:the )?(?:date|day)(?: of it)? to (?=(?:the )?\S+(?:\s*(?:please|pls|thanks|thx))?[.!]*$)/i,
        '$1change it to ',
      )
      .replace(/\b(?:kill|nuke) (?=(?:the|that|this|my) (?:[\p{L}'-]+ ){0,4}(?:reminder|task)\b)/giu, 'delete ')
      // "kindly remove from my list": the task in view, unnamed.
      .replace(/\b(remove|delete|take|clear)\s+(?=from (?:my|the) (?:to-?do |task )?list\b)/gi, '$1 it ')
      // "its 12/5 not 12/4 my bad": owning up after a change says nothing of it.
      .replace(/(?<=\bnot\b.*\S)[\s,.!]+(?:my bad|my mistake)[.!]*$/i, '')
      // "sent it a minute ago": when it was done, never a span to wait.
      .replace(
        /^(\s*(?:(?:yeah|yep|yes|ok|okay|all|i|we|i'?ve|we'?ve|ive|just|already|i'?m|im|only|after) )*(?:sent|did|done|finished|paid|called|rang|phoned|emailed|texted|posted|booked|fixed|sorted|dropped|sending|ringing|paying|finishing)\b(?: [\p{L}'-]+){0,4}? )(?:an?|one|two|three|four|five|ten|twenty|\d{1,3}|a few|a couple of) (?:secs?|seconds?|mins?|minutes?|hrs?|hours?) ago\b/iu,
        '$1just now',
      )
      .replace(GREETING_SET_RIGHT, (greeting, meant: string) => (greeting.trim().length < said.trim().length ? `${meant}! ` : greeting))
  );
}

/** "push the van to sunday", "bump it to wed": a putting-off to a day of the week, by the words that say so. */
const PUSHED_TO_A_WEEKDAY =
  /\b(?:push|pushed|bump|bumped|postpone|delay|put (?:it |that |this )?back|move (?:it |that |this )?back|shift (?:it |that |this )?back)\b.*\b(?:to|till|until|til|on|for) (?:next )?(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\b/i;

/**
 * "push the van to sunday" said on a Sunday: a push to a day of the week is to the next such day, not to
 * the day it is said, which could be earlier than the task's own day; an hour still to come today ("push
 * it to wed 5pm" said Wednesday morning) keeps today. The task's own day is not weighed: a set written blind
 * expects "push that to monday" of a task due Wednesday to be that Monday.
 */
function pushedPastToday(read: Intent[], said: string, context: InterpretContext): Intent[] {
  if (!PUSHED_TO_A_WEEKDAY.test(said) || /\b(?:today|tonight|this (?:morning|afternoon|evening))\b/i.test(said)) return read;
  const now = localParts(context.now.getTime(), safeTimeZone(context.timeZone));
  const weekOn = localParts(context.now.getTime() + 7 * 86_400_000, safeTimeZone(context.timeZone)).date;
  return read.map((intent) =>
    intent.kind === 'reschedule' && intent.date === now.date && (intent.time === null || intent.time <= now.time)
      ? { ...intent, date: weekOn }
      : intent,
  );
}

/**
 * "we decided to close at 7 instead of 9 on sundays": the journal keeps the words as said. Readers see a
 * moment taken back dropped ("close at 7 on sundays"), which suits a task's time but not a record of a choice.
 */
function entryInWordsAsSaid(read: Intent[], said: string, context: InterpretContext): Intent[] {
  const [entry] = read;
  if (read.length !== 1 || (entry.kind !== 'decision' && entry.kind !== 'journal_note')) return read;
  const text = said.replace(/\s+/g, ' ').trim();
  const labelled = readLabelled(withOpeningTyposFixed(text));
  const asSaid = labelled ? [labelled] : readOpeningJournal(text, context);
  const [kept] = asSaid ?? [];
  if (asSaid?.length !== 1 || kept.kind !== entry.kind || !('text' in kept) || kept.text === entry.text) return read;
  // Only a moment taken back may differ: anything else the readers mend stays mended.
  const same = (text: string): string => plainForm(withSelfCorrections(text));
  return same(kept.text) === same(entry.text) ? [kept] : read;
}

/**
 * "sell the boat and buy a bigger one or keep her another season": the course before "and" is the
 * first side of the choice, not a job of its own beside it.
 */
function courseBeforeChoice(read: Intent[], said: string): Intent[] | null {
  const [first, second] = read;
  if (read.length !== 2 || first.kind !== 'add_task' || first.due || second.kind !== 'dilemma' || second.options.length !== 2) return null;
  const text = said.trim().replace(/[.!?]+$/, '');
  // The choice is the words after the last "and"; what stands before it is the course the task was read from.
  const choice = ` and ${second.question.replace(/[.!?]+$/, '')}`;
  if (!text.toLowerCase().endsWith(choice.toLowerCase())) return null;
  const course = text.slice(0, text.length - choice.length).trim();
  if (course.length < 3 || course.length > 60 || /[,;]/.test(course) || first.title.toLowerCase() !== course.toLowerCase()) return null;
  const [taken, other] = second.options;
  return [
    { kind: 'dilemma', question: text, options: [`${capitalise(course)} and ${taken.charAt(0).toLowerCase()}${taken.slice(1)}`, other] },
  ];
}

const WRITING_FROM =
  /^(?:(?:writing|texting|messaging|typing|working|sat|sitting) (?:from|in|at) |back (?:at|in|on) (?:the |my |our )?(?:shop|office|desk|studio|salon|stall|yard|gym|clinic|site|depot|kitchen|work|it)\b|back (?:home|from|to work)\b)/i;
const HELLO_THEN = /^([^.!,?]{2,30}?)\s*[.!,]+\s+(?:\S+\s+){3,}\S/;

/** "nearly done with the invoice", "halfway through the edit": how far along a job is. */
const FAR_ALONG =
  /^(?:(?:i'?m|im|i am|we'?re|we are)\s+)?(?:nearly|almost|half(?:way)?)\s+(?:done|finished|through)\s+(?:with\s+|on\s+)?(?:the|my|our|that)\s+[a-z' -]{2,40}$/;
/** "i'm a wedding photographer in leeds", "we run a small bakery in hackney": the trade and the place told. */
const SELF_TOLD =
  /^(?!.*\b(?:at \d|today|tonight|tomorrow|tmrw|(?:mon|tues|wednes|thurs|fri|satur|sun)day|next week)\b)(?:(?:so|well|hi|hey|hiya|ok|okay|right|hello)[,!]? )*(?:(?:i'?m|im|i am|we'?re|we are) (?:a|an) (?!bit\b|little\b|lot\b|mess\b|wreck\b)|(?:i|we) (?:run|own) (?:a|an|my own|our own) )(?:[a-z'-]+ ){0,4}?[a-z'-]+ (?:in|from|based in|out of|over in|down in|up in) [a-z]/;
const WHETHER_ASKED =
  /^(?:(?:so|and|wait|sorry|hmm)[,\s]+)*is (?:that|this) (?:this |next |the )?(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|(?:mon|tues|wednes|thurs|fri|satur|sun)day|weekend|\d{1,2}(?:st|nd|rd|th)?)(?: (?:this|next) week| coming)?\?+$/i;
const LOOK_LATER = /^(?:check|look|see|have a look|look again|check again)(?: later| after| in a bit)?$/i;
const MOMENT_ASKED =
  /^(?:(?:hang on|hold on|one sec|1 sec|one min|1 min|gimme a (?:sec|min)|give me a (?:sec|min)|wait)[,.!]*\s+)?let me (?:check|look|see|think|ask)(?: (?:my|the|with) [\p{L}' ]{1,30})?(?: first)?[.!]*$/iu;
const REMOVAL_TAKEN_BACK =
  /\b(?:no|nah|wait|actually|scratch that)\b[,.!\s]+(?:(?:wait|actually|no)[,.!\s]+)*(?:keep|leave) (?:it|that|them|this)\b|\bdon'?t (?:remove|delete|bin|scrap) (?:it|that|them|this)\b/i;

/**
 * "hiya hen", "legend mate, heaps of thanks": words the rules make nothing of, read as the talk (or
 * the question, or the words to ask about) the learned odds are sure they are. What the rules ask about is left alone: they heard something there.
 */
function withTalkOdds(read: Intent[], said: string): Intent[] {
  const talk = read.length === 1 && read[0].kind === 'unknown' ? talkIn(said) : null;
  return talk ? [talk] : read;
}

const REMIND_ME_HOW = /^(?:(?:can|could|would) you |please |pls )*remind me how (?:to|do|does|i|you)\b.*\?\s*$/i;

/** "Please add:", "Add these please —" on a line of its own, heading the list below it: the asking, not a job. */
const ADD_HEADING =
  /^(?:(?:can|could) you |please |pls )?(?:add|put down|note down|jot down)(?: (?:these|the following|this lot|all of these|all these))?(?:,? (?:please|pls|for me))?[ \t]*[:—–-]*[ \t]*\n/i;
const SPAN_THEN_JOB =
  /^in ((?:\d{1,3}|an?|half an?|five|ten|fifteen|twenty|thirty|forty|ninety)\s?(?:m|mins?|minutes?|h|hrs?|hours?)(?: and a half)?)[,:]?\s+([a-z]+)((?:\s[\s\S]*)?)$/i;
/** "guests still packing", "consulate close today", "I am in meeting": how things stand, not a job to do. */
const TOLD_AS_NEWS =
  /\b(?:still|just|already|again|is|are|am|was|were|has|have|had|not|isn'?t|aren'?t|close|closed|shut|late|running|busy|stuck|gone|away)\b/i;
const REMIND_SPAN_THEN_VERB =
  /^((?:(?:can|could) you |please |pls |plz )*(?:remind|ping|nudge) me in (?:\d{1,3}|an?|half an?|five|ten|fifteen|twenty|thirty|forty|ninety|two|three)\s?(?:m|mins?|minutes?|h|hrs?|hours?)(?: and a half)?)[,:]?\s+([a-z]+)((?:\s[\s\S]*)?)$/i;
const REMIND_ME_THEN_ASKS =
  /^(?:(?:can|could) you |please |pls )*remind me\s*[:,—–-]\s*(?=(?:did|do|have|had|was|were|is|are|what|when|where|which|who|why|how)\b[^?]*\?\s*$)/i;

/** The words read again as a move; kept only when they move or put off one task named by its words. */
function movedByName(words: string, context: InterpretContext): Intent[] | null {
  const read = readByRules(words, context);
  const [only] = read;
  return read.length === 1 && (only.kind === 'reschedule' || only.kind === 'snooze') && only.task.by === 'words' ? read : null;
}

/**
 * "make the kiln 8 not half 7" with "Fire the kiln" just added: the task named is the one in view, so
 * the move is read of it ("make it 8"), whose own time says which 8 is meant.
 */
function movedAsTheOneInView(read: Intent[], putTo: string, context: InterpretContext): Intent[] {
  const [only] = read;
  const title = context.conversation?.current?.title.toLowerCase();
  if (!title || read.length !== 1 || only.kind !== 'reschedule' || only.task.by !== 'words') return read;
  const named = only.task.words
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => !/^(?:the|my|our|a)$/.test(word));
  if (named.length === 0 || !named.every((word) => title.split(/\W+/).includes(word))) return read;
  // "make it 8" reads a bare hour near the task's own time, as "move it to 8" does not.
  const ofIt = putTo.replace(/^move .+ to /i, 'make it ');
  const again = ofIt === putTo ? null : onlyMoveOfTheOneInView(readByRules(ofIt, context));
  return again ?? read;
}

function onlyMoveOfTheOneInView(read: Intent[]): Intent[] | null {
  const [only] = read;
  return read.length === 1 && only.kind === 'reschedule' && only.task.by === 'context' ? read : null;
}

/**
 * "morning! yes done that", "gm. tick off the webhook bug", "ok thx. push it to 6": a greeting or thanks said
 * first, before what is asked.
 */
const GREETED_FIRST =
  /^(?:(?:ok|okay|k|cool|great|bet)[,!.]?\s+)?(?:(?:good )?(?:morning|mornin|afternoon|evening)|gm|hi(?: hi)?|hiya|heya|hey(?: hey)?|hello(?: hello)?|yo|ey ?up|ay ?up|bore da|prynhawn da|shwmae|kedu|ndewo(?: o)?|hola|bonjou|thanks|thank you|thank u|thanks u|thx|ty|cheers|ta)(?: (?:there|daily|again|mate|all|so much|lovely|love|hun|hen|pal|bud|mija|boss))?(?:\s*[!.,]+\s*(?:q:\s*)?(?=\S)|(?<!morning|mornin|afternoon|evening)\s+(?=(?:what|what's|whats|when|which|why|did|do|have|can|could|pls|please|remind|any|anything)\b))/i;
/** What a greeting may stand before and be left out of: a change, a task, a list asked for. */
const ASKED_AFTER_A_GREETING = new Set<Intent['kind']>([
  'complete',
  'snooze',
  'reschedule',
  'rename',
  'remove',
  'add_task',
  'list',
  'recall_decision',
  'free_time',
]);

function readByRules(said: string, context: InterpretContext): Intent[] {
  // The greeting is not the time of day a put-off is to ("morning" alone in reply would be one), nor a task's words.
  const greeted = GREETED_FIRST.exec(said);
  if (greeted) {
    const answer = readByRules(said.slice(greeted[0].length), context);
    const inReply = context.conversation?.pending?.about === 'follow_up';
    if (answer.length === 1 && CHANGES_IN_VIEW.has(answer[0].kind) && inReply) return answer;
    if (answer.length > 0 && answer.every((intent) => ASKED_AFTER_A_GREETING.has(intent.kind)) && !inReply) return answer;
  }
  // "I finished the Medica glossary finally!! please mark as done": the tick told first is the one asked for.
  const tickTold = toldThenMarked(said);
  if (tickTold !== null) {
    const read = gated(readIntents(tickTold, context), said, context);
    if (read.length > 0 && read.every((intent) => intent.kind === 'complete')) return read;
    // "Jo sorted the float, mark it as done" with the van booking in view: "it" is the thing told of, not the
    // task in view, when it names a thing of its own ("the float") and the two share no word; which task is
    // asked, never the one in view ticked ("sent it over just now, tick it off" is the one in view).
    const inView = context.conversation?.current?.title;
    const namesAThing = /\b(?:the|my|our|his|her|their)\s+\p{L}/iu.test(tickTold);
    if (inView && namesAThing && !context.conversation?.pending && !shareAWord(tickTold, inView, JOB_WORDS))
      return [{ kind: 'unclear', understood: 'that something is done', question: 'Which task do you mean?' }];
  }
  const raw = inCommandOrder(
    inLearnersWords(
      withHourClocks(
        withSpokenNumbers(
          withSelfCorrections(
            repeatSaidLast(
              whenSaidAfter(
                inLocalEnglish(
                  withoutAddressWords(inEnglishWords(withNotNowOpening(withoutInterjectionBeforeChange(withoutSignOff(said))))),
                ),
              ),
            ),
          ),
        ),
      ),
    ),
  );
  // "I'll be out of station till monday", said alone and not in reply to a reminder ("I'm away till friday"
  // puts one off): where the person will be, which daily takes note of and acts on in no way.
  if (AWAY.test(raw.trim()) && !context.conversation?.pending && !EXPLICIT_REQUEST.test(raw))
    return [{ kind: 'small_talk', what: 'acknowledgement' }];
  // "car payment move to 20 of november": a task named, then moved; taken only when it reads as a move of a named task.
  const moved = namedThenMoved(raw, Boolean(context.conversation?.pending || context.conversation?.current));
  if (moved !== raw) {
    const read = movedByName(moved, context);
    if (read) return read;
  }
  // "and the gas bill, remind me friday", with another task in view: a new reminder of the thing named.
  // A reply to a reminder ("w a client, remind me at 12:30") puts that one off.
  const reminder = context.conversation?.pending ? null : namedThenReminded(raw);
  const inView = context.conversation?.current?.title ?? '';
  const ofAnother = reminder && !shareAWord(raw.split(/[,:;–—-]/)[0], inView, JOB_WORDS) ? readByRules(reminder, context) : null;
  if (ofAnother?.length === 1 && ofAnother[0].kind === 'add_task') return ofAnother;
  // "can you remind me how to undo stuff?": asked how daily works, which no reminder answers.
  if (REMIND_ME_HOW.test(raw.trim())) return [{ kind: 'question', text: raw.trim() }];
  // "In 90 minutes, call back the candidate": a span said first, then the job it is for.
  // With a reminder waiting, the span may be for it ("in 20 mins, call him then"), so that is left to the replies.
  const spanFirst = context.conversation?.pending?.about === 'follow_up' ? null : SPAN_THEN_JOB.exec(raw.trim());
  if (spanFirst && isTaskVerb(spanFirst[2].toLowerCase()))
    return readByRules(`remind me in ${spanFirst[1]} to ${spanFirst[2]}${spanFirst[3]}`, context);
  // "remind me in 2 hrs call the truck guy": the "to" before the job left out. In reply to a reminder the job
  // may be the one reminded of, so that is left to the replies.
  const spanThenVerb = context.conversation?.pending?.about === 'follow_up' ? null : REMIND_SPAN_THEN_VERB.exec(raw.trim());
  if (spanThenVerb && isTaskVerb(spanThenVerb[2].toLowerCase()))
    return readByRules(`${spanThenVerb[1]} to ${spanThenVerb[2]}${spanThenVerb[3]}`, context);
  // "Remind me: did I agree to the retainer extension?": the question after the colon is what is asked.
  const asked = REMIND_ME_THEN_ASKS.exec(raw.trim());
  if (asked) return readByRules(raw.trim().slice(asked[0].length), context);
  // "hi (remind me to order flour tomorrow)": a greeting wrapped round an ask is the ask.
  const wrapped = askInGreetingBrackets(raw);
  if (wrapped) return readByRules(wrapped, context);
  // "hall hire due 1st dec!! don't let me forget": the job before a plea, kept as a reminder of it.
  const pleaded = context.conversation?.pending ? null : pleadedJob(raw.trim());
  const pleadedFor = pleaded ? readByRules(pleaded, context) : null;
  if (pleadedFor?.length === 1 && pleadedFor[0].kind === 'add_task') return pleadedFor;
  const pointed = pointedJob(raw, context);
  const job = pointed && readPointed(pointed, context);
  if (job) return job;
  // "1 is done, 2 can go": one change for each item of the list shown, each clause read on its own.
  const numbered =
    numbersSharingAChange(raw, context.conversation) ??
    numbersSharingAChange(said, context.conversation) ??
    numberedChanges(raw, context.conversation, (clause) => readIntents(clause, context)) ??
    movedByNumbers(raw, context.conversation, (clause) => readIntents(clause, context));
  if (numbered) return gated(numbered, raw, context);
  const changedTwice = movedAndRenamed(
    raw,
    (part) => readIntents(part, context),
    (part, title) =>
      readIntents(part, { ...context, conversation: { ...NO_CONVERSATION, ...context.conversation, current: { title, due: null } } }),
  );
  if (changedTwice) return gated(changedTwice, raw, context);
  const changeAfter = changeAfterNews(raw, (part) => readIntents(part, context));
  if (changeAfter) return gated(changeAfter, raw, context);
  // "now in a minute, got a learner in": in reply to a reminder, a while that may be minutes or hours, never one minute.
  const soonInReply =
    context.conversation?.pending?.about === 'follow_up' && /^(?:ok(?:ay)?[,!. ]+)?(?:now in a minute|now now)\b/i.test(raw.trim());
  if (SOON_SOMETIME.test(raw) || soonInReply) return [{ kind: 'unclear', understood: `"${raw.trim()}"`, question: WHEN_AGAIN }];
  const then = spellingFixIn(said, context) ?? momentThen(raw, context) ?? remindedAgain(raw, context) ?? spanThenReason(raw, context);
  if (then) return gated([then], raw, context);
  const read = optionsGiven(askedAnew(readIntents(raw, context), raw, context), raw, context).map(pointedThenWhy);
  // "leave the mouseguards job till sat, far too wet": a named task put to another day, said another way,
  // read so only when the words as said make a new task or nothing.
  // "leave the boxes till sat, shop closed" read as two tasks: a short remark after the comma is the why.
  const shortWhy = read.length === 1 || raw.split(',').slice(1).join(',').trim().split(/\s+/).length <= 4;
  const putTo = shortWhy && read.every((intent) => ['add_task', 'unclear', 'unknown'].includes(intent.kind)) ? namedTaskPutTo(raw) : null;
  const putByName = putTo ? movedByName(putTo, context) : null;
  if (putByName) return putTo ? movedAsTheOneInView(putByName, putTo, context) : putByName;
  const unread = read.length === 1 && read[0].kind === 'unknown';
  if (unread || changeLeftAsTitle(read)) {
    const after = changeAfterReason(raw, context);
    if (after) return gated([after], raw, context);
  }
  const madeNothing = unread || (read.length === 1 && read[0].kind === 'unclear' && !read[0].offer);
  const removed = madeNothing
    ? (removalBesideReason(raw.trim(), context.conversation?.current?.title ?? '', (part) => readIntents(part, context)) ??
      moveBesideReason(raw.trim(), (part) => readIntents(part, context)))
    : null;
  if (removed) return gated([removed], raw, context);
  const kept = askedNotDecided(
    sameJobRetimed(
      gated(unread ? [pointedAt(fixTypos(raw.replace(/\s+/g, ' ').trim()), context) ?? read[0]] : read, raw, context),
      raw,
      context,
    ),
    raw,
    context,
  );
  const told = kept.every((intent) => TELLS_ONLY.has(intent.kind));
  const done = withoutHollowReadings(leavingLast((told ? (askInAClause(raw, context) ?? kept) : kept).map(withJobTitle), raw), context);
  // Not understood whole, and nothing asked of the person waits: the one job beside a reason is read alone.
  const alone =
    done.length === 1 && done[0].kind === 'unclear' && done[0].question === WHAT_TO_DO && !context.conversation?.pending
      ? markedAsSaid(
          jobBesideReason(raw.trim(), (part) => gated(readIntents(part, context), part, context).map(withJobTitle)),
          raw,
        )
      : null;
  // "I'll be with a donor until noon. Could you remind me at 12:30?": read as a new job, the reminder asked for last is what counts.
  const remindedAt = done.some((intent) => intent.kind === 'add_task') ? remindedLast(raw, context) : null;
  if (remindedAt) return [remindedAt];
  return (
    alone ?? replyByOdds(done, raw, context) ?? listAskedAfterAll(done, raw, context) ?? askedBesideRemarks(done, raw, context) ?? done
  );
}

/** A reading that made nothing of the whole, or only a feeling, read again part by part for the one question among remarks. */
function askedBesideRemarks(read: Intent[], raw: string, context: InterpretContext): Intent[] | null {
  if (context.conversation?.pending || read.length !== 1) return null;
  const [only] = read;
  const nothingMade =
    only.kind === 'unknown' || only.kind === 'question' || only.kind === 'small_talk' || (only.kind === 'unclear' && !only.offer);
  return nothingMade ? askAmongRemarks(raw.trim(), (part) => gated(readIntents(part, context), part, context)) : null;
}

const ASKS_OF_A_DAY = /\b(?:what|what'?s|whats|wat|wot|wots|show|anything|owt|list|lot|have i|have we|i got|we got)\b/i;

/** "what have I got sat", "appts thurs?": the list of a day asked in words no reader above took. */
function listAskedAfterAll(read: Intent[], raw: string, context: InterpretContext): Intent[] | null {
  const conversation = context.conversation;
  if (read.length !== 1 || !['unknown', 'unclear', 'question'].includes(read[0].kind)) return null;
  // With a question waiting the words answer it; with a task in view a day alone ("fri?") may move it, so a word that asks is needed.
  if (conversation?.pending || (conversation?.current && !ASKS_OF_A_DAY.test(raw))) return null;
  const asked = periodAsked(raw, context);
  return asked ? [asked] : null;
}

/** "til 8" said at three in the afternoon waits for eight in the evening, not the morning gone by. */
function nextTimeShowing(clock: string, context: InterpretContext): { instant: string } | null {
  const now = context.now.getTime();
  const future = (found: { instant: string } | null) => (found && Date.parse(found.instant) > now ? found : null);
  const bare = future(findTime(`at ${clock}`, context, false));
  if (bare) return bare;
  const hour = Number(clock.split(/[:.]/)[0]);
  return hour >= 1 && hour < 12 ? future(findTime(`at ${clock}pm`, context, false)) : null;
}

const LONGEST_PUT_OFF = 160;
const WHEN_AGAIN = 'When should it be? Say a time, like "4pm" or "in an hour".';
const HOUR_WAITED_FOR =
  /(?:\b(?:til|till|until|after|at|from)\s+|,\s*)(\d{1,2}(?:[:.]\d{2})?)(?:\s*,.*|\s+(?:then|after that|do it after|pls|please))?\s*[.!]*$/i;

/**
 * "tanks full 👍", "driving, later": a reply to a reminder the rules read nothing in, taken as the job
 * done or put off when the learned odds are sure of it. Put off, it goes to the moment the reply
 * names, or as "later" would.
 */
function replyByOdds(read: Intent[], raw: string, context: InterpretContext): Intent[] | null {
  if (context.conversation?.pending?.about !== 'follow_up' || read.length !== 1) return null;
  const [only] = read;
  if (only.kind !== 'unknown' && !(only.kind === 'unclear' && only.question === WHAT_TO_DO)) return null;
  const pending = context.conversation.pending;
  // "after the call", "once the client's gone": a wait for something whose hour is not said, asked rather than
  // guessed, whatever the odds make of it.
  const waitsFor = /^(?:after|once|when)\b/i.test(raw.trim()) && !/\?/.test(raw) && raw.length <= LONGEST_PUT_OFF;
  if (waitsFor && !findTime(raw, context, false) && !HOUR_WAITED_FOR.test(raw))
    return [{ kind: 'unclear', understood: `"${raw.trim()}"`, question: WHEN_AGAIN }];
  const said = replySaid(raw.trim(), 'task' in pending ? pending.task : '');
  if (said === REPLY_DONE) return [DONE_IN_REPLY];
  if (said !== REPLY_LATER) return null;
  const moment = findTime(raw, context, false);
  if (moment?.clockSaid && moment.minutes === null && Date.parse(moment.instant) > context.now.getTime())
    return gated([{ kind: 'snooze', task: { by: 'context' }, until: moment.instant, minutes: null }], raw, context);
  if (moment?.date && !moment.clockSaid && moment.date > localDate(context))
    return gated([{ kind: 'reschedule', task: { by: 'context' }, date: moment.date, time: null }], raw, context);
  if (moment) return null;
  // "on a bride til 6, after that", "after the school run, 4": a bare hour the job waits for, the next time the clock shows it.
  // A reply is short; the pattern's comma-then-anything is tried from every comma, so a long one is not asked.
  const hour = raw.length <= LONGEST_PUT_OFF ? HOUR_WAITED_FOR.exec(raw) : null;
  // "after the call", "once the client's gone": a wait for something whose hour is not said, asked rather than guessed.
  if (/^(?:after|once|when)\b/i.test(raw.trim()) && !hour)
    return [{ kind: 'unclear', understood: `"${raw.trim()}"`, question: WHEN_AGAIN }];
  const clocked = hour ? nextTimeShowing(hour[1], context) : null;
  if (clocked) return gated([{ kind: 'snooze', task: { by: 'context' }, until: clocked.instant, minutes: null }], raw, context);
  const later = readIntents('later', context);
  return later.length === 1 && later[0].kind === 'snooze' ? later : null;
}

/**
 * "take the £500 wedding gig even tho it clashes?": a course said with a question mark is still being
 * weighed, read as "should I …" would be; never a decision for the journal.
 */
function askedNotDecided(read: Intent[], raw: string, context: InterpretContext): Intent[] {
  const said = raw.trim();
  if (read.length !== 1 || read[0].kind !== 'decision' || !/\?/.test(said) || DECISION_LABEL.test(said)) return read;
  const [weighed] = readIntents(`should I ${said.charAt(0).toLowerCase()}${said.slice(1)}`, context);
  return [weighed?.kind === 'dilemma' ? { ...weighed, question: said } : { kind: 'question', text: said }];
}

/** A goodbye read as a job is short: "talk later", "speak to you tomorrow"; longer titles are not weighed as one. */
const GOODBYE_WORDS = 5;

/**
 * "right, off to teach, bye for now", "gotta run, class starting. bye!": words read as nothing to do,
 * ended by a goodbye, are a goodbye.
 */
function leavingLast(read: Intent[], raw: string): Intent[] {
  const [only] = read;
  const last = read[read.length - 1];
  // "heading into a session, talk later": the goodbye alone read as the job.
  const leaveAsJob =
    last?.kind === 'add_task' &&
    !last.due &&
    last.title.split(' ').length <= GOODBYE_WORDS &&
    smallTalk(plainForm(last.title)) === 'goodbye';
  // "buy milk, talk later": jobs, then a goodbye that is none.
  if (leaveAsJob && read.length > 1) return read.slice(0, -1);
  if (read.length !== 1 || !((only.kind === 'unclear' && !only.offer) || only.kind === 'unknown' || leaveAsJob)) return read;
  const parts = raw
    .split(/[,.;!]+/)
    .map(plainForm)
    .filter(Boolean);
  // "call the bank, bye": a job said before the goodbye is still to be asked about.
  const jobBefore = parts
    .slice(0, -1)
    .some((part) => isTaskVerb(part.split(' ')[0] ?? '') || /\b(?:need to|have to|got to|remind)\b/.test(part));
  return parts.length > 1 && !jobBefore && smallTalk(parts[parts.length - 1]) === 'goodbye'
    ? [{ kind: 'small_talk', what: 'goodbye' }]
    : read;
}

const onlyNewTasks = (read: Intent[]): read is NewTask[] => read.length > 0 && read.every((intent) => intent.kind === 'add_task');

/**
 * "… dreading it. add it": the tasks the words before the pointing ask for, read as they stand or,
 * sentence by sentence from the nearest, as if "remind me" opened them; due when the pointing says.
 */
function readPointed({ said: told, when, thing }: PointedJob, context: InterpretContext): Intent[] | null {
  // "pay the rent on the 1st, put it down for 9am": an hour alone is said of the job's own day, so it is read with the job.
  const hourOnly = when !== null && findTime(when, context, false)?.date === null;
  const due =
    when && !hourOnly
      ? (readAsk(`remind me to do the job ${when}`, context, true).find((intent) => intent.kind === 'add_task')?.due ?? null)
      : null;
  if (when && !hourOnly && !due) return null;
  const said = `${withoutFeelingAfter(told, context)}${hourOnly ? ` at ${when}` : ''}`;
  const whole = readByRules(said, context);
  const offer = whole.length === 1 && whole[0].kind === 'unclear' ? whole[0] : null;
  const offered = offer?.offer ?? [];
  // "Parents evening 5th Dec at 6, add it": a one-word job the rules doubted stays offered; the pointing vouches for the job, not its reading.
  if (offer && offered.length === 1 && !/\s/.test(offered[0].title.trim())) return [offer];
  let tasks: NewTask[] | null = !thing && onlyNewTasks(whole) ? whole : !thing && onlyNewTasks(offered) ? offered : null;
  for (const sentence of tasks ? [] : sentencesNearestFirst(said, thing)) {
    const alone = readByRules(sentence, context);
    // "dreading it.", "dont know how I'll manage it": beside the job, unless a moment in it says when the job is.
    if (!onlyNewTasks(alone) && !findTime(sentence, context, false)) continue;
    const read = readByRules(`remind me ${withoutTrailingRemark(sentence)}`, context);
    if (onlyNewTasks(read)) {
      tasks = read;
      break;
    }
  }
  // "Hair 28th 2pm, put it in": a day left unread in the title means the moment was misread, so the rules' own reading stands.
  if (!tasks || tasks.some((task) => DAY_LEFT_IN_TITLE.test(task.title))) return null;
  // "new client Lauren, first session thursday 10am, put it in": "it" is one job, so several read are offered, not added.
  if (tasks.length > 1) return [offerTasks(tasks)];
  return [asPointed(tasks[0], due)];
}

/** "28th", "5/12": a day of the month still in a title, which the time reader did not take. */
const DAY_LEFT_IN_TITLE = /\b\d{1,2}(?:st|nd|rd|th)\b|\b\d{1,2}\/\d{1,2}\b/i;

/** "shoot w brand on the 12th at 2pm, scared lol": a feeling said after the job, before the pointing, is no part of it. */
function withoutFeelingAfter(said: string, context: InterpretContext): string {
  // "client call fri 3pm. nervous tbh.": the feeling may be a sentence of its own as well as a clause.
  const cut = Math.max(said.lastIndexOf(', '), said.replace(/[.!]+\s*$/, '').lastIndexOf('. '));
  if (cut < 0) return said;
  const after = readByRules(said.slice(cut + 2), context);
  return after.length > 0 && after.every((intent) => intent.kind === 'small_talk') ? said.slice(0, cut) : said;
}

/** "delete that they sorted it themselves": whichever rule read it, "that" and a reason point at the task in view. */
const THAT_THEN_WHO =
  /^(?:that|this|it)\s+(?:(?:she|he|they|we|i|i'm|im|you|someone|somebody|nobody|dr|mr|mrs|ms|miss)\b|(?:the\s+)?\S+'s\s+(?:been|not|off|cancell?ed|over)\b)/i;

function pointedThenWhy(intent: Intent): Intent {
  if (!('task' in intent) || intent.task.by !== 'words' || !THAT_THEN_WHO.test(intent.task.words)) return intent;
  return { ...intent, task: { by: 'context' } };
}

/**
 * A message read whole as only telling may still ask, in one of its clauses: that clause's reading,
 * when it is plainly asked and every other clause only tells. Two clauses that ask leave it as read.
 */
function askInAClause(raw: string, context: InterpretContext): Intent[] | null {
  const clauses = clausesOf(raw);
  if (clauses.length < 2) return null;
  let asked: { clause: string; read: Intent[] } | null = null;
  for (const [index, clause] of clauses.entries()) {
    const read = readIntents(clause, context);
    if (read.every((intent) => TELLS_ONLY.has(intent.kind))) continue;
    const plain =
      !askedBack(clause, raw) &&
      read.every((intent) => plainlyAsked(intent, clause, context.conversation, { first: index === 0, whole: raw }));
    // "just emailed Trewithen, … tick that off": a report of a thing done, beside a plain ask, tells of the same.
    if (!plain && read.every((intent) => intent.kind === 'complete')) continue;
    if (asked || !plain) return null;
    asked = { clause, read };
  }
  return asked ? gated(asked.read, asked.clause, context) : null;
}

/** "hey (remind me to call the vet at 5)": the closing bracket of an aside the job was read out of. */
function withoutStrayBracket(title: string): string {
  const opened = title.split('(').length - 1;
  const closed = title.split(')').length - 1;
  return closed > opened ? title.replace(/\s*\)\s*$/, '').trim() || title : title;
}

/** "excuse typos - buy more bin bags", "sorry, wet hands — …": an apology for how it is written, set apart before the job. */
const APOLOGY_BEFORE = /^(?:sorry|sry|soz|apologies|excuse|pardon|forgive)\b[^-–—]{0,40}?\s[-–—]+\s+(?=\S)/i;

function withoutApologyBefore(title: string): string {
  const apology = APOLOGY_BEFORE.exec(title);
  return apology && readsAsAction(title.slice(apology[0].length)) ? title.slice(apology[0].length) : title;
}

/** Once every check has read the whole title, a new task keeps only the job: the remark after it is left out. */
function withJobTitle(intent: Intent): Intent {
  if (intent.kind !== 'add_task') return intent;
  const title = capitalise(
    withoutStrayBracket(
      withoutTrailingRemark(withoutBracketedAside(withinOpeningQuote(withoutOpenerBeforeAsk(withoutApologyBefore(intent.title))))),
    ),
  );
  return title === intent.title ? intent : { ...intent, title };
}

/** Words that answer an open question or an offer themselves: a yes, a no, a "go on". */
const REPLY_WORDS =
  /^(?:y|ya|yes|yeah|yep|yup|yh|ok|okay|k|sure|go on|go ahead|do it|please|pls|add it|yes please|n|no|nah|nope|no thanks|leave it|don'?t|skip|not now|later|never ?mind|nvm)\b/i;
const OWN_READINGS = new Set<Intent['kind']>(['unknown', 'unclear', 'answer', 'small_talk', 'question']);

/**
 * "van at 8" was offered, then "dentist friday 3pm": a message that reads as an ask of its own is not
 * the answer to an open question or an offer, which would have dropped it. Only a question with no
 * options is so left; a pick among options stays a pick.
 */
function askedAnew(read: Intent[], raw: string, context: InterpretContext): Intent[] {
  const pending = context.conversation?.pending;
  if (read.length !== 1 || read[0].kind !== 'answer' || !pending || REPLY_WORDS.test(raw.trim())) return read;
  // "What matters most to you here?" answered with "every monday 9am send invoices": a job asked for, not what matters.
  const openQuestion = (pending.about === 'other' && pending.options.length === 0) || pending.about === 'dilemma_matters';
  // "Which one? Reply 1 to 2" answered with "kill the fryer clean, …" or "thx, off home": the choice waits.
  const choiceAsked = pending.about === 'dilemma_choice' || pending.about === 'dilemma_options';
  if (!openQuestion && !choiceAsked) return read;
  const alone = readIntents(raw, { ...context, conversation: { ...context.conversation!, pending: null } });
  // "push the printer thing to monday" while a choice waits: a job that names no option, and no
  // putting off of the choice ("not yet, friday"), is the job; the choice waits. A task moved is
  // never a pick, even when it shares an option's word ("move the junior interview to friday").
  const noOptionNamed = read[0].pick === null && !CHOICE_PUT_OFF.test(raw) && !/\bdecide\b/i.test(raw);
  // A change to "it" may be to the task the question was about: left as the answer it was read as.
  const own = alone.every(
    (intent) =>
      (LEAVE_TAKING(intent) ||
        (choiceAsked
          ? ASIDE_FROM_A_CHOICE.has(intent.kind) || (noOptionNamed && jobAsideFromAChoice(intent, raw)) || intent.kind === 'reschedule'
          : !OWN_READINGS.has(intent.kind) &&
            (pending.about === 'other' ||
              (JOBS.has(intent.kind) && !whatMattersSaid(intent, raw, pending)) ||
              intent.kind === 'recall_decision'))) &&
      !('task' in intent && intent.task.by === 'context'),
  );
  return own ? alone : read;
}

/**
 * "ngl my time" said to "What matters most to you here?": words the rules would take for a task, with no
 * time, no repeat and no asking, are what matters.
 */
function whatMattersSaid(intent: Intent, raw: string, pending: PendingQuestion): boolean {
  return (
    pending.about === 'dilemma_matters' &&
    intent.kind === 'add_task' &&
    intent.due === null &&
    intent.repeat === null &&
    !EXPLICIT_REQUEST.test(raw)
  );
}

/**
 * "go from $90 to $110, or keep $90 and sell packages" said when daily asked what the options are: the
 * options it asked for, not a new dilemma with a task beside it.
 */
function optionsGiven(read: Intent[], raw: string, context: InterpretContext): Intent[] {
  if (context.conversation?.pending?.about !== 'dilemma_options' || !read.some((intent) => intent.kind === 'dilemma')) return read;
  return [{ kind: 'answer', text: raw.trim(), pick: null }];
}

/** What a reply to "which one?" may be instead of a pick: an option's words alone ("hire the VA") are still the pick. */
const ASIDE_FROM_A_CHOICE = new Set<Intent['kind']>(['recall_decision', 'remove']);
/**
 * A job said while a choice waits: a task changed, or one asked for outright ("remind me …", "every
 * monday 9am …"). A plan told ("stick with the one room for now", "need to see the factory price")
 * is the choice's answer, however much it reads as a job.
 */
function jobAsideFromAChoice(intent: Intent, raw: string): boolean {
  if (intent.kind === 'add_task') return intent.repeat !== null || EXPLICIT_REQUEST.test(raw);
  return JOBS.has(intent.kind);
}
/** What a task named first may be changed by: "the yoga one, delete it". */
const CHANGES_OF_A_NAMED_TASK = new Set<Intent['kind']>(['reschedule', 'snooze', 'remove', 'complete', 'rename']);
/** Thanks and goodbyes, which answer no question. */
const LEAVE_TAKING = (intent: Intent) => intent.kind === 'small_talk' && (intent.what === 'goodbye' || intent.what === 'thanks');
/** What a reply to "what matters most" may be instead of an answer: a task asked for or changed, never a musing. */
const JOBS = new Set<Intent['kind']>(['add_task', 'complete', 'remove', 'rename', 'reschedule', 'snooze']);

/** Where a reason hands over to what is to be done: a comma, a full stop, or "so". */
const REASON_THEN = /[,.;!]\s+(?:so\s+)?|\s+so\s+/g;
const THEN_AGAIN =
  /^(?:(?:pls|please|just|so|ok)\s+)?(?:remind|nudge|ping|text|message|ask|poke) me(?: again)? (?:then|at that time|at that point|after that|once (?:they|it|she|he)(?:'re| are|'s| is) (?:open|back|done|free))(?:\s+(?:pls|please|thanks|thx|ta))?[.!]*$/i;
const CHANGES_IN_VIEW = new Set<Intent['kind']>(['reschedule', 'snooze', 'complete', 'remove']);
/** After a reason, a bare "it" may be the thing the reason names ("laptop crashed, fixed it now"), not the task. */
const BARE_IT = /\b(?:it|that|this|them)\b(?!\s+(?:one|task|reminder|job))/i;

const CORRECTION_FIRST = /^(?:wait|actually|sorry|sry|oops|no|nope|hang on|hold on)\b/i;
/** "they said 5 is fine, change to 5", "wait its early dismissal, 12:15", "market finishes at 3 so 3:30": a new task named only by a change asked of it, opening as a correction, or ending in the hour a reason leads to. */
const CHANGE_AS_TITLE =
  /^(?:(?:change|amend|move|make|set|push|update|switch)(?: (?:it|that|this))?(?: to| for)?|(?:wait|actually|sorry|sry|oops)\b.*|.* so \d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?)$/i;

function changeLeftAsTitle(read: Intent[]): boolean {
  return read.length === 1 && read[0].kind === 'add_task' && CHANGE_AS_TITLE.test(read[0].title.trim());
}

function inView(context: InterpretContext): boolean {
  return context.conversation !== undefined && hasTaskInContext(context.conversation);
}

/** "they open at 8 tomorrow, remind me then", "in sessions til 6, nudge me then": "then" is the moment the reason names. */
function momentThen(raw: string, context: InterpretContext): Intent | null {
  if (!inView(context)) return null;
  const text = raw.replace(/\s+/g, ' ').trim();
  const breaks = [...text.matchAll(REASON_THEN)];
  const last = breaks[breaks.length - 1];
  if (!last || last.index === undefined || !THEN_AGAIN.test(text.slice(last.index + last[0].length).trim())) return null;
  const head = text.slice(0, last.index);
  // "call the plumber at 10 tomorrow, remind me then": a job of its own before, not a reason.
  if (readsAsAction(commandForm(head)) || hasTaskPrefix(head) || /\b(?:need to|have to|got to|gotta|must)\b/i.test(head)) return null;
  return snoozeToClockIn(head, context);
}

/** "15 min, need to find the login", "an hour pls - on a call": a span said first, then why, to a reminder waiting. */
const SPAN_FIRST =
  /^\s*((?:\d{1,3}|an?|half an?|another)\s?(?:m|min|mins|minutes|h|hr|hrs|hour|hours)(?:\s+(?:pls|please|more))?)\s*[,.;:!—–-]+\s*\S/i;

function spanThenReason(raw: string, context: InterpretContext): Intent | null {
  if (context.conversation?.pending?.about !== 'follow_up') return null;
  const span = SPAN_FIRST.exec(raw);
  if (!span) return null;
  // "2 hours, then call the bank": a job after the span is asked for too, and left to the readers of asks.
  const after = raw.slice(span[0].length - 1).trim();
  if (/^(?:then|and|also|plus)\b/i.test(after) || isTaskVerb(after.split(/\s+/)[0] ?? '')) return null;
  const read = readIntents(span[1], context);
  return read.length === 1 && read[0].kind === 'snooze' && read[0].task.by === 'context' ? read[0] : null;
}

/** The reminder waiting, put off to a clock said in the words and still to come; null for a span or a time gone. */
function snoozeToClockIn(words: string, context: InterpretContext): Intent | null {
  const moment = findTime(words, context, false);
  return moment?.clockSaid && moment.minutes === null && Date.parse(moment.instant) > context.now.getTime()
    ? { kind: 'snooze', task: { by: 'context' }, until: moment.instant, minutes: null }
    : null;
}

/** "Would you kindly remind me again at quarter past?", "ping me again tonight at 7, I have pupils": the reminder waiting, put off to the moment said. */
const AGAIN =
  /(?:^|[,.;!?]\s*|\b(?:you|pls|please|kindly|just|and|so|can|could|would|to)\s+)(?:remind|ping|nudge|bug|message|text|try|ask) me again\b/i;
/** "again at 9 about the dentist", "again at 7 whether I booked the MOT": another job named, not the one waiting. */
const NAMES_ANOTHER = /\b(?:about|to|for|re|whether|with|if|that)\b/i;

/** "I'll be with a donor until noon. Could you remind me at 12:30?": the last sentence asks for the reminder at a moment, the first tells why. */
const REMIND_ASKED_LAST =
  /[.!]\s+(?:(?:so|and)\s+)?(?:(?:can|could|would|will) (?:you|u) (?:please |pls |just )?|(?:please|pls|just) )?(?:remind|ping|nudge|message|text) me (?:again )?((?:at|around|about|after) [^.!?]+?)\s*[?.!]*$/i;

const BUSY_FIRST =
  /^(?:(?:sorry|ugh|ok|okay)[,.!]?\s+)*(?:i'?m|im|i am|i'?ll be|i will be|we'?re|we are|we'?ll be|in a|at a|with a|on a|on the|at the|stuck|busy|driving|out|still|tied up|heading|running)\b/i;

function remindedLast(raw: string, context: InterpretContext): Intent | null {
  if (context.conversation?.pending?.about !== 'follow_up') return null;
  const said = raw.replace(/\s+/g, ' ').trim();
  // "Add dentist appointment friday. remind me at 9": a job asked for first is no reason for putting this one off.
  if (!BUSY_FIRST.test(said)) return null;
  const asked = REMIND_ASKED_LAST.exec(said);
  return asked && !NAMES_ANOTHER.test(asked[1].replace(/^(?:at|around|about|after) /i, '')) ? snoozeToClockIn(asked[1], context) : null;
}

function remindedAgain(raw: string, context: InterpretContext): Intent | null {
  if (context.conversation?.pending?.about !== 'follow_up' || !AGAIN.test(raw)) return null;
  const text = raw.replace(/\s+/g, ' ').trim();
  const again = AGAIN.exec(text)!;
  // What is said after "again": the moment, and nothing that names another job.
  const asked = text.slice(again.index + again[0].length);
  // "again at half five no six": a time taken back within the ask is left to the readers of corrections.
  if (/\b(?:no|or|i mean|sorry|actually|wait)\b/i.test(asked) || NAMES_ANOTHER.test(asked)) return null;
  return snoozeToClockIn(asked, context);
}

/**
 * "she can't do friday, push to monday", "bank closes at 3 so do it at 2": a reason the rules read
 * nothing in, then a change to the task in view said on its own. Read only when a task is in view,
 * and only the change said last.
 */
function changeAfterReason(raw: string, context: InterpretContext): Intent | null {
  if (!inView(context)) return null;
  const text = raw.replace(/\s+/g, ' ').trim();
  const breaks = [...text.matchAll(REASON_THEN)];
  const last = breaks[breaks.length - 1];
  if (!last || last.index === undefined) return null;
  const change = text.slice(last.index + last[0].length).trim();
  // "wait its early dismissal, 12:15", "market finishes at 3 so 3:30": after a correction's opener, or after "so", the new time may stand alone.
  const timeAlone = (CORRECTION_FIRST.test(text) || /\bso\s*$/i.test(last[0])) && /^\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?[.!]*$/i.test(change);
  if (change.split(' ').length < 2 && !timeAlone) return null;
  // "the surveyor can't do friday, push to monday" said while the gym is in view: the reason is about another thing.
  if (aboutAnotherThing(text, context.conversation?.current?.title ?? '')) return null;
  // "forget that, it's next week": what is let go of and what comes after are read together, or not at all.
  if (/^(?:\W*(?:no|nah|oh|ok|wait|actually)\W+)*(?:forget|ignore|scratch|scrap|drop|leave|cancel)\b/i.test(text)) return null;
  const read = readIntents(change, context);
  const doneBefore = () => {
    const before = readIntents(text.slice(0, last.index), context);
    return before.length === 1 && before[0].kind === 'complete' && before[0].task.by === 'context';
  };
  if (read.length !== 1 || !CHANGES_IN_VIEW.has(read[0].kind) || !('task' in read[0]) || read[0].task.by !== 'context') return null;
  // "cancelled, they found something else": what follows a thing called off tells why, and is no deed of the job.
  // "Mrs Okafor is Mrs Bello now, she just did her wedding": what someone else did is their news.
  if (
    read[0].kind === 'complete' &&
    (CALLED_OFF.test(text.slice(0, last.index)) ||
      (SOMEONE_ELSE_DID.test(change) && context.conversation?.pending?.about !== 'follow_up' && !doneBefore()))
  )
    return null;
  // "spoke to them, starting monday": the job reported done first; what follows is their news, not a new time.
  if ((read[0].kind === 'snooze' || read[0].kind === 'reschedule') && doneBefore()) return { kind: 'complete', task: { by: 'context' } };
  // A time alone keeps the task's own day, as "make it 12:15" would; one read as a snooze, with no reminder waiting, is that hour of the task's day too.
  if (timeAlone && read[0].kind === 'reschedule') return { ...read[0], date: null };
  const clock =
    timeAlone && read[0].kind === 'snooze' && context.conversation?.pending?.about !== 'follow_up'
      ? findTime(change, context, false)
      : null;
  // "the school finishes at 2 so 1:30" of a task due today at 5: an hour already gone today moves nothing.
  if (clock?.time && !goneOnTaskDay(clock.time, context))
    return { kind: 'reschedule', task: { by: 'context' }, date: null, time: clock.time };
  return (read[0].kind === 'complete' || read[0].kind === 'remove') && BARE_IT.test(change) ? null : read[0];
}

/**
 * "she just did her wedding", not "they're sent": a deed of someone else's, said of the task in view, is their news
 * unless the job was told done first; in answer to a reminder ("CD out, they e-signed") it tells how the job went.
 */
const SOMEONE_ELSE_DID = /^(?:she|he|they)(?!['’]| (?:are|is|were|was|have been|has been)\b)\b/i;
const CALLED_OFF = /\b(?:cancell?ed|called (?:it )?off|fell through|pulled out|backed out|is off|'s off)\b/i;

/** Whether the hour, on the day the task in view is due (or today), is already past. */
function goneOnTaskDay(time: string, context: InterpretContext): boolean {
  const due = context.conversation?.current?.due;
  const zone = safeTimeZone(context.timeZone);
  const today = localDate(context);
  const day = due && !Number.isNaN(Date.parse(due)) ? localParts(Date.parse(due), zone).date : today;
  return day < today || (day === today && time <= localParts(context.now.getTime(), zone).time);
}

/** Sentences that may settle a choice: only these are read alone, ahead of the jobs said after them. */
const CHOICE_HINT =
  /\b(?:decid\w*|decision|final|going with|go with|chose|choos\w*|settled|we'?re|we are|we'?ll|we will|we shall|i'?ll|i will|gonna|going to|no more|from now on|made the call)\b/i;
const SENTENCE_END = /(?<=[.!;])\s+(?=\S)|\s*\n+\s*/;

/**
 * "decided to go with Honeyfield for the flour. email Honeyfield tomorrow at 10": a choice said in a
 * sentence of its own, then jobs in the sentences after it. Both are kept, or neither is read so.
 */
function choiceThenJobs(text: string, context: InterpretContext): Intent[] | null {
  if (text.length > MAX_READ_LENGTH || !/[.!;\n]\s*\S/.test(text)) return null;
  const parts = text.split(SENTENCE_END);
  if (parts.length < 2 || parts.length > 4 || !CHOICE_HINT.test(parts[0])) return null;
  const choice = readIntents(parts[0], context);
  if (choice.length !== 1 || choice[0].kind !== 'decision') return null;
  const jobs = readIntents(parts.slice(1).join(' '), context);
  return jobs.length > 0 && jobs.every((intent) => intent.kind === 'add_task') ? [choice[0], ...jobs] : null;
}

/** Where a feeling or a count of jobs ends and the jobs begin: ". ", " — ", " - ", ": ". */
const FEELING_ENDS = /[.!:]\s+|\s[—–-]+\s/;
/** "2 things.", "three jobs:": the jobs counted before they are said. */
const JOBS_COUNTED =
  /^(?:\d|two|three|four|five|a few|a couple of|couple of|few)\s+(?:things|jobs|bits|tasks|to-?dos)(?: for (?:today|tomorrow|tmrw|you))?$/i;

/**
 * "so much to do. ring the depot, book the MOT", "ugh long day - order diesel, invoice Hale", "2
 * things. send the report, and reorder blue roll": a feeling or a count said first, then jobs said as
 * jobs. Only when every part after opens on a verb of doing is the feeling set aside for them.
 */
function jobsAfterAFeeling(text: string, context: InterpretContext): Intent[] | null {
  // A feeling then jobs is a short message; a longer one is read as the ramble it is, without reading it twice.
  if (text.length > 240) return null;
  const split = FEELING_ENDS.exec(text);
  if (!split) return null;
  const rest = text.slice(split.index + split[0].length).trim();
  const parts = splitAsks(withoutFillers(rest), MAX_ASKS);
  // "call me later" asks something of daily, and "send help" is a cry, not a job of the person's.
  const opensOnAJob = (part: string) => {
    const [first = '', second = ''] = part.trim().split(/\s+/);
    return (isTaskVerb(first) || isPlainVerb(first)) && !/^(?:me|us|help)$/i.test(second);
  };
  // "swamped. heat complaints all morning": how long something went on tells of the day, not a job.
  if (parts.length === 0 || !parts.every(opensOnAJob) || /\ball (?:morning|day|afternoon|evening|night|week)\b/i.test(rest)) return null;
  const read = readIntents(rest, context);
  return read.length > 0 && read.every((intent) => intent.kind === 'add_task') ? read : null;
}

function countedJobs(text: string, context: InterpretContext): Intent[] | null {
  const split = FEELING_ENDS.exec(text);
  return split && JOBS_COUNTED.test(text.slice(0, split.index).trim()) ? jobsAfterAFeeling(text, context) : null;
}

const DAY_WORD = String.raw`(?:(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?|tomorrow|tmrw|tonight|today|next (?:mon|tues|wednes|thurs|fri|satur|sun)day)`;
const SECOND_ASK_BY_ITS_DAY = new RegExp(
  String.raw`(,\s*and|,|\s+and)\s+(${DAY_WORD}(?:\s+(?:morning|afternoon|evening|night))?(?:\s+(?:at\s+)?\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?)?)\s+to\s+(?=[a-z])`,
  'gi',
);

function readIntents(raw: string, context: InterpretContext): Intent[] {
  // One space or one line break between words: every rule after this sees single separators, so
  // no run of spaces can make a pattern try its ways of splitting the run one against another.
  const text = raw
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n[\s]*/g, '\n')
    .trim();
  if (!text) return UNKNOWN;
  const choiceFirst = choiceThenJobs(text, context);
  if (choiceFirst) return choiceFirst;
  const labelled = readLabelled(withOpeningTyposFixed(text));
  if (labelled) return [labelled];
  const journal = readOpeningJournal(text, context);
  if (journal) return journal;
  if (text.length > MAX_READ_LENGTH) return UNKNOWN;
  if (/^\?+$/.test(text)) return [{ kind: 'help' }];
  if (!/[\p{L}\p{N}✅✔☑]/u.test(text)) {
    const emoji = ACKNOWLEDGING.test(text) ? emojiTalk(text) : null;
    return emoji ? [{ kind: 'small_talk', what: emoji }] : UNKNOWN;
  }
  const fixed = withoutRemarkAfterDone(inQuestionOrder(withColonClock(withoutLeadIn(fixTypos(text)))))
    // "I'll do it now in a minute" (Wales, South Africa): soon, at no hour to be reminded at.
    .replace(/(?<=\p{L})\s+now in a (?:minute|min|sec|second|mo|moment)\b/giu, '')
    // "1 and 3 delete please": the items named before what is done with them.
    .replace(
      /^((?:#?\d{1,2}\s*(?:,|and|&)\s*)+#?\d{1,2})\s+(delete|remove|cancel|bin|scrap|drop)(?=(?:\s+(?:both|them|pls|please|thanks))?[.!]*$)/i,
      '$2 $1',
    )
    // "tomorrow morning itself 9 o clock", "today itself": a time said firmly, as Indian English does.
    .replace(/\b(today|tomorrow|tonight|morning|afternoon|evening|now)\s+itself\b/gi, '$1')
    // "leave it while 5", "from 1 while 4" (Yorkshire): until.
    .replace(
      /\bwhile (?=\d{1,2}(?:[:.]\d{2})?(?:\s*(?:am|pm|o'?clock)\b|\s*(?:[,.!?]|$)|\s+(?:tomorrow|today|tonight|on|then)\b))/gi,
      'till ',
    )
    // "grill is done for. totally dead": past mending, which finishes no job.
    .replace(/\b(is|'s|are|was|were) done for(?=\s*(?:[.,!;]|\p{Extended_Pictographic}|$))/giu, '$1 broken')
    // "push it to friday tho", "leave it till half 6 so": a word closing the message that only softens it.
    .replace(/(?<=[\p{L}\d])(?:,?\s+(?:tho|though)|(?<=\d)\s+so)[.!]*$/iu, '')
    // "the practice manager's moved the rota meeting to next week apparently": a change heard of, told as any other.
    .replace(/(?<=\b(?:moved|pushed|cancell?ed|changed|shifted|put back|brought forward)\b.*)\s+apparently[.!]*$/iu, '')
    // "snooze x2 hours": a count written as a multiple.
    .replace(/\bx(\d{1,2})\s*(hours?|hrs?|mins?|minutes?)\b/gi, '$1 $2')
    // "snooze 1 hr 15", "in 1h15": an hour and minutes said as one span ("16h30" and "2 hours 9am" are not).
    .replace(
      /(?<!\b(?:at|@)\s?)\b(\d{1,2})\s*(?:hr|hrs|hour|hours|(?<=\b(?:in|for|snooze|another|give me|nudge me in) \d\s*)h)\s*(?:and\s+)?([0-5]?\d)(?:\s*(?:m|min|mins|minutes)\b|(?![\d:.]|\s*[ap]\.?m\b))/gi,
      (_, hours: string, minutes: string) => `${Number(hours) * 60 + Number(minutes)} minutes`,
    )
    // "book the crane for the 23rd, 7am start": the hour the job starts at is its hour.
    .replace(/,\s*(\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm))\s+(?:start|kick[- ]?off)[.!]*$/i, ' at $1')
    // "remind me thurs at 4:30 to send the invoice, and fri morning to book the venue": a second ask
    // said as its day and "to", the "remind me" it shares left unsaid.
    .replace(SECOND_ASK_BY_ITS_DAY, (said: string, join: string, when: string, at: number, whole: string) =>
      /\bremind me\b/i.test(whole.slice(0, at)) ? `${join} remind me ${when} to ` : said,
    )
    // "later tonight like 9pm": the hour guessed at is the hour of that part of the day.
    .replace(/\b(tonight|today|tomorrow|tmrw|this (?:morning|afternoon|evening))\s+(?:like|about|around|say)\s+(?=\d)/gi, '$1 at ');
  if (takenBack(fixed, context)) return [{ kind: 'small_talk', what: 'acknowledgement' }];
  const ahead = remindedAheadOfDeadline(fixed, context);
  if (ahead) return [ahead];
  const nothingInView = !context.conversation?.current && !context.conversation?.pending;
  const tickOfNamed = nothingInView ? tickOfTheThingNamed(fixed) : null;
  if (tickOfNamed) return [tickOfNamed];
  // "did #1, all 6 registered", "just placed the order, mark done": the tick, and nothing made of the remark.
  const ticked =
    tickAskedLast(fixed, context.conversation) ??
    tickThenRemark(fixed, context.conversation, (words) => gated(readIntents(words, context), words, context));
  if (ticked) return ticked;
  // "revert?" asks for a reply, as "revert" is said in Indian English; only "revert" said as an order undoes.
  const whole = /^revert\s*\?+$/i.test(fixed.trim()) ? null : readWhole(commandForm(fixed));
  if (whole) return [whole];
  // "next thing?", "overdue stuff?", "what's next up": asked of the list, before any other question is read.
  const listAsked = ASKED_OF_THE_LIST.test(fixed) && !ASKED_WHAT_TO_DO.test(fixed) ? readList(commandForm(fixed)) : null;
  if (listAsked) return [listAsked];
  // "ugh push it 30": a groan before putting a reminder off is no feeling to answer; the putting off is the ask.
  const groan = context.conversation?.pending?.about === 'follow_up' ? GROAN.exec(fixed) : null;
  if (groan) {
    const putOff = readIntents(fixed.slice(groan[0].length), context);
    if (putOff.length === 1 && (putOff[0].kind === 'snooze' || putOff[0].kind === 'reschedule')) return putOff;
  }
  // "done, remind me to chase payment friday" said to a reminder: the tick, and the new job after it.
  const doneThen = context.conversation?.pending?.about === 'follow_up' ? (DONE_THEN.exec(text) ?? DONE_THEN.exec(fixed.trim())) : null;
  if (doneThen) {
    const after = readIntents(doneThen[1], { ...context, conversation: { ...context.conversation!, pending: null } });
    if (after.length > 0 && after.every((intent) => intent.kind === 'add_task'))
      return [{ kind: 'complete', task: { by: 'context' } }, ...after];
  }
  const noTime = movedWithNoTime(fixed);
  if (noTime) return [noTime];
  // "the lisbon flights one, make it friday": the change is of the task named, not of the one in view.
  const named = changeOfTheNamed(fixed, context);
  if (named) {
    const changed = readIntents(named, context);
    if (changed.length === 1 && CHANGES_OF_A_NAMED_TASK.has(changed[0].kind) && 'task' in changed[0] && changed[0].task.by === 'words')
      return changed;
  }
  // "they open 8:30 so make it then": the hour pointed back at, read as the change it means.
  const referred = context.conversation?.current ? timeReferredTo(fixed) : null;
  if (referred) {
    const moved = readIntents(referred, context);
    if (moved.length === 1 && moved[0].kind === 'reschedule') return moved;
  }
  const loose = movedLoosely(fixed, context);
  if (loose) {
    const moved = readIntents(loose, context);
    if (moved.length === 1 && moved[0].kind === 'reschedule') return moved;
  }
  const conversational = readConversation(plainForm(fixed), fixed, context);
  if (conversational) return conversational;
  const rest = sameVerbTwice(withoutFillers(fixed.replace(LEADING_PLEASANTRY, '').replace(TRAILING_OFF, ', ').replace(ADD_HEADING, '')));
  if (costsTold(rest)) return UNKNOWN;
  const asks =
    underDayHeading(rest, MAX_ASKS) ??
    scheduledAsks(rest)?.slice(0, MAX_ASKS) ??
    withTimeForAll(rest, (jobs) => splitAsks(jobs, MAX_ASKS)) ??
    withSharedDay(splitAsks(rest, MAX_ASKS), rest);
  const explicit = EXPLICIT_REQUEST.test(fixed);
  const readOne = (ask: string) => {
    const read = readAsk(ask, context, explicit);
    // "after my calls I need to ring the office": the job said after what comes first, read as the job.
    const after = read.length === 1 && read[0].kind === 'unknown' ? AFTER_SOMETHING.exec(ask) : null;
    return after ? readAsk(ask.slice(after[0].length), context, explicit) : read;
  };
  // "…, then the concrete lads at 10, …": a thing at its hour among jobs, read as if pointed at to be put in.
  const intents = readRamble(asks, asks.map(readOne), readOne, (ask) => readPointedOnce(ask, context));
  // "dentist fri 9, vet sat 10, mot mon": appointments listed are added together when asked for, else offered together.
  // One of them read as a task is enough to take the list as asked for.
  const listedAppointments = appointmentsListed(rest) ? appointmentsOf(intents) : null;
  if (listedAppointments)
    return explicit || intents.some((intent) => intent.kind === 'add_task') ? listedAppointments : [offerTasks(listedAppointments)];
  // "so um the big job on monday, three bedroom house, I need to book two extra lads …": in a ramble
  // that asks for jobs, a part that only told of something is left out rather than asked about.
  const jobs = intents.some((intent) => intent.kind === 'add_task');
  const understood = intents.filter((intent) => intent.kind !== 'unknown' && !(jobs && asks.length > 1 && onlyToldOf(intent)));
  // Something read two ways changes nothing: the reply asks, and the rest waits for the answer.
  const unclear = understood.find((intent) => intent.kind === 'unclear');
  // "finish the onboarding emails today, … and I should probably call my accountant": in a ramble of
  // new tasks, a job offered because it was said with a doubt is offered after the others are added.
  const added = understood.filter((intent) => intent.kind === 'add_task');
  if (unclear?.kind === 'unclear' && unclear.offer && added.length > 0 && added.length === understood.length - 1)
    return [...remindedAhead(inTheOrderSaid(added, fixed, context), fixed), unclear];
  if (unclear) return [unclear];
  // "done and done": the same intent twice is carried out once.
  const once = understood.filter(
    (intent, index) => understood.findIndex((other) => JSON.stringify(other) === JSON.stringify(intent)) === index,
  );
  if (once.length > 0) return remindedAhead(inTheOrderSaid(once, fixed, context), fixed);
  const counted = countedJobs(fixed, context);
  if (counted) return counted;
  const mused = musedJob(fixed, context);
  if (mused) return [mused];
  // "hiya, just started using this", "hi daily, back from site": a greeting, and a remark that asks nothing.
  const opening = GREETING_OPENING.exec(fixed);
  return opening
    ? [{ kind: 'small_talk', what: /^(?:thanks|thank you|thx|cheers|ta)\b/i.test(opening[0]) ? 'thanks' : 'greeting' }]
    : UNKNOWN;
}

/** The tasks of listed appointments, each added or offered alone; null when any reads as something else. */
function appointmentsOf(intents: Intent[]): NewTask[] | null {
  const tasks = intents.flatMap((intent) =>
    intent.kind === 'add_task' ? [intent] : intent.kind === 'unclear' ? (intent.offer ?? []) : [],
  );
  return tasks.length >= 2 && tasks.length === intents.length ? tasks : null;
}

/** Whether a thing of a ramble is being read as pointed at: the reading must not point again within itself. */
let pointing = false;

/** "the concrete lads at 10" read as if "…, put it in" followed it; nothing, when already inside such a reading. */
function readPointedOnce(ask: string, context: InterpretContext): Intent[] {
  if (pointing) return [];
  pointing = true;
  try {
    return readByRules(`${ask}, put it in`, context);
  } finally {
    pointing = false;
  }
}

/** "done, remind me to …", "sorted. can you add …": a reminder answered, then a new ask. */
const DONE_THEN =
  /^(?:(?:yes|yep|yeah|all|ok)[,\s]+)?(?:done|sorted|did it|all done|finished)(?:\s*[,.;!—–-]+\s*|\s+(?:and|also|plus)\s+)((?:(?:can|could) you |pls |please |and )*(?:remind me|add|remind)\b.+)$/i;

/**
 * "call the Patels at 9 and the Okafors at 2", "walk Biscuit tmrw 7am, then Luna at 9 and Max at 11":
 * one verb, then one named at an hour and more names each at their own.
 */
const SAME_VERB_FIRST =
  /^((?:call|ring|phone|text|email|service|visit|see|meet|collect|pick up|drop off|walk|groom|train|teach|feed|cut|style|clean)\s+)(.+?\s(?:at|@)?\s*\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?)((?:,\s*|\s+)(?:and|then|,)?\s*.+)$/u;
const NAMED_AT =
  /^(?:and\s+|then\s+)*((?:the\s+)?\p{Lu}[\p{L}'-]*(?:\s\p{Lu}[\p{L}'-]*)?\s+(?:at|@)\s*\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?(?:\s+(?:today|tonight|tomorrow|tmrw|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun))?)$/u;
const DAY_SAID =
  /\b(?:today|tonight|tomorrow|tmrw|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\b/i;

function sameVerbTwice(text: string): string {
  // Case-sensitive, so that only a name ("the Okafors", "Sam") starts the others; the verb may open in capitals.
  const said = text.trim();
  const first = SAME_VERB_FIRST.exec(said.charAt(0).toLowerCase() + said.slice(1));
  if (!first) return text;
  const others = first[3]
    .replace(/^(?:,\s*|\s+)/, '')
    .split(/\s*,\s*|\s+(?=(?:and|then)\s)/)
    .map((part) => NAMED_AT.exec(part.trim())?.[1]);
  if (others.length === 0 || others.some((other) => !other)) return text;
  // "service the Corsa fri 8.30 then the Fiesta at 11": a day said with one hour is the others' too.
  const day = DAY_SAID.exec(said)?.[0];
  const withDay = (job: string) => (day && !DAY_SAID.test(job) ? `${job} ${day}` : job);
  return [`${first[1]}${withDay(first[2])}`, ...others.map((other) => `${first[1]}${withDay(other ?? '')}`)].join(', and ');
}

/** "i'll do 3 at 5", "3 at 5" said to a list: that item moved to the hour. */
const ITEM_AT =
  /^(?:(?:i'?ll|ill|i will|gonna|let'?s|lets)\s+)?(?:do\s+)?(?:number\s+|no\.?\s*|#)?(\d{1,2})\s+(?:at|@|for)\s+(\S.{0,30})$/i;
/** "not tomorrow, the day after": the day after the one turned down. */
const DAY_AFTER_THAT =
  /^(?:no,?\s+)?not\s+(tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)[,.]?\s+(?:the\s+)?day\s+after(?:\s+that)?[.!]*$/i;

/** A move said loosely, as the plain ask the readers of changes know. */
function movedLoosely(text: string, context: InterpretContext): string | null {
  const conversation = context.conversation;
  const item = ITEM_AT.exec(text.trim());
  if (item && conversation && !conversation.pending && Number(item[1]) >= 1 && Number(item[1]) <= conversation.listed.length)
    return `move ${item[1]} to ${item[2]}`;
  const dayAfter = DAY_AFTER_THAT.exec(text.trim());
  if (dayAfter && conversation?.current) return `make it the day after ${dayAfter[1]}`;
  return null;
}

/** "after my calls", "after the school run,": what comes first, before the job a person needs to do. */
const AFTER_SOMETHING =
  /^(?:after|once|when) (?:my|the|this|our|i'?ve done (?:my|the)) (?:[\p{L}'-]+ ){0,3}?[\p{L}'-]+,? (?=(?:i|we) (?:need|have|gotta|got|must|should|'ll)\b|(?:need|have|got) to\b|gotta\b)/iu;

/** "council tax £160", "£40 water", "van insurance 1.2k": a thing and what it costs. */
const COST =
  /^(?:(?:[\p{L}'&-]+ ){0,4}(?:[£$€] ?\d[\d,.]*k?|\d[\d,.]*k? ?(?:quid|bucks|pounds|dollars|grand))|(?:[£$€] ?\d[\d,.]*k?)(?: [\p{L}'&-]+){1,4})(?: (?:a|per|\/) ?(?:month|week|year|yr|mo|wk|quarter))?$/iu;

/**
 * "rent £1200, council tax £160, water £40": what things cost, listed, which asks for no job; "pay
 * rent £1200, …" opens on a deed and is read as asks.
 */
function costsTold(text: string): boolean {
  if (text.length > 240) return false;
  const parts = text
    .trim()
    .replace(/[.!]+$/, '')
    .split(/\s*(?:[,;+]|\band\b|\s-\s)\s*/)
    .filter(Boolean);
  if (parts.length < 2 || !parts.every((part) => COST.test(part))) return false;
  // "rent £1200" beside "council tax £160": a lone word before a cost names the thing, even one that is also a verb.
  const deeds = parts.filter((part) => opensOnVerb(part));
  return deeds.length < parts.length && deeds.every((part) => part.replace(AMOUNT, ' ').trim().split(/\s+/).length === 1);
}
const AMOUNT = /[£$€] ?\d[\d,.]*k?|\d[\d,.]*k? ?(?:quid|bucks|pounds|dollars|grand)?/gi;

const FREE_OR_NOT =
  /^(.+?),?\s+or (?:am|are|r) (?:i|we|u) (?:free|clear|around)(?:\s+(?:to|for)\s+[^?]+)?\??$|^(.+? (?:i|we) (?:free|available|clear) or not)\??$/;

/** "call with the agency at 9:30, remind me 15 min before": a reminder asked for ahead of the job just named. */
const AHEAD =
  /(?:^|[,.;]\s*|\s(?:and|but|so)\s)(?:please |pls |and )?(?:remind|ping|nudge|text|message) me (?:\d{1,3}|five|ten|fifteen|twenty|thirty|an?|one|half an?) ?(?:mins?|minutes?|hours?|hrs?|h) (?:before|beforehand|ahead|earlier|early)(?: (?:it|that|then|please|pls))*[.!]*$/i;

/** A job said with "remind me 15 min before": the job, at its own time, in place of a snooze of nothing in view. */
function remindedAhead(intents: Intent[], text: string): Intent[] {
  const ahead = AHEAD.exec(text);
  const jobs = intents.filter((intent) => intent.kind === 'add_task');
  if (!ahead || jobs.length !== 1 || jobs[0].kind !== 'add_task' || jobs[0].due === null) return intents;
  // The job keeps its own time, which is what the person will be shown; a reminder before it is not
  // something a task holds, and snoozing nothing would have done nothing at all.
  return intents.filter((intent) => !(intent.kind === 'snooze' && intent.task.by === 'context'));
}

/** A clock opening a new name ("change it to 9:30 they bumped me", "… 4pm, client's running late"). */
const CLOCK_FIRST = /^(\d{1,2}[:.]\d{2}(?:\s?[ap]\.?m\.?)?|\d{1,2}\s?[ap]\.?m\.?)(?=[\s,;.!-])/i;

/** Why, said straight after a new time: "they bumped me", ", the client is running late", "cos …". */
const WHY_AFTER_A_CLOCK =
  /^[,;:-]?\s*(?:cos|cause|because|bc|as|since|they|he|she|we|i|i'm|im|it's|its|(?:the|my|our) [\p{L}'-]+(?: [\p{L}'-]+)? (?:is|are|was|were|has|have|had|can't|cant|won't|moved|changed|bumped|pushed))\b/iu;

/**
 * A name that opens on a clock and goes on with why ("change it to 9:30 they bumped me") is a new time
 * told with its reason: the words up to the clock move the task. A quoted name, or words after the clock
 * that are no reason ("9:30 standup"), stay a name.
 */
function clockNotName(renamed: Intent, text: string, context: InterpretContext): Intent | null {
  const clock = renamed.kind === 'rename' ? CLOCK_FIRST.exec(renamed.title.trim()) : null;
  const at = clock ? text.lastIndexOf(clock[1]) : -1;
  if (!clock || at < 0 || /["“”'‘’]\s*$/.test(text.slice(0, at))) return null;
  const end = at + clock[1].length;
  if (!WHY_AFTER_A_CLOCK.test(text.slice(end).trim())) return null;
  const moved = readMessage(text.slice(0, end), context);
  return moved.length === 1 && moved[0].kind === 'reschedule' ? moved[0] : null;
}

/** "remind me... actually never mind", "call the bank at 4, nvm", "rename it... actually no its fine leave it": what was begun is taken back. */
const TAKEN_BACK =
  /(?:^|[\s,.…!;-]+)(?:(?:actually|oh|wait|hmm+|ah|no|ok|lol)[\s,.]*)*(?:never ?mind|nvm|forget (?:it|that)|ignore (?:that|me|this)|(?:(?:actually|no|nah)[\s,.]+)+(?:(?:it'?s|its) (?:fine|ok|okay)[\s,.]+)?leave it(?: as it is)?)[\s.!]*$/i;

/** "hi yes", "cheers for the reminder,": a hello, a yes or thanks said before the answer to a reminder. */
const REPLY_OPENER =
  /^(?:(?:hi|hey|hiya|hello|morning|good morning|yes|yeah|yep|yup|ok|okay|ta|cheers|thanks|thank you|thx)(?: (?:for|4) the (?:reminder|nudge|ping))?[\s,.!]+)+/i;

/**
 * "hi yes just did it", "cheers for the reminder, did it this morning": the reminder's job done, said after
 * the opener. A put-off after thanks ("ta for the reminder, doing it after me tea") is left as it was read.
 */
function replyAfterAnOpener(said: string, context: InterpretContext): Intent[] | null {
  if (context.conversation?.pending?.about !== 'follow_up') return null;
  const opener = REPLY_OPENER.exec(said.trim());
  const rest = opener ? said.trim().slice(opener[0].length) : '';
  // "thanks for the nudge about the deposit": what the thanks are for, not an answer.
  if (rest.split(/\s+/).length < 2 || /^(?:for|4|about|re)\b/i.test(rest)) return null;
  const read = readMessage(rest, context);
  const [only] = read;
  return read.length === 1 && only.kind === 'complete' && only.task.by === 'context' ? read : null;
}

/** What a "never mind" said after it takes back. */
const TAKEN_BACK_CHANGES = new Set<Intent['kind']>(['add_task', 'snooze', 'reschedule', 'rename', 'remove']);

/**
 * "move it to 4, never mind": one change, taken back in the sentence that asked it. A sentence before it
 * ("move the dentist to friday. gym, never mind"), or words to pass on ("tell the builder no, leave it"),
 * leave the change as asked.
 */
function takenBackInOneBreath(text: string, context: InterpretContext): boolean {
  const back = takenBack(text, context);
  if (!back) return false;
  const before = text.slice(0, back.index);
  return !/[.?!]\s+\S/.test(before) && !/\b(?:tell|say|text|message|email|reply|answer)\b/i.test(before);
}

/** Alone, "never mind" with a reminder waiting may be about its task, and is left to the readers of replies. */
function takenBack(text: string, context: InterpretContext): RegExpExecArray | null {
  const back = TAKEN_BACK.exec(text);
  return back && (back.index > 0 || !context.conversation?.pending) ? back : null;
}

/**
 * "someone should really call Kev", "thinking about emailing the landlord", "could be worth looking
 * into an accountant at some point": a job mused about, which nothing else read, is offered back.
 */
function musedJob(text: string, context: InterpretContext): Intent | null {
  const musing = MUSING_ON_A_JOB.exec(text.trim());
  if (!musing) return null;
  const job = text
    .trim()
    .slice(musing[0].length)
    .replace(/^(\p{L}+)ing\b/u, (word, stem: string) => (isTaskVerb(stem) ? stem : isTaskVerb(`${stem}e`) ? `${stem}e` : word))
    .replace(/[,\s]+(?:at some (?:point|stage)|eventually|one day|sometime|i guess|i suppose|again)[.!]*$/i, '');
  const read = readTask(job, context);
  if (read.kind === 'add_task') return offer({ ...read, title: capitalise(read.title) });
  return { kind: 'unclear', understood: `"${text.trim()}"`, question: 'What would you like me to do with it?' };
}

const GREETING_OPENING =
  /^(?:hi|hello|hey|heya|hiya|morning|good morning|evening|good evening|thanks|thank you|thx|cheers)(?: there| daily| all| again| so much)?[!,.]+\s*\S/i;

/**
 * "the landlord", "hmm the rota", "that Okafor stuff sometime": a few words that point at something
 * without saying what should happen to it. They are said back and asked about; words that tell how
 * things are ("the launch is on friday") are left as said.
 */
const POINTING_WORDS =
  /^(?:the|that|this|those|these|my|our|his|her|their|some|something|stuff|thing|thingy|whatsit|maybe|perhaps|sometime|someday|whatever|idk|hmm+|uh+|um+|erm+|eh|meh|ish)$|\p{L}{3,}(?:ing|s)$|ish$/u;

function pointedAt(text: string, context: InterpretContext): Intent | null {
  const said = text.replace(MARKS, ' ').trim();
  const words = commandForm(said).split(/\s+/);
  // Words of another language, noise, or a greeting with a remark are not understood, and are said so.
  if (words.length > 8 || !/^[a-z0-9' ,.?!-]+$/.test(words.join(' ')) || /^(?:hey|hi|hello|hiya|yo|my)$/.test(words[0])) return null;
  if (words.some((word) => word.length > 16) || !words.some((word) => /^[a-z']*[aeiouy][a-z']*$/.test(word) && word.length > 1))
    return null;
  // Just after a reminder, any short reply is about that task, and is asked about rather than brushed off.
  const inView = context.conversation?.pending?.about === 'follow_up';
  const pointing =
    words.some((word) => POINTING_WORDS.test(word.replace(/[^a-z0-9']/g, ''))) ||
    (words.length === 1 && (isTaskVerb(words[0]) || /^(?:skip|pass|next|move|change|shift|push|edit|update)$/.test(words[0])));
  if ((!pointing && !inView) || readsAsStatement(said)) return null;
  return { kind: 'unclear', understood: `"${said}"`, question: 'What would you like me to do with it?' };
}

const MARKS = /(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F|\u200D)+/gu;
/** Emoji alone (a thumbs up, a smile, a heart): a nod, whatever their skin tone. */
const ACKNOWLEDGING = /^(?:\s|\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F|\u200D)+$/u;
/** "thanks! also add …", "hi! can you …", "gm. tick off …", "ey up, need to …": the courtesy is not a task, what follows may be. */
const LEADING_PLEASANTRY =
  /^(?:(?:thanks|thank you|thx|ty|cheers|ta|hi(?: hi)?|hello|hey(?: hey)?|hiya|heya|yo|gm|ey ?up|ay ?up|aye up|morning|good morning|afternoon|good afternoon|evening|good evening|my bad|oops|whoops|sorry)(?: daily| so much| again| mate| love)?[!,.]+|(?:sorry|soz|apologies)\b[^.!?,;\n]{1,40}[.!]+)\s*(?:(?:it'?s |this is )?\p{Lu}\p{Ll}+ here[!,.]+\s*)?(?:also[,]?\s+|and\s+)?(?=\S)/iu;
/** "get the refund... and, um, book the vet": a trailing-off pause between asks, read as a comma. */
const TRAILING_OFF = /\s*(?:\.{2,}|…)\s*/g;

/** "scrap that, do it the day after": what was said is taken back for the change that follows it. */
function changedInstead(plain: string, context: InterpretContext): Intent | null {
  const instead = /^(?:scrap|scratch|forget|ignore) (?:that|this)\s+(.+)$/.exec(plain);
  if (!instead || !context.conversation?.current) return null;
  const change = rescheduleIn(
    instead[1].replace(/^(?:do|have|put) (?:it|that|this)\s+(?=the |on |at |next |tomorrow|\d)/, 'make it '),
    context,
  );
  return change?.kind === 'reschedule' || change?.kind === 'snooze' ? change : null;
}

const GROAN = /^(?:ugh+|urgh+|argh+|sigh|meh|ffs|omg|jeez|god)[,.!]*\s+(?=\S)/i;

/** "tmrw?", "friday looking busy?": a day asked about, with nothing in view it could move. */
const DAY_ASKED =
  /^(?:and |what about |how about )?(today|tonight|tomorrow|tmrw|tmr|(?:mon|tues|wednes|thurs|fri|satur|sun)day|the day after tomorrow)(?: (?:looking|look|looks) (?:busy|full|packed|ok|okay|good|free|bad|rammed|mad|quiet))?\s*\?+$/i;

function dayAsked(text: string, context: InterpretContext): Intent | null {
  const day = DAY_ASKED.exec(text.trim());
  // "thursday?" with a task in view may move it; "thursday looking busy?" asks of the day whatever is in view.
  const conversation = context.conversation;
  if (!day || (!/\blook/i.test(day[0]) && conversation && (conversation.current || conversation.pending))) return null;
  return day ? agendaIn(`what's on ${day[1].toLowerCase().replace(/^tmrw?$/, 'tomorrow')}`, context) : null;
}

/** A message that ends in an aside in brackets: the words before it, and the aside. */
interface Bracketed {
  before: string;
  aside: string;
}

/** The words before a closing aside in brackets and the aside itself, found by position so a long message costs one pass. */
function bracketedAtEnd(text: string): Bracketed | null {
  if (!text.includes('(')) return null;
  let said = text.trim();
  while (said.endsWith('.') || said.endsWith('!')) said = said.slice(0, -1).trimEnd();
  const open = said.indexOf('(');
  if (open <= 0 || !said.endsWith(')') || said.indexOf('(', open + 1) >= 0 || said.indexOf(')') !== said.length - 1) return null;
  const before = plainForm(said.slice(0, open));
  return before ? { before, aside: said.slice(open + 1, -1).trim() } : null;
}

/** "hey (can you remind me to call the vet at 5)": an aside that asks for something is no aside. */
const ASIDE_ASKS = /\b(?:remind|add|need|needs|have to|has to|got to|gotta|must|can you|could you|pls|please)\b/i;

const asksSomething = (aside: string) => ASIDE_ASKS.test(aside) || isTaskVerb(aside.split(/\s+/)[0] ?? '');

/** "hi (remind me to order flour tomorrow)": a greeting wrapped round an ask, whose ask is read alone. */
function askInGreetingBrackets(text: string): string | null {
  const found = bracketedAtEnd(text);
  return found && asksSomething(found.aside) && smallTalk(found.before) === 'greeting' ? found.aside : null;
}

/** "morninggg (its 3pm dont judge)": a greeting with an aside in brackets, whose hour asks for nothing. */
function greetingBeforeAside(text: string): 'greeting' | null {
  const found = bracketedAtEnd(text);
  return found && !asksSomething(found.aside) && smallTalk(found.before) === 'greeting' ? 'greeting' : null;
}

/**
 * A message said to daily rather than a list of asks: an answer to its question, a greeting, a
 * question, a choice being weighed, a decision in plain words, a correction of a task, a feeling.
 * Read from the whole message, before it is split into asks.
 */
function readConversation(plain: string, text: string, context: InterpretContext): Intent[] | null {
  if (!plain) return null;
  const asked = dayAsked(text, context);
  if (asked) return [asked];
  // "ok bye for now" while daily waits on an answer takes leave; it answers nothing, and the question can wait.
  const leaving =
    context.conversation?.pending && context.conversation.pending.about !== 'follow_up' && smallTalk(plain, text) === 'goodbye';
  const answer = leaving ? null : answerIn(plain, text, context.conversation);
  if (answer) return [answer];
  const underWay = underWayNow(plain, context);
  if (underWay) return [underWay];
  const then = remindedThen(text, context);
  if (then) return [then];
  // Read once: a moment in reply to a reminder, and whether it names only a day.
  const moment = momentReplied(text, context);
  const later = laterIn(plain, context) ?? putOffWithWhy(text, context) ?? askedAgainIn(plain, text, context, moment);
  if (later) return [later];
  // "can't face it today, tomorrow": a moment in reply to a reminder, whatever feeling comes with it.
  const putOffNow = (moment && !moment.dayOnly ? moment.intent : null) ?? slipCorrected(text, context) ?? changedInstead(plain, context);
  if (putOffNow) return [putOffNow];
  const notAJob = askedNotAJob(plain, text, context) ?? addedToTitle(text, context.conversation);
  if (notAJob) return [notAJob];
  const talk = smallTalk(plain, text, context.conversation?.pending?.about === 'follow_up') ?? greetingBeforeAside(text);
  const jobsAfter = talk === 'feeling' || talk === 'overwhelmed' ? jobsAfterAFeeling(text, context) : null;
  if (jobsAfter) return jobsAfter;
  if (talk) return [moment?.intent ?? { kind: 'small_talk', what: talk }];
  const unsure = unsureReplyIn(plain, text, context);
  if (unsure) return [unsure];
  // "can you call that the costco run", "should be called send Jess her meal plan": a new name, however
  // asked, before the rules for completions, questions and unclear words see it.
  const arrowed = arrowMoveIn(text, context);
  if (arrowed) return [arrowed];
  const renamed = wordSwapIn(text, context.conversation, safeTimeZone(context.timeZone)) ?? retitled(text, context.conversation);
  if (renamed) return [clockNotName(renamed, text, context) ?? renamed];
  // "what did i say about the lease", with the lease task in view: asked of the journal, never a tick of the task.
  const recall = recallIn(plain);
  if (recall) return [recall];
  const finished = completionIn(plain, context.conversation, text);
  if (finished) return [finished];
  const removed = severalRemoved(plain) ?? quotedRemoval(text) ?? namedTaskLetGo(plain, text);
  if (removed) return Array.isArray(removed) ? removed : [removed];
  if (REMIND_ME_OF_A_FACT.test(plain)) return [{ kind: 'question', text: text.trim() }];
  const figure = figureAsked(plain, text);
  if (figure) return [figure];
  // "help me decide: raise prices or cut the menu" weighs two courses, not the list.
  // "flag as high priority: vendor due diligence": a task marked, not the list put in order.
  const flagged = /^(?:please |pls )?(?:flag|mark) (?:it |this |that )?as (?:an? )?(?:high |top )?priority\b/.test(plain);
  const scope = /\bhelp me (?:decide|choose|pick)\b/.test(plain) || flagged ? null : (prioritiseScope(plain) ?? priorityAskedIn(plain));
  if (scope) return [{ kind: 'prioritise', scope }];
  // "do i have anything tonight or am i free": one question asked two ways, not two courses weighed.
  const askedTwice = FREE_OR_NOT.exec(plain);
  const freeOrNot = askedTwice ? freeTimeIn(askedTwice[1] ?? askedTwice[2], context) : null;
  if (freeOrNot) return [freeOrNot];
  // "payroll or the COI, one of them": unsure which thing it was, not two courses weighed.
  if (unsureWhich(plain, text)) return [{ kind: 'unclear', understood: `"${text.trim()}"`, question: WHAT_TO_DO }];
  const dilemma = dilemmaIn(plain, text);
  if (dilemma) return [dilemma];
  // "my bad, next friday" owns up to a slip; it asks for no list.
  const owning = /^my (?:bad|mistake|fault)\b/.test(plain);
  const agenda = freeTimeIn(plain, context) ?? (owning ? null : (agendaIn(plain, context) ?? namedListIn(plain, context)));
  if (agenda) return [agenda];
  const unclear = unclearIn(plain, context) ?? (vagueChange(plain) ? VAGUE_CHANGE : null);
  if (unclear) return [unclear.kind === 'unclear' && unclear.question === SHALL_I_ADD ? offerMused(unclear, text, context) : unclear];
  const renamedAs = renameIn(plain, text, context.conversation);
  const change =
    removalIn(plain, text, context.conversation) ??
    (renamedAs && (clockNotName(renamedAs, text, context) ?? renamedAs)) ??
    (PUT_IN_QUOTES.test(text) ? null : rescheduleIn(plain, context)) ??
    replyIn(hedged(plain, text), context);
  if (change) return [change];
  const decided = decisionIn(plain, text);
  if (decided) return [decided];
  const feeling = mood(plain, text);
  const jobsAfterMood = feeling === 'feeling' || feeling === 'overwhelmed' ? jobsAfterAFeeling(text, context) : null;
  if (jobsAfterMood) return jobsAfterMood;
  // "ugh i know. monday": a feeling beside the moment asked for, in reply to a reminder, puts it off all the same.
  // "I am so stressed today, everything is late": today is when it is felt, not a day to put the reminder off to.
  const feltToday = moment?.dayOnly && /\btoday\b/i.test(text) && !/\bnot today\b/i.test(text);
  if (feeling) return [(feltToday ? null : moment?.intent) ?? { kind: 'small_talk', what: feeling }];
  // "fondant?", "Kev monday?", "the Barker cake sometime?": a thing asked about with no verb, which daily cannot answer.
  if (thingAsked(plain, text))
    return [{ kind: 'unclear', understood: `"${text.trim()}"`, question: 'What would you like me to do with it?' }];
  if (isQuestion(plain, text)) {
    // "maybe I should call the bank at some point?", "could be worth emailing the venue idk": a job mused
    // about, not a question daily can answer, so it asks what to do.
    // "should sort the fridge at some point": "should" with no one before it is a job owed, not asked about.
    if ((HEDGED_TASK.test(plain) || owedJob(plain, text)) && !ASKS_WHAT_IS.test(plain))
      return [{ kind: 'unclear', understood: `"${text.trim()}"`, question: 'What would you like me to do with it?' }];
    return [{ kind: 'question', text: text.trim() }];
  }
  // "not today mate, tomorrow": a day said in reply to a reminder, when nothing above read it.
  return moment ? [moment.intent] : null;
}

/**
 * "can you remind me what time the dentist is", "remind me when the MOT is due": asking to be told
 * something about a task, not to be reminded to do something ("remind me when I'm home to call mum").
 */
const REMIND_ME_OF_A_FACT =
  /^(?:(?:can|could|would|will) (?:you|u) )?(?:please |pls )?(?:just )?remind me (?:again )?(?:what|when|where|which|who|why|how|whether|if)\b(?! (?:i|we) (?:have|'?ve got|got) on\b)(?!.* to (?!(?:the|a|an|my|our|your)\b)[a-z]+\b)(?!.*\b(?:every|each)\b)/;

/** 'put "interview the councilmember" on friday at 11:30': a name given in quotes is a new task's, not one to move. */
const PUT_IN_QUOTES = /^(?:please |pls )?(?:put|stick|pop|pencil(?: in)?)\s+["“‘][^"“”‘’]{3,120}["”’]\s+(?:on|for|at|in|to)\b/i;

const OWED_JOB = /^(?:i |we )?(?:should|shud|shld)(?: (?:prob|probs|probably|really|defo|def))? ([a-z]+)\b/;
/** "should sort the fridge at some point": a job owed, its verb first, not asked about. */
function owedJob(plain: string, text: string): boolean {
  const owed = OWED_JOB.exec(plain);
  return owed !== null && isTaskVerb(owed[1]) && !/\?\s*$/.test(text);
}

/** The plain form drops punctuation; a question mark still says the reply is unsure. */
function hedged(plain: string, text: string): string {
  return /\?\s*$/.test(text) ? `${plain} ?` : plain;
}

const VAGUE_CHANGE: Intent = { kind: 'unclear', understood: 'a change to a task', question: 'To when?' };

const QUESTION_OPENING =
  /^(?:what|what'?s|whats|when|where|who|whom|whose|why|how|which|is|are|am|was|were|do|does|did|can|could|will|would|should|shall|have|has|any idea|any chance|is it|are you)\b/;

function thingAsked(plain: string, text: string): boolean {
  // Words of another language are not understood, and are said so.
  if (!/\?\s*$/.test(text) || QUESTION_OPENING.test(plain) || /[^\p{ASCII}‘’“”£€]/u.test(text)) return false;
  const words = plain.split(' ');
  return words.length <= 5 && !readsAsAction(plain) && !isTaskVerb(words[0] ?? '') && !tag(plain).has(VERB);
}

/** A question daily cannot act on: it asks, and asks for no task ("can you remind me …?" does). */
/** A question that asks what is, when or why: it wants an answer, however unsure it sounds. */
const ASKS_WHAT_IS = /^(?:what|when|where|who|why|how|which|whats|what'?s|is|are|am|was|were|does|did|do|have|has)\b/;

function isQuestion(plain: string, text: string): boolean {
  if (asksAboutDaily(plain, text)) return true;
  // "did I already add the surveyor thing?": asked about the list, not an ask to add.
  if (/^(?:did|have|has) (?:i|we|you) (?:already |ever |actually )?add(?:ed)?\b/.test(plain) && /\?\s*$/.test(text)) return true;
  if (ASKS_FOR_A_TASK.test(plain)) return false;
  // "do it friday": the task in view put on a day, not "does it …?".
  if (/^do (?:it|that|this)\b/.test(plain) && !/\?\s*$/.test(text)) return false;
  // "did the first two", "did about forty mugs today": a report of what was done, not "did …?" asked of someone.
  if (
    !/\?\s*$/.test(text) &&
    /^did /.test(plain) &&
    (/^did (?:the|my|a|an|all|both|those|these|them|that|it|this|\d)\b/.test(plain) || COUNTED_WORK.test(plain.slice(4)))
  )
    return false;
  // "do my reminders work when my phone is off?": "do" asking about a thing that does something.
  // "do tiktok shop sellers get a 1099 or how does tax work": asked again after "or", which marks a question as "?" does.
  const askedTwice = /\?\s*$/.test(text) || /\bor (?:how|what|when|where|why|who|do|does|is|are|can)\b/.test(plain);
  if (askedTwice && /^(?:do|does|did) /.test(plain) && tag(plain).has(DOES_A_THING)) return true;
  // "do the laundry?", "call mum?": a task written with a question mark.
  const [first, second = ''] = plain.split(' ');
  if (readsAsAction(first) && !/^(?:i|you|u|we|they|he|she|it)$/.test(second)) return false;
  // Words daily cannot read at all are not a question it could answer.
  if (/[^\p{ASCII}‘’“”£€]/u.test(text)) return false;
  return /\?\s*$/.test(text) || (QUESTION_OPENING.test(plain) && plain.split(' ').length >= 3);
}
