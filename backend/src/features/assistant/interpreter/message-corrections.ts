import { CHOICE_PUT_OFF, type ConversationState, type Intent, type InterpretContext, type TaskReference } from './intent';
import { bareRemoval, letGoOf, namedTaskLetGo, ORDINAL, quotedRemoval, reasonNamesTask, taskOfTitle } from './message-removals';
import { zoneOffsetMs } from '../../tasks';
import { smallNumber } from './message-day-words';
import { findTime, localParts, safeTimeZone, withDayHours } from './message-dates';
import { CHANGED_PLAN, isTaskVerb, MONTH_NAME, plainForm, STUCK_OPENING, withOrdinalSuffix, withoutTimeSetAside } from './message-words';
import { hasTaskPrefix, opensOnTwoWordVerb, putInTheDiary } from './task-title';
import { MUSING_ON_A_JOB, withoutHedging } from './message-doubts';
import { WORD_NUMBERS } from './message-clauses';
import { numberOfTheTitle } from './message-word-swaps';

/**
 * Changes to a task already there: "make it 2:30", "actually thursday", "push that to tomorrow",
 * "move the Acme call to friday 2pm", "rename it to …", "delete the yoga task", and the answer to
 * a question daily asked ("2", "the second one"). Read from the message in its plain form.
 */
const POINTING =
  /^(?:it|that|this|eso|esto|that one|this one|the task|the reminder|the last one|(?:(?:that|the) )?last one (?:i|we) (?:added|made|set|put in|just added)|the time|the date|its time|the time of it|this task|that task|this reminder|that reminder|(?:that|this|the) yoke)$/;
const TASK_NOUN = /\s+(?:one|task|reminder|thing|item|to-?do|entry)$/;

/** "the Acme call", "task 2", "it": which task a change is about. */
const DAY_IT_FALLS_ON =
  /(?<=\S)\s+(?:on\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|tomorrow|tmrw|today|tonight)$/;

