import { PAST_TENSE, shapeOf, VERB, tag } from './message-tagger';
import { IRREGULAR_PASTS } from './message-completions';
import { isTaskVerb } from './message-words';
import { readsAsAction } from './task-title';

/** "the new oven arrived", "our biggest order shipped": a thing, then what happened to it. */
const THING_THEN_PAST = shapeOf('^#Determiner? #Adjective? #Noun+ #PastTense');

/**
 * Words that tell of something under way or already done, rather than ask for a job: "launching the
 * new candle on friday", "sold out of the advent boxes", "Kev quit on friday", "the van broke down".
 */

/** Pasts not in -ed of verbs that are no jobs of the list, which open news of a day's work as well. */
const OTHER_PASTS =
  /^(?:got|went|took|gave|brought|told|found|won|lost|spoke|met|had|hit|sorted|smashed|nailed|rained|snowed|hailed|flooded|woke|slept|ate|drank|heard|saw|felt|came|fell|forgot|knew|thought)$/i;

/** A past not in -ed ("sold", "paid", "went"): the first word of news of a day's work. */
function saidInThePast(word: string): boolean {
  return IRREGULAR_PASTS.has(word.toLowerCase()) || OTHER_PASTS.test(word);
}

/** Whether a title opens on a verb telling of something under way or done, rather than a job to do. */
export function newsVerb(title: string): 'under way' | 'past' | null {
  const [first = '', second = ''] = title.toLowerCase().split(/\s+/);
  // "launching the …": a verb in -ing with its object; "meeting with jo", "fitting for …" name an event.
  if (first.length > 5 && first.endsWith('ing') && /^(?:the|a|an|my|our|his|her|their|this|that|these|those)$/.test(second))
    return 'under way';
  if (saidInThePast(first)) return 'past';
  if (first.endsWith('ed') && !readsAsAction(title) && tag(title).terms().first().has(PAST_TENSE)) return 'past';
  return null;
}

