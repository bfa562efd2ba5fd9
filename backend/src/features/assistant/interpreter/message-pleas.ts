import { readsAsAction, stripPrefixes } from './task-title';

/**
 * "hall hire due 1st dec!! don't let me forget 🙏", "lash refill for shanice sat 11am dont let me
 * forget": a job said first and the plea to keep it after. ("her name is Anke, put that in" asks to
 * change what is kept, so only a plea not to forget is read so.) The plea asks for the job as "remind me" would, so the words before it are read as its
 * reminder: "remind me to …" when they open with a verb, "remind me about …" when they name a thing.
 */
const PLEA_AFTER =
  /[\s,.!;:–—-]*(?:(?:and|so|pls|please|plz|just)\s+)*(?:(?:don'?t|dont|do not)\s+(?:let\s+me\s+)?forget(?:\s+(?:it|this|that))?)(?:\s+(?:bro|mate|pls|please|plz|for me|ok|okay|x+))*[\s.!\p{Extended_Pictographic}\uFE0F\u200D]*$/iu;
const MOST_CHARACTERS = 240;
/** A question is asked, not kept: "when is the gas check due, don't let me forget". */
const ASKED = /\?|^(?:what|when|where|who|why|how|which|is|are|do|does|did|can|could|should|will)\b/i;

/** Said of the person or of what happened: a feeling, a worry, news. */
const TOLD =
  /^(?:ugh|honestly|so|omg|wow)\b|^(?:i|i'?m|im|i'?d|i'?ve|i feel|we|we'?re|we'?ve|she|he|they|it|it'?s|its|my|our)\b|\b(?:was|were|went|had|passed|died|came|said|told|loved|since|feel|feeling|scared|worried|tired|stressed|lovely|angels?)\b/i;
/** "… is sunday", "… is due on the 30th": the verb between a thing and its day. */
const THING_IS_ON =
  /\s+(?:is|are|'s)(?:\s+(?:on|due|due on))?\s+(?=(?:this|next|tomorrow|tmrw|today|tonight|on|the\s+\d|\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b)/i;

/** The job before a plea, as a reminder asked for; null when the message ends with no plea. */
export function pleadedJob(text: string): string | null {
  // A plea ends a short message; a long one is not searched from every word for one.
  if (text.length > MOST_CHARACTERS) return null;
  const plea = PLEA_AFTER.exec(text);
  if (!plea || plea.index === 0) return null;
  const job = text
    .slice(0, plea.index)
    .replace(/[\s,.!;:–—-]+$/u, '')
    .trim();
  if (job.split(/\s+/).length < 2 || ASKED.test(job) || /^(?:remind|add|don'?t|dont)\b/i.test(job)) return null;
  // "I'm so tired, don't forget", "the kids were angels today, don't let me forget": a feeling or news
  // the person wants remembered, which no reminder keeps.
  if (TOLD.test(job)) return null;
  if (readsAsAction(stripPrefixes(job))) return `remind me to ${stripPrefixes(job)}`;
  // "mum's birthday is sunday": the thing is kept with its day, not with the "is" between them.
  return `remind me about ${job.replace(THING_IS_ON, ' ')}`;
}
