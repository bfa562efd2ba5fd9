import type { Intent, InterpretContext } from './intent';
import { findTime, withDayHours } from './message-dates';
import { shapeOf, tag } from './message-tagger';
import { isTaskVerb, NOT_SAID, plainForm } from './message-words';
import { hasTaskPrefix } from './task-title';

/**
 * A short reply about the task in context, told from a new task by what is left once its time is
 * taken out: only words people reply with ("oops wrong day, should be next thursday", "give me
 * another 15", "not now, ping me again at 7", "ugh no, friday"). A new task always brings words of
 * its own ("call the vet friday"), so nothing here can turn an errand into a change. Which task
 * is meant is the gate's question, not this reader's.
 */
const REPLY_WORDS = new Set(
  `
  a an the it it's its that that's this is was be i i'm me my you u we us let's lets can could would will just
  oops whoops sorry bad wrong day date time should meant mean scratch ugh urgh argh no nope nah not now actually
  wait instead please pls plz thanks thx ok okay k hmm hm erm um uh maybe perhaps probably possibly sure unsure
  think guess ish make change changed move push bump shift put do go for with rather than then so and or yeah
  yep yes oh right to at on in by till until til from again later another more min mins minute minutes give
  ping nudge remind try ask text message poke snooze one bit little while correction typo earlier fine about
  better yet lol haha works work suits good prob err er ah ahh eh meh autocorrect hang hold month week year hour mistake
  `
    .split(/\s+/)
    .filter(Boolean),
);

/** Words asking to hear about it again later: a snooze. */
const SNOOZE_SIGNAL = /\b(?:again|later|another|more|ping|nudge|remind|try|ask|poke|snooze|give me|not now|not yet|text me|message me)\b/;
/** Words saying the time given before was wrong: a correction of that time, even with "again" in it. */
const CORRECTION_SIGNAL = /\b(?:wrong|meant|mean|should be|scratch|instead|rather|correction|typo)\b/;
/** Words that open a correction, unless the reply asks to hear about it later ("no, ping me at 7"). */
const CORRECTION_OPENING =
  /\b(?:no|nope|nah|actually|oops|whoops|sorry|my bad|my mistake|ugh|urgh|wait|make it|make that|change it|move it|push it|bump it|works|work|suits|is fine|is good|better)\b/;
