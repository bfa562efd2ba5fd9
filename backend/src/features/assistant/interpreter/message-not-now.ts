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
 * "wait make the kiln 8", "ugh make it 8:30, board call got pulled", "aye but can we shift it to thursday":
 * a word of surprise, annoyance or a nod before a change says nothing of its own (and a nod is no tick).
 */
const OPENING_THEN_CHANGE =
  /^(?:(?:wait|hang on|hold on|ugh+|urgh+|argh+|oh+|ah+|hmm+|oops|whoops|aye|yes|yeah|yep|ok|okay)[,!.]*\s+)+(?:but\s+)?(?=(?:please |pls |can you |could you |can we |could we |just )*(?:(?:snooze|move|push|shift|bump|delay|postpone|change) (?:it|that|this|them|to|till|until|back)|make (?:it|that|the))\b)/i;

export function withoutInterjectionBeforeChange(said: string): string {
  return said.trim().replace(OPENING_THEN_CHANGE, '');
}
