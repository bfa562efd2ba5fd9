/**
 * Decisions said the way people settle things when they are tired of weighing them: "launch is
 * moving to february. decided.", "max 20 weddings next year. I mean it this time", "dropping Cigna",
 * "switching factories after this run", "care home clients only on mondays", "signing the lease
 * renewal. scary but yes".
 */

/** A sentence that only seals what the others said: "decided.", "I mean it this time", "final answer". */
const SEAL =
  /^(?:(?:ok|okay|so|right|yep|yes)[,.]?\s+)*(?:decided|that'?s decided|it'?s decided|decision made|final answer|final decision|that'?s final|i mean it(?: this time)?|no going back|no more dithering|done deliberating|scary but yes|(?:[\w'-]+ )?but yes)[.!]*$/;

/** Words that ask, or put a job on a day, which a sealed choice does not hold. */
const ASKS = /\?|\b(?:remind|need to|have to|got to|gotta|should i|can you|could you|tomorrow|tmrw|tonight|today)\b/;

/** "launch is moving to february. decided.": a statement, then a sentence that seals it. */
function sealed(plain: string, text: string): boolean {
  const sentences = text
    .toLowerCase()
    .split(/(?<=[.!])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  if (sentences.length < 2 || sentences.length > 4 || ASKS.test(plain)) return false;
  return sentences.slice(1).some((sentence) => SEAL.test(sentence.replace(/[.!]+$/, '')));
}

/** "dropping Cigna", "signing with Heron", "leaving Barclays": a course taken with a named firm. */
const WITH_A_NAMED_FIRM =
  /^(?:(?:ok|okay|right|so)[,.]?\s+)*(?:(?:we'?re|i'?m|im|we are|i am)\s+)?(?:dropping|ditching|leaving|firing|signing with|partnering with|switching to|moving to|going with)\s+\p{Lu}[\p{L}&'-]*(?:\s+\p{Lu}[\p{L}&'-]*){0,2}(?:\s+(?:if|unless|after|from|for|as)\b.*)?[.!]*$/u;

/** "switching factories", "changing banks after this run": the kind of supplier changed, said as a plural. */
const SWITCHING_KIND =
  /^(?:(?:ok|okay|right|so)[,.]?\s+)*(?:(?:we'?re|i'?m|im|we are|i am)\s+)?(?:switching|changing)\s+(?:factories|suppliers|banks|printers|roasters|accountants|agencies|platforms|providers|couriers|wholesalers|manufacturers|insurers|landlords|studios|venues|labs|hosts)\b/;

/** "signing the lease renewal", "renewing the studio lease": a course taken on the business's own terms. */
const OWN_TERMS =
  /^(?:(?:ok|okay|right|so)[,.]?\s+)*(?:(?:we'?re|i'?m|im|we are|i am)\s+)?(?:signing|renewing|extending|ending|cancelling|canceling|terminating)\s+(?:the|our|my)\s+(?:[\w-]+\s+){0,2}(?:lease|contract|retainer|subscription|agreement|membership|partnership|deal|licence|license)\b/;

/** "care home clients only on mondays", "group classes only on weekends from now": when the business does a kind of work. */
const ONLY_ON_DAYS =
  /^(?:(?:right|ok|okay|so)[,.]?\s+)*(?:(?:i'?m|we'?re|im|i am|we are)\s+)?(?:(?:doing|taking|seeing|booking|running|teaching)\s+)?(?:[\w'-]+\s+){1,4}only\s+(?:on\s+)?(?:(?:weekday|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s+)?(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekdays|weekends|mornings|afternoons|evenings|nights)(?:\s+(?:from now(?: on)?|going forward|from here on|from (?:january|jan|february|feb|march|next \w+)))?$/;

/** "nails on weekends only once term starts": the same way of working, the days said before "only". */
const ON_DAYS_ONLY =
  /^(?:(?:right|ok|okay|so)[,.]?\s+)*(?:(?:i'?m|we'?re|im|i am|we are)\s+)?(?:(?:gonna|going to)\s+)?(?:(?:do|take|see|book|run|teach|doing|taking|seeing|booking|running|teaching)\s+)?(?:[\w'-]+\s+){1,4}on\s+(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekdays|weekends)\s+only(?:\s+(?:from now(?: on)?|going forward|from here on|once (?:[\w'-]+\s+){1,3}(?:starts|begins|ends|opens|is over)))?$/;

