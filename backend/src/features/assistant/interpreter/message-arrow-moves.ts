import type { Intent, InterpretContext, TaskReference } from './intent';
import { findTime, withDayHours } from './message-dates';
import { withoutTimeSetAside } from './message-words';

/**
 * "quayle call → thurs 2pm", "dentist -> friday", "#2 → tmrw 9": a task pointed at, an arrow, and
 * nothing after it but a time, is that task moved there. An arrow to words is a new name, read with
 * the renames.
 */
const ARROW_TO = /^(.{1,60}?)\s*(?:→|->|=>|⇒|⟶)\s*(.{1,40})$/;
const IN_VIEW = /^(?:it|that|this|that one|this one)$/i;
const NUMBERED = /^(?:no\.?\s*|number\s+|item\s+|#)?(\d{1,2})$/i;

function pointedAt(words: string): TaskReference {
  // "push Lumen invoice → monday": the verb of moving is said once more before the task.
  const said = words
    .trim()
    .replace(/^(?:push|move|bump|shift|put|change|reschedule)\s+/i, '')
    .replace(/^the\s+/i, '');
  if (IN_VIEW.test(said)) return { by: 'context' };
  const number = NUMBERED.exec(said);
  return number ? { by: 'number', number: Number(number[1]) } : { by: 'words', words: said };
}

export function arrowMoveIn(text: string, context: InterpretContext): Intent | null {
  const arrow = ARROW_TO.exec(text.trim().replace(/[.!]+$/, ''));
  if (!arrow || !/[\p{L}\p{N}]/u.test(arrow[1])) return null;
  // "rota thing -> saturday pls not sunday": the day set aside and the please are no part of the time.
  const said = withDayHours(withoutTimeSetAside(arrow[2].trim()));
  const found = findTime(said, context, false);
  // The time must be all there is after the arrow: "→ call Jo friday" is a new name with a day in it.
  if (
    !found ||
    found.minutes !== null ||
    said
      .replace(found.text, '')
      .replace(/\bat\b/g, '')
      .trim() !== ''
  )
    return null;
  if (!found.date && !found.time) return null;
  return { kind: 'reschedule', task: pointedAt(arrow[1]), date: found.date, time: found.clockSaid ? found.time : null };
}