/** A time said with a doubt: read as the answer it would be, for the gate to offer back. */
const DOUBT = /\b(?:maybe|perhaps|probably|prob|possibly|not sure|unsure|ish|i think|i guess)\b|\?/;
/** "not today, tomorrow", "not the 15th": the time it is not, blanked so the one it is gets read. */
const NOT_THIS_TIME =
  /\bnot (?:now|yet|today|tonight|tomorrow|this week|next week|(?:mon|tues|wednes|thurs|fri|satur|sun)day|the \d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?::\d{2})?(?: ?[ap]m)?|am|pm)\b|\b(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day|the \d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?::\d{2})? ?(?:[ap]m)?)(?:'s| s| is| was) (?:wrong|not right)\b|\bright now\b|\bnow\b/g;
const TILL_BARE_HOUR = /\b(til|till|until) (\d{1,2}(?::\d{2})?)$/;
/** How long "later" is when no time is said; the same as a snooze without one. */
const LATER_MINUTES = 60;
/** "give me another 15": a number alone after asking for more time is minutes. */
const BARE_MINUTES = /\b(\d{1,3})\b/;
const MAX_WORDS = 12;

function onlyReplyWords(words: string): boolean {
  return words
    .split(/[\s,.!?;:-]+/)
    .filter(Boolean)
    .every((word) => REPLY_WORDS.has(word));
}

/** "snooze 2 till 5pm": a listed item named before its time, which the snooze reader reads; never a "2 till 5" span. */
const SNOOZE_ITEM = /^sn[o0]{1,5}ze? (?:#|item |task |number )?\d{1,2} (?:until|till|til|to|for|by)\b/;

/** "not yet", "nope not yet": said first, how the job stands. */
const NOT_YET_FIRST = /^(?:(?:no|nope|nah)[, ]+)?not yet\b/;

export function replyIn(plain: string, context: InterpretContext): Intent | null {
  if (plain.split(' ').length > MAX_WORDS || SNOOZE_ITEM.test(plain)) return null;
  // "not yet, she hasn't picked up" of a task only talked about: how it stands, with no reminder to put off.
  if (
    NOT_YET_FIRST.test(plain) &&
    !/\b(?:remind|ping|nudge|ask|try|snooze|give me|move|push|change|make it)\b/.test(plain) &&
    !context.conversation?.pending &&
    context.conversation?.current &&
    !findTime(plain.replace(NOT_YET_FIRST, ''), context, true)
  )
    return { kind: 'small_talk', what: 'acknowledgement' };
  const snoozing = SNOOZE_SIGNAL.test(plain);
  const correcting = CORRECTION_SIGNAL.test(plain);
  // "not now" says when not to; blanked (keeping every index) so it is never read as the time.
  // "snooze that til 4": a number after "till" is an hour of the clock, not minutes.
  const timed = plain.replace(NOT_THIS_TIME, (words) => ' '.repeat(words.length)).replace(TILL_BARE_HOUR, '$1 at $2');
  const found = findTime(timed, context, !correcting);
  if (!found) {
    const minutes = BARE_MINUTES.exec(plain);
    // "ask me again later", "not yet": a snooze with no time said.
    if (snoozing && !correcting && !minutes && /\p{L}/u.test(plain) && onlyReplyWords(timed))
      return { kind: 'snooze', task: { by: 'context' }, until: null, minutes: LATER_MINUTES };
    if (!snoozing || correcting || !minutes) return null;
    if (!onlyReplyWords(plain.replace(minutes[0], ' '))) return null;
    const amount = Number(minutes[1]);
    return amount > 0 && amount <= 180 ? { kind: 'snooze', task: { by: 'context' }, until: null, minutes: amount } : null;
  }
  const left = `${timed.slice(0, found.index)} ${timed.slice(found.index + found.text.length)}`;
  if (!onlyReplyWords(left)) return null;
  if (found.minutes !== null) return { kind: 'snooze', task: { by: 'context' }, until: null, minutes: found.minutes };
  if (snoozing && !correcting) return { kind: 'snooze', task: { by: 'context' }, until: found.instant, minutes: null };
  // "not today, tomorrow": a time ruled out, and another put in its place.
  const ruledOut = /\bnot (?!now\b|yet\b)/.test(plain) && timed !== plain;
  if (correcting || ruledOut || CORRECTION_OPENING.test(plain))
    return { kind: 'reschedule', task: { by: 'context' }, date: found.date, time: found.time };
  // A time alone ("tomorrow 9") is left to the readers of answers to a reminder; one said unsure is asked about.
  return DOUBT.test(plain) ? { kind: 'snooze', task: { by: 'context' }, until: found.instant, minutes: null } : null;
}

/**
 * "meh, later", "ugh not now": a shrug at the task talked about, snoozed by the default. Read before
 * small talk, which would take the shrug for a feeling; with no task in the conversation the gate asks.
 */
const LATER =
  /^(?:(?:meh|ugh|urgh|argh|eh|hmm|nah|no|ok|okay|sigh)\s+)*(?:later|later maybe|maybe later|not now|not right now|another time|some other time|not today)(?:\s+(?:please|pls|thanks))?$/;

/** Words that say how long or till when, which a reason for putting off does not hold. */
const HOW_LONG_SAID =
  /\d|\b(?:at|till|until|til|in|on|after|before|remind|ping|nudge|give|gimme|another|more|half|couple|hours?|hrs?|mins?|minutes?|tomorrow|tonight|today)\b/;

/**
 * "later mate", "later pls, baling": in reply to a reminder, the shrug said to someone, or with why after it.
 * "not yet, still waiting on Jo" says how it stands, not when to ask again, so it is no put-off.
 */
const LATER_THEN_WHY =
  /^(?:(?:meh|ugh|nah|no|ok|okay|sigh) )*(?:later|not now|not right now)(?: (?:please|pls|plz|thanks|mate|bud|pal|love|hun|bro|man|m8|boss|chief|daily))*(?: (.+))?$/;

export function laterIn(plain: string, context: InterpretContext): Intent | null {
  if (LATER.test(plain)) return { kind: 'snooze', task: { by: 'context' }, until: null, minutes: LATER_MINUTES };
  const why = context.conversation?.pending?.about === 'follow_up' ? LATER_THEN_WHY.exec(plain) : null;
  // A job said after it ("later, call Jo first") or a time ("later, at 6") is read by the rules for them.
  const said = why?.[1];
  if (!why || (said && (isTaskVerb(said.split(' ')[0]) || HOW_LONG_SAID.test(said) || findTime(said, context, true)))) return null;
  return { kind: 'snooze', task: { by: 'context' }, until: null, minutes: LATER_MINUTES };
}

const HALF_COUNT: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5 };
/** "an hour and a half", "two and a half hours", "1 and a half hrs": an hour count with a half on it. */
const HALF_SPAN = /\b(?:(an?|one|two|three|four|five|\d{1,2}) )?(?:(?:hours?|hrs?) and a half|(?<=\S )and a half (?:hours?|hrs?))\b/gi;

/** The same words with every "… and a half" hour span said in minutes, which the time readers know. */
export function withHalfSpans(text: string): string {
  return text.replace(HALF_SPAN, (_, count: string | undefined) => {
    // "hour and a half", with no count said, is one hour and a half.
    const hours = count ? (HALF_COUNT[count.toLowerCase()] ?? Number(count)) : 1;
    return `${hours * 60 + 30} minutes`;
  });
}

/**
 * "hit me up about this in 3 days", "come back to me on it in an hour": asking to hear about the
 * task again after a span, in any of the verbs people ask it with.
 */
const ASK_ME_AGAIN =
  /^(?:(?:can you|could you|can u|just|please|pls) )*(?:hit me up|get back to me|come back to me|circle back(?: to me)?|loop back(?: to me)?|check back(?: with me)?|check (?:me|mi|my|us) back|follow up with me|give me a (?:shout|nudge|buzz|bell|ping|poke)|shout me|catch me|ping me|nudge me|ask me|remind me|check (?:in )?with me|chase me|bug me|text me|message me|poke me|try me)(?: again)?(?: (?:about|on|re|with) (?:this|it|that)(?: one)?)?(?: again)? ((?:in|after|for) .+)$/;
/** "2 hours", "40 more minutes", "give me 20", "another hour": a reply that is only a span. */
const SPAN_REPLY =
  /^(?:(?:give me|gimme|need|maybe|like|say|back|free|out|done|finished|available|off) (?=in |another |\d))*(.+?)(?: more)?(?: (?:please|pls|thanks|thx))?$/;
/**
 * What opens an excuse said before asking for more time ("on a job", "driving", "can't rn", "in the
 * middle of a shoot"): a state the person is in, never a job to add.
 */
const EXCUSE =
  /^(?:busy|v busy|so busy|driving|can'?t|cannot|not now|not rn|not yet|rn|in|on|at|with|stuck|swamped|slammed|tied up|mid|out|still|sorry|one sec|eating|cooking|travelling|traveling|flat out|up a ladder|(?:a )?bit busy)\b/;
/** A number alone after an excuse is minutes only when asked for as more time ("40 more"); "no wait, 6" is an hour. */
const MORE_OF = /^(?:another )?\d{1,3} more$|^another \d{1,3}$/;

/** "hold off till after my 2 o'clock, say 3:30": a wait whose end is settled by the time said last. */
const HELD_OFF_TO =
  /^(?:hold off|hang fire|wait)(?: on (?:it|that|this))? (?:till|until|til|to) [^,]{1,40}? (?:say|let'?s say|call it|make it) (\S+(?: ?[ap]m)?)$/;

/** "can u snooze that for like 2 hours": a snooze asked as a question is still a snooze. */
const ASKED_POLITELY =
  /^(?:can|could|would|will) (?:you|u) (?:please |pls |just )?(?:snooze|push|delay|postpone|bump)(?: (?:it|that|this|that one|this one))?(?: back)?(?: (?:for|by))?(?: (?:like|about|around|roughly|maybe))? (.+?)(?: (?:please|pls|thanks))?$/;

/** "ask again tmrw", "try me at 6": asking to hear again at a moment rather than after a span. */
const ASK_ME_AT =
  /^(?:ask|try|ping|nudge|remind|text|message|poke)(?: me)?(?: again)?(?: (?:about|on|re|with) (?:this|it|that))? ((?:at|on|tomorrow|tmrw|tonight|this|next|after|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b.*)$/;

/** The snooze a moment asks for, when it is all the words say; otherwise nothing. */
function againAt(words: string, context: InterpretContext): Intent | null {
  const said = words.replace(/^(?:at|on) /, '');
  const found = findTime(/^\d{1,2}(?::\d{2})?$/.test(said) ? `at ${said}` : said, context, false);
  if (!found || found.text.trim().length < said.length - 1) return null;
  return found.minutes !== null
    ? { kind: 'snooze', task: { by: 'context' }, until: null, minutes: found.minutes }
    : { kind: 'snooze', task: { by: 'context' }, until: found.instant, minutes: null };
}

function spanOnly(words: string, context: InterpretContext): number | null {
  const said = withHalfSpans(words.trim())
    .replace(/^(?:another|an?) (?=(?:hours?|hrs?|h|mins?|minutes?)$)/, '1 ')
    .replace(/^another /, '');
  const bare = /^(?:in )?(\d{1,3})(?: more)?$/.exec(said);
  const text = bare ? `${bare[1]} minutes` : said;
  const span = findTime(text, context, true);
  if (!span?.minutes || span.index > 3) return null;
  const left = `${text.slice(0, span.index)} ${text.slice(span.index + span.text.length)}`.trim();
  return /^(?:in|another|give me|gimme|more|(?:in )?another|for)?(?: more)?$/.test(left) ? span.minutes : null;
}

/** "hit me up about this in 3 days", "on a job, ask me again in 90 min", "can't rn, 2 hours": a snooze by a span. */
/** Words a reply to a reminder puts around the moment it asks for: "not today mate, tomorrow", "try me at 4". */
const AROUND_A_MOMENT =
  /\b(?:not (?:today|now|yet|rn)|nope|nah|no|ok|okay|mate|pls|please|sorry|ugh|hmm|later|rn|right now|atm|say|like|about|around|maybe|so|yeah|yea|can you|could you|would you|will you|kindly|can u|give me|gimme|can (?:it|this|that) wait|(?:let'?s )?leave it|hold (?:it|off)|till|until|til|to|for|again|instead|then|same time|one more|another|more|try me|ask me|hit me(?: up)?|check (?:me|mi|my) back|ping me|nudge me|text me|remind me(?: (?:of|about) (?:it|that|this)(?: one)?)?|bump (?:it|this|that)|push (?:it|this|that)|do (?:it|this|that)|at|on|in|by|bruv|bro|fam|innit|lol|tbh|bet)\b/g;
const CLOCK_OR_DAY = /\b(?:at|half \d|\d:\d\d|\d ?(?:am|pm)|tonight|today|tomorrow|tmrw|morning|afternoon|evening|\w+day)\b/;
const AGAIN_ME =
  /^(?:(?:would|could|can|will) you (?:kindly |please )?|(?:please|pls|kindly) )?(?:(?:remind|ping|nudge|ask|try|poke|bug|chase|text|message) me|check (?:me|mi|my) back)\b/;
const DEED_DONE =
  /^(?:(?:i|we|i'?ve|we'?ve|already|just)\s+)*(?:spoke|spoken|talked|called|rang|phoned|emailed|texted|sent|paid|booked|ordered|fixed|finished|done|did|sorted|handled)\b/;
const OPENS_WITH_A_PAST_DEED = shapeOf('^#PastTense');
/** "stuck on a job", "held up at the depot": how the person is kept, which the tagger may read as a deed. */
const HELD_UP = /^(?:stuck|tied|held|caught|snowed|swamped|slammed|delayed|running|got held|got stuck|got caught)\b/;
/** "post office closes at 5": a clause that opens with a thing, not an order, tells why. */
const OPENS_WITH_A_THING = shapeOf('^#Determiner? #Noun+ #Verb');
/** What a person says of where they are, which asks nothing: "on a job", "I'm with a client", "at a showing". */
const WHERE_I_AM =
  /^(?:i'?m |im |i am |(?:i|we)(?:'ll| will) be (?=.*\b(?:till|until|til)\b)|still |stuck |busy\b|too busy\b|slammed\b|swamped\b|driving|asleep\b|sleeping\b|napping\b|going to bed\b|off to bed\b|working\b|(?:night )?shift\b|nights\b|on |at |in |with |out |up |after (?:the|my|this) )/;
/** "post office shut til tmrw", "the bank's closed": a place that cannot be done till then, which asks nothing. */
const PLACE_SHUT =
  /^(?:the |my |our )?(?:[\p{L}'-]+ ){0,3}?(?:is |are |was |were |'s |s )?(?:shut|closed|not open|booked up|off sick|away)(?: now| already| atm| rn)?$/u;
const HOUR_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
/** "super doesnt pick up til noon", "she won't be back until 3": someone or something not to be had till the moment said. */
const NOT_TILL = new RegExp(String.raw`^(?:[\p{L}'-]+ ){0,3}?${NOT_SAID}(?: [\p{L}'-]+){0,3}$`, 'u');
/** "printer out of ink 🙄", "paint still drying": how the thing the job needs is, which asks nothing. */
const NOT_READY =
  /^(?:the |my |our )?(?:[\p{L}'-]+ ){0,3}?(?:is |are |'s |s )?(?:still [\p{L}'-]+|out of [\p{L}'-]+|(?:has |have )?(?:run|ran) out(?: of [\p{L}'-]+)?|broken|not (?:ready|dry|here|in|back|working)(?: yet)?|dead|down|playing up)(?: (?:again|yet|lol|ugh|smh))*(?: \p{Extended_Pictographic}\uFE0F?)*$/u;
function notReady(words: string): boolean {
  return NOT_READY.test(words.replace(/\s+/g, ' ').trim());
}

/** "let's revisit", "will grab them", "they moved me to": the job said again only as put off. */
const PUT_OFF_SAID =
  /^(?:let'?s |can we |we'?ll )?(?:revisit|hold off|postpone|defer|park|look(?: at)?|come back to) ?(?:it|this|that)?(?: again)?$|^(?:i'?ll|ill|i will|will|gonna|going to|can) (?:(?:do|grab|get|pick up|buy|sort|send|finish|handle|pay|ring|call|look at|deal with) (?:it|them|that|this|those|em|'em)|(?:pick|sort|send|drop|ring|call|hand) (?:it|them|that|this|those|em|'em) (?:up|out|off|back|over|in))$|^(?:they|she|he|they'?ve|she'?s|he'?s)(?: have| has)? (?:moved|put|pushed|bumped|rebooked) (?:me|us|it)(?: back)?$/;

/** "ping me 4 - actually make it 5": an hour set right after, which the readers of corrections settle. */
const SET_RIGHT = /\b(?:actually|make it|no wait|scratch that|i mean)\b/;
const ASKED_AT_AN_HOUR =
  /\b((?:remind|ping|nudge|text|message|ask|try) me(?: again)?) (?:like |about |around |say )?(\d{1,2}(?:[:.]\d{2})?(?: ?[ap]m)?)$/;
/** "on a call, 15", "after my 4 o'clock, so 5": a bare number after words of guessing is an hour, a larger one alone minutes. */
const GUESSED_HOUR = /^(?:say|so|about|around|like|maybe|at)(?: (?:say|about|around|like|at))? (\d{1,2})$/;
const LONE_MINUTES = /^(\d{2,3})$/;
/** "ten more mins": the counts a span is said in, as digits. */
const SPAN_NUMBERS: Record<string, number> = {
  five: 5,
  ten: 10,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  'forty five': 45,
  'forty-five': 45,
  ninety: 90,
};
const SPAN_WORDS = /\b(?:forty[- ]five|five|ten|fifteen|twenty|thirty|forty|ninety)\b(?= (?:more )?(?:mins?|minutes))/g;
/** "snooze 1 hr 30": hours and minutes said without the second unit. */
const HOURS_AND_MINUTES = /\b(\d) ?(?:hrs?|hours?) (\d{1,2})(?: ?(?:mins?|minutes))?\b/;
/** "snz 10", "snoozeee 10", "wait 30": a snooze by a bare count of minutes. */
const SNOOZE_BY = /^(?:snz|snoo+ze+|snooze|wait|hold on|give it|another)\s+(\d{1,3})$/;
/** "give me 10 mins hands covered in icing": a span asked for first, and why after it. */
const SPAN_ASKED_FIRST = /^(?:give me|gimme|another|in) /;

/**
 * "not today mate, tomorrow", "at a showing, hit me up again at 3", "tomorrow same time", "one more
 * hour pls I'm with a client": while daily's reminder waits for an answer, a reply whose only words
 * besides a moment are words of putting off or of where the person is asks for a snooze to it.
 * Whether the moment names only a day, with no clock or span, is said too: such a reply is left to
 * the readers of moves unless nothing else reads it.
 */
export function momentReplied(text: string, context: InterpretContext): { intent: Intent; dayOnly: boolean } | null {
  if (context.conversation?.pending?.about !== 'follow_up' && !dueNow(context)) return null;
  const said = text
    .toLowerCase()
    .replace(/[.!?]+\s*$/, '')
    .trim();
  if (said.split(/\s+/).length > 12) return null;
  // "not today": the day turned down is no moment asked for.
  const clauses = said
    .split(/\s*(?:[,;]|\s[-—–]\s|\.+\s)\s*/)
    // "tomorrow 8": the hour after a day, which chrono alone leaves out, is written as one.
    .map((clause) =>
      withDayHours(
        clause
          .replace(
            /\b(?:not|no chance|no way|can'?t|cannot|won'?t)(?: [a-z']+){0,2}? (?:today|tonight|now|this (?:morning|afternoon|evening))\b/g,
            'not yet',
          )
          // "swamped today": how the day is, the reason for putting off, not the moment asked for.
          .replace(
            /\b(?:swamped|slammed|busy|flat out|snowed under|manic|hectic|rammed|buried|drowning|mental|nuts|behind(?: on everything| on it all)?)(?: (?:af|rn|tbh))? (?:today|tonight|this (?:morning|afternoon|evening|week))\b/g,
            'busy',
          )
          .replace(/\bx(\d)\b/g, '$1')
          .replace(SPAN_WORDS, (word) => String(SPAN_NUMBERS[word]))
          .replace(HOURS_AND_MINUTES, (_, hours: string, minutes: string) => `${Number(hours) * 60 + Number(minutes)} minutes`)
          .replace(SNOOZE_BY, '$1 minutes')
          .replace(/^(\d{1,2})\s*ish$/, 'at $1')
          // "asleep til 4", "in theatre until four": a bare hour after "till" is a moment, read as one.
          .replace(
            /\b(til|till|until) (one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)$/,
            (_, till: string, hour: string) => `${till} ${HOUR_WORDS.indexOf(hour) + 1}`,
          )
          .replace(/\b(til|till|until) (\d{1,2}(?:[:.]\d{2})?)$/, '$1 at $2')
          // "teaching til 6", "mowing the Lomax lawn till 4": what keeps the person till then, as "busy".
          .replace(/^[a-z]+ing\b(?: [a-z']+){0,3} (?=(?:til|till|until) at \d)/, 'busy ')
          .replace(GUESSED_HOUR, 'at $1')
          // "remind me 6.15", "remind me tomorrow at like 10": the hour asked for, said without "at" or with a guess before it.
          .replace(ASKED_AT_AN_HOUR, (match: string, asked: string, hour: string) => (SET_RIGHT.test(said) ? match : `${asked} at ${hour}`))
          .replace(/\bat (?:like|about|around|roughly|say) (?=\d)/, 'at ')
          .replace(LONE_MINUTES, '$1 minutes')
          .trim(),
      ),
    )
    .filter(Boolean);
  // "shes on a visit til 4, remind me quarter past": past the hour someone is tied up till.
  const tiedTill = clauses.map((clause) => /\b(?:til|till|until) at (\d{1,2})$/.exec(clause)?.[1]).find(Boolean);
  // "teaching til 6, after that": the "after" points at the hour already said.
  if (tiedTill && clauses.length === 2 && /^(?:after|after that|after then|then|after ?wards)$/.test(clauses[1])) clauses.pop();
  if (tiedTill)
    clauses.forEach((clause, index) => (clauses[index] = clause.replace(/\b((?:quarter|half|ten|twenty|five) past)$/, `$1 ${tiedTill}`)));
  // "after my 4 o'clock, so 5", "ask me again after the school run, about 4": what comes first, and
  // its hour, are not the moment asked for when another part says one.
  if (clauses.length > 1) {
    const hourElsewhere = (index: number) => clauses.some((other, at) => at !== index && /\d/.test(other));
    const asked = clauses
      .map((clause, index) =>
        clause
          .replace(
            hourElsewhere(index) ? /(?:^|\s)(?:like )?after (?:(?:the|my|this) .*|[a-z]+)$/ : /(?:^|\s)(?:like )?after (?:the|my|this) .*$/,
            '',
          )
          .trim(),
      )
      .filter(Boolean);
    clauses.splice(0, clauses.length, ...asked);
  }
  // "an hour", "15 mins pls": a span is minutes from now; "half 7 tonight" is a moment.
  const timed = clauses.map((clause) => {
    const span = findTime(clause, context, true);
    const moment = findTime(clause, context, false);
    return span?.minutes != null && !CLOCK_OR_DAY.test(clause) ? span : (moment ?? span);
  });
  // "tonight after dinner, say 8": a part of the day said in one part and its hour in the next are one moment.
  const [day, hour] = timed;
  if (clauses.length === 2 && day && hour && !day.clockSaid && day.minutes === null && hour.clockSaid && hour.minutes === null) {
    const joined = `${clauses[0].slice(0, day.index + day.text.length)} ${clauses[1]}${clauses[0].slice(day.index + day.text.length)}`;
    const moment = findTime(joined, context, false);
    if (moment?.clockSaid && moment.index <= clauses[0].length) {
      clauses.splice(0, 2, joined);
      timed.splice(0, 2, moment);
    }
  }
  // "post office closes at 5, remind me at 3:30": one part asks to be reminded at a moment, and the
  // others, whatever hours they hold, only tell why.
  const askedAgain = clauses.flatMap((clause, index) => (timed[index] && AGAIN_ME.test(clause) ? [index] : []));
  // "interview at 10, remind me at 9" names a thing at its own hour, which may be a job: only a clause that
  // tells what something does ("closes at 5") is a reason.
  // "shes at work til 6, remind me 6.15": how long someone is tied up is a reason too.
  const toldWhy = (clause: string, index: number) =>
    !timed[index] || tag(clause).has(OPENS_WITH_A_THING) || (/\b(?:til|till|until)\b/.test(clause) && !AGAIN_ME.test(clause));
  // "tomorrow morning please, I'm in with a client till 6": a moment said alone is the one asked for, beside
  // how long the person is tied up.
  const saidAlone = clauses.flatMap((clause, index) => {
    const time = timed[index];
    if (!time) return [];
    const rest = `${clause.slice(0, time.index)} ${clause.slice(time.index + time.text.length)}`;
    return rest.replace(AROUND_A_MOMENT, ' ').trim() === '' ? [index] : [];
  });
  const tiedUpBeside = (index: number) =>
    clauses.every((clause, at) => at === index || (/\b(?:til|till|until)\b/.test(clause) && WHERE_I_AM.test(clause)));
  const askedAt =
    askedAgain.length === 1 && clauses.every((clause, index) => index === askedAgain[0] || toldWhy(clause, index))
      ? askedAgain[0]
      : askedAgain.length === 0 && saidAlone.length === 1 && tiedUpBeside(saidAlone[0])
        ? saidAlone[0]
        : -1;
  const at = askedAt >= 0 ? askedAt : timed.findIndex(Boolean);
  const found = timed[at];
  // "later... like after lunch, 1pm": the same moment said twice is one moment.
  const moments = new Set(timed.filter(Boolean).map((time) => time?.minutes ?? time?.instant));
  if (!found || (moments.size > 1 && askedAt < 0)) return null;
  const clause = clauses[at];
  const after = clause.slice(found.index + found.text.length);
  // "ask me after 5pm": the "after" said before the moment is part of it.
  const before = clause.slice(0, found.index).replace(/\bafter\s*$/, '');
  const left = `${before} ${SPAN_ASKED_FIRST.test(clause) && found.minutes !== null ? '' : after}`
    .replace(AROUND_A_MOMENT, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const others = clauses.filter((_, index) => index !== at);
  // "post office shut til tmrw": a place shut is why only when the moment is when it opens again, not "closed today".
  const shutTill = /\b(?:til|till|until)\s*$/.test(before);
  const aside = (words: string, shut = true) => {
    const rest = words.replace(/^(?:(?:no|nope|nah|sorry|ugh|ok|okay|not (?:now|yet|rn))\b[ ,]*)+/, '');
    const bare = rest.replace(AROUND_A_MOMENT, ' ').replace(/\s+/g, ' ').trim();
    return (
      bare === '' ||
      WHERE_I_AM.test(rest) ||
      (shut && (PLACE_SHUT.test(bare) || (clauses.length === 1 && NOT_TILL.test(bare)))) ||
      notReady(bare) ||
      PUT_OFF_SAID.test(bare)
    );
  };
  // "2 more hrs pls, sponge still cooling": a part beside the moment that asks for no job is why.
  // "spoke to them, coming monday": a deed told beside the moment says the job is done, not put off.
  const excuse = (words: string) =>
    aside(words) ||
    (!isTaskVerb(words.split(' ')[0] ?? '') && !DEED_DONE.test(words) && !hasTaskPrefix(words) && !findTime(words, context, false));
  if (!aside(left, shutTill) || (askedAt < 0 && !others.every((other) => excuse(other)))) return null;
  // "on shift til 8, do it then": a clause of putting off alone ("do it then") asks for no other job.
  const putsOff = (other: string) => other.replace(AROUND_A_MOMENT, ' ').trim() === '';
  if (
    askedAt < 0 &&
    others.some((other) => !AGAIN_ME.test(other) && !putsOff(other) && !notReady(other) && isTaskVerb(other.split(' ')[0] ?? ''))
  )
    return null;
  // A task just due with no reminder waiting: only a span with its reason ("on a roof, 90 mins") puts it off.
  if (context.conversation?.pending?.about !== 'follow_up' && (found.minutes === null || (others.length === 0 && left === ''))) return null;
  if (found.minutes !== null)
    return { intent: { kind: 'snooze', task: { by: 'context' }, until: null, minutes: found.minutes }, dayOnly: false };
  // "tomorrow same time": the day said, at the hour the reminder came.
  const until = /\bsame time\b/.test(clause) && !found.clockSaid ? sameTimeOn(found.instant, context) : found.instant;
  // A day without a clock or a part of the day is left to the readers of moves unless nothing else reads the
  // reply, or the reply says it is put off ("will grab them thursday", "printer out of ink, monday").
  const saysPutOff = [left, ...others].some((words) => notReady(words) || PUT_OFF_SAID.test(words.replace(AROUND_A_MOMENT, ' ').trim()));
  return {
    intent: { kind: 'snooze', task: { by: 'context' }, until, minutes: null },
    dayOnly: !found.clockSaid && !found.time && !saysPutOff,
  };
}

/** A task in view that fell due within the last hour or is about to: the one a reply with a reason is about. */
function dueNow(context: InterpretContext): boolean {
  const due = context.conversation?.current?.due;
  if (!due || context.conversation?.pending) return false;
  return Math.abs(Date.parse(due) - context.now.getTime()) <= 60 * 60_000;
}

/** The moment on the day of `instant` at the wall time it is now. */
function sameTimeOn(instant: string, context: InterpretContext): string {
  const days = Math.round((Date.parse(instant) - context.now.getTime()) / 86_400_000);
  return new Date(context.now.getTime() + days * 86_400_000).toISOString();
}

export function askedAgainIn(
  plain: string,
  text: string,
  context: InterpretContext,
  moment: ReturnType<typeof momentReplied> = momentReplied(text, context),
): Intent | null {
  const polite = ASKED_POLITELY.exec(plain);
  if (polite) {
    const minutes = spanOnly(polite[1], context);
    return minutes ? { kind: 'snooze', task: { by: 'context' }, until: null, minutes } : null;
  }
  const held = HELD_OFF_TO.exec(plain);
  if (held) {
    const said = /^\d{1,2}(?::\d{2})?$/.test(held[1]) ? `at ${held[1]}` : held[1];
    const found = findTime(said, context, false);
    if (!found || found.text.trim().length < said.replace(/^at /, '').length)
      return { kind: 'unclear', understood: 'a snooze', question: 'Until when?' };
    return found.minutes !== null
      ? { kind: 'snooze', task: { by: 'context' }, until: null, minutes: found.minutes }
      : { kind: 'snooze', task: { by: 'context' }, until: found.instant, minutes: null };
  }
  const asked = ASK_ME_AGAIN.exec(plain);
  const askedSpan = asked ? spanOnly(asked[1], context) : null;
  if (askedSpan) return { kind: 'snooze', task: { by: 'context' }, until: null, minutes: askedSpan };
  const spoken = followUpSpan(text, context);
  if (spoken) return { kind: 'snooze', task: { by: 'context' }, until: null, minutes: spoken };
  if (moment && (!moment.dayOnly || /^(?:till|until|til)\b/.test(plain))) return moment.intent;
  const clauses = text.toLowerCase().split(/\s*(?:[,;]|\s[-—–]\s|\.\.+)\s*/);
  if (clauses.length !== 2 || !EXCUSE.test(clauses[0]) || clauses[0].split(' ').length > 8) return null;
  const tail = clauses[1].replace(/[.!]+$/, '');
  const at =
    ASK_ME_AT.exec(tail) ??
    /^(?:back|free|around) ((?:tomorrow|tmrw|tonight|on|at|after|next|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b.*)$/.exec(tail);
  if (at) return againAt(at[1], context);
  const again = ASK_ME_AGAIN.exec(tail);
  if (!again && /^(?:(?:give me|another) )?\d{1,3}$/.test(tail.trim()) && !MORE_OF.test(tail.trim())) return null;
  const reply = again ? again[1] : SPAN_REPLY.exec(tail)?.[1];
  const minutes = reply ? spanOnly(reply, context) : null;
  return minutes ? { kind: 'snooze', task: { by: 'context' }, until: null, minutes } : null;
}

/** "what a day", "calling it a day", "such a week": a span said of how things went, or of stopping, asks for no more time. */
const SPAN_EXCLAIMED =
  /\b(?:what|such|quite|hell of|call(?:ing|ed)? it|long|mad|crazy|big) (?:a|an) (?:day|week|night|morning|afternoon|evening)\b/;

/**
 * "i know i know. 1 more hour", "one sec, on a roof. 2 hours", "laterrr 15 min": while daily's
 * reminder waits for an answer, a span said last is how much longer the person wants, whatever
 * they say first, so long as what they say first is no job of its own and no time.
 */
function followUpSpan(text: string, context: InterpretContext): number | null {
  if (context.conversation?.pending?.about !== 'follow_up') return null;
  const said = text
    .toLowerCase()
    .replace(/[.!]+\s*$/, '')
    .trim();
  if (SPAN_EXCLAIMED.test(said)) return null;
  const words = said.split(/\s+/);
  if (words.length > 14) return null;
  for (let cut = Math.max(0, words.length - 4); cut < words.length; cut += 1) {
    const tail = words.slice(cut).join(' ');
    // "ok 5" may be five o'clock: a number is minutes only with its unit or with "more"/"another".
    if (!/[a-z]/.test(tail.replace(/^(?:another|just|say|like|maybe)\s+/, '')) && !MORE_OF.test(tail)) continue;
    // spanOnly reads "another 30" and "30 more" itself; the other fillers before a number are dropped here.
    // "delivery guy still here gimme 20": a bare number asked for in reply is minutes, whatever comes first.
    const asked = tail.replace(/^(?:give me|gimme|another)\s+(\d{1,2})$/, '$1 min');
    const minutes = spanOnly(asked.replace(/^(?:just|say|like|maybe)\s+(?=\d)/, ''), context);
    if (!minutes) continue;
    const before = words
      .slice(0, cut)
      .join(' ')
      .replace(/[,;:.!\s]+$/, '');
    const clauses = before.split(/[,;.]\s*/).map((clause) => clause.trim());
    // "remind me after the call, like 40 min": asking to be reminded again is the snooze, not a job.
    const job = clauses.some((clause) => isTaskVerb(clause.split(' ')[0] ?? '') && !AGAIN_ME.test(clause));
    // "logged all 35 hrs", "did 3 hours on it": the hours a deed took, told, not more time asked for.
    if (!SNOOZE_SIGNAL.test(said) && (DEED_DONE.test(before) || (!HELD_UP.test(before) && tag(before).has(OPENS_WITH_A_PAST_DEED))))
      return null;
    // "roasting now. 20 minutes": saying what is happening now names no other moment.
    if (job || findTime(before.replace(/\b(?:right )?now\b/g, ' '), context, false)) return null;
    return minutes;
  }
  return null;
}

/** "…, remind me then", "… so I'll do it then, please": the job put off to the moment said before it. */
const THEN_ASKED =
  /^(.{3,120}?)[\s,.;!—–-]+(?:(?:so|and|please|pls|just|ok|okay)\s+)*(?:(?:remind|ping|nudge|ask|text|message|try) me(?: again)?|(?:i'?ll |i will |i shall )?do it) (?:then|that day|on the day)\b[\s,.!]*(?:(?:please|pls|if you would|thanks|thank you|ta|x+)[\s,.!]*)*$/i;

/**
 * "he won't be in till the morning, remind me then", "payday is fri, remind me then", "surgery shut
 * til monday, remind me then": the task in view put off to the moment the words before name. A day
 * alone moves it to that day; a clock or a part of the day puts it off until then.
 */
export function remindedThen(text: string, context: InterpretContext): Intent | null {
  const conversation = context.conversation;
  if (!conversation?.pending && !conversation?.current) return null;
  const then = THEN_ASKED.exec(text.trim());
  // "call the plumber at 10 tomorrow, remind me then": a job of its own, with its own time, is no putting off.
  if (!then || isTaskVerb(then[1].trim().split(/\s+/)[0]?.toLowerCase() ?? '')) return null;
  const head = withDayHours(then[1].toLowerCase().replace(/\b(til|till|until|open|opens) (\d{1,2}(?:[:.]\d{2})?)\b/g, '$1 at $2'));
  const found = findTime(head, context, false);
  if (!found) return null;
  if (found.minutes !== null) return { kind: 'snooze', task: { by: 'context' }, until: null, minutes: found.minutes };
  if (found.time === null && found.date) return { kind: 'reschedule', task: { by: 'context' }, date: found.date, time: null };
  return { kind: 'snooze', task: { by: 'context' }, until: found.instant, minutes: null };
}

/** "doing it now", "on it", "just doing it now now": under way, said of the task in view; nothing changes. */
const UNDER_WAY =
  /^(?:(?:ok|okay|yes|yep|yeah|ya|sure|right|will do)[,.! ]+)?(?:(?:i'?m|im|am) )?(?:just )?(?:doing|on|starting|sorting|at) (?:it|that|this)(?: (?:now(?: now)?|right now|rn|as we speak|atm|at the moment|already))?[.!]*$/;

/**
 * "halfway, 400 left to go", "nearly done, just the last dance to sort", "not done yet, halfway through the canapés bit":
 * how far along, told.
 */
const HOW_FAR =
  /^(?:(?:ok|okay|yeah|yep|not yet|not done yet|not finished yet|nope|no)[,.! ]+)?(?:half ?way(?: done| there)?|half done|almost (?:done|there|finished)|nearly (?:done|there|finished)|getting there|about \d{1,2}% (?:done|through))(?: (?:through|thru)(?: (?:the|my) [^,.;!]{1,30}(?: bit| part| one| lot)?)?)?(?:[,.;! -]+(?!(?:done|finished)\b)[^,.;!]{1,40}(?:left|to go|to sort|to do|still going|now)|[,.;!]+ (?![^?]*\b(?:done|finished|sorted|completed?)\b)[^?]{1,60})?[.!]*$/;

export function underWayNow(plain: string, context: InterpretContext): Intent | null {
  const conversation = context.conversation;
  if (!conversation || (conversation.pending?.about !== 'follow_up' && !conversation.current)) return null;
  return UNDER_WAY.test(plain) || (conversation.pending?.about === 'follow_up' && HOW_FAR.test(plain))
    ? { kind: 'small_talk', what: 'acknowledgement' }
    : null;
}

/** "can't rn", "not rn", "please later": the shrug, in the short forms people text. */
const PUT_OFF =
  /^(?:(?:please|pls|plz|ok|okay|sorry|soz|ugh|meh|nah|no|sigh)\s+)*(?:later|laters|l8r|not now|not rn|not right now|can'?t rn|cant rn|can'?t right now|can'?t now|can'?t atm|busy rn|busy now|now busy|in a bit)(?:\s+(?:please|pls|plz|sorry|soz|thanks|lol))*$/;
/** "remind me after", "ping me then": asked again once what keeps the person is over. */
const AFTER_IT =
  /^(?:(?:so|then|just|pls|please)\s+)?(?:remind|ping|nudge|text|ask|poke) me (?:after|after that|then|when i'?m (?:done|out|free))(?:\s+(?:please|pls|thanks))?$/;
/** "not till monday mate": put off to a day, said as when it can be done. */
const WAITS_TILL = /^(?:(?:no|nah|sorry|soz)\s+)*not (?:til|till|until|untill|before)\s+(.+?)(?:\s+(?:mate|pal|love|hun|bud|la|lad))?$/;
/** "in a session til 4": what keeps the person, and until when. */
const KEPT_TILL = /\b(?:til|till|until|untill)\s+(.+)$/;
/** A part that tells what keeps the person: no job, no time, and at most this many words. */
const MOST_WHY_WORDS = 12;

function onlyWhy(part: string, context: InterpretContext): boolean {
  const words = part.split(' ').filter(Boolean);
  const bare = part.replace(/\b(?:now|rn|atm|right now)\b/g, ' ');
  return (
    /\p{L}{2,}/u.test(part) &&
    words.length > 0 &&
    words.length <= MOST_WHY_WORDS &&
    // "practice manager has the figures": a word that could order a job, said as the subject of news.
    (!isTaskVerb(words[0]) || /^\S+(?: \S+){0,2} (?:has|is|are|was|were|hasn'?t|isn'?t|aren'?t)\b/.test(part)) &&
    !/\b(?:remind|ping|nudge|poke|snooze|text me|give me|gimme|add|need to|have to|then|and then)\b|\bin (?:like |about |around )?\d/.test(
      part,
    ) &&
    !findTime(bare, context, true)
  );
}

/**
 * "please later, I am now on phone with client", "got 3 dogs on leads rn lol, later", "now busy. 1 hour
 * later please", "in a session til 4, remind me after": a reminder put off, beside what keeps the person.
 * Read only in reply to a reminder; the why asks for nothing, and "now" in it is no time.
 */
export function putOffWithWhy(text: string, context: InterpretContext): Intent | null {
  if (context.conversation?.pending?.about !== 'follow_up') return null;
  const parts = text
    .split(/\s*(?:[,;!?]+|\.(?=\s|$)|\s(?:lol|lmao|haha+)(?=\s|$))\s*/i)
    .map(plainForm)
    .filter(Boolean);
  if (parts.length === 1 && PUT_OFF.test(parts[0])) return { kind: 'snooze', task: { by: 'context' }, until: null, minutes: LATER_MINUTES };
  if (parts.length !== 2) return null;
  const [first, last] = parts;
  if (PUT_OFF.test(first) && onlyWhy(last, context))
    return { kind: 'snooze', task: { by: 'context' }, until: null, minutes: LATER_MINUTES };
  if (PUT_OFF.test(last) && onlyWhy(first, context))
    return { kind: 'snooze', task: { by: 'context' }, until: null, minutes: LATER_MINUTES };
  // "not till monday mate, practice manager has the figures": the day it waits for, then why.
  const notTill = WAITS_TILL.exec(first);
  const waited = notTill && onlyWhy(last, context) ? findTime(notTill[1], context, true) : null;
  if (waited && waited.minutes === null && waited.instant > context.now.toISOString())
    return { kind: 'snooze', task: { by: 'context' }, until: waited.instant, minutes: null };
  const till = KEPT_TILL.exec(first);
  const over = till && AFTER_IT.test(last) ? findTime(withDayHours(`at ${till[1]}`), context, true) : null;
  if (over && over.minutes === null && !isTaskVerb(first.split(' ')[0]))
    return { kind: 'snooze', task: { by: 'context' }, until: over.instant, minutes: null };
  // "now busy. 1 hour later please": the span asked for, after why.
  const asked =
    onlyWhy(first, context) && /\d|\b(?:an? (?:hour|hr)|half an hour|couple of hours)\b/.test(last) ? replyIn(last, context) : null;
  return asked?.kind === 'snooze' ? asked : null;
}
