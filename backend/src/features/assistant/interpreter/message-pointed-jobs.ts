import type { InterpretContext, NewTask } from './intent';
import { hasTaskInContext } from './message-gate';

/**
 * "canning line engineer coming thurs 7am, put it in pls", "lease renewal meeting w the landlord
 * next tues at 4. dreading it. add it", "need to send the Parks their teaser by sunday. put it in for
 * saturday noon": the job is said first, in any words, then pointed at with "put it in" or "add it".
 * The pointing asks for the job as plainly as "remind me" would, and a moment said with it ("for
 * saturday noon") is when the job is due, whatever the words before it said.
 */

/** The pointing, as a clause of its own: "put it in pls", "can you put that in", "just add the meeting", "add it to my list". */
const POINTING = new RegExp(
  String.raw`^(?:(?:ok|okay|so|and|but|just|pls|please|can you|could you|can u|could u|would you)\s+)*` +
    String.raw`(?:put|pop|stick|add|pencil|chuck|bung|throw)\s+(?:it|that|this|the\s+(?<thing>meeting|appointment|appt|call|booking|session|visit|shoot|class|lesson|interview)|the\s+(?:thing|one))` +
    String.raw`(?:\s+(?:in|down|on))?(?:\s+(?:to\s+)?(?:the|my)\s+(?:diary|calendar|cal|list|schedule))?` +
    String.raw`(?:\s+(?:for|on)\s+(?<when>(?:(?!\s(?:so|bc|because|cos|as|pls|please)\b)[^,;:!?])+?))?` +
    String.raw`(?:\s+(?:pls|please|plz|for me|thanks|thx|ta|x+))*` +
    String.raw`(?:\s+(?:so|bc|because|cos|as)\s+.*)?[.!]*$`,
  'i',
);

/** Where a message breaks into the clauses one of which may be the pointing. */
const CLAUSE_BREAK =
  /[,;:.!?]+\s+|\s+(?:but|and then|and|so)\s+(?=(?:just\s+|pls\s+|please\s+|can you\s+)*(?:put|pop|stick|add|pencil)\b)/gi;

export interface PointedJob {
  /** The words before the pointing: where the job is said. */
  said: string;
  /** The moment said with the pointing, if any ("saturday noon"). */
  when: string | null;
  /** What the pointing names, if it names it ("just add the meeting"). */
  thing: string | null;
}

/** The job said before a "put it in", and the moment said with it; null when the message points at nothing of its own. */
export function pointedJob(raw: string, context: InterpretContext): PointedJob | null {
  const text = raw.replace(/\s+/g, ' ').trim();
  if (!/\b(?:put|pop|stick|add|pencil|chuck|bung|throw)\b/i.test(text)) return null;
  const breaks = [...text.matchAll(CLAUSE_BREAK)];
  for (const cut of breaks) {
    const from = cut.index + cut[0].length;
    const pointing = POINTING.exec(restOfClause(text.slice(from)));
    if (!pointing) continue;
    const said = text.slice(0, cut.index).trim();
    // "the Hendry job, put it in for friday" said with a task in view may mean that task; only words of their own are a job.
    if (said.split(/\s+/).length < 2 || (context.conversation && hasTaskInContext(context.conversation) && said.split(/\s+/).length < 4))
      return null;
    return { said, when: pointing.groups?.when?.trim() || null, thing: pointing.groups?.thing?.toLowerCase() ?? null };
  }
  return null;
}

/** The pointing runs to the end of its sentence; a remark after a comma ("add it pls, I've been avoiding it") is left. */
function restOfClause(rest: string): string {
  const comma = /,\s+(?:i|i'?ve|i'?m|im|ive|it'?s|its|they|we|he|she|that'?s|thats)\b/i.exec(rest);
  return comma ? rest.slice(0, comma.index) : rest;
}

/** The sentences of the words said, last first (the job is most often said nearest the pointing); one naming the thing pointed at comes first. */
export function sentencesNearestFirst(said: string, thing: string | null): string[] {
  const sentences = said
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0)
    .reverse();
  const naming = (sentence: string) => (thing !== null && new RegExp(`\\b${thing}\\b`, 'i').test(sentence) ? 0 : 1);
  return sentences.sort((a, b) => naming(a) - naming(b));
}

/** "midwife appt moved to", "shoot for the spring lookbook is": the words that told of the moment, left once it is read out. */
const TOLD_OF_A_MOMENT =
  /\s+(?:(?:is|are|was|were)(?:\s+(?:now\s+)?(?:on|at|for|set for|booked for|moved to|happening|coming))?|(?:moved|changed|pushed|rescheduled)\s+(?:to|till|until))$/i;

/** A task read from the words before the pointing, due when the pointing says, where it says. */
export function asPointed(task: NewTask, due: string | null): NewTask {
  const title = task.title.replace(TOLD_OF_A_MOMENT, '');
  return { ...task, title: title.split(/\s+/).length >= 2 ? title : task.title, due: due ?? task.due };
}
