import type { Intent } from './intent';

/**
 * "ok what's left on today? x", "what does tomorrow look like for me? need to plan editing round it", "thanks
 * lovely!! oh and what have i got saturday?", "morning whats today look like": a look at the list asked in one
 * sentence, beside talk or the reason for asking. Each sentence is read alone, without the hello or the thanks
 * that opens it; a view asked in one, with no change asked in any other, is the reading.
 */
const OPENS_WITH_TALK =
  /^(?:(?:good )?(?:morning|afternoon|evening)|mornin|hi|hiya|hey|hello|thanks|thank you|thx|ta|cheers|ok|okay|oh|and|lovely)\b[\s,!.]*/i;
const VIEWS = new Set<Intent['kind']>(['list', 'free_time', 'prioritise']);
const MOST_SENTENCES = 4;

/** "Thank you for today.": what is left after the talk must still be a question of its own, of three words or more. */
const FEWEST_LEFT = 3;

function withoutOpeningTalk(sentence: string): string {
  let text = sentence.trim();
  for (let before = ''; before !== text && text !== '';) {
    before = text;
    text = text.replace(OPENS_WITH_TALK, '').trim();
  }
  return text === sentence.trim() || text.split(/\s+/).length >= FEWEST_LEFT ? text : sentence.trim();
}

export function viewAmongTalk(said: string, read: (text: string) => Intent[]): Intent[] | null {
  const sentences = said
    .split(/(?<=[?!.])\s+/)
    .map(withoutOpeningTalk)
    .filter((sentence) => /\p{L}{2,}/u.test(sentence));
  if (sentences.length === 0 || sentences.length > MOST_SENTENCES) return null;
  const readings = sentences.map((sentence) => read(sentence));
  const views = readings.filter((reading) => reading.length > 0 && reading.every((intent) => VIEWS.has(intent.kind)));
  // "what's on the delivery truck today? they forgot the milk": beside anything but talk, the view may be no view.
  const quiet = readings.every((reading) => views.includes(reading) || reading.every((intent) => intent.kind === 'small_talk'));
  return views.length === 1 && quiet ? views[0] : null;
}
