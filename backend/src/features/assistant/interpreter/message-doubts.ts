import type { Intent, InterpretContext } from './intent';

/**
 * What makes a message unsure, and the words a voice note or a quick text carries that are nobody's
 * task. Unsure is said, not guessed: "call mum at 3 or 4" asks which, it does not pick one.
 */
const TIME_WORD = String.raw`(?:\d{1,2}(?::\d{2})?\s*(?:am|pm)?|today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|wed|thu|fri|sat|sun|morning|afternoon|evening|next week|this week)`;
const TWO_TIMES = new RegExp(String.raw`(?:^|\s)(?:at |on |for )?${TIME_WORD}\s+or\s+(?:at |on |for )?${TIME_WORD}(?=\s|$)`);
const SHORT_MONTHS: Record<string, number> = { feb: 29, apr: 30, jun: 30, sep: 30, nov: 30 };
const IMPOSSIBLE_DAY =
  /\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(feb|apr|jun|sep|nov)[a-z]*\b|\b(feb|apr|jun|sep|nov)[a-z]*\s+(\d{1,2})(?:st|nd|rd|th)?\b/;
const IMPOSSIBLE_HOUR = /\b(?:at\s+)?(?:2[4-9]|[3-9]\d):[0-5]\d\b/;
/** A request with nothing in it: "remind me", "add a task". */
const EMPTY_REQUEST = /^(?:please )?(?:remind me|add(?: a)? (?:task|reminder)|set a reminder|new task|add|todo)$/;

function impossibleDate(plain: string): boolean {
  const match = IMPOSSIBLE_DAY.exec(plain);
  if (!match) return false;
  const day = Number(match[1] ?? match[4]);
  const month = (match[2] ?? match[3]).slice(0, 3);
  return day > SHORT_MONTHS[month];
}

export function unclearIn(plain: string, _context: InterpretContext): Intent | null {
  if (TWO_TIMES.test(plain)) return { kind: 'unclear', understood: plain, question: 'Which time do you mean?' };
  if (impossibleDate(plain) || IMPOSSIBLE_HOUR.test(plain))
    return { kind: 'unclear', understood: plain, question: "That date or time doesn't exist. When do you mean?" };
  if (EMPTY_REQUEST.test(plain)) return { kind: 'unclear', understood: 'a reminder', question: 'What should I remind you about?' };
  return null;
}

/** "book the thing", "do the stuff": a task that names nothing. */
export const VAGUE_TASK = /^\S+ (?:the |that |this |some )?(?:thing|stuff|things|it|that)$|\s(?:my|the|a|an|our|your|with|of)$/;

/** Filler a person speaks or types around the asks: "ok so um", "yeah", "lol", "like,", "i guess". */
const ANYWHERE = /(?<![\p{L}'])(?:u+m+|u+h+|e+r+m+|e+r+|hmm+|lol|lmao|haha+|tbh|i guess|you know)(?![\p{L}'])[,.]?/giu;
const CLAUSE_OPENING =
  /(^|[\n;,.!]\s*|\s(?:and|then|also|plus)\s+)(?:(?:ok(?:ay)?|so|right|yeah|yep|like|basically|well|alright|hey|now|quick one|the thing is|anyway)(?:[,.!]|\s)+)+/giu;

/**
 * "like" said as filler: between commas ("remind me to, like, chase …"), or between a word that
 * leads on and what it leads to ("need to like call", "at like 10").
 */
const FILLER_LIKE = /,\s*like\s*,|\b(to|at|around|for|by|and)\s+like\b(?!\s+(?:this|that|it|a|an|the)\b)/gi;
/** A comma a spoken pause left after a word that cannot end a clause: "remind me to, um, send …". */
const PAUSE_AFTER = /\b(to|and|the|a|my|need to|got to|have to)\s*,\s*/gi;
/** "…, that's it", "…, that's all": a voice note's ending. */
const SIGN_OFF = /[,.;]?\s*(?:that'?s it|that'?s all|that'?s everything)[.!]*\s*$/i;

export function withoutFillers(text: string): string {
  return text
    .replace(ANYWHERE, ' ')
    .replace(FILLER_LIKE, (_match, word: string | undefined) => (word ? `${word} ` : ' '))
    .replace(/\s+,/g, ',')
    .replace(PAUSE_AFTER, '$1 ')
    .replace(SIGN_OFF, '')
    .replace(/[^\S\n]+/g, ' ')
    .trim()
    .replace(CLAUSE_OPENING, '$1')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/\s+([,.!?])/g, '$1')
    .replace(/^[\s,.]+/, '')
    .trim();
}
