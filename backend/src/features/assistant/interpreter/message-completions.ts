import { PAST_TENSE, shapeOf, VERB, tag } from './message-tagger';
import type { ConversationState, Intent, TaskReference } from './intent';
import { removesThePointed } from './message-removals';
import { titleInView } from './message-gate';
import { CHANGED_PLAN, isPlainVerb, isTaskVerb, pastStems, plainForm } from './message-words';
import { wordsAllOfTitle } from './message-reminder-ticks';
import { voicemailOnly } from './message-voicemail';

/**
 * A job reported done in the person's own words: "sorted", "all good, paid it", "yep booked it",
 * "paid the electric bill". A verb in the past says something happened; it says a task is done
 * only when it is a verb of doing said of the task in context ("paid it"), or when what it names is
 * a task the conversation holds. "We signed with Acme yesterday" names no such task and stays a
 * statement.
 */
const OPENING =
  /^(?:(?:yep|yes|yeah|yup|ok|okay|right|so|all good|all sorted|good news|great|just|finally|already|i|i'?ve|we|we'?ve|have|has|phew|thank god|thank goodness|(?:so |sooo* |really |very )?(?:relieved|glad|chuffed|pleased|thrilled)(?: that)?)[, ]+)+/;
const CLOSING =
  /(?:[, ]+(?:now|already|finally|just now|today|yesterday|last night|earlier|this afternoon|this morning|at last|thanks|thx|cheers|all good|done|too|myself|ourselves|in the end|actually|mate|then))+$/;
/** Said alone, these mean the job talked about is finished. */
const FINISHED =
  /^(?:sorted|all sorted|finito|done and done|that'?s sorted|sorted it|all done|all good now|(?:all )?handled(?: it| that)?|dealt with|dealt with it|taken care of|(?:i )?took care of (?:it|that|this)|that'?s done|job done|ticked off|nailed it|done it|(?:(?:i )?managed to |finally )?(?:get|got|gotten) (?:it|that|this) (?:done|sorted|finished|handled|out of the way|over with))$/;
/**
 * Past tenses that finish a job of any kind, said of the task in context ("launched it", "shipped
 * that"): verbs of getting a thing out of the door, not found among the verbs tasks open with.
 */
const FINISHING = new Set(
  'launched shipped submitted posted filed fixed tackled cleared returned signed delivered published uploaded renewed collected completed finished closed settled wrapped cracked smashed'.split(
    ' ',
  ),
);
/** Of those, the ones that say a job is done even alone ("shipped!"); "returned" alone may mean the person is back. */
const FINISHED_ALONE = new Set(
  'launched shipped submitted posted filed fixed completed finished published uploaded renewed delivered'.split(' '),
);
/** "tick #2", "mark off the first one", "cross off the vet one": a listed task ticked by number, ordinal or words. */
const TICK = /^(?:tick off|mark off|check off|cross off|strike off|strike out|tick) (.+)$/;
const ORDINALS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8 };
const TICKED =
  /^(?:the )?(?:(?:item|task|number|no|#) ?)?(\d{1,2})(?:st|nd|rd|th)?(?: one)?$|^(?:the )?(first|second|third|fourth|fifth|sixth|seventh|eighth|last)(?: one| task| item)?$/;
const IRREGULAR: Record<string, string> = {
  paid: 'pay',
  sent: 'send',
  bought: 'buy',
  rang: 'ring',
  wrote: 'write',
  did: 'do',
  made: 'make',
  sold: 'sell',
};
/** The pasts of verbs of doing that are not in -ed. */
export const IRREGULAR_PASTS: ReadonlySet<string> = new Set(Object.keys(IRREGULAR));
/** The verb an irregular past is of: "paid" is "pay", "bought" is "buy". */
export const verbOfIrregularPast = (word: string): string | undefined => IRREGULAR[word];
/** The past of a verb of doing: "pay" is "paid", "call" is "called". */
export function pastOfVerb(verb: string): string {
  const irregular = Object.keys(IRREGULAR).find((past) => IRREGULAR[past] === verb);
  return irregular ?? (verb.endsWith('e') ? `${verb}d` : `${verb}ed`);
}
/** Nouns used as verbs of doing in reports only ("invoiced the Nguyens"): not openings of a task. */
const REPORT_ONLY_VERBS = new Set(['invoice', 'quote']);
/** Past tenses of verbs of doing that do not finish a job: "started it", "moved it", "scheduled it". */
const NOT_FINISHING = new Set([
  'start',
  'plan',
  'schedule',
  'move',
  'change',
  'cancel',
  'set',
  'add',
  'remind',
  'ask',
  'stop',
  'try',
  'leave',
]);
const POINTING = /^(?:it|that|this|them|those|the thing)$/;
const LEADING_WORDS = /^(?:the|my|our|a|an|that|this)\s+/;
const NOT_DISTINCT = new Set(['the', 'a', 'an', 'my', 'our', 'to', 'for', 'of', 'and', 'with', 'on', 'at', 'in', 'it']);

/** "paid" is "pay", "emailed" is "email", "booked" is "book": a past tense whose verb is a verb of doing. */
function pastOfTaskVerb(word: string): boolean {
  if (IRREGULAR[word]) return true;
  return pastStems(word).some((stem) => (isTaskVerb(stem) || REPORT_ONLY_VERBS.has(stem)) && !NOT_FINISHING.has(stem));
}

function contentWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !NOT_DISTINCT.has(word));
}

/** Whether every word naming the job is a word of the title ("electric bill" in "Pay the electric bill"). */
function names(object: string, title: string): boolean {
  const wanted = contentWords(object);
  const own = new Set(contentWords(title));
  return wanted.length > 0 && wanted.every((word) => own.has(word));
}

function taskNamed(object: string, state: ConversationState | undefined): TaskReference | null {
  if (!state) return null;
  if (state.current && names(object, state.current.title)) return { by: 'context' };
  const listed = state.listed.filter((title) => names(object, title));
  if (listed.length === 1) return { by: 'words', words: object.replace(LEADING_WORDS, '') };
  return null;
}

/** The listed task "tick" names, or null when its words are not a number, an ordinal or a pointer. */
function ticked(words: string, state: ConversationState | undefined): TaskReference | null {
  if (POINTING.test(words) || /^(?:that|this) one$/.test(words)) return { by: 'context' };
  const mark = TICKED.exec(words);
  if (!mark) return /^(?:the )?\S.* (?:one|task)$/.test(words) ? { by: 'words', words: words.replace(/^the | (?:one|task)$/g, '') } : null;
  if (mark[1]) return { by: 'number', number: Number(mark[1]) };
  if (mark[2] !== 'last') return { by: 'number', number: ORDINALS[mark[2]] };
  const listed = state?.listed.length ?? 0;
  return listed > 0 ? { by: 'number', number: listed } : null;
}

/** "tick", "ticked": a box ticked with nothing named, about the task in context. */
const TICK_ALONE =
  /^(?:tick|ticked|tick it|tick that|ticked it|ticked that|tick tick|complete|completed|(?:mark|call|consider) (?:it|that|this) (?:complete|completed|done|finished))$/;
/** "#2 complete", "no 3 done": a listed item said done by its number. */
const NUMBER_DONE =
  /^(?:(?:item|task|number|no) ?)?#?(\d{1,2})(?:'s| s)? (?:is |has been |was )?(?:complete|completed|done|finished|sorted)$|^(?:done|finished) (?:with|w) (?:(?:item|task|number|no) ?)?#?(\d{1,2})$/;
