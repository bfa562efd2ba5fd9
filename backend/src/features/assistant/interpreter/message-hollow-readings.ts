import { wallTimeToUtc } from '../../tasks';
import type { Intent, InterpretContext } from './intent';
import { safeTimeZone } from './message-dates';
import { hasTaskInContext } from './message-gate';

/**
 * Readings that change something but name nothing to change: a new task titled with words that only
 * point at another ("nvm its", "stop that one", "dont let me forget"), a task ticked by a pronoun
 * ("im done"), a week done with ("done with this week honestly"), a task moved to a moment already
 * gone ("this morning at 9" in reply to a reminder). Each is asked about, or read as what it says.
 */

/** Words a title opens with that point at a task or at daily, and name no job of their own. */
const POINTING_TITLE =
  /^(?:nvm|never ?mind|its due|it'?s due|stop (?:that|this|it|them|reminding)\b|(?:pls |please )?(?:don'?t|dont|do not) let me forget\b)/i;
/** "im done", "we're done": who finished, not what. */
const WHO_NOT_WHAT = /^(?:im|i'?m|i am|we'?re|we are|were|i|we|all|so)$/i;
/** "done with this week honestly", "done for today": a stretch of time finished with, how the person is. */
const A_STRETCH = /^(?:this|the|today|tonight|for today|for the day|for tonight|for now)\b(?:\s+(?:week|day|month|year|shift|lot))?/i;

const ASK_WHICH: Intent = {
  kind: 'unclear',
  understood: 'a change to a task',
  question: 'Which task do you mean, and what should change?',
};

function hollow(intent: Intent, context: InterpretContext): Intent {
  if (intent.kind === 'add_task' && POINTING_TITLE.test(intent.title.trim())) return ASK_WHICH;
  if (intent.kind === 'complete' && intent.task.by === 'words') {
    const words = intent.task.words.trim();
    if (WHO_NOT_WHAT.test(words))
      return context.conversation && hasTaskInContext(context.conversation) ? { kind: 'complete', task: { by: 'context' } } : ASK_WHICH;
    if (A_STRETCH.test(words)) return { kind: 'small_talk', what: 'feeling' };
  }
  if (intent.kind === 'reschedule' && intent.date && intent.time && gone(intent.date, intent.time, context))
    return {
      kind: 'unclear',
      understood: `${intent.date} ${intent.time}`,
      question: 'That time has already passed. When should it be instead?',
    };
  return intent;
}

function gone(date: string, time: string, context: InterpretContext): boolean {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const instant = wallTimeToUtc({ year, month, day, hour, minute, second: 0 }, safeTimeZone(context.timeZone));
  return instant < context.now.getTime();
}

export function withoutHollowReadings(read: Intent[], context: InterpretContext): Intent[] {
  return read.length === 1 ? [hollow(read[0], context)] : read;
}
