/**
 * English learned after another language keeps some of that language's order and habits: "the
 * bank I must call", "to supplier send the invoice", "remind me call the garage", "maths lesson
 * with Misha, remind me please", "sorry is 9 not 8", "remind me on 17.30", "submit it until 30.11.",
 * "every month on 28 pay the card". Each is put in the order and form the readers after this one
 * know. A sentence already in that order is left as it was said.
 */

import { pastOfVerb } from './message-completions';
import { isPlainVerb, isTaskVerb, withOrdinalSuffix } from './message-words';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** Words that open a thought in another language, carrying no meaning of their own for daily. */
const FOREIGN_OPENER = /^(?:allora|basta|alors|pues|entonces|bueno|acha|achha|accha|yani|haide)[,.!]*\s+/i;
/** A verb a job opens on, for the orders that move it to the front. */
const JOB_VERB =
  '(?:call|ring|phone|email|text|send|pay|book|buy|order|take|bring|collect|pick up|check|fix|finish|submit|renew|visit|meet|clean|prepare|print|post|deliver|return|cancel|chase|write|sign|update|tell|ask)';

type Rewrite = readonly [RegExp, (...groups: string[]) => string];

/** Words of money, counting and measure, after which figures with a dot are an amount, never a time or a date. */
const AMOUNT_LEAD =
  /(?:[£$€]|\b(?:pay|paid|transfer|charge|charged|cost|costs|price|owe|owes|order|print|buy|for|to|version|v|release|dose|rate|about|around|only|just|of|is|was|be|x))\s*$/i;
/** Words after figures with a dot that say what they count: "1.5 hours", "2.5 ml", "3.5 tonne". */
const AMOUNT_TAIL =
  /^\s*(?:[%kmx]\b|hours?|hrs?|h\b|mins?|minutes?|days?|weeks?|months?|years?|ml|l\b|litres?|liters?|kg|g\b|tonnes?|tons?|metres?|meters?|m\b|km|miles?|gallons?|percent|per\b|star|stars|sheets?|pages?|units?|pieces?|quid|pounds?|dollars?|euros?|grand|gb|mb|release|version)/i;
/** Where a clock written with a dot may stand: after a word of when, a day, or at the start of an item. */
const CLOCK_LEAD =
  /(?:\b(?:at|on|until|till|from|before|after|around|by|@)|\b(?:today|tonight|tomorrow|tomorow|tmrw|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|wed|thu|fri|sat|sun|morning|evening|night|weekday|day)|^|[,:;])\s*$/i;

