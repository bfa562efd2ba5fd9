/**
 * "I finished the revised spread. Please mark complete.": a tick told, then asked for in words that
 * name no task. The ask at the end points back at the tick told before it.
 */
const MARK_DONE_AFTER =
  /^([\s\S]*?\S)[\s,.;:!-]+(?:(?:so|and|pls|please|can you|could you|kindly)\s+)*(?:mark|tick|check|cross)(?:\s+(?:it|that|this|them))?(?:\s+off)?(?:\s+as)?(?:\s+(?:complete|completed|done|finished))?(?:\s+(?:pls|please|thanks|thank you|ty))?[.!]*$/i;
/** The ask must say what marking means: "tick it off", "mark as done", "mark complete"; "check it" alone is another ask. */
const SAYS_DONE = /\b(?:off|complete|completed|done|finished)\W*(?:pls|please|thanks|thank you|ty)?[.!]*$/i;

/** "don't mark it done", "no need to tick it off": the tick is turned down, not asked for. */
const NOT_MARKED = /\b(?:don'?t|do not|not|never|no need to|can'?t)\s+(?:yet\s+)?(?:mark|tick|check|cross)\b/i;
/** A tick told and then asked for fits in a few sentences; longer text is read as it stands. */
const LONGEST = 600;
const MARKING = /\b(?:mark|tick|check|cross)\b/i;

/**
 * The words before a closing "please mark (it) as done", or null when the message does not end so.
 * Asked of every message the rules read, so the cheap checks of its end come before the whole pattern.
 */
export function toldThenMarked(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length > LONGEST || !SAYS_DONE.test(trimmed) || !MARKING.test(trimmed) || NOT_MARKED.test(trimmed)) return null;
  const found = MARK_DONE_AFTER.exec(trimmed);
  if (!found) return null;
  return /[\p{L}\p{N}]/u.test(found[1]) ? found[1] : null;
}
