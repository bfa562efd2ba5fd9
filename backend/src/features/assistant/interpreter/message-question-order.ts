/**
 * Many people, in English learned after another language, ask without turning the question round:
 * "what I can drop?", "where I start today", "I am free tomorrow afternoon?", "what I forgot?". The
 * readers of questions know the turned form, so such a question is put in it first. A statement
 * ("I am free now", "what I need is sleep") is left as it was said.
 */

const OPENING = /^((?:(?:and|so|ok|okay|but|then|hmm|um)[,\s]+)*)/i;
const MODALS = 'can|could|should|must|will|shall';
/** Verbs asked about in the present, which take "do": "where I start" is "where do I start". */
const PRESENT = 'start|begin|do|have|drop|cancel|leave|skip|need|focus|put|move|take';
/** Verbs asked about in the past, which take "did" and their own present: "what I forgot" is "what did I forget". */
const PAST: Record<string, string> = {
  forgot: 'forget',
  decided: 'decide',
  said: 'say',
  chose: 'choose',
  agreed: 'agree',
  promised: 'promise',
  told: 'tell',
  missed: 'miss',
  planned: 'plan',
  changed: 'change',
  picked: 'pick',
  // Said in the present by many learners of a decision already made: "what I decide last month?".
  decide: 'decide',
  choose: 'choose',
};

const WH_MODAL = new RegExp(String.raw`^(what|where|when|which(?: one)?|who|how)\s+(i|we)\s+(${MODALS})\b`, 'i');
const WH_PRESENT = new RegExp(String.raw`^(what|where|when|which(?: one)?)\s+(i|we)\s+(${PRESENT})\b`, 'i');
const WH_PAST = new RegExp(String.raw`^(what|where|when|why|which(?: one| \w+)?)\s+(i|we)\s+(${Object.keys(PAST).join('|')})\b`, 'i');
/** "when I am free today?": the state asked about, not turned. */
const WH_BE = /^(what|when|where|why|how)\s+(i|we)\s+(am|are)\b/i;
/** "sunday afternoon free?", "friday 18:00-20:00 free?": a stretch of time and the word free alone. */
const WHEN_FREE_SHORT =
  /^((?:today|tonight|tomorrow|this|next|(?:mon|tues|wednes|thurs|fri|satur|sun)day)[\w :.-]{0,30}?)\s+free(\s+for\s.+)?$/i;
/** Said as a statement, asked by its question mark: "I am free tomorrow?", "I have time at 4?", "I can take a call at 2?". */
const SAID_FREE = /^(?:(i|we)\s+(?:am|are)|(i'm|im|we're))\s+(free|busy|available)\b/i;
const SAID_HAVE = /^(?:(i|we)\s+(?:have|got)|have\s+(i|we))\s+(time|space|room|a window|a gap|a slot|free time|anything|something)\b/i;
const SAID_MODAL = new RegExp(String.raw`^(i|we)\s+(${MODALS})\s+(?=\S)`, 'i');

export function inQuestionOrder(text: string): string {
  const asked = /\?\s*$/.test(text);
  const opening = OPENING.exec(text)![1];
  const said = text.slice(opening.length);
  const turned = askedTurned(said, asked);
  if (turned !== null) return opening + turned;
  // "the cousin Amina, what I decided?": the topic first, then the question, turned on its own.
  const lastComma = text.lastIndexOf(', ');
  if (!asked || lastComma < 0) return text;
  const after = askedTurned(text.slice(lastComma + 2), true);
  return after === null ? text : `${text.slice(0, lastComma + 2)}${after}`;
}

