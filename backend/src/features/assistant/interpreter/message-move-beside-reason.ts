import type { Intent } from './intent';
import { PART_BREAK } from './message-job-beside-reason';

/**
 * "change the haul out to dec 5th, yard's full till then", "please move the minibus booking to 27/11, the
 * guests arrive a day early": a task moved, then in a part of its own why. Read whole, the reason hides the
 * move; read part by part, the first part moves one task and the other asks for nothing.
 */
const MOVE_FIRST =
  /^(?:(?:pls|please|can you|could you|can u|kindly|ok|okay)[,\s]+)*(?:move|change|push|shift|bump|reschedule|postpone|mv)\b/i;
/** "…, or maybe monday", "…, unless it rains", "…?": a reason that doubts the move or takes it back. */
const DOUBTS_IT = /\?|\b(?:no|not|nah|wait|hold on|hang on|actually|maybe|or|unless|keep|never ?mind|nvm|scratch|instead)\b/i;
const ASKS_NOTHING = new Set<Intent['kind']>(['unknown', 'small_talk']);
/** "…. back to backs till then": what keeps the person busy up to the time just said, whatever its words. */
const BUSY_TILL_THEN = /\b(?:till|until|til|up to) then[.!]*$/i;

export function moveBesideReason(text: string, readPart: (part: string) => Intent[]): Intent | null {
  const parts = text
    .replace(/\s+/g, ' ')
    .trim()
    .split(PART_BREAK)
    .filter((part) => /\p{L}/u.test(part));
  if (parts.length !== 2 || !MOVE_FIRST.test(parts[0].trim()) || DOUBTS_IT.test(parts[1])) return null;
  const moved = readPart(parts[0]);
  if (moved.length !== 1 || moved[0].kind !== 'reschedule') return null;
  if (BUSY_TILL_THEN.test(parts[1])) return moved[0];
  const reason = readPart(parts[1]);
  return reason.every((intent) => ASKS_NOTHING.has(intent.kind) || (intent.kind === 'unclear' && !intent.offer)) ? moved[0] : null;
}
