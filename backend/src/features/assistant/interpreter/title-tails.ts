import { TAG_WORDS } from './message-talk-at-the-edges';
import { isPlainVerb, isTaskVerb } from './message-words';

/**
 * What a person says after the job is why, not what: "renew the domain, it lapses at midnight",
 * "send the invoices. cheers", "check the dashboards, Luma's spend has been all over the place",
 * "ring Sanremo re: the leak' so I remember". A title keeps the job and leaves the story.
 */

/** How a remark opens: someone or something it is about, a courtesy, or a word that gives a reason. */
const REMARK_OPENS = String.raw`(?:so\s+)?(?:it|i|i'm|im|i've|ive|i'd|i'll|they|they're|theyre|she|she's|he|he's|we|we're|you|there|there's|that's|thats|its|it's|this|these|those|the|my|our|their|his|her|thank you|thanks|thx|cheers|ta|bc|because|cos|coz|cuz|need to|needs to|no point|never|may as well|might as well)\b`;

/** A full stop, question or exclamation mark that ends a sentence; titles and initials ("Dr. Rao", "J. Obi") are not ends. */
const SENTENCE_END = new RegExp(
  String.raw`(?<!\b(?:dr|mr|mrs|ms|mx|st|no|vs|approx|inc|ltd|co|jr|sr|prof|rev|mt|gen|capt|sgt|hon|dept|ref|re|etc|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|\p{L}))[.?!]+\s+`,
  'giu',
);
const OPENS_A_REMARK = new RegExp(`^${REMARK_OPENS}`, 'iu');
const LEADS_ON = /^(?:(?:also|and|then|oh and|plus|oh)\s+)+/i;

function anotherJob(sentence: string): boolean {
  const after = sentence.replace(LEADS_ON, '');
  const first = after.split(/\s+/)[0]?.toLowerCase() ?? '';
  return after !== sentence && (isTaskVerb(first) || isPlainVerb(first));
}

/**
 * "send invoices. every single friday", "call my mom back. edit queue is insane": once a sentence
 * ends, what follows is a remark, unless it opens with a capital that is not a remark's ("Ring Dev.
 * Dev Patel" says which Dev).
 */
function withoutNextSentence(title: string): string {
  for (const end of title.matchAll(SENTENCE_END)) {
    const next = title.slice(end.index + end[0].length);
    // "… the heating. also order more stock": another job, which a title keeps rather than loses.
    if (anotherJob(next)) return title;
    if (OPENS_A_REMARK.test(next) || !/^\p{Lu}/u.test(next)) return title.slice(0, end.index);
  }
  return title;
}

/** A clause with its own subject after a comma or a dash: someone or something doing or being. */
const CLAUSE_AFTER = new RegExp(
  String.raw`(?:,|\s+[—–]|\s+-)\s+(?:` +
    [
      // "…, it lapses at midnight", "…, I forgot yesterday", "…, bc 300 wont be enough"
      REMARK_OPENS,
      // "…, Luma's spend has been all over the place", "…, the printer's doing both"
      String.raw`[\p{L}'-]+(?:'s)?\s+(?:(?!(?:and|or|n|&)\s)[\p{L}'-]+\s+){0,3}(?:has|have|had|is|are|was|were|been|said|says|asked|added|wants|just|already|died|changed|doing|won't|wont|can't|cant|didn't|didnt|doesn't|doesnt|closes|opens|shuts|finishes|starts)\b`,
      // "…, was meant to be back yesterday", "…, both nearly out": what is wrong, its subject left unsaid.
      String.raw`(?:(?:was|were)\s+(?:meant|supposed)|both\s+(?:nearly|almost|running|out|gone|empty)|(?:nearly|almost)\s+(?:out|gone|empty))\b`,
    ].join('|') +
    ').*$',
  'isu',
);

