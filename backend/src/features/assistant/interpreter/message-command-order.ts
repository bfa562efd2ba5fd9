/**
 * Commands said with what they act on first ("the 2nd one remove pls", "number 2 delete, it's
 * closed", "the 1 is done"), or a task named as "the task of X" ("take out the task of the kids
 * uniforms", "in the task of the licence write 'renew licence + medical'"), are put in the order
 * the readers of commands know: verb first, then "the X task" or the number.
 */

const ORDINAL = String.raw`(?:\d{1,2}(?:st|nd|rd|th)?|first|second|third|fourth|fifth|last)`;
const NUMBERED = String.raw`(?:(?:number|no\.?|nr\.?|num|numero|número|nummer|numer|item|task)\s*#?\d{1,2}|#\d{1,2}|the\s+${ORDINAL}(?:\s+one)?)`;

type Rewrite = readonly [RegExp, (...groups: string[]) => string];

const REWRITES: readonly Rewrite[] = [
  // "the 2nd one remove pls", "number 2 delete, the wholesaler is closed": the item, then what to do with it.
  [
    new RegExp(String.raw`^(${NUMBERED})\s+(remove|delete|cancel|scrap|bin|drop)\b(?:\s+(?:it|pls|please))*(.*)$`, 'i'),
    (item, verb, rest) => `${verb} ${item}${rest}`,
  ],
  [
    new RegExp(String.raw`^(${NUMBERED})\s+(?:is\s+)?(?:done|finished|completed|sorted|paid)\b(?:\s+(?:pls|please))*(.*)$`, 'i'),
    (item, rest) => `done ${item}${rest}`,
  ],
  // "take out the task of the kids uniforms", "cancel the reminder of the oil change please, garage do it".
  [
    /^(?:(?:please|pls|can you|could you)\s+)?(?:take out|take off|take away|cancel|delete|remove|erase|clear|quit|drop)\s+the\s+(?:task|reminder)\s+(?:of|for|about)\s+(?:the\s+)?(.+?)(?:\s+(?:please|pls))?(\s*[,.;].*)?$/i,
    (named, rest) => `delete the ${named} task${rest ?? ''}`,
  ],
  // "in the task of the PCO licence write 'renew PCO licence + medical'", "the task for the uniforms, rename to …".
  [
    /^(?:in\s+)?the\s+(?:task|reminder)\s+(?:of|for|about)\s+(?:the\s+)?(.+?)[,:]?\s+(?:(?:put|write)\s*:?\s*(?=["'‘“])|write\s*:\s*|rename(?:\s+it)?\s+(?:to|as)\s*|call\s+it\s+|change\s+the\s+name\s+to\s*)(.+)$/i,
    (named, title) => `rename the ${named} task to ${title}`,
  ],
  // "the mercari task, put 'upload winter drop …'": a task named, then the words it should have.
  [/^the\s+(.+?)\s+(?:task|one|reminder),?\s+(?:put|write)\s*:?\s*(["'‘“].+)$/i, (named, title) => `rename the ${named} task to ${title}`],
  // "the wholesaler order you can delete, I did it by phone", "this one please delete, client postponed",
  // "the inspection reminder delete please, they postpone to january": what to take off, then the word for it.
  // Never news or a question ("the client wants to cancel", "does the reminder delete itself?").
  [
    /^(?!.*\?)(this(?: one)?|that(?: one)?|the\s+(?:(?!\b(?:wants?|may|might|will|would|could|can|had|has|have|always|just|never|said|says|did|does|do|should|must|to|i|we|they|he|she|you|my|it|always|also)\b)[\p{L}\p{N}' -]){1,50}?\s(?:task|reminder|one|item|order|booking|appointment|call|meeting|job|visit|lesson|session|entry))\s+(?:(?:you|u)\s+can\s+|please\s+|pls\s+)*(?:delete|remove|erase)(?:\s+(?:it|please|pls))*(\s*[,.;].*)?$/iu,
    (named, rest) =>
      /^th(?:is|at)\b/i.test(named)
        ? `delete it${rest ?? ''}`
        : `delete ${/ (?:task|reminder|one)$/i.test(named) ? named : `${named} task`}${rest ?? ''}`,
  ],
  // "Tariq licence task cancel, he leave the company": a task named without "the", then cancelled.
  [
    /^(?!.*\?)(?!(?:does|did|will|can|could|why|how|when|if|my|what|where|is|are|should|would)\b)([\p{L}][\p{L}' -]{1,40}?)\s+(?:task|reminder)\s+(?:cancel|delete|remove)\b(?!\s+(?:itself|automatically|by|when|if))(?:\s+(?:please|pls))*(\s*[,.;].*)?$/iu,
    (named, rest) => `delete the ${named} task${rest ?? ''}`,
  ],
  // "take out from list the señora Ruiz task, she cancel the contract".
  [/^(?:please\s+)?take\s+(?:out|off)\s+from\s+(?:the\s+|my\s+)?list\s+(.+)$/i, (rest) => `delete ${rest}`],
  // "the call with hosting provider move to 12/4 please", "lesson with Sofia change to 6pm": a booking named, then
  // only the day or hour it moves to. News ("the clocks change on sunday", "the deadline move to the 15th, great
  // news") names no booking, or says more after its time.
  [
    /^((?:the\s+)?(?:[\p{L}\p{N}'-]+\s+){0,4}?(?:call|meeting|lesson|appointment|appt|session|visit|booking|delivery|inspection|shoot|viewing|interview|class|consultation|fitting|demo)(?:\s+with\s+[\p{L}' -]{2,30}?)?|[\p{L}-]+\s+with\s+\p{Lu}[\p{L}' -]{1,30}?)\s+(?:move|change|postpone|reschedule)\s+(?:it\s+)?(?:to|on|for)\s+((?:(?:the\s+)?\d[\w/:.]*(?:\s?[ap]m)?|tomorrow|today|tonight|(?:next\s+|this\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|next week|\d{1,2}\s+[a-z]+)(?:\s+(?:at\s+)?\d[\d:.]*(?:\s?[ap]m)?)?)(?:,?\s+(?:same (?:time|hour)(?: as before)?|please|pls))*[.!]*$/iu,
    (named, when) => `move ${named} to ${when}`,
  ],
  // "write it like "Abena - knotless braids"", "rename in 'Misha - algebra'", "the name put 'order oat milk'".
  [/^(?:please\s+)?(?:write|put|name|call)\s+it\s+(?:like|as)\s*:?\s*(["'‘“].+)$/i, (title) => `rename it to ${title}`],
  [/^rename\s+(?:it\s+)?in(?:to)?\s*:?\s*(["'‘“].+)$/i, (title) => `rename it to ${title}`],
  [/^the\s+(?:name|title),?\s+(?:put|write|make)\s*:?\s*(["'‘“].+)$/i, (title) => `rename it to ${title}`],
  // "can you change the name of MOT task in "MOT + service van"", "the task with Sofia, new name: …".
  [
    /^(?:(?:can|could)\s+(?:you|u)\s+|please\s+)?change\s+the\s+(?:name|title)\s+of\s+(?:the\s+)?(.+?)\s+(?:task|reminder)\s+(?:in|into|to|as)\s+(["'‘“].+)$/i,
    (named, title) => `rename the ${named} task to ${title}`,
  ],
  [
    /^the\s+(?:task|reminder)\s+(?:with|for|of|about)\s+(.+?),?\s+new\s+(?:name|title)\s*:\s*(.+)$/i,
    (named, title) => `rename the ${named} task to ${title}`,
  ],
  // "put the name: gel manicure Mrs Gómez": the task in view, called something else.
  [/^(?:put|write|make)\s+the\s+(?:name|title)\s*:\s*(.+)$/i, (title) => `rename it to ${title}`],
];

export function inCommandOrder(text: string): string {
  const said = text.trim();
  for (const [pattern, rewrite] of REWRITES) {
    const match = pattern.exec(said);
    if (match) return rewrite(...match.slice(1).map((group) => group ?? ''));
  }
  return text;
}
