import type { Intent, InterpretContext } from './intent';
import { localInstant, localParts, safeTimeZone } from './message-dates';
import { ASK_WHAT_CHANGES, hasTaskInContext } from './message-gate';

/**
 * Readings that change something but name nothing to change (a title that only points is the gate's
 * to ask about, with the other titles that name no job): a task ticked by a pronoun
 * ("im done"), a week done with ("done with this week honestly"), a task moved to a moment already
 * gone ("this morning at 9" in reply to a reminder). Each is asked about, or read as what it says.
 */

/** "im done", "we're done": who finished, not what. */
const WHO_NOT_WHAT = /^(?:im|i'?m|i am|we'?re|we are|were|i|we|all|so)$/i;
/** "done with this week honestly", "done for today": a stretch of time finished with, how the person is. */
const A_STRETCH = /^(?:this|the|today|tonight|for today|for the day|for tonight|for now)\b(?:\s+(?:week|day|month|year|shift|lot))?/i;

function hollow(intent: Intent, context: InterpretContext): Intent {
  if (intent.kind === 'complete' && intent.task.by === 'words') {
    const words = intent.task.words.trim();
    if (WHO_NOT_WHAT.test(words))
      return context.conversation && hasTaskInContext(context.conversation)
        ? { kind: 'complete', task: { by: 'context' } }
        : ASK_WHAT_CHANGES;
    if (A_STRETCH.test(words)) return { kind: 'small_talk', what: 'feeling' };
  }
  if (intent.kind === 'reschedule' && intent.date && intent.time && gone(intent.date, intent.time, context)) {
    // Asked in the words a new task due in the past is asked about with.
    const today = localParts(context.now.getTime(), safeTimeZone(context.timeZone)).date;
    const question =
      intent.date < today ? 'That day has already passed. When should it be?' : 'That time has already passed today. When should it be?';
    return { kind: 'unclear', understood: `${intent.date} ${intent.time}`, question };
  }
  return intent;
}

function gone(date: string, time: string, context: InterpretContext): boolean {
  return localInstant(date, time, context.timeZone) < context.now.getTime();
}

export function withoutHollowReadings(read: Intent[], context: InterpretContext): Intent[] {
  return read.length === 1 ? [hollow(read[0], context)] : read;
}
