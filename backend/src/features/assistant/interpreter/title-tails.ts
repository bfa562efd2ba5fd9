/**
 * What a person says after the job is why, not what: "renew the domain, it lapses at midnight",
 * "send the invoices. cheers", "check the dashboards, Luma's spend has been all over the place",
 * "ring Sanremo re: the leak' so I remember". A title keeps the job and leaves the story.
 */

/** A full stop, question or exclamation mark with more after it; titles and initials ("Dr. Rao", "J. Obi") are not ends. */
const SENTENCE_AFTER = /(?<!\b(?:dr|mr|mrs|ms|mx|st|no|vs|approx|inc|ltd|co|jr|sr|\p{L}))[.?!]+\s+\S.*$/isu;

/** A clause with its own subject after a comma or a dash: someone or something doing or being. */
const CLAUSE_AFTER = new RegExp(
  String.raw`(?:,|\s+[—–]|\s+-)\s+(?:` +
    [
      // "…, it lapses at midnight", "…, I forgot yesterday", "…, so I remember what to say"
      String.raw`(?:so\s+)?(?:it|i|i'm|im|i've|ive|i'd|i'll|they|they're|theyre|she|she's|he|he's|we|we're|you|there|there's|that's|thats|its|it's|this|these|those)\b`,
      // "…, bc 300 wont be enough", "…, need to protect my brain", "…, no point writing it if …"
      String.raw`(?:bc|because|cos|coz|cuz|since|as|need to|needs to|no point|never|may as well|might as well)\b`,
      // "…, Luma's spend has been all over the place", "…, the printer's doing both"
      String.raw`(?:(?:the|my|our|their|his|her)\s+)?[\p{L}'-]+(?:'s)?\s+(?:[\p{L}'-]+\s+)?(?:has|have|had|is|are|was|were|been|said|says|asked|added|wants|just|already|died|changed|doing|won't|wont|can't|cant|didn't|didnt|doesn't|doesnt)\b`,
    ].join('|') +
    ').*$',
  'isu',
);

/** "… bc theres 2 homepages on the go", "… so i dont forget wot its about": a reason run on without a comma. */
const REASON_RUN_ON =
  /\s+(?:(?:bc|because|cos|coz|cuz|since)\s+(?:i|we|they|she|he|it|its|it's|the|my|our|there|theres|there's|\d)|so\s+(?:that\s+)?(?:i|we)\s+(?:don'?t|dont|remember|can|won'?t|wont|know))\b.*$/isu;

/** An emoji with words after it: what follows is a remark ("drink water 😂 i'm a PT and dehydrated"). */
const EMOJI_THEN_WORDS = /\s*(?:\p{Extended_Pictographic}[\uFE0F\u200D\p{Emoji_Modifier}]*)+\s*(?:\S+\s+){2,}\S+.*$/u;

/** Words texted at the end of a sentence that belong to no job: "fr", "tho", "lol", "ngl", "lah". */
const TRAILING_SLANG = /(?:[\s,]+(?:fr|tho|though|lol|lmao|ngl|tbh|rn|innit|lah|leh|liao|sia|yaar|bitte|inshallah))+[.!]*$/iu;

/** The job said at the start of a title, without the remark that follows it; a title that is all remark is kept as it was. */
export function withoutTrailingRemark(title: string): string {
  let kept = title.trim();
  for (const tail of [SENTENCE_AFTER, EMOJI_THEN_WORDS, CLAUSE_AFTER, REASON_RUN_ON, TRAILING_SLANG]) {
    const cut = kept.replace(tail, '').trim();
    // A job of at least two words must be left; "Fix it, it's broken" stays whole rather than "Fix".
    if (cut.split(/\s+/).length >= 2) kept = cut;
  }
  return kept;
}

/** "'ring Sanremo re: the leak' so I remember": a title opened by a quote ends where the quote closes. */
export function withinOpeningQuote(title: string): string {
  const quoted = /^\s*["“'‘]([^"“”]{1,200}?)["”'’](?=$|[\s,.!?;:)—–-])/.exec(title);
  return quoted && quoted[1].trim() ? quoted[1].trim() : title;
}