/** "Kev quit on friday", "Priya called": a name, written with its capital, and what they did. */
/** "Macca's back from Bali next week", "Priya is away till monday": where someone is or will be, which asks nothing. */
const SOMEONE_IS =
  /^\p{Lu}\p{Ll}+(?:'s|’s| is| are) (?:back|home|away|off|here|in town|coming|arriving|landing|leaving|visiting|flying|on holiday|on leave|out of office|ooo|covering|working|doing (?:it|that|the)|handling|on (?:it|shift|call))\b/u;

/** Family, or someone named with whose they are: "mum and dad", "Jaylen's mom", "my sister". */
const KIN = String.raw`(?:(?:my|our|his|her|their|the) )?(?:(?:\p{Lu}\p{Ll}+(?:'s|’s)? )?(?:mum|mom|mam|mother|dad|father|parents|folks|wife|husband|hubby|partner|fianc[eé]e?|son|daughter|kids|brother|sister|nan|nana|gran|granny|grandma|grandad|grandpa|in-laws|aunt|auntie|uncle|cousin)|\p{Lu}\p{Ll}+)`;
/** "mum and dad flying back from Lahore on the 20th", "Jaylen mom picking him up late today": others on the move. */
const KIN_ON_THE_MOVE = new RegExp(
  String.raw`^${KIN}(?: (?:and|&) ${KIN})? (?:(?:is|are|'s|’s) )?(?:flying|coming|arriving|landing|leaving|visiting|staying|travelling|traveling|driving (?:up|down|over|back)|picking (?:him|her|them|the kids?) up|dropping (?:him|her|them|the kids?) off|collecting (?:him|her|them))\b`,
  'u',
);

export function someoneDid(words: string): 'past' | null {
  if (SOMEONE_IS.test(words.trim()) || KIN_ON_THE_MOVE.test(words.trim())) return 'past';
  const [name = '', verb = ''] = words.trim().split(/\s+/);
  if (
    !/^\p{Lu}\p{Ll}+$/u.test(name) ||
    !(saidInThePast(verb) || /^(?:quit|left|came|rang|called|said|phoned|texted|emailed|cancelled|canceled)$/i.test(verb))
  )
    return null;
  return tag(name).has(VERB) ? null : 'past';
}

/** A figure of the business and how it moves: "take rate goes to 12%", "the rent goes up in january". */
const OWN_FIGURE = String.raw`(?:prices?|rates?|fees?|pricing|retainers?|minimums?|deposits?|commission)`;
/** How a figure is said to move: "goes up", "will be", "rises". */
const MOVES = String.raw`(?:go|goes|will go|is going|are going|rise|rises|drop|drops|change|changes|increase|increases|decrease|decreases|jump|jumps|become|becomes|will be|move|moves)`;
const FIGURE_CHANGES = new RegExp(
  String.raw`^(?:the |our |my )?(?:[\p{L}-]+ ){0,2}(?:${OWN_FIGURE}|rent|salary|budget|margin|subscription|membership|min(?:imum)? [\p{L}-]+) ${MOVES}\b`,
  'iu',
);
/** "flour prices go up next month - stock up before": a job said after the news is asked for. */
const JOB_AFTER = /\s[-–—]\s|\bso\b|\bthen\b|\bbefore\s*$|\bremind\b/i;
/** A delivery or a visitor said to come: "container from Ningbo arrive 11/20", "the new oven lands monday", "herbs shipment come tomorrow". */
const ARRIVES =
  /^(?:the |our |my )?(?:[\p{L}-]+ ){0,5}?(?:[\p{L}-]+(?:'s|’s| is| are) back (?:from|on|in|with)|arrive|arrives|lands|is due in|are due in|gets here|get here|turns up|shows up|(?:shipment|delivery|order|parcel|package|pallet|container|restock)s? (?:come|comes|coming|is coming|are coming))\b/iu;
/** "the cat scratched me", "Biscuit bit me again": what someone or something did to the person. */
const DONE_TO_ME =
  /^(?:[\p{L}'-]+ ){1,4}(?:bit|scratched|kicked|stung|nipped|peed on|pooped on|threw up on|sneezed on|headbutted|ghosted|blanked|hugged|licked|jumped on) me\b/iu;
/** "two new leads from nextdoor this morning", "3 more bookings": people or work that came in, counted. */
const COUNTED_IN =
  /^(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a couple of|a few|loads of|lots of) (?:new|more|fresh|extra) (?:leads|enquiries|inquiries|bookings|clients|customers|orders|reviews|followers|subscribers|sign-?ups|students|pupils|referrals|members|volunteers|patients|tenants|applicants|applications|messages|emails|calls)\b/iu;

/** "honey sold out at the market", "the van broke down": a thing, and what happened to it. */
export function somethingHappened(title: string): 'past' | null {
  const words = title.split(/\s+/);
  // "honey sold out at the market", "the van broke down": what happened, in the words for it.
  if (
    /^(?:the |our |my )?[\p{L}'-]+(?: [\p{L}'-]+){0,4}? (?:sold out|ran out|broke down|fell through|blew up|went down|crashed|flooded|came through|went through|cleared|hit the account|(?:has |have |had )?(?:gone|come) through|(?:has |have )?(?:cleared|landed|bounced))\b/iu.test(
      title,
    ) &&
    // "deposit from the Riveras came through": a word that may be a verb names a thing when "from" or "for" follows it.
    (!isTaskVerb(words[0].toLowerCase()) || /^(?:from|for|of|on)$/i.test(words[1] ?? ''))
  )
    return 'past';
  // "take rate goes to 12% on Dec 1", "container from Ningbo arrive 11/20": a figure or a delivery said to change or come.
  if (
    (FIGURE_CHANGES.test(title) && !JOB_AFTER.test(title)) ||
    (!isTaskVerb(words[0].toLowerCase()) && !readsAsAction(title) && ARRIVES.test(title))
  )
    return 'past';
  if (COUNTED_IN.test(title)) return 'past';
  // "Biscuit the shih tzu bit me again": an animal's or a client's doing to the person, told.
  if (!isTaskVerb(words[0].toLowerCase()) && DONE_TO_ME.test(title)) return 'past';
  // "312 signups from the tiktok since monday": a count kept since a day gone by reports, and asks nothing.
  if (/\bsince\b/i.test(title) && !readsAsAction(title) && !isTaskVerb(words[0].toLowerCase())) return 'past';
  // Only a word that can be in the past makes the tagger worth asking.
  if (words.length < 3 || !words.slice(1, 4).some((word) => /ed$/i.test(word) || saidInThePast(word))) return null;
  if (readsAsAction(title) || isTaskVerb(words[0].toLowerCase())) return null;
  return tag(title).has(THING_THEN_PAST) ? 'past' : null;
}

/**
 * "prices go up 10% next month", "take rate goes to 12% on Dec 1", "from january our day rate goes to
 * £450": a figure of the person's own business set, said with the figure, which is a decision. Their
 * suppliers' prices ("flour prices go up") and their rent are news.
 */
const OWN_FIGURE_SET = new RegExp(
  String.raw`^(?:(?:right|ok|okay|so|well)[,.]?\s+)*(?:(?:that'?s it|thats it|final|decided|done)[,:.!]?\s+)?(?:(?:from|starting) [^,]{1,30}?,? )?(?:(?:the|our|my|all) )?(?:(?:day|hourly|take|session|class|lesson|membership|callout|call-out|delivery|retainer|booking) )?${OWN_FIGURE} ${MOVES}\b`,
  'i',
);

/** The figure itself, which makes the change a decision taken rather than news ("callout rates go up in january"). */
const FIGURE = /\d\s*%|[£$€]\s?\d|\d\s*(?:percent|quid|pounds|dollars|bucks|k)\b/i;

export function ownFigureSet(text: string): boolean {
  return OWN_FIGURE_SET.test(text.trim()) && FIGURE.test(text) && !JOB_AFTER.test(text);
}
