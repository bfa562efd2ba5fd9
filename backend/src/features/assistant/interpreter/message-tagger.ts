import nlp from 'compromise/two';

/** compromise's reading of a text: each word with its part of speech, asked with `.has(VERB)` and the like. */
export type Tagged = ReturnType<typeof nlp>;
/** A match pattern, read once into the form `.has()` and `.match()` take. */
export type Shape = ReturnType<typeof nlp.parseMatch>;

/**
 * compromise reads a pattern given as a string again on every `.has()` or `.match()`, which costs
 * several times the match itself; each pattern the reader asks about is read once, here or beside
 * the check that asks it.
 */
export function shapeOf(match: string): Shape {
  return nlp.parseMatch(match);
}

export const VERB = shapeOf('#Verb');
export const PAST_TENSE = shapeOf('#PastTense');

/**
 * The tagger's readings of the texts of the message being read. One message asks several questions
 * of the same words (is the title a statement, does it name a job, is its first word a verb), and
 * tagging is the dearest step of reading it. Spaces left where a time was cut out tell the tagger
 * nothing, and it reads a first word the same with or without its capital, so a title ("Dentist")
 * and the words it was cut from ("dentist  ") share one reading. compromise's second level is all the
 * reader asks of: parts of speech and matches, not the third level's phrase chunks, which cost a
 * quarter to a third more on every text.
 */
const KEPT = 64;
const READINGS = new Map<string, Tagged>();

/** Called as each message is begun: no reading of one message is used for another. */
export function forgetTagged(): void {
  READINGS.clear();
}

export function tag(text: string): Tagged {
  const spaced = text.trim().replace(/\s+/g, ' ');
  const said = /^\p{Lu}\p{Ll}/u.test(spaced) ? spaced[0].toLowerCase() + spaced.slice(1) : spaced;
  const known = READINGS.get(said);
  if (known) return known;
  const reading = nlp(said);
  if (READINGS.size >= KEPT) READINGS.delete(READINGS.keys().next().value as string);
  READINGS.set(said, reading);
  return reading;
}