export function referenceIn(words: string): TaskReference {
  const cleaned = withoutCourtesy(words)
    .trim()
    .replace(/^(?:the|my|our|a|an)\s+/, '')
    // "scrap that actually": an afterthought, no word of the task.
    .replace(/(?<=\S)\s+actually$/, '')
    .replace(/^(?:task|item|number|no\.?|#)\s*(?=\d)/, '')
    .replace(TASK_NOUN, '')
    .trim()
    // "the florist fri", "my dentist tomorrow": the day it falls on says which task, and is no word of its title.
    .replace(DAY_IT_FALLS_ON, '');
  if (!cleaned || POINTING.test(cleaned) || POINTING.test(words.trim())) return { by: 'context' };
  if (/^#?\d{1,2}$/.test(cleaned)) return { by: 'number', number: Number(cleaned.replace('#', '')) };
  const ordinal = ordinalOf(cleaned);
  return ordinal ? { by: 'number', number: ordinal } : { by: 'words', words: cleaned };
}

/** "second", "2nd", "the third": the item of the list an ordinal names, or null. */
export function ordinalOf(words: string): number | null {
  const said = words.replace(/^the /, '');
  const digits = /^(\d{1,2})(?:st|nd|rd|th)$/.exec(said);
  if (digits) return Number(digits[1]) || null;
  const ordinal = ORDINAL_WORDS[said];
  return ordinal && ordinal > 0 ? ordinal : null;
}

/** "pls", "thx", "please": courtesy around a reference, never words of a task's title. */
const COURTESY = /(?:^|\s)(?:please|pls|plz|thx|thanks|thank you|ta|cheers|x+)(?=\s|$)/g;

export function withoutCourtesy(words: string): string {
  return words.replace(COURTESY, ' ').replace(/\s+/g, ' ').trim();
}

const LEAD =
  /^(?:(?:actually|ah|ahh|err|er|uh|eh|meh|ugh|argh|ok|okay|oh|och|ach|na|sorry|no|nope|nah|wait|hmm|um|erm|oops|whoops|my bad|my mistake|never ?mind|nvm|nm|scratch that|on second thought|change of plan)[, ]+)*/;

const REMOVE =
  /^(?:please |pls |can you |could you |can u |could u |you can |u can |just )*(?:cancel|delete|remove|scrap|drop|bin|ditch|nuke|nix|trash|axe|get rid of|forget about|forget|kill|clear|erase|wipe|strike|scrub|lose|unschedule and delete|unschedule)\s+(.+?)(?: (?:please|pls|thanks|for me|from (?:my|the) (?:to-?do )?(?:list|tasks|to-?dos|reminders)|on (?:that|the|my|this) list|completely|entirely|altogether|for good))*$/;
const NOT_NEEDED =
  /^(?:(?:nvm|never mind|actually|ok|oh|ah)\s+)*(?:no need(?: for (?:it|that|this))?(?: any ?more| now)?|stop (?:that one|this one|that reminder|this reminder)(?: (?:please|pls))?|(?:i )?(?:don'?t|do not|no longer) need (?:it|that|this|that one|this one|that reminder|this reminder|that task|this task)(?: any ?more| now)?|take (?:it|that|this) off)(?:[,.!]*\s+(?:it'?s|its|it is|cos|coz|because|too|so|tbh|lol)\b[^?]*)?$/;
const NO_LONGER_WANTED =
  /^(?:(?:nvm|never mind|actually|ok|oh|ah|sadly)[, ]+)*(?:(?:it'?s|its|it is|that'?s|thats) )?(?:(?:not needed|not required) (?:now|any ?more|after all)|no longer (?:needed|required)(?: now| any ?more)?)(?:[.!]*$|(?:[,.;!]+\s*|\s+(?=(?:the|they|she|he|we|i|it|cos|coz|because|as|since)\b))(?!(?:but|and|so|unless|until|till)\b)[^?]*$)/;
const SKIPPED_FOR_GOOD =
  /^(?:(?:just|ok|oh|ah|no)\s+)*(?:skip|drop|stop|ditch|bin) (?:it|that|this|that one|this one)(?: for good| forever| permanently| from now on| altogether| entirely)\b/;
const TAKEN_OFF =
  /^(?:please |pls |kindly |you can |u can |can you |could you )*(?:take|knock|strike|cross) ((?:number |no\.? ?|item |task |#)?\d{1,2}|it|that|this|that one|this one|the last one) off(?: please| pls| love| dear)?$|^(?:please |pls |kindly |you can |u can |can you |could you )*(?:take|knock|strike) off ((?:number |no\.? ?|item |task |#)?\d{1,2})(?: please| pls| love| dear)?$/;
/** "take X off my list" removes it; "cross X off", "tick X off my list" mark it done. */
const OFF_THE_LIST =
  /^(?:please |pls |can you |could you )?(?:(take|remove|get|knock|strike)\s+(.+?)\s+off (?:my|the) (?:to-?do )?list|(cross|tick|check)\s+(.+?)\s+off(?: (?:my|the) (?:to-?do )?list)?)(?: for good| for now| altogether| permanently)?(?: (?:please|pls|thanks|thx))?$/;
/**
 * "take off the sparring thing for saturday, coach ain't coming", "take Maya's session off thursday": a
 * booking taken off its day is removed, as is "the X one" taken off ("take off the old tape" is a job and
 * names no booking; "take one off" and "take the booking off hold" take nothing off the list).
 */
const BOOKING = String.raw`(?:thing|session|booking|lesson|class|appointment|appt|slot|sesh)`;
/** The day a booking is taken off: "off thursday", "off for saturday" ("off hold", "off snooze" are no days). */
const OFF_DAY = String.raw`(?:today|tonight|tomorrow|tmrw|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thurs|fri|sat|sun|next week|this week)`;
const BOOKING_TAKEN_OFF = new RegExp(
  String.raw`^(?:yo |so |just |please |pls |can you |could you )*take (?:off ((?:the |my |\S+'s )?(?:\S+ ){0,3}?${BOOKING}|(?:the |di |that )(?:\S+ ){1,3}?one)(?: (?:for|on) ${OFF_DAY})?|((?:the |my |\S+'s )?(?:\S+ ){0,3}?${BOOKING}) off(?: (?:for |on )?${OFF_DAY})?)(?: (?:please|pls))?$`,
);
/** "scrap the lunch, it's off": the reason given after what to remove. */
const REASON_AFTER =
  / (?:(?:it'?s|its|that'?s|thats) (?:off|cancelled|canceled|not happening|done|not needed|no longer needed)|not needed(?: any ?more)?|no longer needed|not happening)$/;
const REMOVE_AFTER_NAMING = /^(?:i )?(?:don'?t|do not|no longer) need (.+?)(?: (?:any ?more|now))? (?:remove|delete|cancel|scrap) it$/;
/** Verbs that, said of something, only ever mean taking it off the list: "nuke the invoice", "remove the dentist". */
const ONLY_REMOVING =
  /^(?:(?:please |pls |can you |could you |can u |could u |you can |u can |just )*)(?:scrap|bin|ditch|nuke|nix|trash|axe|delete|remove|erase|lose|unschedule)\b/;
/** Where a thing is: what only a thing in the world has ("from the carpet", "in the hall"). */
const THING_PLACED = / (?:from|in|on|at|under|behind|out of|off) (?!(?:my|the) (?:to-?do )?(?:list|tasks|to-?dos|reminders)$)/;
/** "the one about the dentist", "the task for the florist": a task named by what it is about. */
const ABOUT_A_TASK = /^(?:the |that |this |my )?(?:one|task|reminder|item|to-?do|thing) (?:about|for|called|named|to|re) (.+)$/;
/** A reason said after the ask ("…, he cancelled", "— not bothering"): dropped, unless it is an ask of its own. */
const CLAUSE_BREAK = /\s*(?:[,;!]|\s[-—–]\s|\.\s|\s\p{Extended_Pictographic}+\uFE0F?\s)\s*/u;
/** "nope, delete it, changed my mind": what opens the message before the ask. */
const LEADING_INTERJECTION = /^(?:(?:nope|no|nah|ok|okay|actually|sorry|hmm|wait|oh|right|yeah|yep|nm|nvm|never ?mind)[,.!]*\s+)+/i;
const NOT_DOING =
  /\b(?:not (?:needed|happening|bothering|doing (?:it|them|that|this)|going)|no longer|don'?t need|no need|cancell?ed|called off|off now|pointless|forget it|got pulled|fell through|(?:went|gone|going) (?:elsewhere|with (?:someone|somebody) else|with (?:another|a different) \w+)|found (?:someone|somebody) else|pulled out|backed out|(?:went|gone|going) with the other|(?:hired|booked|found|got) (?:someone|somebody) else|cancell?ed on (?:me|us)|doing it (?:themselves|himself|herself))\b/i;
/** "2 can go", "item 3 can be binned": a listed item let go. */
const CAN_GO =
  /^(?:(?:no|number|item|task|#) ?)?(\d{1,2}|(?:the )?last one|(?:the )?(?:\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth)(?: one)?) (?:can go|can come off|can be (?:deleted|removed|binned|scrapped|dropped|taken off)|goes|is not needed|isn'?t needed|is no longer needed)$/;
/** "3", "the 3rd", "first one": the place in the list said. */
function placeInList(said: string): number {
  const word = said.replace(/^the | one$/g, '');
  return ORDINAL[word] ?? Number.parseInt(word, 10);
}
const ASK_OPENS =
  /^(?:(?:and|also|then|but|pls|please|plus)\s+)*(?:add|remind|move|snooze|rename|done|book|call|ring|email|text|pay|send|buy|order)\b|\b(?:and|also|then|plus)\s+(?:add|remind|move|snooze|rename|book|call|ring|email|text|pay|send|buy|order)\b/i;
const ANOTHER_ASK = /\b(?:add|remind|and|also|then|but|move|snooze|rename|done|book|call|email)\b/i;

const LET_THAT_GO =
  /^(?:(?:no|nah|oh|actually|wait|sorry|ok)[,!.]*\s+)*(?:forget|ignore|scrap|drop|bin|ditch|don'?t add|do not add|no need for) (?:that|this|it)(?: last one| one| reminder| task)?(?:(?:[,.;!]+\s*|\s+)(.+))?$/;
/**
 * "cancel that, she's gone with someone else", "cancel, she's in florida til december": "cancel that"
 * alone is asked about, with its reason it is let go.
 */
const CANCEL_THAT =
  /^(?:(?:no|nah|oh|actually|wait|sorry|ok)[,!.]*\s+)*cancel (?:that|this|it)(?: one| reminder| task)?(?:[,.;!]+\s*|\s+)(.+)$/;
/** The comma that makes a bare "cancel" the word said of the task in view, read as written. */
const CANCEL_COMMA =
  /^(?:(?:no|nah|oh|actually|wait|sorry|ok)[,!.]*\s+)*cancel\s*[,.;!—–-]+\s*(?![\s,.;!—–-])(?!(?:the|that|this|my|our)\b)(.+)$/i;
const NO_MORE_REMINDERS =
  /^(?:(?:please|pls|can you|could you|just|ok|okay)\s+)*(?:stop|quit|no more) remind(?:ing|ers?)(?: me)? (?:about|of|for|re|to do) (?!(?:it|that|this|them|everything|anything|the morning plan|my morning plan)\b)(?:the |my )?([^,.;!?]{2,60}?)(?: (?:please|pls|thanks|any ?more))*$/;
/**
 * "scratch that entirely", "scratch it, we're not doing a beta anymore": "scratch that" opens
 * corrections as often ("scratch that, 5pm", "scratch that, the client wants it earlier"), so it
 * removes only when said for good or with a reason that the thing is off.
 */
const SCRATCHED =
  /^(?:(?:no|nah|oh|actually|wait|sorry|ok)[,!.]*\s+)*scratch (?:that|this|it)(?: one| task| reminder)?( entirely| altogether| completely| for good)?(?:[,.;!]+\s*|\s+)?(.*)$/;
const OFF_FOR_GOOD = /\b(?:any ?more|not doing|no longer|not happening|cancell?ed|called off|not needed|off now|pulled out|backed out)\b/;
/** What tells why, not what else to do: "she's flying out", "they went with another roofer", "not needed". */
const REASON_OPENING =
  /^(?!i'?ll\b|ill\b|i will\b|i'?m (?:doing|on)\b)(?:she|he|they|we|we'?re|i|i'?m|it|the|client|customer|cos|cause|because|as|since|not|no|job|that|this|turns out|plans|(?:[a-z'-]+ ){1,2}(?:has |have )?already)\b(?!.*\b(?:remind|add|call|ring|email|text|book|send|instead|do it|still|fine|important|keep|later|tomorrow|today|tonight|next|week|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b)(?!.*\d)/;

/** Verbs that let a task go, said before a reason. */
const LET_GO_VERB = /^(?:cancel|kill|forget|get rid of|take \S.* off$|scrap|bin|ditch|remove|delete|yeet)\b/;
/** Why a task is needed no more: "contract ended", "season's over", "they withdrew", "paid already in cash". */
const NO_LONGER_NEEDED =
  /\b(?:ended|over|withdrew|withdrawn|quit|ill|sick|moving|moved|sorted|handled|handling|paying|paid|dead|gone|finished|called off|pulled out|not coming|already did it|did it already|doing it|done it)\b/;

const NUMBER_THEN_REASON =
  /^((?:cancel|delete|remove|scrap|drop|bin|ditch|kill|axe|nix)\s+(?:number\s+|no\.?\s*|#)?\d{1,2})\s+(?=(?:the|it|its|it's|that|they|he|she|we|i|not|no|cos|because|as|since)\b)/i;

/** "remove the first one glossier ghosted me": nothing after "the first one" but where it sits names it further. */
const PLACE_THEN_REASON =
  /^((?:cancel|delete|remove|scrap|drop|bin|ditch|kill|axe|nix)\s+the\s+(?:first|second|third|fourth|fifth|sixth|last|\d{1,2}(?:st|nd|rd|th))\s+one)\s+(?!(?:on|in|from|of|off|please|pls|thanks|too|as well)\b)(?=[\p{L}])/iu;

/** "kill the dentist task, he cancelled": the removal said before a reason for it. */
export function removalIn(said: string, saidAsWritten?: string, state?: ConversationState): Intent | null {
  // "drop #4 the lamp was fine": the reason run on after the item's number, with no comma to end it.
  const plain = said.replace(NUMBER_THEN_REASON, '$1, ').replace(PLACE_THEN_REASON, '$1, ');
  const text = saidAsWritten?.replace(NUMBER_THEN_REASON, '$1, ').replace(PLACE_THEN_REASON, '$1, ');
  const quoted = text ? quotedRemoval(text) : null;
  if (quoted) return quoted;
  // "scratch that" said alone takes back the task just talked about; with none in view it points at
  // nothing, and before a new time ("scratch that, 5pm") it only opens a correction.
  if (/^scratch (?:that|this|it)(?: one)?$/.test(plain)) return state?.current ? { kind: 'remove', task: { by: 'context' } } : null;
  // "nvm, don't need that one", "harlows cancelled so take that off": with a task in view, let go of it.
  if (state?.current && NOT_NEEDED.test(plain.replace(/^.+? so (?=take |no need|(?:i )?don'?t need)/, '')))
    return { kind: 'remove', task: { by: 'context' } };
  // "not needed now, the family have gone with the crem chapel instead": the job in view no longer wanted, and why.
  if (state?.current && NO_LONGER_WANTED.test(plain)) return { kind: 'remove', task: { by: 'context' } };
  // "forget that, she's flying out", "no don't add that, they went with another roofer": the task just
  // talked about let go of, with a reason after; another ask after the comma is no reason.
  const cancelled = text ? CANCEL_COMMA.exec(text.trim()) : null;
  const letGo = LET_THAT_GO.exec(plain) ?? CANCEL_THAT.exec(plain) ?? (cancelled && [cancelled[0], plainForm(cancelled[1])]);
  const given = letGo?.[1];
  if (
    state?.current &&
    !state.pending &&
    letGo &&
    (given ? REASON_OPENING.test(given) || (NOT_DOING.test(given) && !ANOTHER_ASK.test(given)) : !/^cancel\b/.test(plain))
  )
    return { kind: 'remove', task: { by: 'context' } };
  // "stop reminding me about the van stock check": the reminder that task gives, so the task, let go of.
  const unwanted = NO_MORE_REMINDERS.exec(plain);
  // "… about the bank until monday", "… about the invoice, I paid it": put off or done, not let go, so left to other readers.
  if (
    unwanted &&
    !/\b(?:until|till|til|for|today|tonight|tomorrow|at|on|in|when|so|twice|before|after|over|this|next|during|every|each|often|many|early|late|again|weekends?|mornings?|evenings?|i|i'?ll|i'?m|im|paid|done|sorted)\b|\d/.test(
      unwanted[1],
    )
  )
    return { kind: 'remove', task: referenceIn(unwanted[1].replace(/ (?:task|reminder|one)$/, '')) };
  const scratched = SCRATCHED.exec(plain);
  if (state?.current && !state.pending && scratched && (scratched[1] || OFF_FOR_GOOD.test(scratched[2])))
    return { kind: 'remove', task: { by: 'context' } };
  // "forget it entirely": "forget it" alone may be "never mind", but not said for good.
  if (state?.current && /^(?:just )?forget (?:it|that|this)(?: one)? (?:entirely|completely|altogether|for good)$/.test(plain))
    return { kind: 'remove', task: { by: 'context' } };
  // "skip it forever, stopped doing sourdough": skipped for good is taken off, not done.
  if (state?.current && SKIPPED_FOR_GOOD.test(plain)) return { kind: 'remove', task: { by: 'context' } };
  // "party got cancelled so delete": the reason, then the removal, with no comma between.
  const reasonSo =
    /^(.{6,}?) so ((?:just |pls |please |you can )?(?:delete|remove|bin|scrap|drop|cancel|ditch)(?: (?:it|that|this|that one|this one|the task|that task))?)$/.exec(
      plain,
    );
  if (reasonSo && state?.current) return { kind: 'remove', task: { by: 'context' } };
  const [head, ...reasons] = text?.replace(LEADING_INTERJECTION, '').split(CLAUSE_BREAK) ?? [];
  const reason = reasons.join(' ').trim();
  // "not doing the newsletter this week, delete it": the reason first, and the task it names.
  const clauses = text?.split(CLAUSE_BREAK) ?? [];
  const last = clauses[clauses.length - 1];
  if (clauses.length > 1 && last && bareRemoval(plainForm(last))) {
    // "2 can go, delete it": the clause before may itself name the item.
    const named = clauses.length === 2 ? removalSaid(plainForm(clauses[0]), state) : null;
    if (named?.kind === 'remove') return named;
    const told = clauses
      .slice(0, -1)
      .map((clause) => reasonNamesTask(plainForm(clause), state))
      .find(Boolean);
    // "wedding's off, bin it" said of another task in view: the reason's words or "it" may each be the one meant.
    if (told?.by === 'words' && state?.current)
      return sharesAWord(told.words, state.current.title)
        ? { kind: 'remove', task: { by: 'context' } }
        : { kind: 'unclear', understood: 'a task to remove', question: 'Which task do you mean?' };
    return { kind: 'remove', task: told ?? { by: 'context' } };
  }
  // "…, the bank call me already": a reason that names a verb of asking is still a reason; only one opening on an ask is another ask.
  // A removal that is whole before its reason ("take it off, I'll do it when I feel like a person again") may give a longer one.
  const wholeFirst = head ? removalSaid(plainForm(head), state) : null;
  const reasonWords = wholeFirst?.kind === 'remove' && wholeFirst.task.by !== 'words' ? 16 : 8;
  if (head && reason && !ASK_OPENS.test(reason) && reason.split(/\s+/).length <= reasonWords) {
    // "cancel the Whitfield chase, they signed": a cancellation with who or what made it needless is let go.
    // So is one got rid of for a reason it is no longer needed ("kill the Bakers viewing, they withdrew"); "forget the
    // weather, we go anyway" lets go of nothing.
    const cancelled =
      (/^cancel\s/.test(plainForm(head)) && REASON_OPENING.test(plainForm(reason))) ||
      (LET_GO_VERB.test(plainForm(head)) &&
        (NO_LONGER_NEEDED.test(plainForm(reason)) || (!/^forget\b/.test(plainForm(head)) && REASON_OPENING.test(plainForm(reason)))));
    const removal = removalSaid(plainForm(head), state, NOT_DOING.test(reason) || cancelled);
    // Crossed off for a reason of not doing it, it is taken off rather than done.
    if (removal?.kind === 'complete' && NOT_DOING.test(reason)) return { kind: 'remove', task: removal.task };
    if (removal) return removal;
  }
  return removalSaid(plain, state);
}

const NAMES_NOTHING = new Set('the and for with from about that this one task job'.split(' '));

/** Whether two namings share a word that names something: "the offcuts ordered" and "order the oak offcuts". */
function sharesAWord(words: string, title: string): boolean {
  const own = new Set(title.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  return words
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .some((word) => word.length >= 3 && !NAMES_NOTHING.has(word) && (own.has(word) || own.has(word.replace(/s$/, ''))));
}

/** Whether every word naming the thing is in the title: "the loft survey" names "survey the Marsh Lane loft", "Dave's flight" does not name "Send Dave the invoice". */
function namesAll(words: string, title: string): boolean {
  const own = new Set(title.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  const named = words
    .toLowerCase()
    .replace(/\s(?:got|has|has been|had|was|is|been)$/, '')
    .replace(/'s\b/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3 && !NAMES_NOTHING.has(word));
  return named.length > 0 && named.every((word) => own.has(word) || own.has(word.replace(/s$/, '')));
}

/** Kept on a phone or a computer, never the name of a job: "my facebook account", "the old photos" ("the groomer text" may be). */
const STORED = String.raw`accounts?|profiles?|apps?|photos?|pics?|pictures?|files?|folders?|backups?|cookies|cache|history|downloads?|duplicates?|spam|junk|browser`;
const STORED_THINGS = new RegExp(String.raw`\b(?:${STORED})\b`);
/** What is deleted or removed in the world rather than from a list: what is stored, and "old emails", "the screws". */
const DELETED_IN_THE_WORLD = new RegExp(
  String.raw`\b(?:${STORED}|e-?mails?|messages?|texts?|contacts?|posts?|data|drafts?|comments?|tweets?|videos?|recordings?|stains?|mou?ld|rust|paint|wallpaper|weeds?|screws?|bolts?|batter(?:y|ies))\b`,
);

/** A bare name that can only be an item of a list: a few words, no number first, nothing deleted in the world. */
function listLike(target: string): boolean {
  return target.split(' ').length <= 4 && !/^\d/.test(target) && !DELETED_IN_THE_WORLD.test(target);
}

function removalSaid(plain: string, state?: ConversationState, notDoing = false): Intent | null {
  // "scratch the last one" with no list sent is "delete the last one".
  const rest = plain
    .replace(LEAD, '')
    .replace(/^scratch (the last one)$/, (whole, last: string) => (state?.listed.length ? whole : `delete ${last}`));
  // "take number 3 off", "knock that off": off the list, said without the list.
  const off = TAKEN_OFF.exec(rest);
  if (off) return { kind: 'remove', task: referenceIn(off[1] ?? off[2]) };
  // "scratch 2", "del 4": an item of the list just sent, struck off by its number.
  // "scratch the last one": the list's last item.
  const struck =
    /^(?:scratch|del|delete|remove|bin|scrap|ditch|drop|kill) (?:number |no\.? ?|item |task |#)?(\d{1,2})$|^scratch (the last one)$/.exec(
      rest,
    );
  const items = state?.listed.length ?? 0;
  if (struck && items > 0) return { kind: 'remove', task: { by: 'number', number: struck[2] ? items : Number(struck[1]) } };
  const gone = CAN_GO.exec(rest);
  if (gone) return { kind: 'remove', task: /last/.test(gone[1]) ? { by: 'context' } : { by: 'number', number: placeInList(gone[1]) } };
  // "don't bother with the van tax": let go of, when it names a task the conversation holds.
  const letGo = letGoOf(plain, state) ?? letGoOf(rest, state);
  if (letGo) return letGo;
  const named = REMOVE_AFTER_NAMING.exec(rest);
  if (named) return { kind: 'remove', task: referenceIn(named[1]) };
  // "delete" alone, like "done" alone, is about the task in context.
  if (
    /^(?:(?:pls|please|just|you can|u can) )?(?:delete|remove|scrap|bin|ditch|trash|nuke|nix|axe|lose|get rid)(?: (?:it|that|this|that one|this one))?(?: (?:pls|please))?$/.test(
      rest,
    )
  )
    return { kind: 'remove', task: { by: 'context' } };
  // "cross off the X" is read as "cross the X off", its reason ("cross off 1 it's not needed") left out first.
  const crossed = rest
    .replace(REASON_AFTER, '')
    .replace(/^((?:please |pls |can you |could you )*)(cross|tick|check) off (.+)$/, '$1$2 $3 off');
  // "cross the dentist off, not needed anymore": crossed off as not to be done, so removed; "cross off #2" alone is done.
  const unneeded = REASON_AFTER.test(rest) || notDoing;
  const booking = OFF_THE_LIST.test(crossed) ? null : BOOKING_TAKEN_OFF.exec(rest);
  if (booking) return { kind: 'remove', task: referenceIn(booking[1] ?? booking[2]) };
  const listed = OFF_THE_LIST.exec(crossed);
  if (listed) {
    // "tick off 1 and 3": several numbers ticked, which the reader of ticks by number takes as many.
    if (!listed[1] && !unneeded && /^#?\d{1,3}(?:\s*(?:,|and|&|n|\+)\s*#?\d{1,3})+$/.test(listed[4] ?? '')) return null;
    if (listed[1] || unneeded) return { kind: 'remove', task: referenceIn(listed[2] ?? listed[4]) };
    return { kind: 'complete', task: referenceIn(listed[4]) };
  }
  const match = REMOVE.exec(rest.replace(REASON_AFTER, ''));
  if (!match) return null;
  const about = ABOUT_A_TASK.exec(match[1].trim());
  const target = about ? about[1] : match[1].trim();
  // "forget it" is as often "never mind": only a task named as one is forgotten.
  // One shared word ("cancel the order" beside "order the tiles") is too little to take a task off for.
  const titled =
    target.split(' ').filter((word) => !/^(?:the|my|our|a|an|that|this)$/.test(word)).length >= 2 ? taskOfTitle(target, state) : null;
  if (/^forget\b/.test(rest) && !about && !TASK_NOUN.test(target) && !notDoing && !titled) return null;
  // "cancel the accountant call" said of "call the accountant": the task talked about, by its own words.
  if (titled && !about) return { kind: 'remove', task: titled };
  // "delete my facebook account", "remove the old backups": deleted in the world, a job, unless a task is named as one.
  if (!about && /^(?:delete|remove|erase|wipe|clear)\b/.test(rest) && STORED_THINGS.test(target) && !TASK_NOUN.test(target)) return null;
  const task = referenceIn(target);
  if (task.by === 'words' && !/[\p{L}\p{N}][^\p{L}\p{N}]?[\p{L}\p{N}]/u.test(task.words)) return null;
  // "bin day tomorrow", "remove the stain from the carpet": the verb's object is a thing in the world, not a task.
  // Only "scrap", "ditch", "nuke", "axe" are never errands, so only they may name a task without "the" ("ditch yoga");
  // "delete" and "remove" are said of what is on a list ("delete bins out", "remove swimming kit pls").
  const bare =
    !/^(?:the|my|that|this|our) /.test(target) &&
    !/^(?:scrap|ditch|nuke|axe)\b/.test(rest) &&
    !(/^(?:(?:please |pls |can you |could you |can u |could u |just )*)(?:delete|remove)\b/.test(rest) && listLike(target));
  if (!about && task.by === 'words' && (bare || THING_PLACED.test(target)) && !TASK_NOUN.test(target))
    return / (?:from|off) (?:my|the) (?:to-?do )?(?:list|tasks|to-?dos|reminders)$/.test(rest) ? { kind: 'remove', task } : null;
  if (about || ONLY_REMOVING.test(rest) || notDoing) return { kind: 'remove', task };
  if (/ (?:from|off) (?:my|the) (?:to-?do )?(?:list|tasks|to-?dos|reminders)$/.test(rest)) return { kind: 'remove', task };
  // "cancel the gym membership" is a task to do; a task of daily's is named as one ("the yoga task"), by number or by pointing.
  const namesATask = TASK_NOUN.test(target) || /^(?:task |item |number |no\.? ?|#)?\d{1,2}$/.test(target) || POINTING.test(target);
  return namesATask ? { kind: 'remove', task } : null;
}

const MOVE =
  /^(?:can we |could we |can you |could you |please |pls |let'?s )?(?:move|push|bump|shift|change|amend|update|reschedule|switch|make(?! sure\b)|put(?! down\b)|bring|pull)\s+(.+?)(?:\s+(?:forward|earlier|back|up|along))?\s+(?:to|till|until|for|on)\s+(.+)$/;
/** "to sunday 7:15am for the good light", "to friday, because she's away": why, after the new time. */
const REASON_AFTER_TIME =
  /,?\s+(?:for|so|because|bc|cos|cause|since|as) (?:the|a|an|my|our|his|her|their|they|he|she|we|i|it|that|this)\b.*$/;
/** "make the CPA one 3", "make the dentist task 4pm": a task named as one, and its new time with no "to". */
const MADE_NAMED = /^(?:can you |could you |please |pls )?make (the (?:[\p{L}\p{N}'-]+ ){1,4}?(?:one|task|reminder)) (.+)$/u;
const MAKE_IT =
  /^(?:can we |could we |let'?s |please )?(?:(?:make|change) (?:it|that|this)(?: to)?|(?:change|amend|update|move|push|switch|bump|shift|reschedule|slip|slide)(?: (?:it|that|this))? (?:to|till|until)|set (?:it|that|this) (?:for|to)|(?:bring|pull|move) (?:it|that|this) (?:forward|earlier)(?: to)?|earlier(?: please| pls)?,?(?: to)?)\s+(.+)$/;
const SPAN_BACK = /^(?:push|move|bump|put|set|knock|kick|shove|shift|nudge)\s+(?:it|that|this)\s+back\s+(?:by\s+)?(.+)$/;
const INSTEAD = /[, ]+(?:instead|please|pls|then|thanks|(?:at )?(?:the )?same time(?: as before)?|(?:on )?(?:the )?same day)$/;
/** "move it to 7:30 same day": the day stays the task's own. */
const SAME_DAY = /\b(?:on )?(?:the )?same day$/;
/** "9", "9:45", or "9.45" as a British clock is written. */
const BARE_HOUR = /^(?:at )?(\d{1,2}(?:[:.][0-5]\d)?)$/;
const ONLY_TIME_LEFT = /^(?:at|on|for|to|by|the|instead|please|pls|then|ok|in|this|next)?$/;

/** "change the due date on", "amend the deadline for": what is changed is the date of what follows. */
const THE_DATE_OF =
  /^((?:(?:can|could) you |please |pls )*(?:change|amend|update|move|push|set|shift)) (?:the )?(?:due date|deadline|date|day|time) (?:on|for|of)(?= )/;

function asTime(words: string): string {
  const hour = BARE_HOUR.exec(words.trim());
  return hour ? `at ${hour[1].replace('.', ':')}` : words;
}

/** A time that is all the words say: "2:30", "thursday", "friday 2pm instead". */
function onlyATime(words: string, context: InterpretContext): ReturnType<typeof findTime> {
  // "make it fri 7": a weekday short, then a bare hour, is the hour of that day.
  const text = withDayHours(asTime(words.replace(INSTEAD, '').trim()));
  const found = findTime(text, context, false);
  if (!found) return null;
  const left = `${text.slice(0, found.index)} ${text.slice(found.index + found.text.length)}`.trim();
  return ONLY_TIME_LEFT.test(left) ? found : null;
}

/** "19:00", "07:45", "9 in the evening", "noon", "3pm": words that say which half of the day an hour is in. */
const HALF_OF_DAY_SAID =
  /\b(?:am|pm|a m|p m)\b|\d(?:am|pm)\b|\b(?:1[3-9]|2[0-3]|0\d)[:.]\d{2}\b|\b(?:morning|afternoon|evening|night|tonight|noon|midday|midnight)\b/i;

/**
 * "7:30 same day" said of a task at 8 in the morning is 7:30 in the morning: an hour without am or pm
 * is read on the half of the day nearer the task's own time.
 */
function nearTaskTime(time: string, words: string, context: InterpretContext): string {
  const due = context.conversation?.current?.due;
  if (HALF_OF_DAY_SAID.test(words) || !due || Number.isNaN(Date.parse(due))) return time;
  const instant = Date.parse(due);
  const wall = new Date(instant + zoneOffsetMs(instant, safeTimeZone(context.timeZone)));
  const [hour, minute] = time.split(':').map(Number);
  const other = hour >= 12 ? hour - 12 : hour + 12;
  const own = wall.getUTCHours() * 60 + wall.getUTCMinutes();
  // "make it 5" said of a 9am task is 5 in the afternoon: the small hours are meant only of a task already early.
  const closer = Math.abs(other * 60 + minute - own) < Math.abs(hour * 60 + minute - own) ? other : hour;
  const nearer = closer < 6 && own >= 8 * 60 ? (closer === hour ? other : hour) : closer;
  return `${String(nearer).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

function reschedule(
  task: TaskReference,
  found: NonNullable<ReturnType<typeof findTime>>,
  sameDay?: { words: string; context: InterpretContext },
): Intent {
  if (sameDay && found.time)
    return { kind: 'reschedule', task, date: null, time: nearTaskTime(found.time, sameDay.words, sameDay.context) };
  return { kind: 'reschedule', task, date: found.date, time: found.time };
}

/** What opens a slip owned up to, before the right time and the wrong one. */
const SLIP_OPENER =
  /^(?:(?:typo|doh|d'?oh|shoot|oops|whoops|sorry|soz|nvm|never ?mind|fat fingers|lol|correction|my bad|hang on|wait|no|nope|ah|oh|i meant|i mean(?=\s+(?:\d{1,2}\/\d|half|quarter|\d{1,2}(?:[:.]\d\d)?\s?(?:am|pm)\b|\d{1,2}[:.]\d\d))|meant to say|i said [^,]{1,30}? but(?: i meant)?|i said|it'?s|its|it was|it is|(?:it |that )?(?:needs|has|had) to be|(?:it |that )?(?:should|must) be)[,:.!\s-]+)+/;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_WORD = /^(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*$/;

/**
 * "12 not 11", "not 7, 8", "sorry 25th not 24th", "dec not nov", "pm not am": the right time and the
 * wrong one, for the task in view. Only when the right one is a time and nothing else.
 */
function rightNotWrong(plain: string, context: InterpretContext): Intent | null {
  const due = context.conversation?.current?.due;
  if (!due) return null;
  const said = plain
    .replace(SLIP_OPENER, '')
    .replace(/[.!]+$/, '')
    .trim();
  const pair =
    /^not (?:the )?([^,.;—–-]+?)(?:\s*[,.;—–-]+\s*|\s+)(.+)$/.exec(said) ??
    /^(.+?),? (?:not|instead of|rather than) (?:the )?(\S+(?: \S+)?)$/.exec(said);
  if (!pair) return null;
  const [right, wrong] = (said.startsWith('not ') ? [pair[2], pair[1]] : [pair[1], pair[2]]).map((part) =>
    part.replace(/^[\s,.;:—–-]+|[\s,.;:—–-]+$/g, ''),
  );
  // "not now, tomorrow 9am": put off, not a slip; the snooze rules read it.
  if (/^(?:now|today|yet|rn|right now|tonight|this (?:morning|afternoon|evening))$/.test(wrong.trim())) return null;
  const wall = localParts(Date.parse(due), safeTimeZone(context.timeZone));
  const [month, other] = [MONTH_WORD.exec(right.trim()), MONTH_WORD.exec(wrong.trim())];
  if (month && other) {
    const wanted = MONTHS.indexOf(month[1]) + 1;
    const year = Number(wall.date.slice(0, 4)) + (wanted < Number(wall.date.slice(5, 7)) ? 1 : 0);
    return {
      kind: 'reschedule',
      task: { by: 'context' },
      date: `${year}-${String(wanted).padStart(2, '0')}-${wall.date.slice(8, 10)}`,
      time: null,
    };
  }
  if (/^(?:am|pm)$/.test(right.trim()) && /^(?:am|pm)$/.test(wrong.trim())) {
    const hour = Number(wall.time.slice(0, 2));
    const flipped = right.trim() === 'pm' ? (hour % 12) + 12 : hour % 12;
    return {
      kind: 'reschedule',
      task: { by: 'context' },
      date: null,
      time: `${String(flipped).padStart(2, '0')}:${wall.time.slice(3, 5)}`,
    };
  }
  const timeOf = (words: string) => onlyATime(/^\d{1,2}(?:st|nd|rd|th)$/.test(words.trim()) ? `the ${words.trim()}` : words, context);
  // "client said 19th not 20th", "my gap is 12:45 not 1:30": who said it, or what it is, before the right one.
  const tail =
    /(?:\s(?:said|says|is|was|'s|wants|wanted|meant|promised|told me|asked for|at|on))\s((?:the )?\d{1,2}(?:[:.]\d{2})?(?:st|nd|rd|th)?(?:\s*[ap]m)?)$/.exec(
      right,
    );
  const lastSaid = tail && timeOf(wrong) ? tail[1].trim() : null;
  const whole = timeOf(right);
  const told = whole || !lastSaid ? right : lastSaid;
  const found = whole ?? timeOf(told);
  if (!found || !(found.date || found.time)) return null;
  // A bare hour keeps the task's day and takes the half of the day nearer its time; a day said moves it.
  const bareHour = /^(?:at )?\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?$/.test(told.trim());
  return reschedule({ by: 'context' }, found, bareHour ? { words: told, context } : undefined);
}

/** A part that turns a time down, said beside the right one: "10 is too early", "thursday's no good". */
const TURNED_DOWN =
  /(?:^|,\s*)(?:(?:hmm+|no|nope|nah|ah|oh|ugh|wait|sorry)\s+)*(?:the )?[\p{L}\p{N}:]+(?: [\p{L}\p{N}:]+)?(?:'s| is| was) (?:too early|too late|no good|not good|no use|wrong|out|taken|a (?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:the|my|our) [\p{L}'-]+)(?=\s*(?:,|$))/gu;
/** What owns up to a slip before the right time: "ugh typo,", "wrong time,", "scratch 8,", "I said". */
const OWNED_UP =
  /^(?:(?:actually(?= (?:it'?s|its|it is|it was)\b)|ugh|argh|hmm+|ah|oh|no|nope|nah|nvm|nm|never ?mind|shoot|crap|dang|damn|doh|sorry|soz|oops|whoops|woops|oopsie|my bad|hang on|wait|lol|ok|okay|typo|(?:stupid |bloody )?autocorrect|wrong (?:time|day|date)|(?:i )?(?:typed|put|got|wrote) (?:it|that|the (?:time|date|day)) wrong|(?:the )?(?:deadline|due date|date|time|day)(?:'s| is)|(?:scratch|scrap) (?:that|this)|(?:scratch|scrap|forget) (?:\d{1,2}(?:[:.]\d{2})?(?: ?(?:am|pm))?|(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?|today|tomorrow|tmrw)|i said [^,]{1,30}? but(?: i)? meant(?: to say)?|(?:i )?meant(?: to say)?|i said|earlier(?: pls| please)?|do|make (?:it|that)|change (?:it|that) to|(?:it'?s|its|it is|it was)(?: (?:due|for|on|at))?)[\s,.:!-]+)+/;
const HALF_OF_THE_DAY: Record<string, [number, number]> = {
  am: [0, 12],
  pm: [12, 24],
  morning: [5, 12],
  'the morning': [5, 12],
  afternoon: [12, 18],
  'the afternoon': [12, 18],
  evening: [17, 23],
  'the evening': [17, 23],
};

/**
 * "ugh typo, meant 10", "hmm no 10 is too early, 1pm", "scratch that, thursday's no good, friday",
 * "sorry i meant pm": a slip in the task just talked about owned up to, with the right time and
 * nothing else. Read before how the person feels, which the words around it may also say.
 */
export function slipCorrected(text: string, context: InterpretContext): Intent | null {
  const due = context.conversation?.current?.due;
  if (!due || Number.isNaN(Date.parse(due))) return null;
  // Commas are kept: they part the time turned down from the one meant.
  const plain = text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[.!?]+$/, '')
    .trim();
  const kept = plain.replace(TURNED_DOWN, '').trim();
  const owned = OWNED_UP.exec(kept);
  const turnedDown = kept !== plain;
  if (!owned && !turnedDown) return null;
  const right = (owned ? kept.slice(owned[0].length) : kept)
    .replace(/^[\s,]+|[\s,]+$/g, '')
    // "earlier, like half 5": "like" before the time only says it is the one meant.
    .replace(/^(?:like|say)\s+(?=\d|half|quarter|noon|midday)/, '')
    .replace(/(\d)ish\b/g, '$1')
    // "make it 4 actually", "10 is better": how the right time is said, not part of it.
    .replace(/\s+(?:actually|instead|then|pls|please|is better|works better|would be better|is fine|works)$/, '');
  // "the day after", "an hour later": a time counted from the task's own, which the readers of moves count.
  if (!right || /\b(?:after|before|later|earlier|sooner|hours?|hrs?|mins?|minutes?)\b/.test(right)) return null;
  // "sorry 21 not 12" of "Valuation 12 Earlham Rd" due at 10: a number of the title, and no hour the task is due at,
  // set right by the readers of names; "sorry, 5 not 4" of "Dentist flat 4" due at 4 is still the hour.
  const wrongWords = /\bnot\s+(\S+)$/.exec(right)?.[1].split(/\s+/);
  const title = context.conversation?.current?.title ?? '';
  if (wrongWords && numberOfTheTitle(wrongWords, title, due, safeTimeZone(context.timeZone))) return null;
  const notWrong = rightNotWrong(right, context);
  if (notWrong) return notWrong;
  const half = HALF_OF_THE_DAY[right];
  if (half) {
    const wall = localParts(Date.parse(due), safeTimeZone(context.timeZone));
    const [hour, minute] = [Number(wall.time.slice(0, 2)), wall.time.slice(3, 5)];
    if (hour >= half[0] && hour < half[1]) return null;
    const moved = half[0] >= 12 ? (hour % 12) + 12 : hour % 12;
    return { kind: 'reschedule', task: { by: 'context' }, date: null, time: `${String(moved).padStart(2, '0')}:${minute}` };
  }
  const inPart = /^(?:the )?(morning|afternoon|evening),? (?:at |about |around )?(\d{1,2}(?:[:.]\d{2})?)$/.exec(right);
  const said = inPart ? `${inPart[2]} in the ${inPart[1]}` : right;
  const found = onlyATime(/^\d{1,2}(?:st|nd|rd|th)$/.test(said) ? `the ${said}` : said, context);
  if (!found || !(found.date || found.time)) return null;
  // An hour with no half of the day said takes the half nearer the task's own time, but never the small hours.
  const halfSaid = HALF_OF_DAY_SAID.test(said);
  const moved = reschedule({ by: 'context' }, found, !found.date && !halfSaid ? { words: said, context } : undefined);
  if (moved.kind !== 'reschedule' || halfSaid || !moved.time) return moved;
  const hour = Number(moved.time.slice(0, 2));
  // "earlier pls, 9:15" said of a task at 4pm is 9:15 in the morning, whichever half is nearer; so is "bring it forward to 6".
  const earlier =
    owned !== null &&
    EARLIER_SAID.test(owned[0]) &&
    hour >= 12 &&
    `${moved.time}` > localParts(Date.parse(due), safeTimeZone(context.timeZone)).time;
  if (earlier) return { ...moved, time: `${String(hour - 12).padStart(2, '0')}${moved.time.slice(2)}` };
  // The small hours only for a task already early in the day ("change it to 6:45" of one at 7am).
  if (hour > 6 || Number(localParts(Date.parse(due), safeTimeZone(context.timeZone)).time.slice(0, 2)) < 9) return moved;
  return { ...moved, time: `${String(hour + 12).padStart(2, '0')}${moved.time.slice(2)}` };
}

/** "the insurer call should be at 10 tomorrow": a task named, and the time it should have. */
const NAMED_SHOULD_BE =
  /^(?:(?:oh|ah|sorry|oops|actually|no)\s+)*the ((?:[\p{L}\p{N}'-]+ ){0,4}?[\p{L}\p{N}'-]+?)(?: (?:one|task|reminder))? (?:should be|is meant to be|needs to be|has to be|is now|was meant to be) ((?:at|on|for) .+|\d.+|(?:today|tomorrow|tmrw|(?:mon|tues|wednes|thurs|fri|satur|sun)day).*)$/u;

/** "item 2 should be Monday rather than Wednesday": an item of the list shown, at a new time. */
const ITEM_SHOULD_BE = /^((?:item|number|no|task) \d{1,2}|#\d{1,2}) (?:should be|needs to be|has to be|is now|can be) (.+)$/;

/** "the dentist got moved to the 10th", "yoga's been pushed to 7": a thing said to have moved, and where to. */
const NAMED_MOVED =
  /^(?:(?:oh|ah|so|fyi|update|heads up)[,:]?\s+)*(?:the |my |our )?((?:[\p{L}\p{N}'-]+ ){0,3}[\p{L}\p{N}'-]+?)(?:'s| is| has| has been| was| got| 's been)? (?:been )?(?:moved|changed|pushed|pushed back|brought forward|rescheduled|shifted|bumped) (?:to|till|until) (.+?)(?:,? same time)?$/u;

const RIGHT_DAY_NOT_WRONG =
  /(?:^|\s)(?:the (\d{1,2})(?:st|nd|rd|th)?|(\d{1,2})(?:st|nd|rd|th)),? (?:not|instead of|rather than) (?:the )?\d{1,2}(?:st|nd|rd|th)?$/;
const MONTH_SAID =
  /\b(?:jan|january|feb|february|mar|march|apr|april|may|jun|june|jul|july|aug|august|sep|sept|september|oct|october|nov|november|dec|december|month)\b|\d\s*[/.-]\s*\d|\bof\b/;
const DAY_OF_MONTH_ONLY =
  /(?:^|\s)(?:on )?(?:the (\d{1,2})(?:st|nd|rd|th)?|(\d{1,2})(?:st|nd|rd|th))(?: at \d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?)?(?: (?:instead|then|pls|please))?$/;

/** "better the 23rd" said of a task due on 24 December: a day of the month alone is the one nearest the task's own day. */
export function inTaskMonth(
  moved: Extract<Intent, { kind: 'reschedule' }>,
  text: string,
  context: InterpretContext,
  /** The due of the task in view, which an earlier ask of the same message may have added. */
  due: string | null | undefined,
): Intent {
  const said = text
    .toLowerCase()
    .replace(/[.!?]+$/, '')
    .trim();
  if (moved.task.by !== 'context' || !moved.date || !due || Number.isNaN(Date.parse(due))) return moved;
  // "push it to feb 3rd", "next month on the 5th", "the 3rd of the 4th": a month said is kept.
  if (MONTH_SAID.test(said)) return moved;
  // "the 20th not the 19th": the day turned down ends the words; the one meant comes before it.
  const day = RIGHT_DAY_NOT_WRONG.exec(said) ?? (/\bnot\b/.test(said) ? null : DAY_OF_MONTH_ONLY.exec(said));
  if (!day) return moved;
  const own = localParts(Date.parse(due), safeTimeZone(context.timeZone)).date;
  const [year, month] = own.split('-').map(Number);
  const today = localParts(context.now.getTime(), safeTimeZone(context.timeZone)).date;
  const ownDay = Date.UTC(year, month - 1, Number(own.slice(8, 10)));
  // That day in the month before, of and after the task's own, the nearest to it ("nah the 30th" of a
  // task due on 1 December is 30 November); a day a month lacks, or one already gone, is no candidate.
  const nearest = [-1, 0, 1]
    .map((step) => ({ step, date: new Date(Date.UTC(year, month - 1 + step, Number(day[1] ?? day[2]))) }))
    .filter(({ step, date }) => date.getUTCMonth() === (month - 1 + step + 12) % 12 && date.toISOString().slice(0, 10) >= today)
    .sort((a, b) => Math.abs(a.date.getTime() - ownDay) - Math.abs(b.date.getTime() - ownDay))[0];
  return nearest ? { ...moved, date: nearest.date.toISOString().slice(0, 10) } : moved;
}

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const WEEKDAY_SAID = /\b(sun|mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?)(?:day)?\b/g;
/** The weekday turned down in a correction: "wednesday not tuesday", "instead of fri". */
const TURNED_DOWN_DAY =
  /\b(?:not|instead of|rather than) (?:on )?(?:the )?(sun|mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?)(?:day)?\b/;
/** Words that pin a weekday to a week of its own, which the task's day then does not move. */
const WEEK_PINNED =
  /\b(?:next|this|coming|following|after|week|today|tonight|tomorrow|tmrw|tmr|month)\b|\d\s*[/.-]\s*\d|\d(?:st|nd|rd|th)\b/;

/**
 * "scratch tuesday, do wednesday" said of a task due next Tuesday: a weekday alone is the one nearest
 * the task's own day, never one already gone, as a day of the month is.
 */
export function nearTaskWeekday(
  moved: Extract<Intent, { kind: 'reschedule' }>,
  text: string,
  context: InterpretContext,
  due: string | null | undefined,
): Intent {
  if (moved.task.by !== 'context' || !moved.date || !due || Number.isNaN(Date.parse(due))) return moved;
  const said = text.toLowerCase();
  const days = [...said.matchAll(WEEKDAY_SAID)];
  if (WEEK_PINNED.test(said) || days.length === 0) return moved;
  const timeZone = safeTimeZone(context.timeZone);
  const own = localParts(Date.parse(due), timeZone).date;
  const today = localParts(context.now.getTime(), timeZone).date;
  // "wednesday not tuesday" of a task that is not on a Tuesday: said of another task, which daily asks about.
  const turnedDown = TURNED_DOWN_DAY.exec(said);
  if (turnedDown && WEEKDAYS.indexOf(turnedDown[1].slice(0, 3)) !== new Date(`${own}T00:00:00Z`).getUTCDay())
    return { kind: 'unclear', understood: 'a change to a task', question: 'Which task do you mean, and what should change?' };
  // A task already overdue has no day of its own to stay near: the weekday coming is the one read.
  if (own < today) return moved;
  // The weekday the move landed on, when it was said: "wednesday not tuesday" and "no thursday, wed is our
  // day off" name a day turned down beside the one meant.
  const landed = new Date(`${moved.date}T00:00:00Z`).getUTCDay();
  const named = days.map((day) => WEEKDAYS.indexOf(day[1].slice(0, 3)));
  const wanted = named.includes(landed) ? landed : named[named.length - 1];
  const [year, month, date] = own.split('-').map(Number);
  const ownDay = new Date(Date.UTC(year, month - 1, date));
  // The one day of that name within three days of the task's own; a week on when that one is gone.
  // "bring it forward to monday" is the monday before the task's day, "push it back to monday" the one after.
  const ahead = (wanted - ownDay.getUTCDay() + 7) % 7;
  const step = EARLIER_SAID.test(said) ? ahead - 7 : LATER_SAID.test(said) ? ahead || 7 : ((wanted - ownDay.getUTCDay() + 10) % 7) - 3;
  // "move it to friday at 2" of a task due on a Friday: its own weekday names another week, the one read.
  if (step === 0) return moved;
  const near = new Date(Date.UTC(year, month - 1, date + step));
  const chosen = near.toISOString().slice(0, 10) >= today ? near : new Date(Date.UTC(year, month - 1, date + step + 7));
  const movedTo = chosen.toISOString().slice(0, 10);
  return movedTo === moved.date || new Date(`${moved.date}T00:00:00Z`).getUTCDay() !== wanted ? moved : { ...moved, date: movedTo };
}

const EARLIER_SAID = /\b(?:forward|earlier|sooner)\b/;
const LATER_SAID = /\b(?:back|later|delay|postpone)\b/;

/** "Hanna extended the deadline to monday": someone's move of a task, told as news. */
const MOVED_BY_SOMEONE =
  /^(?:(?:hold on|hang on|oh|ok|okay|right|so|fyi|btw|news)[,!.]*\s+)*(?:[a-z][\w'-]*\s+){1,3}(?:(?:extended|moved|pushed|shifted|bumped|postponed|rescheduled|put back|brought forward|switched|changed)\s+(?:(?:the|our|my|his|her|their)\s+)?(?:deadline|due date|date|meeting|appointment|appt|call|session|booking|slot|it|that|this|me|us|[\w'-]+(?:\s+[\w'-]+)?)|switched|changed)(?:\s+(?:back|forward|up))?\s+(?:to|till|until)\s+(.+)$/;
/** "the Goldbergs asked for it thursday": the day someone wants the task done. */
const WANTED_ON =
  /^(?:(?:hold on|hang on|oh|ok|okay|right|so|fyi|btw|news)[,!.]*\s+)*(?:[a-z][\w'-]*\s+){1,3}(?:asked for|want|wants|wanted|need|needs|needed|would like|would prefer|prefers?)\s+(?:it|that|this|them)\s+(?:on\s+|for\s+)?(.+)$/;

/**
 * Where a new time is settled on in a correction that also gives its reason: "make it 3:30 he's at
 * lunch till 3", "7 is too early it'll be cold make it 11", "shuts at 5:30 so 5 is fine", "do 3
 * instead", "she would prefer half past ten", "no no 6am they open at 6", "he pushed it, 6:15 now".
 * Each pattern's group is where the settled time starts; other times in the message are the reason's.
 */
const MAKE_IT_SETTLED =
  /(?<!\b(?:can'?t|cannot|not|won'?t|couldn'?t|don'?t|doesn'?t|didn'?t)\s)\b(?:make it|make that|change it to|move it to|let'?s say|let'?s do|go for|go with)\s+(?:for\s+|at\s+)?(.+)$/;
// "nvm do 3 instead", "lol do 10": "do" said as an ask; "will do at 8" and "she can do 8" are not.
const DO_SETTLED =
  /(?<!\b(?:will|'ll|ll|can|could|would|gonna|only|can'?t|cannot|not|won'?t|couldn'?t|don'?t|doesn'?t|didn'?t)\s)(?<!\b(?:she|he|they|it|who|we|i|you) can )\bdo\s+(?:it\s+)?(?:for\s+|at\s+|on\s+)?(.+)$/;
/** "so 5 is fine", "tomorrow's fine": a time said to suit. */
const FINE_SETTLED =
  /(?:^|\bso\s+|[,;]\s*)((?:\S+\s+){0,2}?[^\s']+)(?:'s|\s+(?:is|would be|works|would work|will work|will do))\s+(?:fine|ok|okay|good|better|best|perfect|great)\b/;
const PREFERRED = /\b(?:would prefer|prefers|would rather|wants|would like)\s+(.+)$/;
const NO_NO_SETTLED = /^(?:no|nope|nah)[\s,!.]+(?:(?:no|wait|sorry|hang on|hold on)[\s,!.]+)*(.+)$/;
/** "the sandbags can wait till monday": the task in view, named, put off to a day. */
const CAN_WAIT = /^(?:(?:actually|ok|okay|oh|so)\s+)*(?:the\s+)?(.+?)\s+can wait (?:till|until|til|to|for)\s+(.+)$/;
const NOW_SETTLED = /[,;]\s*(.+?)\s+now[.!]*$/;
const SETTLED = [MAKE_IT_SETTLED, DO_SETTLED, FINE_SETTLED, PREFERRED, NO_NO_SETTLED, NOW_SETTLED];

/** After a bare number, words that make it a count ("3 people", "2 of them"), not an hour. */
const COUNTED_AFTER =
  /^(?:of|more|less|fewer|extra|left|people|persons|guests|kids|items|things|units|boxes|bags|days|weeks|months|hours|hrs|mins|minutes|[a-z]+s)$/;

/** The longest run of words from the start of `words` that is only a time; a bare number followed by what it counts is none. */
function leadingTime(words: string, context: InterpretContext): ReturnType<typeof findTime> {
  const parts = words.trim().split(/\s+/);
  for (let length = Math.min(parts.length, 5); length >= 1; length--) {
    const said = parts
      .slice(0, length)
      .join(' ')
      .replace(/[,.;:!?]+$/, '');
    if (/^\d{1,2}$/.test(said) && COUNTED_AFTER.test(parts[length] ?? '')) continue;
    // "no wait tomorrow ring the glazier": a time that heads a job of its own.
    const object = /^(?:the|a|an|my|our|his|her|their|some|more|up|out|back|him|them)$/.test(parts[length + 1] ?? '');
    if (isTaskVerb(parts[length] ?? '') && object) continue;
    // "do it an hour later": a span from the task's time, left to the readers of spans.
    if (/^(?:an?|half an?|\d+)\s+(?:hours?|hrs?|mins?|minutes?)\b|\b(?:later|earlier|sooner)\b/.test(said)) continue;
    // "monday is a bank holiday": the time is what is talked about, not one settled on.
    if (/^(?:is|was|are|were|'s|has|had|will|would)$/.test(parts[length] ?? '')) continue;
    const found = onlyATime(said, context);
    if (found) return found;
  }
  return null;
}

function settledAfterReason(plain: string, context: InterpretContext): Intent | null {
  // "different one, move it to 5pm": another task than the one in view.
  if (!context.conversation?.current || /\b(?:different|another|other|wrong) (?:one|task|job|reminder)\b/.test(plain)) return null;
  // "friday is fine but make it the morning": the day kept and the part of it settled on, read together.
  const kept = FINE_SETTLED.exec(plain);
  const changed = kept ? (MAKE_IT_SETTLED.exec(plain) ?? DO_SETTLED.exec(plain)) : null;
  const day = kept && changed ? leadingTime(kept[1], context) : null;
  const hour = day?.date && changed ? leadingTime(changed[1].replace(/^the\s+/, ''), context) : null;
  if (day?.date && hour?.time && hour.minutes === null)
    return {
      kind: 'reschedule',
      task: { by: 'context' },
      date: day.date,
      time: hour.date && HALF_OF_DAY_SAID.test(changed![1]) ? hour.time : nearTaskTime(hour.time, changed![1], context),
    };
  const waits = CAN_WAIT.exec(plain);
  const compact = (words: string) => words.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const waited = waits && compact(context.conversation.current.title).includes(compact(waits[1])) ? onlyATime(waits[2], context) : null;
  if (waited && waited.minutes === null) return reschedule({ by: 'context' }, waited);
  for (const pattern of SETTLED) {
    const match = pattern.exec(plain);
    // "thursday's fine but …": what is fine is kept; the change, if any, is said after the "but".
    if (pattern === FINE_SETTLED && match && /\bbut\b/.test(plain.slice((match.index ?? 0) + match[0].length))) continue;
    const found = match ? leadingTime(match[1], context) : null;
    if (found && found.minutes === null)
      return reschedule({ by: 'context' }, found, found.date ? undefined : { words: match![1], context });
  }
  return null;
}

/** Who may move a task by their news: one of its own people ("Hanna" of "Send the stems to Hanna"), or the one it is for. */
const SOMEONE_OF_IT =
  /^(?:(?:hold on|hang on|oh|ok|okay|right|so|fyi|btw|news)[,!.]*\s+)*(?:he|she|they|client|the client|customer|the customer|my client)\s/;
/** A task that asks someone for a new time is done by the answer, not moved by it: "ask Ken to move the meeting". */
const ASKS_FOR_THE_TIME = /^(?:ask|get|check|find|chase|see if|request|arrange|reschedule|rebook|move|push|change)\b/i;

/** The words before the verb of someone's news: who moved it ("Hanna", "the Goldbergs"). */
const NEWS_VERB =
  /\s+(?:extended|moved|pushed|shifted|bumped|postponed|rescheduled|put back|brought forward|asked for|wants?|wanted|needs?|needed|would like|would prefer|prefers?)\b/;

const MOVED_IT = /\bextended (?:it|that|this)\b/;
const MOVED_WHAT = new RegExp(
  String.raw`\b${CHANGED_PLAN}\s+(?:(?:the|our|my|his|her|their)\s+)?(me|us|[\w'-]+(?:\s+[\w'-]+)?)(?:\s+(?:back|forward|up))?\s+(?:to|till|until)\s`,
);

/** Events that have dates of their own, which a task may lead up to but is not. */
const EVENT_OF_ITS_OWN = /^(?:launch|release|opening|wedding|party|show|festival|conference|sale|tour|premiere|exhibition|gala|season)$/;

const OWN_DATE =
  /^(?:(?:start|end|leaving|moving|due|return|birth|wedding) date|holiday|vacation|leave|surgery|operation|wedding|trip|flight|exams?)$/;

const MONTH_ONLY = new RegExp(
  String.raw`^(?:(?:early|mid|late|the end of|the start of)\s+)?(?:${MONTH_NAME}|next month|the new year|new year|spring|summer|autumn|fall|winter)[.!]*$`,
);

function toldOfThisTask(plain: string, title: string, reminded = false): boolean {
  if (ASKS_FOR_THE_TIME.test(title)) return false;
  // "the publisher has extended it to December 7": whoever gave more time, "it" is the task in view ("the
  // plumber moved it to friday" may be the plumber's own visit).
  // "shop moved me to thursday 8am", "they pushed the inspection to friday": the person, or a thing the title names, moved.
  const moved = MOVED_WHAT.exec(plain)?.[1];
  // "they moved me to 2pm" of a task only in view may be the person's own booking moved; in reply to its reminder it is this task.
  if (moved && /^(?:me|us)$/.test(moved)) return reminded;
  if (moved && sharesAWord(moved, title)) return true;
  // "client pushed the launch to january" with the handoff in view: an event of its own moved, not the task.
  if (moved && EVENT_OF_ITS_OWN.test(moved)) return false;
  // "Ms. Dorsey pushed her start date to January" with a call to her in view: a date of the person's own life moved.
  if (moved && OWN_DATE.test(moved) && /\b(?:his|her|their)\s/.test(plain)) return false;
  // "The publisher changed the book deadline to next month", "Mrs Patel changed her booking to next week": a thing
  // of theirs moved that the title does not name, whoever the title names.
  // "the client moved the deadline to Thursday" names the task's own time, unless it is theirs ("her booking").
  const ownTime = moved ? /^(?:deadline|due date|date|time|slot|appointment|appt|meeting|session|call|booking)$/.test(moved) : false;
  const theirs = moved ? new RegExp(String.raw`\b(?:his|her|their)\s+${moved}\b`).test(plain) : false;
  const byPronoun = /^(?:(?:oh|ok|okay|so|fyi|btw|right)[,!.]*\s+)*(?:they|she|he)\b/.test(plain);
  if (moved && !byPronoun && !/^(?:it|that|this|them)\b/.test(moved) && (!ownTime || theirs)) return false;
  return SOMEONE_OF_IT.test(plain) || MOVED_IT.test(plain) || sharesAWord(plain.split(NEWS_VERB)[0], title);
}

/** Who is told of: someone the task is with, said as "she", "he" or "they"; or the person, moved ("moved me"). */
/** Whoever a task is with, named by their part in it: "the client", "guest", "the bride". */
const PARTY = String.raw`(?:they|she|he|(?:the |my |our )?(?:client|customer|guest|bride|groom|couple|patient|tenant|pupil|student|buyer|venue|office))`;
const NEW_TIME_TOLD = [
  /^(?:they|she|he)\s+(?:has\s+|have\s+)?(?:moved|pushed|changed|shifted|bumped|put|delayed|rescheduled)(?:\s+(?:it|that|this|us|me))?(?:\s+(?:back|forward|up))?\s+(?:to|till|until)\s+(.+)$/,
  // "client moved it up, fri 12 noon": moved, then the new time after a break.
  new RegExp(
    String.raw`^${PARTY}\s+(?:has\s+)?(?:moved|pushed|brought|bumped|shifted)\s+(?:it|us|me)\s+(?:up|forward|back|earlier|later)[,;:]?\s+(.+)$`,
  ),
  new RegExp(String.raw`^${PARTY}\s+(?:can only do|can only make|asked for|wants|confirmed)\s+(.+?)(?:\s+now)?$`),
  /^(?:[\p{L}'-]+\s+){1,2}(?:has\s+|have\s+|'s\s+|'ve\s+)?(?:moved|pushed|changed|shifted|bumped|put|rescheduled)\s+(?:me|us)(?:\s+(?:back|forward|up))?\s+(?:to|till|until)\s+(.+)$/u,
  /^(?:[\p{L}'-]+\s+){0,2}(?:delayed|running late|pushed back|moved)[,\s]+(.+?)\s+now$/u,

  // "he's free at 2 actually": when they can be there, told.
  /^(?:[\p{L}'-]+?)(?:'s|'re|\s+is|\s+are)\s+(?:only\s+)?(?:free|around|available)\s+(?:at|from)\s+(.+?)(?:\s+(?:now|actually|instead))?$/u,
];
const SAID_SO =
  /^(?:[\p{L}'-]+\s+){1,2}(?:says?|said)(?:\s+(?:it'?s|its|it is|make it|to make it))?\s+(.+?)(?:\s+(?:now|actually|instead))?$/u;
const NEW_TIME_OPENER = /^(?:(?:oh|ok|okay|so|nah|no|hmm+|oops|right|wait|actually|update)[,!.]*\s+)+/;

/**
 * "they moved me to 2pm", "she pushed to 1:30", "nah she can only do 5", "clinic moved me to 9",
 * "tenant delayed, 4pm now": just after a task is talked about, its new time told as whoever set it
 * said it. "the plumber pushed it to monday" and "Ellie can only do saturday" may be another thing's.
 */
function newTimeTold(plain: string, context: InterpretContext): ReturnType<typeof findTime> {
  const said = plain
    .replace(NEW_TIME_OPENER, '')
    .replace(/[.!]+$/, '')
    // "they actually asked for the 18th": the "actually" of a correction is no part of who asked.
    .replace(/^(they|she|he) actually /, '$1 ')
    .trim();
  if (said.split(/\s+/).length > 9 || /\b(?:remind|need to|have to|gotta|add|new)\b/.test(said)) return null;
  if (isTaskVerb(said.split(/\s+/)[0] ?? '')) return null;
  // "vet says 11.30", "no they said 10": the time as whoever the task is with gave it; a bare number
  // only after a word that corrects, since "he said 3" alone may be three of anything.
  const saidSo = SAID_SO.exec(said);
  if (saidSo && (!/^\d{1,2}$/.test(saidSo[1].trim()) || NEW_TIME_OPENER.test(plain))) {
    const found = onlyATime(saidSo[1], context);
    if (found) return found;
  }
  for (const pattern of NEW_TIME_TOLD) {
    const told = pattern.exec(said);
    // "the 21" is a day of the month, as "the 21st" is; a bare "21" would be an hour.
    const found = told
      ? onlyATime(
          told[1].replace(/^the (\d{1,2})$/, (_, day: string) => `the ${withOrdinalSuffix(Number(day))}`),
          context,
        )
      : null;
    if (found) return found;
  }
  return null;
}

/** "tomorrow same time", "bride texted, sunday same time": a day alone, perhaps after who sent it, and the hour kept. */
const DAY_SAME_TIME =
  /^(?:(?:no|nah|wait|actually|ok|okay|hmm+|oh)[,!.]*\s+)*(?:(?:[\p{L}'-]+\s+){1,2}(?:texted|said|says|rang|called|emailed|messaged)[,:]?\s+)?((?:on\s+)?(?:today|tonight|tomorrow|tmrw|mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun|(?:mon|tues|wednes|thurs|fri|satur|sun)day|next\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:the\s+)?\d{1,2}(?:st|nd|rd|th)))(?:,?\s+instead)?,?\s+(?:at\s+)?(?:the\s+)?same time(?:\s+(?:please|pls))?[.!]*$/u;

/** "same time next week", "next week same time", "a week later": the same day and hour a week on. */
const WEEK_LATER =
  /^(?:(?:no|nah|wait|actually|ok|okay|oh|hmm+)[,!.]*\s+)*(?:(?:at\s+)?(?:the\s+)?same (?:day and )?time,?\s+next week|next week,?\s+(?:at\s+)?(?:the\s+)?same (?:day and )?time|a week later|(?:push|move|bump|put) (?:it|that|this)(?: on| back)? (?:a|one) week)(?:\s+(?:please|pls|instead))?[.!]*$/;
const WEEK = 7 * 86_400_000;

function weekLater(plain: string, context: InterpretContext): Intent | null {
  if (!WEEK_LATER.test(plain)) return null;
  const conversation = context.conversation;
  // In reply to a reminder, the reminder comes back a week from now, at this hour.
  if (conversation?.pending?.about === 'follow_up')
    return { kind: 'snooze', task: { by: 'context' }, until: new Date(context.now.getTime() + WEEK).toISOString(), minutes: null };
  const due = conversation?.current?.due;
  if (!due) return null;
  const date = new Intl.DateTimeFormat('en-CA', {
    timeZone: safeTimeZone(context.timeZone),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.parse(due) + WEEK));
  return { kind: 'reschedule', task: { by: 'context' }, date, time: null };
}

/** "make it 2:30", "actually thursday", "move the Acme call to friday 2pm"; "push it back an hour" snoozes. */
/** A change to a task's time; "update my CPD log every 3 months on the 1st" names a repeat, not a task to move. */
export function rescheduleIn(plain: string, context: InterpretContext): Intent | null {
  const moved = rescheduleSaid(plain, context);
  return moved?.kind === 'reschedule' && moved.task.by === 'words' && /\b(?:every|each)\b/.test(moved.task.words) ? null : moved;
}

function rescheduleSaid(plain: string, context: InterpretContext): Intent | null {
  const slip = rightNotWrong(plain, context);
  if (slip) return slip;
  const weekOn = weekLater(plain, context);
  if (weekOn) return weekOn;
  // "tomorrow same time", "fri instead same time": another day, the hour kept.
  const sameTime = DAY_SAME_TIME.exec(plain);
  // In reply to a reminder it puts the reminder off to that hour, which the readers of replies do.
  const sameTimeDay = sameTime && context.conversation?.current && !context.conversation.pending ? onlyATime(sameTime[1], context) : null;
  if (sameTimeDay?.date && !sameTimeDay.clockSaid) return reschedule({ by: 'context' }, sameTimeDay);
  // "dentist moved to the 10th, same time": news that the task talked about has moved.
  const news = NAMED_MOVED.exec(plain);
  const current = context.conversation?.current;
  const newsTime = news && current && namesAll(news[1], current.title) ? onlyATime(news[2], context) : null;
  if (newsTime) return reschedule({ by: 'context' }, newsTime);
  // "Hanna extended the deadline to monday", "the Goldbergs asked for it thursday": someone moved the task talked about.
  const someonesNews = MOVED_BY_SOMEONE.exec(plain) ?? WANTED_ON.exec(plain);
  const told =
    someonesNews && current && toldOfThisTask(plain, current.title, context.conversation?.pending?.about === 'follow_up')
      ? someonesNews
      : null;
  // "Ms. Diaz pushed her hearing date to January": a month with no day is when their thing now falls, no day to move the task to.
  const toldTime =
    told && !MONTH_ONLY.test(told[1].trim())
      ? onlyATime(told[1].replace(/[,.!]*\s*(?:(?:at\s+)?(?:the\s+)?same time)?[.!]*$/, ''), context)
      : null;
  if (toldTime) return reschedule({ by: 'context' }, toldTime);
  const toldNew = current?.due && !context.conversation?.pending ? newTimeTold(plain, context) : null;
  if (toldNew) return reschedule({ by: 'context' }, toldNew);
  // "shop moved me to thursday 8am" of no task in view: a move told, whose task is asked, never a task named "Shop moved me to".
  const movedNews = MOVED_BY_SOMEONE.exec(plain);
  const movedWhat = MOVED_WHAT.exec(plain)?.[1] ?? '';
  if (movedNews && !told && !(current && /^(?:it|that|this)$/.test(movedWhat)) && onlyATime(movedNews[1], context)) return MOVE_OF_NO_TASK;
  const named = NAMED_SHOULD_BE.exec(plain) ?? ITEM_SHOULD_BE.exec(plain);
  const namedTime = named ? (onlyATime(named[2], context) ?? onlyATime(withoutTimeSetAside(named[2]), context)) : null;
  if (named && namedTime && !/^(?:it|that|this|date|time|day|deadline)$/.test(named[1]))
    return reschedule({ by: 'words', words: named[1] }, namedTime);
  const due = dueSaid(plain, context);
  if (due) return due;
  const rest = plain
    .replace(/^(?:(?:ok|okay|oh|um|erm|hmm+|nah|no|nope|ah|right|well)[, ]+)+/, '')
    // "please change the due date on #4 to 12/2": the date's task is the one changed.
    .replace(THE_DATE_OF, '$1 ')
    .replace(/(?:\s+(?:sorry|soz|sry|my bad|oops|pls|please|thx|ta))+$/, '');
  const back = SPAN_BACK.exec(rest);
  if (back) {
    const span = findTime(back[1], context, true);
    if (span?.minutes) return { kind: 'snooze', task: { by: 'context' }, until: null, minutes: span.minutes };
  }
  const relative = relativeChange(correctionSaid(rest) ?? rest, context);
  if (relative) return relative;
  const made = MAKE_IT.exec(rest.replace(LEAD, ''));
  if (made) {
    const found = onlyATime(made[1], context);
    if (found)
      return noTaskToChange(context)
        ? NO_TASK_TO_CHANGE
        : reschedule({ by: 'context' }, found, SAME_DAY.test(made[1]) ? { words: made[1], context } : undefined);
  }
  const move = MOVE.exec(rest.replace(LEAD, '')) ?? MADE_NAMED.exec(rest.replace(LEAD, ''));
  // "put the rota review in for monday": into the diary, a new job, not a move.
  const putIn = move !== null && putInTheDiary(move[0], move[1]);
  // "make that the 16th, I'm at the venue on the 17th": the time said straight after "that" is the new one.
  const settledFirst = move !== null && /^(?:that|it|this) /.test(move[1]) ? settledAfterReason(plain, context) : null;
  if (settledFirst) return settledFirst;
  if (move && !putIn && !/\bback\b/.test(move[1])) {
    const found =
      onlyATime(move[2], context) ??
      onlyATime(withoutTimeSetAside(move[2]), context) ??
      onlyATime(withoutTimeSetAside(move[2].replace(REASON_AFTER_TIME, '')), context);
    if (found) return reschedule(referenceIn(move[1]), found, SAME_DAY.test(move[2]) ? { words: move[2], context } : undefined);
  }
  const item = itemTo(rest.replace(LEAD, ''), context) ?? timeThenReason(plain, context);
  if (item) return item;
  const instead = movedInstead(rest.replace(LEAD, ''), context) ?? toldThenNow(rest, context);
  if (instead) return instead;
  const asked = personAsked(plain, context) ?? reasonThenTime(plain, context);
  if (asked) return asked;
  const said = correctionSaid(rest);
  if (said !== null) {
    const found = onlyATime(said, context) ?? onlyATime(withoutTimeSetAside(said), context);
    // "7:30 instead" said of a task at 8 in the morning: a bare hour takes the half of the day nearer the task's time.
    if (found)
      return noTaskToChange(context)
        ? NO_TASK_TO_CHANGE
        : reschedule({ by: 'context' }, found, !found.date && found.time ? { words: said, context } : undefined);
    return subjectOrSettled(subjectMoved(said, context), plain, context);
  }
  // "oh the vet is at 3": an "oh" or "ok" opens a correction as well.
  return subjectOrSettled(rest !== plain ? subjectMoved(rest, context) : null, plain, context);
}

/** "actually the deadline's the 5th", "the deck is due wednesday the 18th, not thursday", "no it runs out 28th nov", "needs to be done by 12/1". */
const DUE_SAID =
  /^(?:(?:actually|correction|no|nope|oh|sorry|wait|oops)[, ]+)*(?:(?:the |its |it'?s )?(?:deadline|due date)(?:'s| s| is)?|(it|that|this|the (?:[\p{L}\p{N}'-]+ ){0,3}[\p{L}\p{N}'-]+) (?:is |'s |s )?(?:due|runs out|expires|ends)|(?:(?:it|that|this) )?(?:needs|has) to be (?:done|in|sent|finished|submitted|filed|ready|back)|(?:i |we |they )?need (?:it|this|that)(?: done| in| back| ready| sent)?)(?: actually)?(?: on| by)? (.+)$/u;

/** The day the task in view is due, said as news of it: only of that task, and only a day or time. */
function dueSaid(plain: string, context: InterpretContext): Intent | null {
  const title = context.conversation?.current?.title;
  const said = title ? DUE_SAID.exec(plain) : null;
  if (!said || !title) return null;
  if (said[1]?.startsWith('the ') && !sharesAWord(said[1].slice(4), title)) return null;
  const found = onlyATime(said[2], context) ?? onlyATime(withoutTimeSetAside(said[2]), context);
  return found ? reschedule({ by: 'context' }, found) : null;
}

/** A subject said to have moved, when the words name one; else the time settled on beside a reason ("no wait 5, she's in class"). */
function subjectOrSettled(subject: Intent | null, plain: string, context: InterpretContext): Intent | null {
  return subject && subject.kind !== 'unknown' ? subject : (settledAfterReason(plain, context) ?? subject);
}

/** "she moved it, now monday at 2", "he texted, so 11.45": someone's change told, then the task's new time. */
const TOLD_THEN_NOW =
  /^((?:he|she|they|we|the client|the customer|[\p{L}'-]+) (?:moved|texted|called|rang|asked|said|emailed|messaged|changed|pushed|wants|booked|confirmed)\b.{0,50}?),? (?:so|now|it'?s now|now it'?s) (.+)$/u;

/** "scaffolders just texted, its 7 now", "hes coming at 3 now": whoever the task is with, at a new time. */
const NOW_AT =
  /^((?:[\p{L}'-]+ ){1,3}(?:just )?(?:moved|texted|txted|txt'?d|called|rang|emailed|messaged|changed|confirmed)(?: (?:me|us|back))?,? )?(?:it'?s|its|it is|he'?s|hes|she'?s|shes|they'?re|theyre|he is|she is|they are)((?: (?:coming|arriving|starting|booked|happening))?(?: (?:at|for|on))?) (.+?) now$/u;

function toldThenNow(plain: string, context: InterpretContext): Intent | null {
  if (!context.conversation?.current) return null;
  const told = TOLD_THEN_NOW.exec(plain);
  const now = told ? null : NOW_AT.exec(plain);
  // "its 15 now", "she's 9 now": a price, a score or an age, unless someone got in touch, or the
  // time is said as one ("its 7:30 now", "hes coming at 3 now", "its the 29th now").
  const toldOfATime = now && (now[1] || now[2] || /\d:\d\d|\d\s*(?:am|pm)\b|^the \d{1,2}(?:st|nd|rd|th)$/.test(now[3]));
  const said = told?.[2] ?? (toldOfATime ? now[3] : undefined);
  const found = said ? onlyATime(said, context) : null;
  if (!found || (!found.date && !found.time)) return null;
  return reschedule({ by: 'context' }, found, !found.date && found.time ? { words: said ?? '', context } : undefined);
}

/** What opens a new time said before its reason: "nah 7.30 they start early", "tbf friday is fine". */
const TIME_BEFORE_REASON =
  /^(?:(?:no|nah|nope|actually|typo|sorry|oops|wait|tbf|oh|ah|hmm)\s+)+((?:it|that) (?:has to|needs to|should|must) be\s+)?/;
/**
 * What cannot be a reason: more to do ("and call Jo"), a doubt ("maybe"), another time, or words
 * said of the time itself ("monday is a bank holiday", "3 is too late", "tomorrow i cant"), which
 * tell against it rather than move to it.
 */
const NO_REASON =
  /^(?:and|then|also|plus|to|remind|add|or|not|maybe|perhaps|probably|possibly|i|i'?m|im|i'?ve|we|we'?re|my|our|is|was|are|isn'?t|wasn'?t|doesn'?t|does|don'?t|won'?t|can'?t|of|more|quid|each|people|hours?|things?|if|ish)\b|\d/;
/** "friday is fine", "2 works": the time said, then that it suits. */
const SUITS = /^(?:is |'s )?(?:fine|better|good|ok|okay|great|perfect|best|works|suits)\b/;
/** A time told as the new one, not only named: a clock with its minutes or am/pm, or a day of the month. */
const TOLD_AS_A_TIME = /\d[:.]\d\d|\d\s*(?:am|pm)\b|\d(?:st|nd|rd|th)\b|\b(?:half|quarter (?:past|to)) \d|\d o'?clock/;

/** "no 2:15, traffic", "actually the 24th, they need to cool": the task in view at a new time, then why. */
function timeThenReason(plain: string, context: InterpretContext): Intent | null {
  if (!context.conversation?.current) return null;
  const opener = TIME_BEFORE_REASON.exec(plain);
  if (!opener) return null;
  const words = plain.slice(opener[0].length).split(' ');
  // "actually sunday morning" is all time, for the readers of a time alone.
  if (onlyATime(words.join(' '), context)) return null;
  // The longest opening words that are only a time, with a reason left after them.
  for (let count = Math.min(words.length - 1, 4); count >= 1; count--) {
    const reason = words.slice(count).join(' ');
    const said = words.slice(0, count).join(' ');
    const suits = SUITS.test(reason);
    if (!suits && (NO_REASON.test(reason) || isTaskVerb(reason.split(' ')[0]))) continue;
    // A weekday or an hour alone before a reason may be what the reason is about ("monday they're shut").
    if (!suits && !opener[1] && !TOLD_AS_A_TIME.test(said)) continue;
    const found = onlyATime(said, context);
    if (found && (found.date || found.time))
      return reschedule({ by: 'context' }, found, !found.date && found.time ? { words: said, context } : undefined);
  }
  return null;
}

/** "sorry shes asked for 11 instead", "oh they said the 24th not the 23rd": the new time someone asked for. */
const PERSON_ASKED =
  /^(?:(?:sorry|oh|ok|okay|ah|actually|no|nah|wait)\s+)*(?:he|she|they|hes|shes|he's|she's|they've|theyve|(?:the )?(?:client|customer|guest|bride|groom|patient|tenant|pupil|student|buyer))(?: has| have)? (?:said|asked for|wants|want|needs|need|prefers|prefer|can do|can only do)(?: it)? (.+)$/;

/** "shop said 12/4 instead", "the office wants friday instead": whoever else asked, with "instead" said. */
const OTHERS_ASKED =
  /^(?:(?:sorry|oh|ok|okay|ah|actually|no|nah|wait)\s+)*(?:the |my |our )?[\p{L}'-]+(?: [\p{L}'-]+)? (?:said|says|asked for|wants|needs|prefers|can do|can only do)(?: it)? (.+ instead)$/u;

function personAsked(plain: string, context: InterpretContext): Intent | null {
  const asked = PERSON_ASKED.exec(plain) ?? OTHERS_ASKED.exec(plain);
  if (!asked || !context.conversation?.current) return null;
  const said = asked[1].replace(/(?:\s+(?:actually|then|pls|please|sorry|thanks))+$/, '');
  const found = onlyATime(said, context) ?? onlyATime(withoutTimeSetAside(said), context);
  // "he said 3", "they need 2": a number alone may be how many; a day, a clock, "instead" or "it by" makes it the time.
  if (!found || !(found.date || TOLD_AS_A_TIME.test(said) || /\binstead\b|^by \d/.test(said))) return null;
  return reschedule({ by: 'context' }, found, !found.date && found.time ? { words: said, context } : undefined);
}

/** "too early, 6", "too dark by then, tmrw 11am": the time in view found wrong, then the one to have instead. */
const TOO_SOMETHING =
  /^(?:(?:that'?s|thats|its|it'?s|bit|a bit|way|much|far) )*too (?:early|late|soon|dark|light|hot|cold|wet|busy|tight|rushed|close|near)\b/;

/** "super's on lunch, 2 instead", "too early, 6": why, then the new time (with "instead" after a reason of any kind). */
function reasonThenTime(plain: string, context: InterpretContext): Intent | null {
  if (!context.conversation?.current) return null;
  const instead = / instead$/.test(plain);
  // "remind me in an hour instead" puts a reminder off, which the readers of replies read.
  if ((!instead && !TOO_SOMETHING.test(plain)) || /\b(?:remind|ping|nudge|snooze|push|move|bump|make)\b/.test(plain)) return null;
  const words = plain.replace(/ instead$/, '').split(' ');
  // The longest closing words that are only a time, after a reason of two words or more that is no job.
  for (let count = Math.min(words.length - 2, 3); count >= 1; count--) {
    const reason = words.slice(0, -count).join(' ');
    const said = words.slice(-count).join(' ');
    if (onlyATime(reason, context) || isTaskVerb(words[0])) return null;
    const found = onlyATime(said, context);
    if (found && (found.date || found.time))
      return reschedule({ by: 'context' }, found, !found.date && found.time ? { words: said, context } : undefined);
  }
  return null;
}

/** "3 to friday pls", "#2 -> monday" ("2 monday" in its plain form): an item of the list sent, then the day it goes to. */
const ITEM_TO = /^(?:no |number |item |task )?(\d{1,2}) (?:(?:to|till|until|for) )?(.+)$/;

function itemTo(plain: string, context: InterpretContext): Intent | null {
  const item = ITEM_TO.exec(withoutCourtesy(plain));
  const number = Number(item?.[1] ?? 0);
  if (!item || number < 1 || number > (context.conversation?.listed.length ?? 0)) return null;
  const found = onlyATime(item[2], context);
  // "3 to 4" could as well be a place in the list: a bare hour is not taken for a time.
  if (!found || (!found.date && !/\d[:.]\d\d|\d\s*(?:am|pm)\b/.test(item[2]))) return null;
  return reschedule({ by: 'number', number }, found);
}

/** "can u make the standup 9:45 instead": a task named as one ("the …"), then its new time, then "instead". */
const MOVE_INSTEAD =
  /^(?:can we |could we |can you |can u |could you |could u |please |pls |let'?s )?(?:make|move|push|put|change|switch|shift) ((?:the|my|our) \S+(?: \S+){0,3}?) ((?:at |to |for |on )?\S+(?: \S+)?) instead$/;

function movedInstead(plain: string, context: InterpretContext): Intent | null {
  const match = MOVE_INSTEAD.exec(plain);
  const found = match ? onlyATime(match[2], context) : null;
  return match && found ? reschedule(referenceIn(match[1]), found) : null;
}

/** "the meeting's at 4:15", "the call is now on friday": a thing said to be at a time. */
const SUBJECT_AT =
  /^(?:the |my |our |that |this )?(.+?)(?:(?:'s| is| s| has| got| was)(?: now| actually| really| been)?(?: (?:moved|changed|pushed|bumped|rescheduled))?| (?:moved|changed|pushed|bumped|rescheduled)) ((?:at|on|for|to) .+)$/;
const NOT_NAMING = new Set(['the', 'a', 'an', 'my', 'our', 'to', 'for', 'of', 'with', 'and']);

/**
 * After a correction's opener ("hang on, the meeting's at 4:15"): a new time for the task talked
 * about when the words name it; otherwise a remark about something else, which changes nothing
 * and is never a new task.
 */
function subjectMoved(said: string, context: InterpretContext): Intent | null {
  const match = SUBJECT_AT.exec(said);
  const found = match ? onlyATime(match[2].replace(/^(?:to|at|for) (?=\d{1,2}(?::\d{2})?$)/, ''), context) : null;
  if (!match || !found) return null;
  const title = context.conversation?.current?.title.toLowerCase().split(/[^\p{L}\p{N}]+/u) ?? [];
  const words = match[1].split(' ').filter((word) => !NOT_NAMING.has(word));
  const named =
    /^(?:it|that|this)$/.test(match[1]) ||
    (words.length > 0 && words.every((word) => title.includes(word) || title.includes(word.replace(/s$/, ''))));
  return named ? reschedule({ by: 'context' }, found) : { kind: 'unknown' };
}

const RELATIVE =
  /^(?:(?:move|push|shift|bump) (?:it|that|this) |(?:it'?s|it is|make it|should be) )?(?:(the day after|the next day|a day later|the day before|a day earlier|the week after|the following week|a week later|the week before|a week earlier)|(an?|one|two|three|half an?|\d{1,2}) (hours?|days?|weeks?) (later|earlier))$/;
/** "bring it forward a week", "pull that in two days", "move it back an hour": a span with the way it goes said by the verb's particle. */
const SHIFTED_BY =
  /^(?:(?:let'?s|can we|could we|can you|could you|pls|please) )?(?:move|push|shift|bump|bring|pull|put|take|knock) (?:it|that|this)(?: one)? (forward|back|earlier|later|sooner|out) (an?|one|two|three|half an?|\d{1,2}) (hours?|days?|weeks?)$/;
const AMOUNTS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, 'half a': 0.5, 'half an': 0.5 };

/** How far and which way a change counted from the task's own time goes, or null when the words say no such change. */
function shiftSaid(words: string): { later: boolean; amount: number; unit: 'hours' | 'days' } | null {
  const match = RELATIVE.exec(words);
  if (match) {
    const later = match[1] ? !/before|earlier/.test(match[1]) : match[4] === 'later';
    const weeks = /week/.test(match[1] ?? match[3]);
    const amount = (match[1] ? 1 : (AMOUNTS[match[2]] ?? Number(match[2]))) * (weeks ? 7 : 1);
    return { later, amount, unit: match[1] || /^(?:day|week)/.test(match[3]) ? 'days' : 'hours' };
  }
  const shifted = SHIFTED_BY.exec(words);
  if (!shifted) return null;
  const weeks = /week/.test(shifted[3]);
  const amount = (AMOUNTS[shifted[2]] ?? Number(shifted[2])) * (weeks ? 7 : 1);
  // "push it back" is later; "bring it back", "pull it back" are earlier.
  const back =
    shifted[1] === 'back' && !/^(?:bring|pull|take)\b/.test(words.replace(/^(?:let'?s|can we|could we|can you|could you|pls|please) /, ''));
  return { later: back || /later|out/.test(shifted[1]), amount, unit: /^hour/.test(shifted[3]) ? 'hours' : 'days' };
}

/**
 * "the day after", "an hour later", "two days earlier", "bring it forward a week": a change counted
 * from the time of the task talked about, read on the person's clock. Without that task's time
 * there is nothing to count from.
 */
function relativeChange(words: string, context: InterpretContext): Intent | null {
  const shift = shiftSaid(words.replace(INSTEAD, '').trim());
  const due = context.conversation?.current?.due;
  if (!shift || !due || Number.isNaN(Date.parse(due))) return null;
  const { later, amount } = shift;
  const timeZone = safeTimeZone(context.timeZone);
  const instant = Date.parse(due);
  const wall = new Date(instant + zoneOffsetMs(instant, timeZone));
  const pad = (value: number) => String(value).padStart(2, '0');
  const dateOf = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  if (shift.unit === 'days') {
    if (!Number.isInteger(amount)) return null;
    const day = new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate() + (later ? amount : -amount)));
    return { kind: 'reschedule', task: { by: 'context' }, date: dateOf(day), time: null };
  }
  // Hours are counted on the wall clock, so the task keeps its place on the person's day.
  const moved = new Date(wall.getTime() + (later ? 1 : -1) * amount * 3_600_000);
  return {
    kind: 'reschedule',
    task: { by: 'context' },
    // Within the same day only the clock changes, as "make it 3" would say.
    date: dateOf(moved) === dateOf(wall) ? null : dateOf(moved),
    time: `${pad(moved.getUTCHours())}:${pad(moved.getUTCMinutes())}`,
  };
}

/**
 * "actually can we do thursday at 11 instead", "oops meant 10am not pm", "no wait, make it friday":
 * the words after however many openers of a correction there are, or null when none opens it.
 */
function correctionSaid(plain: string): string | null {
  let rest = plain;
  let opened = false;
  for (let step = 0; step < 6; step++) {
    const opener = CORRECTION_OPENER.exec(rest);
    if (!opener || opener[0].length === 0) break;
    opened = true;
    rest = rest.slice(opener[0].length);
  }
  return opened && rest ? rest : null;
}

const CORRECTION_OPENER =
  /^(?:(?:that|it|this)(?:'s| s| is| was)? (?:meant to be|supposed to be|should be|should have been|should've been|should read|should say)(?: for| on| at)?|(?:i )?(?:got|put) the (?:date|day|time) wrong(?: it'?s| it is)?|ah|ahh|argh|ugh|err|er|uh|eh|meh|dang|damn|autocorrect|(?:shoot|crap|bugger)(?= (?:that|it|this|i|no|wait|sorry|oops|meant|actually))|hang on|hold on|one sec|correction|change of plans?|typo|spelling|tbf|(?:he|she|they|hes|shes|he's|she's|they've|theyve) (?:moved|changed|pushed|put|made) it (?:to|for)|fyi|heads up|btw|actually|no wait|wait|no|nope|sorry|sry|soz|oops|whoops|my bad|(?:i )?meant|make it|make that|(?:can|could) (?:we|you|u) (?:do|make it|go for|change it to)|how about|what about|let'?s (?:do|say|go for)|instead|ok|okay|oh|hmm|um|erm)\b[, ]*/;
/** "10am not pm", "thursday not wednesday": the time it is not, said after the one it is. */
/**
 * The conversation the message came in has no task it could be about: nothing talked about and no
 * reminder waiting on an answer. Without a conversation given (a reading on its own) the task in
 * context is left for the executor to find.
 */
function noTaskToChange(context: InterpretContext): boolean {
  const conversation = context.conversation;
  if (!conversation || conversation.current) return false;
  const pending = conversation.pending;
  return !(pending && 'task' in pending);
}

/** A correction with no task in the conversation to correct: asked about, never a new task. */
const NO_TASK_TO_CHANGE: Intent = { kind: 'unclear', understood: 'a change to a task', question: 'Which task should I change?' };
const MOVE_OF_NO_TASK: Intent = { kind: 'unclear', understood: 'that something was moved', question: 'Which task should I change?' };

/** "move it", "make it earlier": a change without what to change it to. */
export function vagueChange(plain: string): boolean {
  return (
    /^(?:(?:actually|ok|can we|could we|please)[, ]+)?(?:move|change|reschedule|shift|push|make) (?:it|that|this)(?: (?:earlier|sooner|later on|different|somewhere else|another time|to another day))?$/.test(
      plain,
    ) && !/^(?:push|make) (?:it|that|this)$/.test(plain)
  );
}

const ORDINAL_WORDS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  last: -1,
  top: 1,
  bottom: -1,
  middle: 0,
};
/** "the second one I think", "3 please": what may follow a pick without changing it. */
const AFTER_PICK = String.raw`(?: (?:please|pls|thanks|i think|i guess|i reckon|probably|maybe|pretty sure|then|obviously|definitely|defo|of course|for sure|clearly|surely|tbh|honestly|obvs|i'?d say))*`;
/** Options that are all clock times ("7:00", "8am"): their hours, in minutes of the day. */
const CLOCK_OPTION = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm)?$/i;
/** A time said as a pick: "6:30", "630" run together, "7pm". */
const CLOCK_SAID = /^(\d{1,2})(?:[:.]?(\d{2}))?\s*(am|pm)?$/i;
/** "6 is good", "7 works", "630 pls": what is said after the time picked. */
const CLOCK_APPROVED = / (?:please|pls|o'?clock|is good|is fine|is better|works|suits|sounds good|is great|would be good|thanks|ta)$/;
/** "the earlier one", "the later time": a pick among times by when they fall. */
const BY_WHEN = /^(?:the )?(earlier|earliest|sooner|first|later|latest)(?: one| time| option| slot)?(?: please| pls| thanks)?$/;

function clockMinutes(option: string): number | null {
  const clock = CLOCK_OPTION.exec(option.trim());
  if (!clock) return null;
  const hour = (Number(clock[1]) % 12) + (clock[3]?.toLowerCase() === 'pm' || (!clock[3] && Number(clock[1]) >= 12) ? 12 : 0);
  return hour * 60 + Number(clock[2] ?? '0');
}

/** "8" or "the earlier one" said to a choice of times: the option at that hour, or the earliest or latest. */
function pickByClock(plain: string, options: string[]): number | null {
  const times = options.map(clockMinutes);
  if (times.length < 2 || times.some((time) => time === null)) return null;
  const minutes = times as number[];
  const when = BY_WHEN.exec(plain);
  if (when && when[1] !== 'first') {
    const target = /earl|soon/.test(when[1]) ? Math.min(...minutes) : Math.max(...minutes);
    return minutes.indexOf(target) + 1;
  }
  const said = CLOCK_SAID.exec(plain.replace(/^(?:at |the )/, '').replace(CLOCK_APPROVED, ''));
  if (!said) return null;
  const wanted = clockMinutes(`${said[1]}${said[2] ? `:${said[2]}` : ''}${said[3] ?? ''}`);
  // "10" said to 10:30 names it too: without minutes, the hour alone is matched.
  const same = (time: number, at: number) => (said[2] ? time === at : Math.floor(time / 60) === Math.floor(at / 60));
  const hits = minutes
    .map((time, index) => ({ time, index }))
    .filter(({ time }) => wanted !== null && (same(time, wanted) || same(time, wanted + 720)));
  // "6" said to 6 or 6:30 names the hour on the dot.
  const onTheDot = said[2] ? [] : hits.filter(({ time }) => time % 60 === 0);
  return hits.length === 1 ? hits[0].index + 1 : onTheDot.length === 1 ? onTheDot[0].index + 1 : null;
}
const PICK_NUMBER = new RegExp(
  String.raw`^(?:(?:i think|i guess|probably|maybe|um|erm|hmm|oh) )?(?:the )?(?:(?:number |no\.? ?|#|option |choice )?(\d{1,2})(?:st|nd|rd|th)?(?: one)?|(?:number|option|choice) (one|two|three|four|five|six))${AFTER_PICK}$`,
);
const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
const PICK_ORDINAL = new RegExp(
  String.raw`^(?:(?:i think|i guess|probably|maybe|um|erm|hmm|oh) )?(?:the )?(first|second|third|fourth|fifth|last|top(?= one)|bottom(?= one)|middle(?= one))(?: one| option| choice)?${AFTER_PICK}$`,
);
/** The place an ordinal names: "last" is the count, "the middle one" only the middle of an odd count. */
function placeOf(ordinal: number, count: number): number | null {
  if (ordinal === -1) return count;
  if (ordinal === 0) return count % 2 === 1 ? (count + 1) / 2 : null;
  return ordinal;
}
const STRAY_PICK: Intent = { kind: 'unclear', understood: 'a pick from a list', question: 'What would you like me to do with it?' };
const NONE =
  /^(?:neither|none|none of them|neither of them|none of (?:those|these)|neither of (?:those|these)|not yet|no|nope|not sure|dunno|i don'?t know|idk|nah|skip|later)(?: (?:wrong ones?|its (?:the )?wrong ones?|its another one|its a different one|lol|sorry|tbh|mate))?$/;
/** "none of them i meant the GP", "none of those, the Alvarez one": no option, and which was meant instead. */
const NONE_BUT_ANOTHER = /^(?:neither|none)(?: of (?:them|those|these|em))?[,.]? (?:i meant|i mean|it'?s|its|it was|the) .{1,40}$/;
/** What may follow a pick to say it suits: "9 better", "6 works", "the second please". */
const SUITS_AFTER = /\s+(?:is |'s |s )?(?:better|best|works|works better|suits|suits me|for me|please|pls|ta)$/;

function pickBeforeWhy(text: string, state: ConversationState | undefined): number | null {
  const [head, ...why] = text.trim().split(/\s*[,;]\s*|\s[-—–]\s/);
  if (why.length === 0 || !head || head.split(/\s+/).length > 4) return null;
  // "one, wait no, the second": the pick said first is taken back.
  if (/\b(?:wait no|no wait|actually|not sure|maybe)\b|\?/i.test(why.join(' '))) return null;
  const said = plainForm(head)
    .replace(/\s+(?:fr|frfr|tbh|ngl|defo|deffo)$/, '')
    .replace(SUITS_AFTER, '');
  // "jo's already done, it's the bank": the option named first is set aside, not picked.
  if (SET_ASIDE.test(said)) return null;
  const picked = answerIn(said, said, state);
  return picked?.kind === 'answer' ? picked.pick : null;
}

/** "eight is better for me", of "7" and "8": an hour or a number spelt out names the option written in figures. */
const SPELT_HOUR: Record<string, string> = { ...WORD_NUMBERS, ten: '10', eleven: '11', twelve: '12' };

const STOPWORDS = new Set('the a an one task option with to of and or for my i do it that this please pls'.split(' '));

function optionsOf(state: ConversationState): string[] {
  const pending = state.pending;
  if (!pending) return [];
  if ('options' in pending) return pending.options;
  return [];
}

const DAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
/** "thurs", "fri": a weekday shortened, as the options spell it in full. */
function fullDayName(word: string): string {
  if (word.length < 3) return word;
  return DAY_NAMES.find((day) => day.startsWith(word) || (word === 'tues' && day === 'tuesday')) ?? word;
}

/** The option the words name: the one sharing a word with them that no other option has. */
/** "thursday's no good", "can't do thurs", "not wed": a day turned down, which is no pick. */
const TURNED_DOWN_WORDS =
  /\b(?:not|no good|no use|can'?t|cannot|won'?t|doesn'?t|don'?t|a no|no chance|no way|out|busy|bad|rubbish|never)\b/;

/** Letters two forms of one name share: "ashworth" of "Ashworths", "hendo" of "Henderson". */
const SHARED_START = 5;
/**
 * "ashworth" names "the Ashworths", "buying" names "Buy the lot": a word akin to an option's own, by
 * a long shared start or as the -ing form of its verb.
 */
function akin(word: string, other: string): boolean {
  if (word.length >= SHARED_START && other.length >= SHARED_START && word.slice(0, SHARED_START) === other.slice(0, SHARED_START))
    return true;
  const stem = /^(\p{L}{2,})ing$/u.exec(word)?.[1];
  return stem !== undefined && other.length >= 3 && (stem === other || stem === `${other}${other.slice(-1)}` || `${stem}e` === other);
}

/** "eight" to "7 or 8?": options that are numbers are picked by the number said, not by its place. */
function pickByValue(plain: string, options: string[]): number | null {
  if (options.length < 2 || !options.every((option) => /^\d{1,3}$/.test(option.trim()))) return null;
  const said = /^(?:(?:um|erm|hmm|oh|ok|probably|maybe) )?(\d{1,3}|[a-z]+)(?: (?:please|pls|i think|thanks|ta))?$/.exec(plain)?.[1];
  // "a" and "an" count one elsewhere, but said alone they answer nothing here.
  const value = said === undefined || /^an?$/.test(said) ? null : smallNumber(said);
  const at = options.findIndex((option) => Number(option) === value);
  return at >= 0 ? at + 1 : null;
}

function pickByWords(plain: string, options: string[], loose = true): number | null {
  if (TURNED_DOWN_WORDS.test(plain)) return null;
  const words = plain
    .split(' ')
    .map((word) => SPELT_HOUR[word] ?? fullDayName(word.replace(/'s$/, '')))
    .filter((word) => (word.length > 1 || /^\d$/.test(word)) && !STOPWORDS.has(word));
  if (words.length === 0) return null;
  const scores = options.map((option) => {
    const own = new Set(option.toLowerCase().split(/[^\p{L}\p{N}]+/u));
    // "mornings" names the "morning" option.
    return words.filter(
      (word) => own.has(word) || own.has(word.replace(/s$/, '')) || (loose && [...own].some((other) => akin(word, other))),
    ).length;
  });
  const best = Math.max(...scores);
  if (best === 0) return null;
  const leaders = scores.filter((score) => score === best).length;
  if (leaders > 1) {
    // Words every option shares do not choose; the words only one option has do.
    const distinct = options.map((option, index) => {
      const others = options
        .filter((_, other) => other !== index)
        .join(' ')
        .toLowerCase();
      return words.filter((word) => option.toLowerCase().includes(word) && !new RegExp(`\\b${word}\\b`).test(others)).length;
    });
    const top = Math.max(...distinct);
    return top > 0 && distinct.filter((score) => score === top).length === 1 ? distinct.indexOf(top) + 1 : null;
  }
  return scores.indexOf(best) + 1;
}

const COMMAND =
  /^(?:done|did|finished|completed|snooze|undo|help|stop|start|cancel|delete|remove|rename|move|decided|note|what'?s|whats|list)\b/;

function startsAnAsk(said: string, text = said): boolean {
  // "maybe ring the printers next wk": an ask said with a doubt is still an ask, not an answer.
  const plain = withoutHedging(said);
  return (
    COMMAND.test(plain) ||
    hasTaskPrefix(plain) ||
    isTaskVerb(plain.split(' ')[0] ?? '') ||
    opensOnTwoWordVerb(plain) ||
    // "forget about the kiln room, Jo is doing it", "someone should call the landlord": a change or a
    // job of its own, said while a choice waits, is not the answer to it.
    namedTaskLetGo(plain, text) !== null ||
    MUSING_ON_A_JOB.test(plain)
  );
}

/**
 * The answer to the question daily is waiting on, when the message reads as one: a number or an
 * ordinal from the options, words only one option has, or "neither" / "not yet". A which-task
 * question is answered only so; any other question takes whatever was said as its answer.
 */
/** "going with option 1", "I'll take the second": a choosing lead-in before the pick itself. */
const CHOOSING =
  /^(?:(?:i'?m |we'?re )?going with|go with|(?:i'?ll|we'?ll|let'?s) (?:take|go with|go for|do)|i(?:'?d)? (?:pick|choose|take)|gimme) /;
/** "option B", "choice c": options told apart by letter, in the order offered. */
const PICK_LETTER = new RegExp(
  String.raw`^(?:(?:i think|i guess|probably|maybe|um|erm|hmm|oh) )?(?:option|choice|plan) ([a-f])${AFTER_PICK}$`,
);
/** "the cheaper one", "the pricier option": a pick among priced options by what they cost. */
const BY_PRICE =
  /^(?:(?:hmm|um|erm|oh|ok|probably|maybe|i think)[, ]+)*(?:the )?(cheaper|cheapest|less expensive|pricier|priciest|more expensive|dearer)(?: one| option| choice)?(?: (?:please|pls|i think|i guess|i reckon|probably|tbh|obvs|obviously|of course|ofc|defo|def|for sure))*$/;
const PRICE = /[£$€]\s?(\d+(?:[.,]\d+)*)|(\d+(?:[.,]\d+)*)\s?(?:gbp|usd|eur|dollars|pounds|euros)\b/i;
/** A yes, a no, a skip said to "Did you get to X?": the follow-up's own flow reads which. */
const FOLLOW_UP_YES = /^(?:y|yes|yep|yeah|yup|ya|yea|yh|yeh|aye)(?: (?:thanks|thx|please|pls|sorry))?$/;
const FOLLOW_UP_LATER = /^later(?: (?:thanks|thx|please|pls|sorry))?$/;
const FOLLOW_UP_REPLY =
  /^(?:y|yes|yep|yeah|yup|ya|yea|yh|yeh|aye|(?:no|nope|nah)(?: not yet)?|not yet(?: no)?|(?:skip|skipping|skipped)(?: (?:it|this|that|this one|that one))?(?: (?:for )?(?:today|tonight|this time|this week|this once))?|stuck|i'?m stuck|later)(?: (?:thanks|thx|please|pls|sorry))?$|^(?:(?:no|nope|nah),? )?not yet(?: no)?,? (?:mate|love|bud|pal|hun|bro|m8|lol|haha|sadly|unfortunately|tbh|ugh)$/;

function pickByPrice(plain: string, options: string[]): number | null {
  // "32" to "Raise to $32 or keep $28": the one option whose figure it is.
  const figure = /^[$£€]?(\d{1,6}(?:[.,]\d{1,2})?)$/.exec(plain)?.[1];
  if (figure && options.length > 1) {
    const holding = options.map((option, index) => ({
      index,
      has: new RegExp(String.raw`(?<![\d.,])${figure.replace(/[.,]/, '[.,]')}(?![\d.,]*\d)`).test(option),
    }));
    const named = holding.filter(({ has }) => has);
    if (named.length === 1) return named[0].index + 1;
  }
  const wanted = BY_PRICE.exec(plain);
  if (!wanted || options.length < 2) return null;
  const prices = options.map((option) => {
    const found = PRICE.exec(option);
    // "£4,200" is four thousand two hundred; "€3,50" is three and a half.
    return found ? Number((found[1] ?? found[2]).replace(/,(?=\d{3}\b)/, '').replace(',', '.')) : null;
  });
  if (prices.some((price) => price === null)) return null;
  const known = prices as number[];
  const target = /cheap|less/.test(wanted[1]) ? Math.min(...known) : Math.max(...known);
  // Two options at the same price leave the pick open.
  return known.filter((price) => price === target).length === 1 ? known.indexOf(target) + 1 : null;
}

/** "… so def Arctic", "…, going with the van": what follows "so", "def" or "going with", said last. */
const SETTLED_LAST =
  /\s(?:so|def|definitely|deffo|defo|going with|go with|gonna go with)\s+(?:(?:def|definitely|deffo|defo)\s+)?((?:the )?[\p{L}\p{N}'-]+(?: [\p{L}\p{N}'-]+){0,3})$/u;

/** "both tbh", "all of them": every option taken, an answer that picks none alone. */
const BOTH =
  /^(?:both|both of them|all of them|all|the lot|all (?:three|four|five|[2-9])(?: of them)?)(?: (?:tbh|please|pls|thanks|i think|really|lol|mate))?$/;

/** "hire, we cant afford to lose the clients", "turn it down. my back cant take another winter": the pick, then why. */
function pickThenReason(text: string, options: string[]): number | null {
  const [first, ...rest] = text.split(/\s*(?:[,;]|\.\s|\s[-—–]\s)\s*/);
  const said = plainForm(first ?? '');
  // "jo's already done, it's the bank", "kirsty's too pricey, agency": an option named to be set aside.
  if (rest.length === 0 || !said || said.split(' ').length > 4 || SET_ASIDE.test(said)) return null;
  const pick = pickByWords(said, options);
  const after = pickByWords(plainForm(rest.join(' ')), options);
  return after !== null && after !== pick ? null : pick;
}

const SET_ASIDE = /'s\b| s\b|\b(?:is|was|done|fine|sorted|too|not|no|already|yesterday|sorry|pricey|expensive|out|gone|off)\b/;

/** "please don't save that one", "no need to keep it": what daily offered to keep or add, turned down. */
const DECLINED =
  /^(?:(?:no|nah|nope|ok)[, ]+)?(?:please |pls )?(?:don'?t|do not|no need to|there'?s no need to) (?:save|keep|add|log|note|record|journal|bother with|bother saving|bother adding) (?:it|that|this|that one|this one|them)(?: (?:please|pls|thanks|thx))?$/;

/** "go on then", "go on so", "go ahead, save it": a yes to what daily offered, which opens like an ask. */
const CONSENT =
  /^(?:go on|go ahead|go for it|do it|please do|yes please|yeah go on|ok go on)(?: then| so| mate)?(?: (?:save|keep|add|log|note|journal) (?:it|that|this))?(?: (?:please|pls|thanks|ta|yeah|yes|yep|aye))?$/;

/** "stuck, cant find the invoice", "i'm stuck on the methods section": stuck said of the job. */
const STUCK_SAID = new RegExp(String.raw`^${STUCK_OPENING}(?:stuck|blocked)\b`);
/** "stuck in traffic, 40 mins", "stuck on a job, snooze 2h": held up for a while, which puts the reminder off. */
const HELD_UP_FOR = /\d|\b(?:an?|another|half an) (?:hour|hr|min|minute|sec)|\b(?:snooze|gimme|give me|later|in traffic|behind)\b/;

const PICK_SAID_FIRST =
  /^(?:(?:i think|i'?d say|i reckon|prob(?:ably)?|def(?:initely)?|um+|erm+|ok(?:ay)?|yeah|yes|hmm+|go(?: with)?|let'?s go(?: with)?)[,.]?\s+)*(?:(?:the|option|number|no\.?|#)\s*)?(\d|one|two|three|four|first|second|third|fourth|1st|2nd|3rd|4th)(?:\s+one)?\s*(?:[,.;:!—–-]+\s*\S|$)/;
/** Picks said as words: the counts the other picks read, and the places in the list written short. */
const PLACE_WORDS: Record<string, number> = {
  ...NUMBER_WORDS,
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  '1st': 1,
  '2nd': 2,
  '3rd': 3,
  '4th': 4,
};
const PICK_UNSETTLED =
  /\?|\b(?:wait no|no wait|nah|not sure|maybe|actually|neither|none|both|either|can you|could you|tell me|more about)\b|^\s*(?:or|no|one|two|three|four|first|second|third|\d)\b/;

/** "I'll think it over and remind me friday at 10", "have a think … and ring them Friday": a job asked for is the ask it is. */
const TIMED_ASK = /\bremind me\b|\band (?:ring|call|phone|email|text|send|book|pay|order|chase|message)\b/;

/** What matters most, named as such. */
const MATTERS_MOST =
  /^(?:(?:ok|okay|well|so|hmm+|honestly)[,.]?\s+)*(?:the\s+)?(?:most important(?: thing)?|main thing|biggest thing|what matters(?: most)?|priority|number one|top of the list)\b(?! (?:task|job)\b)/;

export function answerIn(plain: string, text: string, state: ConversationState | undefined): Intent | null {
  const pending = state?.pending;
  if (pending && pending.about !== 'follow_up' && CHOOSING.test(plain)) {
    const chosen = plain.replace(CHOOSING, '');
    if (PICK_NUMBER.test(chosen) || PICK_ORDINAL.test(chosen) || PICK_LETTER.test(chosen)) return answerIn(chosen, text, state);
  }
  // "3", "the second one" with no question waiting: a pick of nothing daily asked, so it asks back.
  // "no 7" of a task just talked about, with no list sent: "no, 7 o'clock", a correction for the readers of changes.
  if (!pending && state?.current && state.listed.length === 0 && /^no,? \d{1,2}$/.test(plain)) return null;
  // "no.3 ✅" with a list shown: a number ticked, which the readers of completions take.
  if (!pending && state?.listed.length && /[✅✔☑]/u.test(text)) return null;
  if (!pending) return PICK_NUMBER.test(plain) || PICK_ORDINAL.test(plain) ? STRAY_PICK : null;
  if (pending.about === 'follow_up') {
    // "stuck, cant find the invoice", "stuck on the methods section": STUCK, with what is in the way.
    if (STUCK_SAID.test(plain) && !HELD_UP_FOR.test(plain)) return { kind: 'answer', text: text.trim(), pick: null };
    if (!FOLLOW_UP_REPLY.test(plain)) return null;
    // "yep" to "Did you get to it?" ticks it off, and "later" asks for the hour the follow-up offers: said as what they do.
    if (FOLLOW_UP_YES.test(plain)) return { kind: 'complete', task: { by: 'context' } };
    if (FOLLOW_UP_LATER.test(plain)) return { kind: 'snooze', task: { by: 'context' }, until: null, minutes: 60 };
    return { kind: 'answer', text: text.trim(), pick: null };
  }
  const options = optionsOf(state);
  // "the cheap guy flaked last time so def Arctic": the option settled on is the one said last.
  const settled = SETTLED_LAST.exec(plain);
  const settledPick = settled && options.length > 1 ? pickByWords(settled[1], options) : null;
  if (settledPick !== null && settledPick >= 1) return { kind: 'answer', text: text.trim(), pick: settledPick };
  // "2, ice man can wait", "I think second. Falmouth is too far": the pick said first, whatever the why names after it.
  const lowered = text.trim().toLowerCase();
  const first = PICK_SAID_FIRST.exec(lowered);
  // "one, wait no, the second", "First: which is cheaper?", "1. neither of those": no pick settled on.
  const unsettled = first ? PICK_UNSETTLED.test(lowered.slice(first[0].length - 1)) : false;
  const firstPick = first ? (PLACE_WORDS[first[1]] ?? Number(first[1])) : null;
  if (!unsettled && firstPick !== null && firstPick >= 1 && firstPick <= options.length)
    return { kind: 'answer', text: text.trim(), pick: firstPick };
  const letter = PICK_LETTER.exec(plain);
  const number = PICK_NUMBER.exec(plain);
  const ordinal = PICK_ORDINAL.exec(plain);
  // "need to see the survey on the hoist first": the choice put off, whichever option the words name on the way.
  if (pending.about === 'dilemma_choice' && !number && !ordinal && CHOICE_PUT_OFF.test(plain) && /\bfirst\b/.test(plain))
    return { kind: 'answer', text: text.trim(), pick: null };
  let pick: number | null = pickByValue(plain, options) ?? pickByClock(plain, options) ?? pickByPrice(plain, options);
  if (pick !== null) return { kind: 'answer', text: text.trim(), pick };
  if (number) pick = number[1] ? Number(number[1]) : NUMBER_WORDS[number[2]];
  else if (letter) pick = letter[1].charCodeAt(0) - 96;
  else if (ordinal) pick = placeOf(ORDINAL_WORDS[ordinal[1]], options.length);
  // What matters most is said in words of its own, which only name an option by the option's own words.
  else if (options.length > 0) pick = pickByWords(plain, options, pending.about !== 'dilemma_matters') ?? pickThenReason(text, options);
  if (pick !== null && options.length > 0 && (pick < 1 || pick > options.length)) pick = null;
  // "the first one, I need the money", "6, I start early", "9 better, I open 10": the pick, then why.
  if (pick === null && options.length > 0) pick = pickBeforeWhy(text, state);
  const answered = pick !== null || NONE.test(plain) || NONE_BUT_ANOTHER.test(plain) || BOTH.test(plain) || DECLINED.test(plain);
  if (pending.about === 'which_task' && !answered) return null;
  // "need to see the numbers first" while a choice waits: the choice put off, not a job of its own.
  if (!answered && pending.about === 'dilemma_choice' && CHOICE_PUT_OFF.test(plain) && !TIMED_ASK.test(plain))
    return { kind: 'answer', text: text.trim(), pick: null };
  // "Most important is cash flow, I must pay workers before": what matters, said with the why, whatever job it names.
  if (!answered && pending.about === 'dilemma_matters' && MATTERS_MOST.test(plain))
    return { kind: 'answer', text: text.trim(), pick: null };
  // A new ask while a question waits ("buy milk") is read as the ask it is; "go on then, save it" is the yes.
  if (!answered && !CONSENT.test(plain) && startsAnAsk(plain, text)) return null;
  return { kind: 'answer', text: text.trim(), pick };
}
