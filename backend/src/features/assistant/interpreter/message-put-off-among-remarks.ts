import type { Intent, InterpretContext } from './intent';

/**
 * "in a bit! 15 mins, kettle's on", "ugh not now, showing the new guide the route, give us an hour x",
 * "not rn 😩 on a call w the resort, tonight pls 🙏": in reply to a reminder, one part of the message puts it
 * off and the others only say why or how it feels. The reminder is put off by that part; a message with a
 * change of any other kind, or two put-offs that differ, is left as it was read.
 */
const PART_BREAK = /[,;!?]+|\.(?!\d)|\s[—–-]\s|[\p{Extended_Pictographic}\uFE0F\u200D]+/u;
/** A part that says when ("15 mins", "tonight pls"); a bare "later" or "not rn" beside it gives way to it. */
const SAYS_WHEN =
  /\d|\b(?:hours?|hrs?|mins?|minutes?|tonight|tomorrow|tmrw|morning|evening|afternoon|noon|midday|lunch|lunchtime|weekend|week|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/i;
/**
 * A part that is nothing but the put-off: a time and the words that ask for it ("half 4 pls", "give us an hour x",
 * "remind me again at 6"). "she lands in 2 hours" or "bus in 5 mins" tells of another's time; "not in 10 mins" refuses one.
 * Each word can be taken one way only, so a long part fails fast.
 */
const ONLY_A_PUT_OFF =
  /^(?:(?:ok|okay|yeah|sure|pls|please|plz|just|maybe|then|so|try me|ask me|remind me|give (?:me|us|it)|again|in|at|on|by|till|until|for|after|about|around|like|another|an?|half|quarter (?:to|past)|hours?|hrs?|h|mins?|minutes?|tonight|tomorrow|tmrw|this|next|morning|evening|afternoon|noon|midday|lunch|lunchtime|weekend|week|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thurs|fri|sat|sun|\d{1,2}(?:[:.]\d\d)?(?:\s?(?:am|pm)|ish)?|\d{1,2}(?:st|nd|rd|th)|o'?clock|x+|later|mate|love|hun|bro|bhai|one|two|three|four|five|six|ten|twenty|thirty|forty|couple(?: of)?|few|leave it|while|til|say|don'?t (?:bug|remind|ask) me(?: about it)?)(?:\s+|$))+$/i;
/** A reply to a reminder longer than this is a ramble, read by the readers of rambles. */
const MOST_SAID = 300;
const TIME_OFFERED = /^[^?]*\b(?:ok|okay|alright|fine|say)\?(?!\s*(?:or|!))[^?]*$|^[^?]*\bsay [^?]+\?[^?]*$/i;
/** What a part that only says why may read as: nothing at all, talk, a question, or news with no time. */
const ONLY_SAYS_WHY = new Set<Intent['kind']>(['unknown', 'unclear', 'small_talk', 'question']);

/** "stuck with a client" read as news with no time, or as a reply that picks nothing. */
function saysOnlyWhy(intent: Intent): boolean {
  if (intent.kind === 'add_task') return !intent.due;
  if (intent.kind === 'answer') return intent.pick === null;
  return ONLY_SAYS_WHY.has(intent.kind);
}

export function putOffAmongRemarks(said: string, context: InterpretContext, read: (part: string) => Intent[]): Intent | null {
  // "tomorrow? she's away", "2 hours?! no way": a time asked about, or wondered at, puts nothing off; one offered
  // ("Tomorrow 9am ok?", "say 45 mins?") does.
  if (context.conversation?.pending?.about !== 'follow_up' || said.length > MOST_SAID) return null;
  if (said.includes('?') && !TIME_OFFERED.test(said)) return null;
  const parts = said
    .split(PART_BREAK)
    .map((part) => part.trim())
    .filter((part) => /\p{L}|\d/u.test(part));
  if (parts.length < 2 || parts.length > 6) return null;
  const putOffs: { intent: Intent; saysWhen: boolean }[] = [];
  for (const part of parts) {
    const reading = read(part);
    if (reading.length === 1 && reading[0].kind === 'snooze' && reading[0].task.by === 'context')
      putOffs.push({ intent: reading[0], saysWhen: SAYS_WHEN.test(part) && ONLY_A_PUT_OFF.test(part) });
    else if (!reading.every(saysOnlyWhy)) return null;
  }
  // "ah not yet, sure look": a bare "not yet" or "later" among remarks puts nothing off by itself.
  const told = putOffs.filter((putOff) => putOff.saysWhen);
  const [first] = told;
  if (!first) return null;
  return told.every((other) => JSON.stringify(other.intent) === JSON.stringify(first.intent)) ? first.intent : null;
}
