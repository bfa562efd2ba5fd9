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
  [
    /^(this(?: one)?|that(?: one)?|the\s+[\p{L}\p{N}' -]{2,50}?)\s+(?:(?:you|u)\s+can\s+|please\s+|pls\s+|just\s+)*(?:delete|remove|cancel|erase)(?:\s+(?:it|please|pls))*(\s*[,.;].*)?$/iu,
    (named, rest) =>
      /^th(?:is|at)\b/i.test(named)
        ? `delete it${rest ?? ''}`
        : `delete ${/ (?:task|reminder|one)$/i.test(named) ? named : `${named} task`}${rest ?? ''}`,
  ],
  // "Tariq licence task cancel, he leave the company": a task named without "the", then cancelled.
  [
    /^([\p{L}][\p{L}' -]{1,40}?)\s+(?:task|reminder)\s+(?:cancel|delete|remove)\b(?:\s+(?:please|pls))*(.*)$/iu,
    (named, rest) => `delete the ${named} task${rest}`,
  ],
  // "take out from list the señora Ruiz task, she cancel the contract".
  [/^(?:please\s+)?take\s+(?:out|off)\s+from\s+(?:the\s+|my\s+)?list\s+(.+)$/i, (rest) => `delete ${rest}`],
  // "the call with hosting provider move to 12/4 please", "lesson with Sofia change to 6pm": what moves, then where
  // to. Only a thing named ("the …", or a lesson or call with someone), and never news ("got moved").
  [
    /^((?:the\s+|[\p{L}-]+\s+with\s+\p{Lu})(?:(?!\b(?:got|get|gets|is|was|has|have|are|were|been|or|and|decided|going|to|it|i|we)\b)[\p{L}\p{N}' -]){1,50}?)\s+(?:move|change|postpone|reschedule)\s+(?:to|on|for)\s+(.+?)(?:,?\s+(?:same (?:time|hour)(?: as before)?|please|pls))*[.!]*$/u,
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