/** "saturday I have free time?", "this evening I am free?", "tuesday morning is free?": when, said before the question. */
const TIME_WORDS = String.raw`(?:(?:today|tonight|tomorrow|this|next|(?:mon|tues|wednes|thurs|fri|satur|sun)day|morning|afternoon|evening|night|week|weekend|between|at|from|to|on|the|and|am|pm|\d[\d:./-]*)[,\s]+)*(?:today|tonight|tomorrow|this|next|(?:mon|tues|wednes|thurs|fri|satur|sun)day|morning|afternoon|evening|night|week|weekend|am|pm|\d[\d:./-]*)`;
const WHEN_THEN_FREE = new RegExp(
  String.raw`^(${TIME_WORDS}),?\s+(?:(i|we)\s+(?:am|are)\s+(free|busy|available)|(i|we)\s+have\s+(free(?: time)?|time|space|a slot)|is\s+(free|clear|open))\b(.*)$`,
  'i',
);
/** "tuesday what I have", "today what remain?", "tomorrow what is in my schedule?": when, then the list asked for. */
const WHEN_THEN_LIST = new RegExp(
  String.raw`^(${TIME_WORDS}),?\s+what\s+(?:i|we)?\s*(?:have|got|has|is|are|remain|remains|is left|is in my (?:schedule|diary|calendar|agenda)|i have in my (?:schedule|diary|calendar))\s*(?:on|for)?\s*\??$`,
  'i',
);

function askedTurned(said: string, asked: boolean): string | null {
  const be = WH_BE.exec(said);
  if (be && asked) return `${be[1]} ${be[3]} ${be[2]}${said.slice(be[0].length)}`;
  const freeShort = asked ? WHEN_FREE_SHORT.exec(said.replace(/\s*\?+\s*$/, '')) : null;
  if (freeShort) return `am I free ${freeShort[1].trim()}${freeShort[2] ?? ''}?`;
  // "you can remind me at 2?": the request put as a statement, asked.
  const youCan = /^(you|u)\s+(can|could|will|would)\s+(?=\S)/i.exec(said);
  if (youCan && asked) return `${youCan[2]} you ${said.slice(youCan[0].length)}`;
  const whenList = WHEN_THEN_LIST.exec(said);
  if (whenList && !/^(?:what|and|so|but)\b/i.test(whenList[1])) return `what do I have ${whenList[1].trim()}?`;
  const whenFree = asked ? WHEN_THEN_FREE.exec(said) : null;
  if (whenFree && !/^(?:what|when|where|who|why|how|is|are|am|do|does|can|i|we)\b/i.test(whenFree[1])) {
    const [, when, person, state, owner, room, open, rest] = whenFree;
    if (open) return `is ${when.trim()} ${open}${rest}`;
    if (state) return `${/^we/i.test(person) ? 'are we' : 'am I'} ${state} ${when.trim()}${rest}`;
    return `do ${owner} have ${room} ${when.trim()}${rest}`;
  }
  // "when I have time, call mum", "what I need is sleep": a clause that opens a statement, not a question.
  const plainQuestion = asked || (!/[,;]/.test(said) && !/\b(?:is|was|are|were)\b/i.test(said) && !/^when\b/i.test(said));
  if (!plainQuestion) return null;
  const modal = WH_MODAL.exec(said);
  if (modal) return `${modal[1]} ${modal[3]} ${modal[2]}${said.slice(modal[0].length)}`;
  const present = WH_PRESENT.exec(said);
  if (present) return `${present[1]} do ${present[2]} ${present[3]}${said.slice(present[0].length)}`;
  const past = WH_PAST.exec(said);
  if (past) return `${past[1]} did ${past[2]} ${PAST[past[3].toLowerCase()]}${said.slice(past[0].length)}`;
  const have = SAID_HAVE.exec(said);
  if (have && (asked || /^have\b/i.test(said))) return `do ${have[1] ?? have[2]} have ${have[3]}${said.slice(have[0].length)}`;
  if (!asked) return null;
  const free = SAID_FREE.exec(said);
  if (free) return `${/^we/i.test(free[1] ?? free[2]) ? 'are we' : 'am I'} ${free[3]}${said.slice(free[0].length)}`;
  const modalSaid = SAID_MODAL.exec(said);
  return modalSaid ? `${modalSaid[2]} ${modalSaid[1]} ${said.slice(modalSaid[0].length)}` : null;
}
