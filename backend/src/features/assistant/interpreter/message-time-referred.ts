/**
 * "they open 8:30 so make it then", "he shuts at 5, make it quarter to", "wait 8 not 7 she has
 * volleyball": a new time for the task in view, said by pointing back at an hour the message named
 * in its reason, or with the reason said after it. Returned as the plain change it means ("make it
 * 8:30", "make it quarter to 5", "wait 8 not 7"), for the readers of changes; null otherwise.
 */
const HOUR = String.raw`\d{1,2}(?:[:.]\d{2})?(?:\s?[ap]m)?`;
const POINTED_BACK = new RegExp(
  String.raw`^(?:(?:hmm+|ok|okay|so|well|oh|ah)[,.]?\s+)?(?:[\p{L}'-]+\s+){1,4}(?:at\s+|till\s+|until\s+|from\s+)?(${HOUR})\b(?:\s+[\p{L}'-]+){0,3}[,.;]?\s+(?:so\s+)?(make it|do it|change it to|move it to|push it to)\s+(then|(?:a\s+)?(?:quarter|half|ten|five|twenty|twenty five)\s+(?:to|past))[.!]*$`,
  'iu',
);
const REASON_AFTER = new RegExp(
  String.raw`^((?:(?:wait|no|nah|sorry|oops|actually)[,.]?\s+)*${HOUR}\s+not\s+${HOUR})\b[,.;]?\s+(?:she|he|they|i|we|it|cos|cause|because|as|since|bc|coz)\b.*$`,
  'i',
);
const OPENS = /\b(?:open|opens|opening|start|starts|shut|shuts|close|closes|finish|finishes|free|back|in|home|leaves?|arrives?)\b/i;

export function timeReferredTo(text: string): string | null {
  const said = text.trim();
  const reason = REASON_AFTER.exec(said);
  if (reason) return reason[1];
  const pointed = POINTED_BACK.exec(said);
  if (!pointed || !OPENS.test(said.slice(0, pointed.index + said.indexOf(pointed[1])))) return null;
  const [, hour, verb, when] = pointed;
  return when.toLowerCase() === 'then' ? `${verb} ${hour}` : `${verb} ${when} ${hour}`;
}