/** "… bc theres 2 homepages on the go", "… otherwise we lose the job", "… so i dont forget wot its about": a reason run on. */
const REASON_RUN_ON =
  /,?\s+(?:(?:bc|because|cos|coz|cuz|otherwise|or else)\s+(?:i|we|they|she|he|it|its|it's|the|my|our|there|theres|there's|\d)|so\s+(?:that\s+)?(?:i|we)\s+(?:don'?t|dont|remember|can|won'?t|wont|know)|(?:before|in case)\s+(?:i|we|it|they)\s+(?!to\b)[\p{L}'’]+)\b.*$/isu;

/** An emoji, then a remark: "drink water 😂 i'm a PT and dehydrated" (never "2 🥚 boxes"). */
const EMOJI_THEN_WORDS = new RegExp(
  String.raw`\s*(?:\p{Extended_Pictographic}[\uFE0F\u200D\p{Emoji_Modifier}]*)+\s*${REMARK_OPENS}(?:\S*\s+){1,}\S+.*$`,
  'iu',
);

/** Thanks said to daily once the sentence has ended: "email the clinic about referrals? Thank you so much". */
const THANKS_AFTER = /[.?!]+\s+(?:thank you|thanks|thx|cheers|ta|many thanks)\b.*$/isu;

/** A job that passes a message on: what follows the comma is the message ("tell the landlord, the boiler is broken"). */
const PASSES_ON =
  /^(?:tell|let \S+ know|email|e-mail|text|message|msg|whatsapp|warn|ask|say|write|reply|respond|inform|notify|update|remind|dm)\b/i;
/** A parcel or a handover carries what follows ("send Dan the code, it's 4491"): only the person's own story or reason is cut. */
const CARRIES = /^(?:send|give|pass|forward)\b/i;
const OWN_STORY = String.raw`(?:,|\s+[—–]|\s+-|[.!?])\s+(?:i|i'm|im|i've|ive|i'd|i'll|bc|because|cos|coz|cuz|need to|no point|never)\b.*$`;

/**
 * Words texted at the end of a sentence that belong to no job: "fr", "tho", "lol", "ngl", "lah"; an
 * "and" left hanging, "y'know", "yeah that's it", "latest", "pls remind me".
 */
const TRAILING_SLANG =
  /(?:[\s,]+(?:fr|tho|though|lol|lmao|ngl|tbh|rn|innit|lah|leh|liao|sia|yaar|bitte|inshallah|ok pues|pues|mija|mijo|aye|and|n|y'?know|you know|yeah|that'?s it|thats it|at the (?:very )?latest|(?<!\bthe\s)(?<!\bthe very\s)latest|(?:pls |please )?remind me|(?:ple+a+s+e+|pls+|plz+)(?:\s+(?:love|dear|hun|mate|x+))?(?:\s*\p{Extended_Pictographic}[\uFE0F\u200D\p{Emoji_Modifier}]*)*|(?:put|pop|stick|pencil) (?:it|that|this) (?:in|down)|(?:(?:pls|please|plz|pleaseee+)\s+)?(?:don'?t|dont|do not) let me (?:forget|flop|miss|mess up|fumble|skip)(?: (?:it|this|that)(?: one)?)?|(?:or|else) i(?:'?ll| will)? (?:forget|flop|miss it)|no excuses|or (?:else )?(?:he|she|they|i|we)(?:'?s|s|'?ll| is| will)? (?:gonna|going to|will|gon) [^,.;]+|(?:i )?(?:can'?t|cant|cannot) (?:miss|forget|flop) (?:it|this|that)(?: one)?))+(?:\s*\p{Extended_Pictographic}[\uFE0F\u200D\p{Emoji_Modifier}]*)*[.!]*$/iu;

/**
 * "call Dugdale about the flannel bunch, bless", "take the deposit from the Kaurs, theek aa": a tag of talk or a
 * word of warmth set off by a comma at the end. Said without the comma, "love" or "fam" may be the job's own word.
 */
const TAG_AFTER_COMMA = new RegExp(
  `,\\s*(?:(?:${TAG_WORDS}|bless|bless you|theek h|acha|accha|chalo|cariad|hen|pal|love|boss|tidy|diolch yn fawr)[\\s,.!…]*)+$`,
  // Lower case only: "invite Anna, Ken" ends on a name.
  'u',
);

/** The job said at the start of a title, without the remark that follows it; a title that is all remark is kept as it was. */
/** "(their 4pm)", "(40%!!)", "( )" where a time was read out: an aside in brackets that holds an hour or a share, or nothing left. */
const BRACKETED_ASIDE = /\s*\((?:[^()\p{L}\d#]*|[^()]*(?:\d\s*(?:am|pm)\b|\d:\d\d|\d\s*%)[^()]*)\)/giu;

/**
 * A new job's title without its bracketed asides: "call Jenny at the factory every thurs 8am (their
 * 4pm)". A name the person gives in a rename keeps its brackets ("rename 2 to order inner tubes (700c)").
 */
export function withoutBracketedAside(title: string): string {
  const unbracketed = title.replace(BRACKETED_ASIDE, '').trim();
  return unbracketed.split(/\s+/).length >= 2 ? unbracketed : title;
}

export function withoutTrailingRemark(title: string): string {
  let kept = title.trim();
  const cut = (tail: RegExp) => (words: string) => words.replace(tail, '');
  const tails = PASSES_ON.test(kept)
    ? [withoutNextSentence, cut(THANKS_AFTER), cut(TAG_AFTER_COMMA), cut(TRAILING_SLANG)]
    : CARRIES.test(kept)
      ? [withoutNextSentence, cut(new RegExp(OWN_STORY, 'isu')), cut(REASON_RUN_ON), cut(TAG_AFTER_COMMA), cut(TRAILING_SLANG)]
      : [withoutNextSentence, cut(EMOJI_THEN_WORDS), cut(CLAUSE_AFTER), cut(REASON_RUN_ON), cut(TAG_AFTER_COMMA), cut(TRAILING_SLANG)];
  for (const tail of tails) {
    const shorter = tail(kept).trim();
    // A job of at least two words must be left; "Fix it, it's broken" stays whole rather than "Fix".
    if (shorter.split(/\s+/).length >= 2) kept = shorter;
  }
  return kept;
}

/** What follows a quoted name when it is no part of it: a reason, a courtesy, or where it goes ("… on for Thursday"). */
const AFTER_A_QUOTED_NAME =
  /^(?:so|bc|because|cos|coz|cuz|since|as|now|pls|please|ty|thanks|thank you|thx|sorry|lol|ok|okay|instead|on|onto|for me|i|i'm|im|it|it's|they|we|she|he|x+)\b/i;

/** "'ring Sanremo re: the leak' so I remember": a title opened by a quote ends where the quote closes, when a remark follows. */
export function withinOpeningQuote(title: string): string {
  const quoted = /^\s*["“'‘]([^"“”]{1,200}?)["”'’](?=$|[\s,.!?;:)—–-])(.*)$/su.exec(title);
  if (!quoted || !quoted[1].trim()) return title;
  const after = quoted[2].trim();
  // "'check in' with Sam tomorrow": the quote is part of the job, and the job goes on after it.
  const remark = after === '' || /^[,.;:!?—–-]/.test(after) || AFTER_A_QUOTED_NAME.test(after);
  return remark ? quoted[1].trim() : title;
}

/**
 * "Bestie remind me to post the grwm", "Bon, remind me to call Nadège", "its me again add order more diapers": a
 * greeting, a name or an opener said before the ask stays in the title when no reader above took it off. What
 * comes before is dropped only when it holds no verb of its own and no number (a time or a count is the job's).
 */
const OPENER_THEN_ASK =
  /^((?:\S+\s+){0,2}\S+?)[,!.]*\s+(?:(?:so|and|pls|please|plz|can you|could you|can u|just)\s+)*(?:remind (?:me|us)(?:\s+to)?|add)\s+(?=\S)/iu;

export function withoutOpenerBeforeAsk(title: string): string {
  const opener = OPENER_THEN_ASK.exec(title);
  if (!opener) return title;
  const rest = title.slice(opener[0].length);
  const words = opener[1].toLowerCase().split(/\s+/);
  const added = !/remind/i.test(opener[0]);
  if (/\d/.test(opener[1]) || words.some((word) => isTaskVerb(word) || isPlainVerb(word))) return title;
  // After "add" the job must open on its verb: "Facebook add budget" is a title of its own.
  if (added && !isTaskVerb(rest.split(/\s+/)[0]?.toLowerCase() ?? '')) return title;
  return rest.split(/\s+/).length >= 2 ? rest : title;
}