/** "done with vinted, depop only from now", "cash only going forward": what the business does from now on, and nothing else. */
const ONLY_FROM_NOW =
  /^(?:(?:right|ok|okay|so)[,.]?\s+)*(?:(?:done with|finished with|no more|quitting|leaving)\s+[\w'&-]+(?:\s+[\w'&-]+)?[,;.]?\s+)?(?:[\w'&-]+\s+){1,4}only\s+(?:from now(?: on)?|going forward|from here on(?: out| in)?|from today(?: on)?|from next (?:week|month|year))$/;

/** "invoicing termly in advance from spring, no more pay-as-you-go": a new way of working, and the old one ended. */
const NO_MORE_AFTER =
  /^(?:(?:right|ok|okay|so)[,.]?\s+)*(?:[\w'&-]+\s+){1,7}(?:from (?:now(?: on)?|today|spring|summer|autumn|winter|january|february|march|april|may|june|july|august|september|october|november|december|next (?:week|month|term|year))|going forward)[,;.]?\s+no more [\w'&-]+(?:\s+[\w'&-]+){0,3}$/;

/** "we're doing the christmas camp 3 days not 5": the business's own course, set one way rather than another. */
const THIS_NOT_THAT =
  /^(?!.*\b(?:at|by|till|until) \d)(?:(?:right|ok|okay|so)[,.]?\s+)*(?:we'?re|i'?m|im|we are|i am)\s+(?:doing|running|making|keeping|charging|selling|pricing|offering|opening)\s+(?:[\w'£$&-]+\s+){1,6}not\s+[\w'£$-]+(?:\s+[\w'-]+)?$/;

export function settledCourse(plain: string, text: string): boolean {
  if (sealed(plain, text)) return true;
  const said = text
    .trim()
    .replace(/[.!]+$/, '')
    .replace(/^\p{Lu}/u, (first) => first.toLowerCase());
  if (ASKS.test(plain)) return false;
  // "the market is only on saturdays" tells when something happens; only a way of working said without "is" is a choice.
  const onlyOnDays = ONLY_ON_DAYS.test(plain) && !/\b(?:is|are|was|were|'s|open|opens|runs|happens)\s+only\b/.test(plain);
  const onDaysOnly = ON_DAYS_ONLY.test(plain) && !/\b(?:is|are|was|were|'s|open|opens|runs|happens)\b/.test(plain);
  return (
    WITH_A_NAMED_FIRM.test(said) ||
    SWITCHING_KIND.test(plain) ||
    OWN_TERMS.test(plain) ||
    onlyOnDays ||
    onDaysOnly ||
    ONLY_FROM_NOW.test(plain) ||
    NO_MORE_AFTER.test(plain) ||
    THIS_NOT_THAT.test(plain)
  );
}

/** "moving the menu to the 15th. decided.": the choice without the sentence that sealed it. */
export function withoutSeal(text: string): string {
  const sentences = text.trim().split(/(?<=[.!])\s+/);
  const kept = sentences.filter(
    (sentence, index) =>
      index === 0 ||
      !SEAL.test(
        sentence
          .toLowerCase()
          .replace(/[.!]+$/, '')
          .trim(),
      ),
  );
  // "dropping the saturday walks from jan, decided": the seal after a comma goes too.
  return kept
    .join(' ')
    .replace(/[.!]+$/, '')
    .replace(/\s*[,;—–-]\s*(?:decided|decision made|that'?s decided|final answer|done deal|settled)[.!]*$/i, '');
}
