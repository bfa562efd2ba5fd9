/**
 * "thanks but not now, snooze the dual control service till 8", "not yet - move it to friday": the
 * "not now" opens the change asked for, and says nothing of its own. "aye but not now" said alone is
 * "not now", with its nod left out.
 */
const NOT_NOW_THEN_ASK =
  /^(?:(?:thanks|thank you|cheers|ta|diolch|ok|okay|aye|yes|yeah|yep|sorry)[,!.]*\s+)?(?:but\s+)?not (?:now|rn|right now|yet|today)\s*[,.;!–—-]+\s*(?=(?:please |pls |can you |could you |just )*(?:snooze|move|push|shift|remind|bump|put|delay|postpone|change|make it)\b)/i;
const NODDED_NOT_NOW = /^(?:aye|yes|yeah|yep|ok|okay|thanks|cheers|diolch)[,!.]*\s+but\s+(not (?:now|rn|right now|yet))\s*[.!]*$/i;

export function withNotNowOpening(said: string): string {
  const nodded = NODDED_NOT_NOW.exec(said.trim());
  if (nodded) return nodded[1];
  return said.trim().replace(NOT_NOW_THEN_ASK, '');
}

/**
 * "wait make the kiln 8", "ugh make it 8:30, board call got pulled", "aye but can we shift it to thursday",
 * "nvm make it 2p", "actually make the jade one 11:30, she's running late": a word of surprise, annoyance, a nod or a change of mind before a change says nothing
 * of its own (a nod is no tick, and "never mind" takes back nothing but the time it replaces).
 */
const OPENING_THEN_CHANGE =
  /^(?:(?:wait|hang on|hold on|ugh+|urgh+|argh+|oh+|ah+|hmm+|oops|whoops|aye|yes|yeah|yep|ok|okay|actually|sorry|nvm|never ?mind|change of plans?|scratch that)[,!.]*\s+)+(?:but\s+)?(?=(?:please |pls |can you |could you |can we |could we |just )*(?:(?:snooze|move|push|shift|bump|delay|postpone|change) (?:it|that|this|them|to|till|until|back)|make (?:it|that|the))\b)/i;

/** "change of plan, order the harnesses friday": the words that announce a change, which name no job. */
const CHANGE_OF_PLAN = /^(?:(?:ok|okay|right|so|ah|oh)[,!.]*\s+)?change of plans?\s*[,.:;!–—-]+\s*(?=\S)/i;

/** A day, or an hour said as one ("3pm", "3:30"): a bare "2" may be an item of a list. */
const WHEN = String.raw`(?:today|tonight|tomorrow|tmrw|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thurs|fri|sat|sun|\d{1,2}(?::\d{2})?\s?(?:am|pm)|\d{1,2}:\d{2})`;
/**
 * "scratch monday, do friday. cert expires sooner", "forget 3pm, make it 4pm": one time taken back and another
 * given, said as "not monday, friday", whose reader asks which task when the one in view is not on the day
 * taken back. The reason after it goes with it; another ask after it ("… and call Jo") keeps the message whole.
 */
const WHEN_SWAPPED = new RegExp(
  String.raw`^(?:scratch|forget)\s+(?:the\s+)?(${WHEN})(?![\d:.]\d)\s*[,.;–—-]+\s+(?:(?:do|make it|go for|try|let'?s do|lets do|how about|say)\s+)?(${WHEN})\b(?!\s+(?:to|and)\b)(?:\s*[,.;!–—-]+\s*(?![^]*\b(?:and|also|then|remind|add|plus)\b)[^]*)?$`,
  'i',
);

export function withoutInterjectionBeforeChange(said: string): string {
  return said.trim().replace(CHANGE_OF_PLAN, '').replace(OPENING_THEN_CHANGE, '').replace(WHEN_SWAPPED, 'not $1, $2');
}