/** A thing left done ("the blouse stitching"), not a job to do, a wait, a state of something else, or a system's message. */
function thingLeftDone(thing: string): boolean {
  const words = thing.toLowerCase().split(/\s+/);
  if (isTaskVerb(words[0]) || isPlainVerb(words[0])) return false;
  // "isn't", "hasn’t", "not": a thing said not to be complete.
  if (words.some((word) => LEFT_OPEN.has(word) || /n['’]?t$/.test(word))) return false;
  return !SYSTEM_SAYS.has(words[words.length - 1]) && !/^(?:one|two|three|1|2|3)$/.test(words[words.length - 1]);
}
const LEFT_OPEN = new Set(
  "when once till until if near far from not sure wait confirm remind make fill buy is are was were be been it's its that's".split(' '),
);
/** "Mission complete", "Payment complete": a game's or a shop's message, not a job of the person's. */
const SYSTEM_SAYS = new Set(
  'mission level quest puzzle day round phase part stage payment purchase refund booking checkout upload download update install installation registration transfer sale order setup'.split(
    ' ',
  ),
);

/** The topic of a decision asked back: a thing, never a job to do, a choice stated, or a nod. */
function topicOfADecision(topic: string): boolean {
  const first = topic.toLowerCase().split(/\s+/)[0];
  return !isTaskVerb(first) && !isPlainVerb(first) && !NOT_A_TOPIC.has(first);
}
const NOT_A_TOPIC = new Set(
  'going no not yes new fine great perfect agreed remember good exactly nah same told sell cancel book update'.split(' '),
);

const REWRITES: readonly Rewrite[] = [
  // "is possible move it to saturday?", "is it possible to remind me friday …": a change to the task in view, or a
  // reminder, asked as whether it can be ("is it possible to add a note?" asks what daily can do).
  [
    /^(?:(?:is|it'?s|its) possible (?:to |for you to |you |you can |that you )?|is it possible (?:to |for you to )?)(?=(?:move|change|push|put|shift|reschedule|remind|cancel|delete|remove|rename|tick|mark) (?:it|that|this|them|me)\b)/i,
    () => 'can you ',
  ],
  // "finish. all sent by email", "already finish": the tense a learner leaves off a job reported done.
  [/^((?:already |all )?)finish(?=\s*(?:[.!,]|$))/i, (lead) => `${lead}finished`],
  // "I finish this yesterday already", "I pay him last night": a deed said with when it was done, in the present.
  [
    /^(i|we) (?:already )?(finish|send|pay|call|book|order|buy|fix|do|make)( (?:it|this|that|them|him|her|(?:the|my|our) [\p{L}'-]+(?: [\p{L}'-]+){0,3}?|\p{Lu}[\p{L}'-]*(?: [\p{L}'-]+){0,2}?))?(?= (?:yesterday|last night|this morning|already)(?: (?:already|actually|lol|too))*\s*(?:[.!,]|$))/iu,
    (who, verb, it = '') => `${who} ${pastOfVerb(verb.toLowerCase())}${it}`,
  ],
  // "is possible I have a gap thursday?": whether the person has something, asked as whether it can be.
  [/^(?:is|it'?s|its) (?:it )?possible (?:that )?i have\b/i, () => 'do I have'],
  // "remind me tomorrow at 4 for send the test to Daniela": "for" before the job's verb, as Spanish "para", is its "to".
  // Only when nothing but the when stands between: "remind me to wait for call from the hospital" keeps its "for".
  [
    new RegExp(
      String.raw`\b(remind me(?:\s+(?!to\b|about\b|abt\b|of\b)[^\s.!?,]+){0,6}?) for (?=${JOB_VERB} (?!(?:with|from|to|for|on|at|of|slip|rise|fee)\b)\S)`,
      'u',
    ),
    (lead) => `${lead} to `,
  ],
  // "you can remove 2 and 3 please": leave given to do it to items of the list, which asks for it ("you can cancel
  // reminders?" asks what daily can do).
  [
    /^(?:you|u) can (?=(?:remove|delete|cancel|tick off|tick|mark|scrap|bin|cross off) (?:no\.?\s*|number |#)?\d{1,2}\b)(?![^?]*\?)/i,
    () => '',
  ],
  // "Remind me for visa renewal docs in 2 weeks", "remind me on 12/10 for the contract renewal": what to be reminded about.
  [
    /^((?:please |pls )?remind me (?:(?:on \S+|in \d+ \w+|tomorrow|today|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day) )?)for (?!\d|an? |the (?:next|end|start|beginning|middle|weekend|week|morning|afternoon|evening|day)\b|another |tomorrow|today|tonight|next |this |early|late|first thing|same time|some ?time|later|soon|noon|lunch|(?:mon|tues|wednes|thurs|fri|satur|sun)day|ever\b|now\b|me\b)/i,
    (lead) => `${lead}about `,
  ],
  // "Please make reminder: buy tiles …", "create a reminder - call Sergey": a reminder asked for by name.
  [
    /^((?:please |pls |kindly )?)(?:make|create|put|add|set) (?:a |one |the )?(?:new )?reminder(?: for me)?\s*(?:[:,-]\s*|\s+to\s+)(?=\S)/i,
    (lead) => `${lead}remind me to `,
  ],
  // "gonna need a reminder every sunday night to do the invoices": a reminder needed is one asked for.
  [/^(?:i'?m |im )?(?:gonna|going to|will|i'?ll|i|i will|we'?ll|we) (?:need|want) a reminder\b/i, () => 'remind me'],
  // "please remind to me order the butter": the "me" and the "to" of a request, in the other order.
  [/\bremind to me\b/gi, () => 'remind me to'],
  // "remind me each first of month": the first day of every month.
  [/\b(?:each|every) (?:first|1st) (?:day )?of (?:the )?month\b/gi, () => 'on the 1st of every month'],
  // "which shipping company I choose before?": asked after the choice, in the order of a statement.
  [
    /^which (?!.*\b(?:did|do|does|have|had|will|would|should|shall|must|can|could|may|might|you|u|is|are|better|of|think|recommend)\b)((?:[\p{L}'-]+ ){0,3}[\p{L}'-]+) (i|we) (?:(?:chose|picked|decided on|went with)(?: before| last time| in the end)?|(?:choose|pick|go with) (?:before|last time))(\??)$/iu,
    (what, who, mark) => `which ${what} did ${who} choose${mark}`,
  ],
  // "wait what did we decide about …": a filler before asking what was decided is no part of the question.
  [/^(?:(?:wait|um+|uh+|erm+|hmm+|oh|so)[,.]?\s+)+(?=(?:what|which) did (?:i|we) (?:decide|choose|pick|go with|settle on)\b)/i, () => ''],
  [/\b(\d{1,2}(?::\d{2})?) in (morning|afternoon|evening)\b/gi, (hour, part) => `${hour} in the ${part}`],
  // "restock finish already": done, as Singapore, Malaysia and the Philippines say it.
  [/\b(?:finish|finished) already\b/gi, () => 'done already'],
  // "number 2 is finish", "the MOT is pass": done, in a learner's own word for it (not "is finished", "is passed").
  [/\b(is|are) (?:finish|pass)\b(?! (?:the|a|an|it|to|by|on)\b)/gi, (verb) => `${verb} done`],
  // "Baljit blouse stitching complete, theek aa": done, said as the state a job is left in, by the thing alone.
  [
    /^((?:[\p{L}\p{N}'’-]+\s+){0,3}[\p{L}\p{N}'’-]+)\s+complete(?=\s*(?:[,.!]|\p{Extended_Pictographic}|$))/iu,
    (thing) => `${thing} ${thingLeftDone(thing) ? 'done' : 'complete'}`,
  ],

  // "many thanks for remind me": the thanks, said for the reminder.
  [/\bthanks? (?:you )?(?:so much |a lot )?for remind me\b/gi, () => 'thanks for reminding me'],
  // "sunday afternoon free or no?": the question's own "or not" is no second option.
  [
    /\b((?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?: (?:morning|afternoon|evening|night))? free)\s+or\s+(?:no|not)\b/gi,
    (asked) => asked,
  ],
  // "sat mornin free?", "Friday 3pm to 5pm, I am free?", "between 11 and 1 on friday I have gap?": the free time asked
  // with the when said first.
  [
    /^((?:(?:between|from|on|in|the|rest of|this|next|and|to|till|until|after|before|at|today|tonight|tomorrow|tmrw|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|morning|mornin|afternoon|evening|eve|night|weekend|\d{1,2}(?:[:.]\d{2})?(?:\s?[ap]m)?|\d{1,2}(?:st|nd|rd|th)|\d{1,2}\/\d{1,2})[\s,]+)*?(?:today|tonight|tomorrow|tmrw|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|morning|mornin|afternoon|evening|eve|night|weekend|\d{1,2}(?:[:.]\d{2})?(?:\s?[ap]m)?|\d{1,2}(?:st|nd|rd|th)|\d{1,2}\/\d{1,2}))\s*,?\s+(?:i am |am i |i'?m |im |is |i have |have i )?(?:free|i have (?:a )?gap|have i (?:a )?gap)\s*\?+/iu,
    (when) => `am i free ${when}?`,
  ],
  // "saturday hours. what we settle on", "Hanger supplier, which one we decide?", "amazon boots. what i say bout em": the
  // topic said first, then what was decided about it, in the order of a statement.
  [
    /^((?!(?:ok|okay|so|hmm+|um+|right|wait|yeah|sorry|and|but|hi|hey|hello|remind|tell|quick)\b)(?![^,.?!]* or )((?:the |my |our )?[^,.?!]{2,40}?)[,.]\s+(?:so )?(?:what|which one|which)\s+(?:i|we)\s+(?:decide|decided|decid|settle on|settled on|say|said|choose|chose|pick|picked|go with|went with)(?:\s+(?:about|on|bout|for))?(?:\s+(?:it|em|them|that|this))?(?: again)?\s*\?*(?:\s+i (?:forget|forgot|can'?t remember)\b[^?]*$)?)(?=\s|$)(?![^?]*\bor\b)/i,
    (asked, topic) => (topicOfADecision(topic) ? `what did I decide about ${topic}?` : asked),
  ],
  // "the lease. did i decid or no": whether it was settled, asked as "… or no".
  [
    /^((?:the |my |our )?[^,.?!]{2,40}?)[,.]\s+did (i|we) decid(?:e|ed)? or (?:no|not)\b\??/i,
    (topic, who) => `${topic}, did ${who} decide?`,
  ],
  // "you remember what I decided for online lessons?": the memory asked of daily is the decision asked for.
  [/^(?:do |did )?(?:you|u) remember (?=(?:what|why|which|when) (?:i|we)\b)/i, () => ''],
  // "the Upwork client, I said yes or no?": what was decided about it.
  [/^(the [^,]{2,40}),\s*(?:i|we) (?:said|say) yes or no\??$/i, (thing) => `what did I decide about ${thing}?`],
  // "on monday the 16. at 10": a day of the month with the German dot.
  [/\bthe (\d{1,2})\.(?=\s)(?!\s*\d)/g, (day) => `the ${day}th`],
  [/\b(\d{1,2}) ?o ?clock\b/gi, (hour) => `${hour} o'clock`],
  // "every 1 of month": a day of every month, said with "of".
  [/\b(?:every|each) (\d{1,2})(?:st|nd|rd|th)? of (?:the |every |each )?month\b/gi, (day) => `on the ${ordinal(day)} of every month`],
];

/** Orders of a whole message: each is tried once, and the first that fits is used. */
const ORDERS: readonly Rewrite[] = [
  // "tomorow morning the bank I must call", "urgent!! the keys for Madison office I must take from Gloria today 18:00":
  // only words of when before it, and nothing after it that makes it a statement ("the bank I need to call closes at 4").
  [
    new RegExp(
      String.raw`^((?:(?:today|tonight|tomorrow|tomorow|tmrw|this|next|each|every|on|at|in|the|urgent!*|please|pls|(?:mon|tues|wednes|thurs|fri|satur|sun)day|morning|afternoon|evening|\d{1,2}(?::\d\d)?)[,\s]+)*)(?!the (?:morning|afternoon|evening|night|day|week|weekend|month)\b)(the (?:(?!\b(?:is|was|are|were|and|but|so|only)\b)[\p{L}\p{N}' -]){2,60}?) (?:i|we) (?:must|have to|need to|should) (${JOB_VERB})\b((?:\s+(?:back|up|out|off))?(?:\s+(?:to|from|for|about|with|at|on|by)\s+(?:the\s+)?[\p{L}\p{N}']+(?:\s+[\p{L}\p{N}']+)?)?(?:\s+(?:today|tonight|tomorrow|tomorow|tmrw|asap|please|pls|morning|afternoon|evening|(?:this|next)\s+\w+|(?:mon|tues|wednes|thurs|fri|satur|sun)day|at\s+\d[\d:.]*(?:\s?[ap]m)?|\d{1,2}(?::\d\d)?(?:\s?[ap]m)?))*\s*(?:[,.!;]\s*.*)?)$`,
      'iu',
    ),
    (when, thing, verb, rest) => `${when ?? ''}${verb} ${thing}${rest}`.trim(),
  ],
  // "to supplier send the invoice tomorrow 10": who it goes to, said first.
  [
    /^to ((?:the )?[\p{L}' ]{2,30}?) (send|give|email|pay|bring|deliver|return|show|forward|post) (.+)$/iu,
    (who, verb, rest) => `${verb} ${rest} to ${who}`,
  ],
  // "maths lesson with Misha tomorrow at 16:00, remind me please": the reminder asked for last, of a thing with its time.
  [
    /^(?!.*\bremind\b.*\bremind\b)(?!.*\b(?:can|could|will|would|pls|please|plz|kindly|you|u|and|to|just|don'?t|do not|dont|not|never|always|ever|said|should|might|may|does|do|did|'ll|already|probably)\s+remind me)(?!.*(?:\b(?:is|are|was|were|went|got|came|said|says|sorted|cancell?ed|would|will|has|have|had|no|not)\b|\w'd\b))((?=.*(?:\d|\b(?:today|tonight|tomorrow|tomorow|tmrw|(?:mon|tues|wednes|thurs|fri|satur|sun)day|next week|morning|evening)\b)).{3,}?),\s*remind me(?:\s+(?:please|pls|plz))?[.!]*$/i,
    (what) => `remind me ${what}`,
  ],
  // "sorry is 9 not 8", "correction: it is the 17th, not the 16th": the right one, then the one taken back.
  [
    /^(?:(?:sorry|no|wait|correction|oops|ah|pardon)[,:!]?\s+)*(?:it'?s|it is|is|its|the (?:deadline|date|time|day|hour) is|deadline is)\s+((?:the )?\d[\d:./]*(?:st|nd|rd|th)?(?: ?[ap]m)?|\d{1,2} [a-z]{3}|(?:mon|tues|wednes|thurs|fri|satur|sun)day),?\s+not\s+(?:the )?(?:\d[\d:./]*(?:st|nd|rd|th)?(?: ?[ap]m)?|\d{1,2} [a-z]{3}|(?:mon|tues|wednes|thurs|fri|satur|sun)day)[.!]*$/i,
    (right) => `make it ${right}`,
  ],
  // "wait she's 6:30 not 7", "sorry thursday not friday": said of someone or of nothing, only a clock or a day
  // is a time ("she's 6 not 7" is an age, "they're 10 not 12" a head count).
  [
    /^(?:(?:sorry|no|wait|correction|oops|ah|pardon)[,:!]?\s+)*(?:(?:she|he|they)(?:'s|'re| is| are)|shes|hes|theyre|(?<=^(?:sorry|wait|oops|correction)[,:!]? ))\s*(\d{1,2}[:.]\d{2}(?: ?[ap]m)?|\d{1,2} ?[ap]m|(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tonight|the \d{1,2}(?:st|nd|rd|th)),?\s+not\s+(?:the )?(?:\d[\d:./]*(?:st|nd|rd|th)?(?: ?[ap]m)?|(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow|tonight)[.!]*$/i,
    (right) => `make it ${right}`,
  ],
  [
    /^(?:sorry|no|correction)[,:!]?\s+(?:the )?(?:deadline|date|time|day) is\s+((?:the )?\d[\d:./]*(?:st|nd|rd|th)?(?: ?[ap]m)?|\d{1,2} [a-z]{3}|(?:mon|tues|wednes|thurs|fri|satur|sun)day)[.!]*$/i,
    (right) => `make it ${right}`,
  ],
];

/**
 * "on 17.30", "every evening 20.00", "tomorow: 7.00 Heathrow pickup": a clock with a dot, where a
 * time would stand and whose minutes no month has. "30.11.", "the 3.12": a day and month with dots,
 * said with their closing dot or after "the". Amounts, versions and measures keep their dots.
 */
function withDottedNumbers(text: string): string {
  return text.replace(
    /(?<![\d.:/£$€,])(\d{1,2})\.(\d{1,2})(\.(?:20\d\d\b)?)?(?![\d:/]|\.\d)/g,
    (whole: string, first: string, second: string, closing: string | undefined, offset: number) => {
      const before = text.slice(0, offset);
      const after = text.slice(offset + whole.length);
      if (AMOUNT_LEAD.test(before) && !/\b(?:at|on|until|till|by|before|after)\s*$/i.test(before)) return whole;
      if (AMOUNT_TAIL.test(after)) return whole;
      const [a, b] = [Number(first), Number(second)];
      // "the 3.12 renew the insurance", "what I have on the 3.12": after "the", only before a job or at the end; "the 2.1 update" is a version.
      const next = after.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
      // Versions are small ("the 2.1 update"); a date after "the" is one no version number looks like.
      const theDate =
        /\bthe\s*$/i.test(before) &&
        (b >= 10 || a >= 13) &&
        (next === '' || /^[,.!?]/.test(after.trim()) || isTaskVerb(next) || /^(?:at|remind|please|pls)$/.test(next));
      const dateSaid = (closing !== undefined || theDate) && a >= 1 && a <= 31 && b >= 1 && b <= 12;
      if (dateSaid) {
        const year = closing && closing.length > 1 ? ` ${closing.slice(1)}` : '';
        return `${a} ${MONTHS[b - 1]}${year}`;
      }
      // "at 6.45" may be morning or evening where it is said; only an hour past twelve, or one with its nought, is plainly the clock.
      const clock = second.length === 2 && b <= 59 && ((a >= 13 && a <= 23) || (first.length === 2 && a < 10));
      return clock && CLOCK_LEAD.test(before) ? `${first.padStart(2, '0')}:${second}` : whole;
    },
  );
}

/** "every evening 20:00", "each thursday 9 call the supplier": how often, then the hour with no "at", before a job. */
function withRoutineHours(text: string): string {
  return (
    text
      .replace(
        /\b((?:every|each) (?:day|night|evening|morning|afternoon|weekday|week ?day|(?:mon|tues|wednes|thurs|fri|satur|sun)day)s?(?: (?:morning|afternoon|evening|night))?),? (\d{1,2})(:\d{2})?(?=(\s+in the (?:morning|afternoon|evening)|\s*(?:am|pm|o'clock)\b)?\s+(\S+)(\s+\S+)?)/giu,
        (whole: string, often: string, hour: string, minutes: string | undefined, part: string | undefined, next: string, after?: string) =>
          // "every evening 20:00 write …", "each thursday 9 in the morning call …", "every morning 9 clear the inbox": plainly
          // an hour; "every morning 5 push ups" counts.
          minutes ||
          part ||
          Number(hour) >= 13 ||
          /^remind$/i.test(next) ||
          (isTaskVerb(next.toLowerCase()) && !/^\s*-?ups?\b/i.test(after ?? ''))
            ? `${often} at ${hour}${minutes ?? ''}`
            : whole,
      )
      .replace(/\b(every|each) (?:evening|night|afternoon)( at (?:1[3-9]|2[0-3]):[0-5]\d)\b/gi, '$1 day$2')
      // "monday evening 6 clean the van", "thanksgiving day morning 7 put the turkeys in": a day, its part, then the hour, before a job.
      .replace(
        /\b((?:today|tonight|tomorrow|tmrw|(?:mon|tues|wednes|thurs|fri|satur|sun)day|thanksgiving(?: day)?|(?:christmas|xmas)(?: eve| day)?|boxing day|new year'?s (?:eve|day)) (?:morning|afternoon|evening|night)),? (\d{1,2})(:\d{2})?(?=\s+(\S+))/giu,
        (whole: string, day: string, hour: string, minutes: string | undefined, next: string) =>
          isTaskVerb(next.toLowerCase()) || isPlainVerb(next.toLowerCase()) ? `${day} at ${hour}${minutes ?? ''}` : whole,
      )
      .replace(
        /\b(?:every|each) month,? (?:on )?(?:the )?(\d{1,2})(?:st|nd|rd|th)?\s+([\p{L}]+)/giu,
        (whole: string, day: string, next: string) =>
          isTaskVerb(next.toLowerCase()) || isPlainVerb(next.toLowerCase()) ? `on the ${ordinal(day)} of every month ${next}` : whole,
      )
  );
}

/** "I called the accountant, you can mark done": the tick asked for now, after the news; never "when I finish you can mark it". */
function withTickAskedFor(text: string): string {
  // Only from a word's end, so a long run of spaces is passed over once.
  const tick =
    /(?<=\S),?\s*(?:you|u) can (?:mark|tick|cross)(?: it| this| that)?(?: (?:as )?(?:done|complete|completed|finished|off))?[.!]*$/i;
  if (!tick.test(text) || /\b(?:when|if|once|after|later|not yet|tell|until|till|then|unless|will|'ll)\b/i.test(text)) return text;
  return text.replace(tick, ', done');
}

const ordinal = (day: string): string => withOrdinalSuffix(Number(day));

/** "remind me call the garage": the "to" a learner leaves out. */
const TO_LEFT_OUT = new RegExp(String.raw`\bremind me (?!to\b)(${JOB_VERB})\b`, 'gi');
/** "need buy new markers", "I need call the bank": the "to" left out after "need". */
const NEED_TO_LEFT_OUT = new RegExp(String.raw`^((?:i |we )?need) (${JOB_VERB})\b`, 'i');

export function inLearnersWords(text: string): string {
  let said = withDottedNumbers(
    text
      .replace(FOREIGN_OPENER, '')
      .replace(/\b(?:remaind|remaid|rimind|remeind|remid|remimd)\b/gi, 'remind')
      // "until 30.11." from someone who writes the date with dots is a deadline: "bis", "do", "jusqu'au".
      .replace(/\b(?:until|till|bis) (?=(?:0?[1-9]|[12]\d|3[01])\.(?:0?[1-9]|1[0-2])\.)/gi, 'by '),
  );
  // "remind me on 17:30": a clock after "on" is "at".
  said = said.replace(/\bon (?=\d{1,2}:\d{2}\b|\d{1,2} ?o'? ?clock\b)/gi, 'at ');
  for (const [pattern, rewrite] of REWRITES) said = said.replace(pattern, (...groups) => rewrite(...(groups.slice(1) as string[])));
  said = withTickAskedFor(withRoutineHours(said));
  said = said.replace(TO_LEFT_OUT, 'remind me to $1').replace(NEED_TO_LEFT_OUT, '$1 to $2');
  for (const [pattern, rewrite] of ORDERS) {
    const match = pattern.exec(said.trim());
    if (match) return rewrite(...match.slice(1).map((group) => group ?? ''));
  }
  return said;
}