const NUMBER_MARKED = /^(?:(?:no|nr|number|item)\.?\s*|#)?(\d{1,2})\s*(?:[✅✔☑]\uFE0F?\s*)+$/iu;
/** "1 paid", "3 done, payouts look ok-ish", "#2 sent - finally": an item of the list just shown, told done by its number. */
const NUMBER_DEED =
  /^(?:(?:item|task|number|no) ?)?#?(\d{1,2}) (?:is |has been |was |all |now )?(?:done|finished|complete|completed|sorted|paid|sent|booked|ordered|posted|filed|signed|submitted|emailed|called|rang|invoiced|returned|handled|dealt with)(?:(?: ?[,;.!]+ ?| [-—–] )(.*))?$/;

function numberedDeed(plain: string, state: ConversationState | undefined): Intent | null {
  const deed = NUMBER_DEED.exec(plain);
  const number = deed ? Number(deed[1]) : 0;
  if (!deed || number < 1 || number > (state?.listed.length ?? 0)) return null;
  // "2 done, need to chase 3 tho", "3 sent but not the invoice", "3 is done, 4 cancel": a remark that asks, says it is not
  // all done, or names another item, is left to the other readers.
  const remark = deed[2] ?? '';
  if (
    /\b(?:not|n'?t|yet|half|nearly|almost|need|needs|remind|tomorrow|later|cancel|delete|remove|move|moved|drop|bin|can go)\b|\d/.test(
      remark,
    )
  )
    return null;
  return { kind: 'complete', task: { by: 'number', number } };
}

/** "knocked out the sales tax filing", "wrapped up the gallery": verbs that only ever say a job got finished. */
const PHRASAL_DONE =
  /^(?:knocked out|smashed out|banged out|got through|wrapped up|polished off|finished off|sorted out|ticked off|crossed off|marked off|checked off|got round to|got around to) (.+)$/;
/** "I've paid the storage unit", "I have filed the VAT return": the person, a verb of a job, and the thing it was done to. */
const DEED_TOLD =
  /^(?:(?:i'?ve|ive|i have|i)\s+)?(?:just\s+|finally\s+|already\s+|now\s+)?(?:paid|renewed|filed|booked|delivered|measured|sent|emailed|called|rang|phoned|texted|invoiced|ordered|posted|submitted|signed|returned|collected|topped up|fixed|cleaned|replied to|chased|confirmed|printed|uploaded|updated|bought|picked up|dropped off|serviced|repaired|restocked|washed|quoted)\s+((?:the|my|our|his|her|their)\s+\S.*)$/;
const FIRST_PERSON = /^(?:(?:just|finally|so|ok|okay|right|yep|yes)\s+)*(?:i'?ve|ive|i have|i)\s/;
/** The same, opening the message with no "I", of a thing named with or without "the". */
const TOLD_BARE =
  /^(?:just\s+|finally\s+|already\s+)?(?:paid|renewed|filed|delivered|measured|sent|emailed|called|rang|phoned|texted|invoiced|submitted|signed|returned|collected|chased|uploaded|picked up|dropped off|serviced|restocked|shipped|merged|wired|completed|finished|took care of)\s+((?!(?:him|her|them|it|that|this|me|us|you|out|off|up|back|a|an|some|\d)\b)\S.*)$/;
const SOMEONE_FIRST = /^(?:i|we|i'?ve|ive|we'?ve|they|she|he|you|u)\b/;
/** The words as the message wrote them ("the VAT return"), found again from their plain form. */
function asWritten(words: string, text: string): string {
  const at = text.toLowerCase().indexOf(words);
  return at >= 0 ? text.slice(at, at + words.length) : words;
}

/** When the deed was done, said after it: no part of the task's name. */
const DEED_WHEN =
  /\s+(?:this (?:morning|afternoon|evening)|earlier(?: today| on)?|just now|an? (?:hour|minute|min) ago|\d+ (?:hours?|mins?|minutes?) ago|already|today|now|at last|finally)$/;
/** "got the van tax renewed", "had the boiler fixed": a job had done, said by what was done to it. */
const GOT_DONE = /^(?:got|had) (?:the |my |our )?(.+?) (\S+)(?: (?:off|out|in|back))?$/;
const DONE_PARTICIPLES = new Set('done sorted serviced repaired'.split(' '));
/** "the van's MOT is booked", "proposal's gone to Dana": the thing a task is about, said to be done. */
const THING_DONE =
  /^(?:the |my |our )?(.+?)(?:'s| s| is| has| are| have)(?: (?:now|finally|just|been|all|officially))* (?:gone|sent|booked|paid|done|sorted|submitted|filed|ordered|posted|signed|delivered|fixed|finished|renewed)(?: (?:off|out|in|over|through|across))?(?: (?:to|with|for) .+)?$/;
/** A thing, then the errand done to it: "wax sorted", "quote for elm road sent", "Delacroix motion is filed". */
const THING_DEALT_WITH =
  /^(?:the |my |our )?([\p{L}\p{N}#][\p{L}\p{N}'’-]*(?: [\p{L}\p{N}'’-]+){0,3}?)(?:(?:'s| s| is| are| has been| have been)?(?: (?:now|finally|all|officially|just))*)? (?:sent|posted|ordered|booked|filed|printed|submitted|sorted|shipped|uploaded|invoiced|picked up|dropped off|serviced|packed|done|finished|repaired|replaced|cleaned|delivered|collected|returned|renewed|signed|fixed|cleared|fitted|installed|mowed|mown|painted|swept|washed|tested|checked|loaded|unloaded|emptied|drained|stocked|restocked|gritted|salted|ploughed|plowed|groomed|trimmed|labelled|labeled|topped up|winterised|winterized)(?: (?:off|out|over))?(?: (?:to|with) (?!spam\b|junk\b|the wrong\b)[\p{L}' -]{1,30})?(?: (?:mate|now|already|finally|at last))?$/u;
/** "that's", "aye it's been": a nod and a word that points, where a report names its thing. */
const POINTED_SUBJECT = /^(?:(?:aye|yes|yep|yeah|ok|okay|right|and)\s+)*(?:that|it|this)(?:'s|’s|s)?(?: been)?$/u;
/** Work on a thing that may be anyone's news, not only a job of the list: "fixed", "cleared", "painted". */
const MENDED = / (?:fixed|cleared|fitted|installed|mowed|mown|painted|swept|washed|tested)(?: (?:off|out|over))?(?: \S+)?$/;
/** Who or what is no thing of the list, or words that ask or plan rather than report. */
const NOT_A_THING =
  /^(?:it|that|this|he|she|they|we|i|you|all|everything|everyone|nothing|which|what|who|money|payment|rent|order|parcel|package|delivery|post|mail|class|retreat|course|event|today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day|week|weekend|day|morning|afternoon|evening|diary|calendar|schedule|shop|place)$|^(?:i|we|he|she|they|you|it|im|i'm|can|could|should|would|will|what|why|when|where|how|is|are|do|does|did|got|get|new|every|next|in|so|just|excited|buzzing|at|\d{1,2}(?::\d{2})? ?(?:am|pm))\b|\b(?:fully|got|is|are|was|were|has|have|and|half|nearly|almost|partly|partially|mostly|quite|still|barely|kinda|kind|sort|not)\b/;

/**
 * "the proofs went out", "the deposit got paid": the thing a task is about, said to have left or
 * been dealt with, in words other than "is done". Only a task the conversation holds is completed.
 */
const THING_WENT =
  /^(?:the |my |our )?(.+?) (?:went|got|has gone|have gone|(?:is|are) now) (?:out|off|in|over|through|sent|booked|paid|posted|ordered|done|sorted)(?: (?:to|with|for) .+)?$/;
/** Errands whose past tense, said bare of a thing named with "the", reports that job done. */
const ERRANDS = new Set(
  'book order confirm drop email text call ring phone pay send post buy renew invoice submit file return collect reply sign print register reserve deliver upload replace fix service chase pull grade clean'.split(
    ' ',
  ),
);

/**
 * "the flour", "the contract to jess and omar", "the electrical permit today": one known thing, perhaps
 * who it went to and when, which a report of one job done names.
 */
const BARE_OBJECT =
  /^(?:the|my) \S+(?: \S+){0,2}?(?: (?:to|for|with) [\p{L}' ]{1,30}?)?(?: (?:today|this morning|this afternoon|yesterday|earlier|just now))?$/u;

/** The verb a past tense is of: "booked" is "book", "paid" is "pay", "dropped" is "drop". */
function verbOf(word: string): string {
  if (IRREGULAR[word]) return IRREGULAR[word];
  return pastStems(word).find((stem) => ERRANDS.has(stem)) ?? word;
}

/** The particle a phrasal verb takes before its object ("dropped off the blueprints"). */
const PARTICLE = /^(?:off|out|in|back|over|up) /;
/** Past tenses that tell of something that happened, with no task verb of their own. */
const HAPPENED = new Set('spoke talked chatted heard got went came gave told replied answered agreed confirmed said'.split(' '));
/** A mark that says a job got done: a tick, raised hands, a party popper. */
const DONE_MARK = /[✅✔☑🙌🎉🥳👍]/u;
/** "…, done", "…! sorted": the word a report ends with when the job is finished. */
const DONE_CLAUSE = /^(?:done|sorted|tick|ticked|all done|all sorted|job done|done and dusted|dealt with|handled|ticked off|✅|✔️?|☑️?)$/u;

/** Without the conversation to check the words against, what a done job names, when the report is sure. */
function reported(object: string): TaskReference | null {
  const words = object.replace(LEADING_WORDS, '').trim();
  // "walked him ✔️", "rang her": the one the job was for, so the job is the one in view.
  if (/^(?:him|her|them|it|that|this|those|these)$/i.test(words)) return { by: 'context' };
  return contentWords(words).length > 0 && words.split(' ').length <= 6 ? { by: 'words', words } : null;
}

/**
 * "they paid! done", "spoke to him, sorted", "called the escrow guy, all good": a remark about the
 * job, then the word that says it is finished. A remark opening with a verb to do ("call mum, done")
 * is not a report.
 */
/** "picked figma over framer": one thing chosen over another is a choice made, not an errand done. */
function choseOver(verb: string, object: string): boolean {
  return /^(?:picked|chose|opted|settled)$/.test(verb) && /\b(?:over|instead of|rather than|not)\b/.test(object);
}

function reportThenDone(text: string, state: ConversationState | undefined): Intent | null {
  const clauses = text
    .split(/\s*(?:[,;!]+|\.\s|\s[-—–]\s)\s*/)
    .map((clause) => clause.trim())
    .filter(Boolean);
  if (clauses.length !== 2) return null;
  const [head, last] = [plainForm(clauses[0]).replace(OPENING, ''), plainForm(clauses[1]) || clauses[1]];
  const good = /^all (?:good|fine)$/.test(last);
  if (!DONE_CLAUSE.test(last) && !good) return null;
  const [verb = '', ...rest] = head.split(' ');
  if (!verb || (isTaskVerb(verb) && !pastOfTaskVerb(verb)) || /\?/.test(clauses[0])) return null;
  const object = rest.join(' ');
  if (choseOver(verb, object)) return null;
  if (pastOfTaskVerb(verb) && object && !POINTING.test(object) && !/^(?:(?:to|with) )?(?:him|her|them|you|us)(?: back)?$/.test(object))
    return { kind: 'complete', task: taskNamed(object, state) ?? reported(object) ?? { by: 'context' } };
  // "all good" alone is not sure enough: it must follow a job done ("called …", "paid it").
  if (good && !pastOfTaskVerb(verb) && !FINISHING.has(verb)) return null;
  // "long day, done" is a sigh: the remark must tell of something that happened ("they paid", "spoke to him").
  if (
    !head
      .split(' ')
      .slice(0, 3)
      .some((word) => pastOfTaskVerb(word) || FINISHING.has(word) || HAPPENED.has(word))
  )
    return null;
  return { kind: 'complete', task: { by: 'context' } };
}

/**
 * "yes all done, gleaming", "job done, no more wasps", "all good, done": said of the task in view,
 * a finish and a short remark beside it, in either order. A remark opening on a job is an ask.
 */
function doneThenRemark(text: string, state: ConversationState | undefined): Intent | null {
  if (!inView(state)) return null;
  // "All done and fresh sheets are on!": the finish, then what it left, joined by "and".
  const clauses = text
    .replace(/^(\s*(?:(?:yes|yep|yeah|ok)[, ]+)?(?:all )?(?:done|sorted|finished))\s+and\s+(?!dusted\b)/i, '$1, ')
    .split(/\s*(?:[,;!]+|\.\s|\s[-—–]\s)\s*/)
    .map((clause) => plainForm(clause).replace(OPENING, '').trim())
    .filter(Boolean);
  if (clauses.length !== 2) return null;
  const finish = (clause: string) => FINISHED.test(clause) || DONE_CLAUSE.test(clause);
  const acknowledged = (clause: string) => /^(?:all good|all fine|great|nice|lovely|perfect|brilliant|gleaming)$/.test(clause);
  const [first, second] = clauses;
  const remark = finish(first) ? second : finish(second) ? first : null;
  if (remark === null || remark.split(' ').length > 6 || isTaskVerb(remark.split(' ')[0] ?? '')) return null;
  if (/\b(?:not|n'?t|yet|half|nearly|almost|tomorrow|later)\b/.test(remark)) return null;
  // "long day, done" is a sigh: a remark before the finish must itself say it went well.
  return finish(first) || acknowledged(first) || acknowledged(second) ? { kind: 'complete', task: { by: 'context' } } : null;
}

/** "done deciding", "done thinking about it": a deliberation over, which no task on the list is. */
export const DONE_DELIBERATING =
  /\bdone (?:deciding|deliberating|debating|dithering|thinking|overthinking|agonising|agonizing|going back and forth)\b/i;

/**
 * With a task in view (a reminder answered, a task just talked about): "texted him", "sent it over
 * last night", "got them", "that's done now". A job reported done by a verb in the past and a word
 * pointing back at it; "got it", "started it", "moved it" say something else.
 */
const POINTED_REPORT =
  /^(?:(?:just|already|finally|ok|okay|yep|yes|right|i|we|i've|ive|we've|i have|we have)\s+)*(?!got it\b|(?:started|loved|liked|hated|missed|tried|noted|moved|received|understood|checked|opened|saved|needed|wanted|rescheduled|postponed|snoozed|pushed|delayed|cancelled|canceled|ignored|declined|forgot|skipped|parked|shelved|binned|deleted|removed|changed|renamed|rebooked)\b)(?:[a-z]{2,}ed|sent|got|paid|rang|did|made|wrote|bought|took|put|gave|told|met|sold|found|brought|caught|fed|set|cut|shut|won|sorted|done) (?:it|him|her|them|em|that|this|those|these)(?: (?:over|back|off|out|in|up|through|done|in the post))?(?: (?:already|now|just now|earlier|last night|this morning|yesterday|today|finally))?$/;
/** "sent it to him", "gave it to her this morning": a thing handed over to whoever the job was for. */
const HANDED_OVER =
  /^(?:(?:just|already|finally|ok|okay|yep|yes|i|we|i've|ive|we've)\s+)*(?:sent|gave|posted|emailed|texted|forwarded|handed|passed|paid|delivered|mailed|dropped) (?:it|that|this|them|em) (?:(?:over|off|back|across|round) )?(?:to|for) (?:him|her|them|em)(?: (?:already|now|earlier|this morning|yesterday|today))?$/;
const THAT_DONE =
  /^(?:that'?s|thats|that is|it'?s|its|it is|this is|all) (?:all |now )?(?:done|sorted|finished|complete|completed|handled|dealt with|taken care of)(?: now| already| then| too)?$/;

const ONLY_MARKS = /^(?:[✅✔☑👍🙌🎉🥳💪]\uFE0F?\s*)+$/u;

/** What opens and closes a report on the task in view without changing it: "yeah", "actually", "x", "forgot to say". */
const POINTED_OPENING = /^(?:(?:yes|yeah|yep|yup|ya|ok|okay|oh|ah|actually|so|right)[,!.]*\s+)+/;
const POINTED_CLOSING =
  /(?:[,.!]*\s+(?:thanks|thx|ta|cheers|lol|x+|mate|just now|now|forgot to say|meant to say|just so you know|fyi|btw|by the way))+[.!]*$/;

/**
 * "that's sent" of a task in view whose verb the deed is ("send the report"), "that's done" of any, or any deed
 * in reply to the task's reminder but one that tells of it coming back or off ("it's been returned").
 */
const UNDONE_DEED = /^(?:returned|cancell?ed|rejected|declined|bounced|delayed|postponed|lost|broken|moved|gone|refused)$/;

function pointedDeedDone(deedSaid: string, state: ConversationState | undefined): Intent | null {
  if (!inView(state)) return null;
  const deed =
    deedSaid
      .trim()
      .split(' ')
      .find((word) => !/^(?:is|are|has|have|been|now|finally|all|officially|just)$/.test(word)) ?? '';
  const inReply = state?.pending?.about === 'follow_up' && !UNDONE_DEED.test(deed);
  const ofIt = inReply || /^(?:done|sorted|finished)$/.test(deed) || plainForm(titleInView(state)).split(' ')[0] === verbOf(deed);
  return ofIt ? { kind: 'complete', task: { by: 'context' } } : null;
}

/**
 * "we're done with the gala seating chart, finally" of "Seating chart for the gala": done with the job in view,
 * named by its own words, which no decision to drop something is ("we're done with Stripe" names no task).
 */
const DONE_WITH =
  /^(?:(?:ok|okay|so|right|yay|phew|finally)[, ]+)*(?:i'?m|im|i am|we'?re|we are) (?:all |finally |officially |completely )?(?:done|finished) with (?:the |my |our |that )?([a-z0-9' -]{3,60}?)(?:[,.!]*\s*(?:finally|at last|phew|yay|woo+|thank god))?[.!]*$/;

function doneWithTheOneInView(plain: string, state: ConversationState | undefined): boolean {
  const title = state?.current?.title;
  const object = title ? DONE_WITH.exec(plain)?.[1] : undefined;
  // "I'm done with Bob", "we're done with the landlord": one word is a person or a thing given up on, not the job.
  return Boolean(title && object) && wordsAllOfTitle(object!, title!) >= 2;
}

function inView(state: ConversationState | undefined): boolean {
  return state !== undefined && (state.current !== null || (state.pending !== null && 'task' in state.pending));
}

/** Words that turn a report into news of trouble or of a job still to come: no task is done by them. */
const NOT_A_FINISH =
  /\b(?:not|no|never|yet|still|nearly|almost|half|n'?t|\w+n't|hasnt|havent|hadnt|didnt|doesnt|dont|wasnt|werent|isnt|arent|wont|cant|couldnt|off|remove|delete|scrap|bin|drop|meant|call it|name|rename|change|amend|alter|to read|to say|changed (?:his|her|their|my|our) minds?|pulled out|backed out|called off|instead|actually|cancell?ed|postponed|moved|delayed|extended|asked for|wants? it|same time|late|missed|lost|forgot|broke|broken|failed|wrong|need|needs|will|gonna|going to|tomorrow|later|tonight|again)\b|\bpushed (?:it |that |this )?(?:back )?(?:to|till|until)\b.*\b(?:pls|please|plz)\b|\b(?:pushed|bumped|shifted)(?: \S+){0,4}? (?:back )?(?:to|till|until) (?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tmrw|next|the \d|\d)|\?/;
/** "printer jammed", "till's playing up": news of trouble, unless the word is the task's own ("unblocked the jammed door"). */
const TROUBLE =
  /\b(?:jammed|bust|busted|knackered|froze|frozen|died|leaking|playing up|acting up|packed (?:in|up)|conked out|on the blink)\b/g;
const troubleTold = (plain: string, title: string) => [...plain.matchAll(TROUBLE)].some(([word]) => !title.toLowerCase().includes(word));

/** "rota sent to the girls", "the van is collected", "bread's out": said of the job, in the past or as a state it is now in. */
const REPORTING = shapeOf('(#PastTense|#Participle)');
const ADJECTIVE = shapeOf('#Adjective');
const PRONOUN = shapeOf('#Pronoun');
/** "he sent it", "we paid": the one who did it, said before the verb. */
const SOMEONE_DOING = shapeOf('^(he|she|they|we|i)$');
const STATE_NOW = /\b(?:has|have|got)\b/;
/** "bread's out" of "take the bread out", "the van is back" of "get the van back": the state the task's own words ask for. */
const NOW_IN_STATE = /(?:\bis|'s|\bare) (out|in|back|up|away|through)\b/;

/** "signed it off", "dropped them off": "off" that ends a deed, not one that calls a thing off. */
const SIGNED_OFF = /\b(dropped|sent|signed|paid|ticked|crossed|knocked|finished)(?: (?:it|them|that|this))? off\b/;
/** "the van is collected", "the deposit has been paid": the state a deed left the thing in. */
const LEFT_DONE = /\b(?:is|are|'s|has been|have been|got|was|were) (?:now |all |finally )?[a-z]{3,}(?:ed|id|nt|ne|wn)\b/;

function stem(word: string): string {
  return word.replace(/(?:ing|ed|es|s)$/, '').slice(0, 5);
}

/**
 * "certificates printed", "the van is collected", "Priya has the brief now", said while a task is in
 * view: a report sharing a word with that task's title, with no verb to do opening it, tells that
 * task done. News of trouble ("the van's late") or of what is still to come is left alone.
 */
const OTHERS_GOT_IN_TOUCH =
  /^(?!(?:i|we|i've|we've|ive|yes|yep|yup|yeah|yea|ya|yh|ok|okay|all|just|finally|so|and|both|already|also|got)\b)(?:(?:the )?[\p{L}'-]+ (?:just |have |has |finally )?(?:texted|called|rang|emailed|messaged|replied|rang back|called back|got back|asked|confirmed|cancelled|canceled)\b|(?:the |my |our )?[\p{L}'-]+(?: [\p{L}'-]+){1,2}? (?:just |has |finally |only )?(?:texted|called|rang|phoned|emailed|messaged|rang back|called back|phoned back|got back|got in touch)\b)/u;

/** "the last temp was great", "the hygienist is lovely": how someone or something was found, which is no deed. */
const JUDGED =
  /\b(?:was|were|is|are|'s)(?: (?:really|so|very|well|absolutely|pretty|just))? (?:great|good|brilliant|amazing|lovely|fab|fabulous|fine|awesome|excellent|perfect|rubbish|terrible|awful|bad|nice|mint|class|ace|spot on)\b/;

/** A message that only says how something was: with a deed beside it ("called the Kims, Mochi is fine") it still reports. */
const onlyJudged = (plain: string, text: string) =>
  JUDGED.test(plain) && !/[,.;]\s/.test(text) && !/\b(?:done|finished|sorted)\b/.test(plain);

/** "kai's sleeve is fully healed now": how skin, a body or a wound is coming on, which no one did. */
const HOW_IT_HEALED =
  /\b(?:is|are|'s|has|have|looks?|look)\s+(?:(?:fully|all|nicely|really|so|now|still|a bit|properly|well)\s+)*(?:healed|healing|swollen|infected|peeling|scabbed|scabbing|settled down)\b/;

const CHANGE_TOLD = new RegExp(String.raw`\b(?:${CHANGED_PLAN}|delayed|cancell?ed|called off)\b`);

function reportOnTaskInView(plain: string, text: string, state: ConversationState | undefined): Intent | null {
  const title = state?.current?.title ?? (state?.pending && 'task' in state.pending ? state.pending.task : null);
  if (
    !title ||
    NOT_A_FINISH.test(plain.replace(SIGNED_OFF, '$1')) ||
    troubleTold(plain, title) ||
    /\?/.test(text) ||
    shutNotDone(plain, title) ||
    hoursNotDone(plain, title) ||
    onlyJudged(plain, text) ||
    HOW_IT_HEALED.test(plain)
  )
    return null;
  // "Ms. Dorsey pushed her start date to January", "nursery changed times": a change to the job's plans told,
  // which finishes nothing, unless changing is the job itself ("changed the oil" of "Change the oil").
  const change = CHANGE_TOLD.exec(plain);
  const titleVerb = plainForm(title).split(' ')[0] ?? '';
  if (change && !(titleVerb.length >= 3 && change[0].startsWith(titleVerb.replace(/e$/, '')))) return null;
  // "Kai pushed call time to 8:30 so unlock at 8": what someone did, then what it asks of the task.
  const thenAsked = /\bso (?:i'?ll |we'?ll |i need to |need to )?([a-z]+)\b/.exec(plain);
  if (thenAsked && (isTaskVerb(thenAsked[1]) || isPlainVerb(thenAsked[1]))) return null;
  const words = contentWords(plain);
  if (words.length === 0 || words.length > 10 || isTaskVerb(plain.split(' ')[0] ?? '')) return null;
  const titleWords = contentWords(title);
  const own = new Set(titleWords.filter((word) => word.length > 2).map(stem));
  // "I must call … and then stuck" shares only the bare verb of "Call June …"; a deed done is told in its past ("called", "ordered").
  const verb = isTaskVerb(titleWords[0] ?? '') ? titleWords[0] : null;
  if (!words.some((word) => word.length > 2 && word !== verb && own.has(stem(word)))) return null;
  // "scaffolders just texted": the people of the task got in touch, which is news, not the job done.
  if (OTHERS_GOT_IN_TOUCH.test(plain)) return null;
  // "the host said 6": what someone said of the job, unless saying it was the job ("Tell Jo the price").
  if (
    WORDS_REPORTED.test(plain) &&
    !/^(?:tell|ask|say|let|remind|confirm|check|call|ring|phone|chase|email|text|message)\b/i.test(title.trim())
  )
    return null;
  const standing = NOW_IN_STATE.exec(plain);
  const reports =
    STATE_NOW.test(plain) ||
    (standing !== null && title.toLowerCase().split(/\s+/).includes(standing[1])) ||
    LEFT_DONE.test(plain) ||
    tag(plain).has(REPORTING);
  return reports ? { kind: 'complete', task: { by: 'context' } } : null;
}

/** How someone is, in words that end like a deed done: "tired", "stressed", "excited". */
const FELT =
  /^(?:tired|excited|stressed|bored|worried|exhausted|annoyed|frustrated|relieved|pleased|chuffed|gutted|knackered|shattered|wrecked|drained|overwhelmed|scared|terrified|delighted|thrilled|confused|disappointed|embarrassed|frazzled|swamped|slammed|snowed|jet ?lagged|interested|tied|fed)$/;
/** Words around a reply to a reminder that add nothing to it: "yup", "actually", "this morning". */
const REPLY_OPENING = /^(?:(?:yes|yep|yup|yeah|yea|ya|yh|yeh|ok|okay|oh|ah|right|sure|all good|good news|finally|just|all)[,!.]*\s+)+/;
const REPLY_CLOSING =
  /(?:\s+(?:actually|already|just now|earlier|earlier on|today|this morning|this afternoon|last night|yesterday|at last|finally|lol|haha|thanks|thx|cheers|ta|mate|x+))+$/;
/** "she said 6", "he asked for friday": words someone said, told. */
const WORDS_REPORTED = /\b(?:said|says|asked|asks|reckons|reckoned|mentioned|wants|wanted)\b/;
/** Verbs that report talk or wanting, not a job done: "he said monday", "she asked for more". */
const NOT_A_DEED = /^(?:said|asked|wanted|needed|tried|started|hoped|thought|meant|planned|forgot|missed|emailed back|replied)$/;

/**
 * "spoke to him 😊", "paid the lads this morning", "they paid!!": said just after daily asked whether
 * a job was done, a short report in the past, with nothing of trouble or of what is still to come,
 * is the answer yes.
 */
/** "is ready, done", "all 3 out the door", "it's live": the job's end told in its own words, in answer to a reminder. */
const ENDED_IN_REPLY =
  /(?:^|[,.!]\s*|\s)(?:all )?done$|\b(?:out the door|out of the oven|out and cooling|in the post|on (?:its|their) way|(?:it'?s|its|is|now) live|gone live|went live)$/;
const NOT_ENDED = /\b(?:not|nearly|almost|half|partly|partially|never|isn'?t|wasn'?t|haven'?t|hasn'?t|more|then|left|to go)\b/;
/**
 * "damaged parcel, customer refused", "returned to depot", "gate was locked", "he paid £50 of it":
 * what went wrong, or only part of the job, told in the past, which is no tick.
 */
const WENT_WRONG =
  /\b(?:refused|rejected|returned to|sent back|damaged|broken|broke down|dead|no answer|no reply|nobody|no one|wasn'?t in|weren'?t in|not in|waiting|pending|\d+ of (?:it|them)|some of|part of|declined)\b/;
/** "gate was locked" to "Collect pallets": a lock in the way; to "Lock up", the job done. */
function wentWrong(said: string, title: string): boolean {
  return WENT_WRONG.test(said) || (/\blocked\b/.test(said) && !/\block/i.test(title)) || voicemailOnly(said, title);
}

/** "laundry shut", "council's closed now": a place that could not be done, said in the words of a job closed. */
const SHUT = /\b(?:shut|closed|shuts|closes)\b/;
/** Unless the job was itself to close something: "gate shut" to "Shut the gate", "ticket closed" to "Close the ticket". */
const SHUTTING = /\b(?:shut|close|closed|lock|seal|cancel)\b/i;

function shutNotDone(said: string, title: string): boolean {
  // "closed the sale on the van" tells a deed; only a thing said to be shut is a place that could not be done.
  return SHUT.test(said) && !DEED_OF_CLOSING.test(said) && !SHUTTING.test(title);
}
/** "we shut at 6", "we close till monday": the hours a place keeps, which are no deed. */
const DEED_OF_CLOSING = /^(?:(?:i|we|just|finally|already|yep|yes)\s+)*(?:closed|shut)\s(?!(?:at|till|until|til|from)\s)/;
/**
 * "hours a deed took" in reply to a reminder ("spent 2 hours on it", "been at it 5 hours") tell of
 * work on the job, not that it is done, unless the deed is the job's own ("logged all 35 hrs" to
 * "Log timesheet hours").
 */
const HOURS_SPENT = /\b\d+\s*(?:hours?|hrs?|h|mins?|minutes?)\b/;
function hoursNotDone(said: string, title: string): boolean {
  if (!HOURS_SPENT.test(said) || /\b(?:done|finished|sorted|complete|completed)\b/.test(said)) return false;
  const verb =
    said
      .replace(/^(?:(?:i|we|just|finally|already)\s+)+/, '')
      .split(/\s+/)[0]
      ?.slice(0, 3) ?? '';
  return verb !== title.trim().split(/\s+/)[0]?.toLowerCase().slice(0, 3);
}

function reportAfterReminder(plain: string, text: string, state: ConversationState | undefined): Intent | null {
  if (state?.pending?.about !== 'follow_up' || /\?/.test(text)) return null;
  // "sat", "wed": a day said short in reply puts the job off to it; "sat" is no past of sitting here.
  if (
    shutNotDone(plain, state.pending.task) ||
    hoursNotDone(plain, state.pending.task) ||
    /^(?:sat|sun|wed)$/.test(plain.trim()) ||
    // "been on site all day": where the day went, the reason the job waits.
    /\ball (?:day|morning|afternoon|evening|night|week)\b/.test(plain) ||
    wentWrong(plain, state.pending.task) ||
    troubleTold(plain, state.pending.task)
  )
    return null;
  const ended = plain.replace(REPLY_CLOSING, '').trim();
  if (ended.split(' ').length <= 6 && ENDED_IN_REPLY.test(ended) && !NOT_ENDED.test(ended))
    return { kind: 'complete', task: { by: 'context' } };
  // "yes all 12 listed", "keys dropped off": a count, or the thing the job was about, said before its verb.
  const said = plain
    .replace(REPLY_OPENING, '')
    .replace(REPLY_CLOSING, '')
    .replace(/^\d+\s+/, '')
    .trim();
  const words = said.split(' ').filter(Boolean);
  if (
    words.length === 0 ||
    words.length > 7 ||
    NOT_A_FINISH.test(said.replace(SIGNED_OFF, '$1')) ||
    /\b(?:next|week|monday|tuesday|wednesday|thursday|friday|saturday|sunday|but|if|when|until|till)\b/.test(said)
  )
    return null;
  const terms = tag(said).terms();
  const [first, second] = [terms.eq(0), terms.eq(1)];
  // "listed", "measured": the tagger takes a bare past participle for an adjective; its -ed still tells of a deed.
  // "lowkey tired": how someone is, which the tagger may take for a past tense, is no deed.
  const past = (term: typeof first) =>
    !(FELT.test(term.text('normal')) && !/^(?:fed|tied)$/.test(term.text('normal'))) &&
    (term.has(PAST_TENSE) || (term.has(ADJECTIVE) && /^[a-z]{3,}ed$/.test(term.text('normal'))));
  const thingFirst = !first.has(VERB) && past(second) && words.length <= 4;
  const verb = (first.has(PRONOUN) && first.has(SOMEONE_DOING)) || thingFirst ? second : first;
  if (!verb.found || NOT_A_DEED.test(verb.text('normal')) || !past(verb)) return null;
  // "got a fare tae the airport", "had a customer in": something new came along, which is no deed of the job.
  if (/^(?:got|had)$/.test(verb.text('normal')) && /^(?:got|had) (?:a|an|another|loads|lots)\b/.test(said)) return null;
  return { kind: 'complete', task: { by: 'context' } };
}

/** "…, tick it off", "…, cross it off", "…, that one is done": a report that ends by asking for the tick. */
const TICK_IT =
  /(?:^|[,.;]\s*|\s(?:so|and)\s)(?:so |and |pls |please |just |can you |you can |you may )*(?:tick (?:it|that|this)(?: one)?(?: off)?|cross (?:it|that|this)(?: one)? off|close (?:it|that|this)(?: one| task)?(?: off)?|mark (?:it|that|this)(?: one)? (?:as )?(?:done|complete|completed|finished|off)|(?:that|this) one(?:'s| is) done)(?: for (?:us|me))?(?:,? (?:pls|please|thanks|thx))?[.!]*$/;
/** A thing named in the report before the tick: "the invoice for Kim is paid", "dropped the uniforms off". */
const THING_IN_REPORT =
  /\bthe ([\p{L}\p{N}' -]+?)(?:\s+(?:is|are|was|were|has|have|'s|all|off|back|done|happened|today|yesterday|this|last|earlier)\b|$)/u;

const REPORTED_DEED =
  /\s+(?:(?:is|are|was|were|got|have been|has been) )?(?:booked|done|sent|paid|ordered|sorted|finished|fixed|posted|signed|filed|updated|out)[.!]*$/;

function tickAsked(text: string, state: ConversationState | undefined): Intent | null {
  const said = text.toLowerCase().replace(/[’‘]/g, "'").trim();
  const tick = TICK_IT.exec(said);
  if (!tick) return null;
  const head = said.slice(0, tick.index).trim();
  if (!head || inView(state)) return { kind: 'complete', task: { by: 'context' } };
  const thing = THING_IN_REPORT.exec(head);
  // "tom's flights booked. mark it off": the report's words may name an item of the list by themselves.
  const task = thing ? (taskNamed(thing[1], state) ?? reported(thing[1])) : taskNamed(head.replace(REPORTED_DEED, ''), state);
  return { kind: 'complete', task: task ?? { by: 'context' } };
}

/** "it can wait ✅", "it's on hold ✅": a tick beside words that say the job is not done. */
const NOT_YET_DONE = /\b(?:not|wait|waiting|hold|later|tomorrow|tomorrow's|can'?t|won'?t|cancell?ed|off|moved|pending|still)\b/;

/** "dentist ✅", "✔️ the Depop listing": a few words of a task's name beside a tick. */
function tickedBeside(plain: string, text: string, state: ConversationState | undefined): Intent | null {
  if (!DONE_MARK.test(text) || !/[✅✔☑]/u.test(text)) return null;
  // "check ✔", "yep ✅": a word that only says yes beside the tick names no task.
  const said = plain
    .replace(/^(?:the )/, '')
    .replace(/^(?:check|checked|tick|yes|yep|yup|yeah|ok|okay|all good)$/, '')
    .trim();
  if (!said) return inView(state) ? { kind: 'complete', task: { by: 'context' } } : null;
  // "its up on the board ✅": a remark about "it", the task in view, not words of another task's name.
  if (inView(state) && /^(?:it|its|it's|it is)\b/.test(said) && !NOT_YET_DONE.test(said))
    return { kind: 'complete', task: { by: 'context' } };
  if (
    said.split(' ').length > 5 ||
    /\d|\b(?:done|finished|complete|completed|sorted|ticked|number|all)\b/.test(said) ||
    tag(said).has(VERB)
  )
    return null;
  const task = taskNamed(said, state) ?? (overlapsInView(said, state) ? { by: 'context' as const } : reported(said));
  return task ? { kind: 'complete', task } : null;
}

const STATE_WORDS = new Set('new on in up off out back fitted sorted done fixed finished all now'.split(' '));

/** "new cable on ✔️" of "Replace the winch cable": the thing of the task in view, told in the state it is now in. */
function overlapsInView(said: string, state: ConversationState | undefined): boolean {
  if (!inView(state) || !state?.current || NOT_YET_DONE.test(said)) return false;
  // Every word of the thing must be the task's own ("Patel invoice" is not "Invoice the Hendersons"); words of
  // the state it is now in ("new", "on", "fitted") name nothing.
  // A word and its plural are one word; "Mr" is not "Mrs".
  const own = new Set(contentWords(state.current.title).flatMap((word) => [word, word.replace(/(?<=\p{L}{3})s$/u, '')]));
  const named = contentWords(said).filter((word) => !STATE_WORDS.has(word));
  return named.length > 0 && named.every((word) => own.has(word) || own.has(word.replace(/(?<=\p{L}{3})s$/u, '')));
}

/** "replied to all of em ✔", "sent them all": a job of many, every one of them told done. */
const DONE_TO_ALL =
  /^(?:(?:i|we|i'?ve|we'?ve|just|finally)\s+)*(?:replied|answered|responded|got back|emailed|messaged|texted|called|rang|sent|paid|posted|shipped|packed|invoiced|chased|booked|ordered|signed|uploaded)(?: (?:to|back to|off|out|back))? (?:all of (?:them|em|'em|those)|them all|em all|'em all|all|the lot|every(?: single)? one(?: of (?:them|em))?|everyone)(?: (?:now|already|finally))?[^\p{L}\p{N}]*$/u;

/** "emailed the print shop, 4 done", "rang him, so the first one is done": what was done, then its number on the list. */
const NUMBER_SAID_DONE =
  /[,.;!]+\s*(?:so\s+|and\s+)?((?:#?\d{1,3}|(?:number|no\.?|item)\s+#?\d{1,3}|the\s+(?:first|second|third|fourth|fifth|last)(?:\s+one)?)(?:\s*(?:,|and|&|n|\+)\s*#?\d{1,3})*)\s+(?:is\s+|are\s+|'s\s+)?(?:both\s+|all\s+|now\s+)?(?:done|finished|completed|ticked off)[\s.!]*(?:[^\p{L}\p{N}\s]+\s*)*$/iu;

/** "did the perio module on my lunch, tick 2": what was done, then the box to tick by its number. */
const NUMBER_TICKED =
  /[,.;!]+\s*(?:so\s+|and\s+)?(?:tick|tick off|cross off|check off|mark off)\s+((?:number\s+|no\.?\s*|#)?\d{1,3})[\s.!]*$/iu;
/** Either way of naming, last, the listed item done: its number is the first group that matched. */
export const NUMBER_DONE_LAST = new RegExp(`${NUMBER_SAID_DONE.source}|${NUMBER_TICKED.source}`, 'iu');

/** A finish said first, then a few words of remark: "vat return done, finally". */
const DONE_THEN_REMARK = /^([^,;.!]{1,60}?\bdone)\s*[,;.!]+\s*([^,;.!?]{1,40}?)[.!]*$/i;
const DONE_AND_DEED = /^((?:all |that'?s |it'?s )?done) (?:and|&) (?:\p{L}{3,}ed|dusted|sent|paid|built|split)\b[^,;.!?\d]{0,40}[.!]*$/iu;
const UNFINISHED_REMARK = /\b(?:not|n'?t|yet|half|nearly|almost|tomorrow|later|next|but|and|still|need|needs|left|remind|\d)\b/i;

/** "spore test done, passed", "2 done, Tom fixed it": the tick alone, without the word on how it went. */
export function withoutRemarkAfterDone(text: string): string {
  // "done and balanced to the penny", "done n dusted": a second deed told beside the finish adds to it.
  const alsoDone = DONE_AND_DEED.exec(text.trim());
  if (alsoDone) return alsoDone[1];
  const remarked = DONE_THEN_REMARK.exec(text.trim());
  if (
    !remarked ||
    isTaskVerb(remarked[2].toLowerCase().split(/\s+/)[0] ?? '') ||
    UNFINISHED_REMARK.test(remarked[2]) ||
    // "no way i'm getting all this done, what can wait": no finish told, and a question after it.
    /^(?:add|put|remind|what|which|how|why|when|where|who|can|could|should|shall|do|is|are|it'?s|its|it is|that'?s|the|i mean|i meant|meant)\b/i.test(
      remarked[2],
    ) ||
    /\b(?:no way|not|never|get|getting|got to|gotta|need|needs|won'?t|can'?t|will|to be)\b/i.test(remarked[1])
  )
    return text;
  return remarked[1];
}

/** An obligation or an intention said before "get … done": the job is ahead, not behind. */
export const STILL_TO_GET_DONE =
  /\b(?:gotta|got to|have to|has to|must|need to|needs to|should|will|i'?ll|we'?ll|going to|gonna|wanna|want to)\s+(?:get|have)\b.*\b(?:done|sorted|finished|fixed|sent|booked|paid|signed|delivered|serviced|repaired)\b/;

/** "sam's done with his edits", "Ciara finished her 12 week block": another's part of the job, or their own course, finished. */
export const OTHERS_PART_DONE =
  /^(?!(?:i|ive|i've|we|we've|weve|have|had|just|finally|already|ok|okay|yes|yeah|yep|all|both|morning|right)\b)(?:[\p{L}'-]+\s+)?[\p{L}'-]+?(?:'s| is| has) (?:done|finished) (?:with )?(?:his|her|their)\b|^(?:the|our|my) (?:[\p{L}'-]+ )?(?:guy|man|lad|bloke|fella|woman|lady|girl|team|crew|sparky|electrician|plumber|builder|joiner|roofer|plasterer|engineer|architect|surveyor|designer|editor|printer|contractor|sub|subbie|drummer|bassist|singer|accountant|lawyer|solicitor)(?:'s| is| has) (?:done|finished) (?:with )?(?:his|her|their)\b|^[\p{L}'-]+ (?:finished|completed) (?:his|her|their) (?:\d+[- ]?weeks?|course|block|programme|program|training|exams?|treatment|placement)\b/u;

export function completionIn(plain: string, state: ConversationState | undefined, text = plain): Intent | null {
  if (DONE_DELIBERATING.test(plain) || /^done deal\b/.test(plain)) return null;
  // "kill that one, she's left Fast Company": taken off, with why; the why is no deed of the task.
  if (removesThePointed(plain)) return null;
  // "have I paid the DJ?", "have i ordered the toner": asked whether it was done, which the answer may deny.
  if (
    /^(?:(?:so|ok|hmm|wait|um)\s+)*(?:have|has|did)\s+(?:i|we|u|you)\s+(?:already\s+|actually\s+)?\S+(?:ed|id|nt|ne|ght|ok|ld)\b/.test(
      plain,
    )
  )
    return null;
  // In reply to a reminder, trouble told ("customer refused", "gate was locked") ticks nothing and is no new job either.
  if (state?.pending?.about === 'follow_up' && wentWrong(plain, state.pending.task) && !/\b(?:done|sorted|finished)\b/.test(plain))
    return { kind: 'unknown' };
  // "paid tier at £5 or £8?": two ways asked between is a choice weighed, never a job done.
  // "paid tier or keep it free + sponsors": unasked too, two ways with nothing said finished are weighed.
  if (/\bor\b/.test(plain) && (/\?\s*$/.test(text) || !/\b(?:done|sorted|finished|all good)\b|[✅✔]/u.test(text))) return null;
  // "emailed the print shop, 4 done": the number on the list names the task, not the words before it.
  if (NUMBER_DONE_LAST.test(text)) return null;
  // "just finished at the school and i need to order …": a report before an ask is the ramble's, read part by part.
  if (
    /\b(?:(?:i|we) (?:still |also )?(?:need|have|gotta|got|must) to|remind me|don'?t let me forget)\b/.test(plain.replace(/^.{0,12}/, ''))
  )
    return null;
  // "we gotta get the stall sorted", "must get the quote finished": a job still to get done.
  if (STILL_TO_GET_DONE.test(plain)) return null;
  // "engineer says he'll be done with Persephone by friday": a finish to come, told ahead.
  if (/(?:'ll|\bwill|\bshould|\bshall|\bgonna|\bgoing to|\bmight|\bmay) be (?:done|finished|sorted|ready)\b/.test(plain)) return null;
  // "sam's done with his edits, ill look tonight": someone else's part done, with the person's own still to come.
  if (OTHERS_PART_DONE.test(plain)) return null;
  // "skip it forever, stopped doing sourdough": a job given up is no job done.
  if (
    /\b(?:skip|drop|stop|ditch|bin) (?:it|that|this)(?: one)? (?:for good|forever|permanently|altogether)\b|\bstopped doing\b/.test(
      plain,
    ) ||
    // "forget that, hughes pulled out": let go of, whatever the reason tells of.
    /^(?:(?:no|nah|oh|actually|wait|sorry|ok) )*(?:forget|cancel|scrap|ditch|bin|drop|scratch|delete|remove) (?:that|this|it)(?: one)? (?!done\b)\S/.test(
      plain,
    )
  )
    return null;
  // "no.3 ✅", "#2 ✔️": an item of the list shown, ticked by its number and a mark.
  const markedNumber = state?.listed.length ? NUMBER_MARKED.exec(text.trim()) : null;
  if (markedNumber) return { kind: 'complete', task: { by: 'number', number: Number(markedNumber[1]) } };
  // "✅✅", "👍✅": marks of a finish and nothing else, said of the task in view.
  if (ONLY_MARKS.test(text.trim()) && /[✅✔☑]/u.test(text)) return inView(state) ? { kind: 'complete', task: { by: 'context' } } : null;
  const asked = tickAsked(text, state) ?? tickedBeside(plain, text, state);
  if (asked) return asked;
  // "yeah that's done now", "actually already ordered it earlier", "renewed it last night, forgot to say".
  const pointedBack = plain.replace(POINTED_OPENING, '').replace(POINTED_CLOSING, '');
  if (
    inView(state) &&
    (POINTED_REPORT.test(pointedBack) ||
      HANDED_OVER.test(pointedBack) ||
      THAT_DONE.test(pointedBack) ||
      DONE_TO_ALL.test(pointedBack) ||
      /^(?:all )?done(?:[ ,.!]+done)*$/.test(pointedBack))
  )
    return { kind: 'complete', task: { by: 'context' } };
  if (doneWithTheOneInView(plain, state)) return { kind: 'complete', task: { by: 'context' } };
  const onTheTask = reportOnTaskInView(plain, text, state) ?? reportAfterReminder(plain, text, state);
  if (onTheTask) return onTheTask;
  if (TICK_ALONE.test(plain)) return { kind: 'complete', task: { by: 'context' } };
  const numbered = NUMBER_DONE.exec(plain.replace(/ (?:now|already|too|as well)$/, ''));
  if (numbered) return { kind: 'complete', task: { by: 'number', number: Number(numbered[1] ?? numbered[2]) } };
  const numberedReport = numberedDeed(text.toLowerCase().replace(/\s+/g, ' ').trim(), state);
  if (numberedReport) return numberedReport;
  const report = reportThenDone(text, state) ?? doneThenRemark(text, state);
  if (report) return report;
  const marked = DONE_MARK.test(text);
  const said = plain.replace(OPENING, '').replace(CLOSING, '').trim();
  const phrasal = PHRASAL_DONE.exec(said);
  if (phrasal) {
    const object = phrasal[1];
    const listedItem = POINTING.test(object) || TICKED.test(object) ? ticked(object, state) : null;
    const task = listedItem ?? (TICKED.test(object) ? null : (taskNamed(object, state) ?? reported(object)));
    return task ? { kind: 'complete', task } : null;
  }
  const got = GOT_DONE.exec(said);
  const had = got && (pastOfTaskVerb(got[2]) || FINISHING.has(got[2]) || DONE_PARTICIPLES.has(got[2])) ? got : null;
  // "had a call booked" tells of a new thing, not a job of the list done.
  if (had && /^(?:him|her|us|you|me|(?:a|an|some|another) .*)$/.test(had[1])) return null;
  if (had && !/^(?:it|that|this|them)$/.test(had[1])) {
    const task = taskNamed(had[1], state) ?? reported(had[1]);
    if (task) return { kind: 'complete', task };
  }
  if (had) return { kind: 'complete', task: { by: 'context' } };
  // "I've paid the storage unit", "I renewed the van licence": a job of the list told done by its own verb.
  const toldPlainly =
    !/[,;:]\s|\bbut\b|\blast (?:night|week|month|year|spring|summer|autumn|fall|winter)\b|\byesterday\b|\bdays ago\b/.test(
      text.toLowerCase(),
    );
  const deed = toldPlainly ? DEED_TOLD.exec(said) : null;
  // "paid luis", "shipped the Cambridge order": a deed said with no one doing it is the speaker's own.
  // "finished! looks brand new": the verb said alone, then a remark; its object is not what follows.
  // With a list shown or a task in view, such a deed ticks only a task of theirs it names.
  const unsaid =
    toldPlainly &&
    !FIRST_PERSON.test(plain) &&
    !SOMEONE_FIRST.test(plain) &&
    !/[!.?]\s*\S/.test(text.trim()) &&
    !/\band\b/.test(said) &&
    said.split(' ').length <= 8;
  const ownDeed = deed ?? (unsaid ? TOLD_BARE.exec(said) : null);
  if (ownDeed && (FIRST_PERSON.test(plain) || unsaid) && !NOT_A_FINISH.test(said)) {
    const object = asWritten(ownDeed[1].replace(DEED_WHEN, ''), text);
    const shown = inView(state) || (state?.listed.length ?? 0) > 0;
    const task = taskNamed(object, state) ?? (unsaid && shown ? null : reported(object));
    if (task) return { kind: 'complete', task };
  }
  // "the invoice is sent to the wrong email": sent, but the job is not done.
  const thing = /\b(?:wrong|by mistake|missing|not)\b/.test(said) ? null : THING_DONE.exec(said);
  if (thing && !/^(?:it|that|this|he|she|they|we|i|you)$/.test(thing[1])) {
    const task = taskNamed(thing[1], state) ?? (marked ? reported(thing[1]) : null);
    if (task) return { kind: 'complete', task };
  }
  // "wax sorted", "W-9 sent", "the 1099s are filed", "dry cleaning picked up": a thing of the list told
  // as dealt with, in the words of the errand that deals with it. Without a task that holds it the
  // report still names the task: only a list's own word is taken on trust.
  // One clause only: "scratch that, they emailed" tells of someone else.
  const oneClause = !/[,;:.]\s/.test(text.trim());
  const dealt =
    !oneClause || /\b(?:wrong|by mistake|missing|not|never|late|broken|lost|damaged|again)\b|\?/.test(said + text)
      ? null
      : THING_DEALT_WITH.exec(said);
  // "Amy booked", "Tom sent": a person named alone did it, which is their news, not a job of the list.
  // "the Okafors signed!!", "the Patels paid": a family or a client named, who did it, is their news too.
  const family =
    dealt !== null &&
    /^(?:the )?\p{Lu}\p{Ll}+s\s+(?:have |has |just |finally |all )*(?:signed|paid|booked|confirmed|sent|returned)\b/u.test(text.trim());
  const someone = family || (dealt !== null && /^\p{Lu}\p{Ll}+$/u.test(text.trim().split(/\s+/)[0] ?? '') && !/\s/.test(dealt[1]));
  // "aye that's sent", "yep that's been posted": the thing pointed at is the task in view when the deed is its
  // own ("that's sent" of "send the report"); of another task it points at nothing known, and names no task.
  const pointed = dealt !== null && POINTED_SUBJECT.test(dealt[1]);
  const pointedDone = pointed && dealt ? pointedDeedDone(said.slice(dealt[1].length), state) : null;
  if (pointedDone) return pointedDone;
  if (dealt && !pointed && !someone && !NOT_A_THING.test(dealt[1]) && !isTaskVerb(dealt[1].split(' ')[0] ?? '')) {
    const thing = dealt[1].replace(/ ones$/, ' one');
    // "Dave's smoker is fixed" may be news of anyone's: a mending or a clearing ticks only a task the conversation holds.
    const mended = MENDED.test(said);
    const task = ticked(thing, state) ?? taskNamed(thing, state) ?? (mended ? null : reported(thing));
    if (task) return { kind: 'complete', task };
  }
  const went = THING_WENT.exec(said);
  if (went && !/^(?:it|that|this|he|she|they|we|i|you)$/.test(went[1])) {
    const task = taskNamed(went[1], state);
    if (task) return { kind: 'complete', task };
  }
  // "got it done": the closing "done" is part of the saying, and "got it" alone is only a nod.
  if (FINISHED.test(said) || FINISHED.test(plain.replace(OPENING, '').trim())) return { kind: 'complete', task: { by: 'context' } };
  const tick = TICK.exec(said);
  if (tick) {
    // "tick off the hamper, not doing it": what follows a comma is a reason, not words of the title.
    const task =
      ticked(tick[1], state) ?? taskNamed(tick[1], state) ?? (/^tick off /.test(said) && !/[,;]/.test(text) ? reported(tick[1]) : null);
    return task ? { kind: 'complete', task } : null;
  }
  const [verb = '', ...rest] = said.split(' ');
  const object = rest.join(' ').trim().replace(PARTICLE, '');
  if (FINISHING.has(verb) && (object ? POINTING.test(object) : FINISHED_ALONE.has(verb)))
    return { kind: 'complete', task: { by: 'context' } };
  if (!pastOfTaskVerb(verb)) return null;
  if (choseOver(verb, object)) return null;
  if (!object || POINTING.test(object)) return { kind: 'complete', task: { by: 'context' } };
  const task = taskNamed(object, state);
  if (task) return { kind: 'complete', task };
  // "finally paid the HVAC guy 🙌": said with relief or a tick, the report is sure even unchecked.
  // "ordered the flour": a bare past tense and a thing named with "the" tells of one known job done;
  // "ordered a pizza" names something new, and a longer report is a story, not a tick.
  // Only errands count, and only with nothing in view to check against: "picked the blue logo" is a
  // choice, and a list that does not hold the job says it is not one of the person's tasks.
  const unseen = !state?.current && (state?.listed.length ?? 0) === 0;
  const bare =
    unseen && said === plain && ERRANDS.has(verbOf(verb)) && BARE_OBJECT.test(object) && !/[,;.!?]/.test(text.trim().replace(/[.!]+$/, ''));
  const sure = marked || bare || /^(?:finally|at last) /.test(plain) || / (?:at last|finally)$/.test(plain);
  const unchecked = sure ? reported(object) : null;
  return unchecked ? { kind: 'complete', task: unchecked } : null;
}
