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
