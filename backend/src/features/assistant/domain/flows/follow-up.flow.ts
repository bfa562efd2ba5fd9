import type { Intent, PendingQuestion } from '../../interpreter/intent';
import { STUCK_OPENING } from '../../interpreter/message-words';
import type { FlowClock, FlowMemo, FlowStep } from './flow-step';

type Answer = Extract<Intent, { kind: 'answer' }>;

/** How long SNOOZE 1H and a smaller first step wait. */
export const FOLLOW_UP_SNOOZE_MINUTES = 60;

/** The follow-up sent once after a reminder nobody answered. */
export const followUpText = (task: string): string => `Did you get to ${task}? DONE / SNOOZE 1H / SKIP / STUCK`;

const ANSWERS: { word: RegExp; answer: 'done' | 'snooze' | 'skip' | 'stuck' }[] = [
  { word: /^\s*(?:done|yes|yep|yeah|yup|ya|yea|yh|yeh|did it|finished|all done|sorted)\b/i, answer: 'done' },
  { word: /^\s*(?:snooze|later|not yet|in an hour)\b/i, answer: 'snooze' },
  { word: /^\s*(?:skip(?:ping|ped)?|no|nope|nah|drop it|not today)\b/i, answer: 'skip' },
  { word: new RegExp(String.raw`^\s*${STUCK_OPENING}(?:stuck|blocked|can'?t|help)\b`, 'i'), answer: 'stuck' },
];

/** DONE, SNOOZE 1H, SKIP or STUCK, by word or by number (the order the follow-up names them). */
function followUpAnswer(answer: Answer): 'done' | 'snooze' | 'skip' | 'stuck' | null {
  const order = ['done', 'snooze', 'skip', 'stuck'] as const;
  if (answer.pick !== null && answer.pick >= 1 && answer.pick <= order.length) return order[answer.pick - 1];
  return ANSWERS.find((a) => a.word.test(answer.text))?.answer ?? null;
}

/** The answer to "Did you get to X?". */
export function answerFollowUp(pending: Extract<PendingQuestion, { about: 'follow_up' }>, memo: FlowMemo, answer: Answer): FlowStep {
  const taskId = memo.taskId;
  const what = followUpAnswer(answer);
  if (!taskId || what === null)
    return {
      reply: `Reply DONE, SNOOZE 1H, SKIP or STUCK for ${pending.task}.`,
      ask: taskId ? { question: pending, flow: memo } : null,
      actions: [],
    };
  switch (what) {
    case 'done':
      return { reply: `Nice work: ${pending.task} is done.`, ask: null, actions: [{ kind: 'complete_task', taskId }] };
    case 'snooze':
      return {
        reply: `OK, I'll remind you about ${pending.task} in an hour.`,
        ask: null,
        actions: [{ kind: 'snooze_task', taskId, minutes: FOLLOW_UP_SNOOZE_MINUTES }],
      };
    case 'skip':
      return { reply: `Skipped. ${pending.task} stays on your list; no more nudges about it today.`, ask: null, actions: [] };
    case 'stuck':
      return {
        reply: `That happens. What's in the way of ${pending.task}?`,
        ask: { question: { about: 'stuck', task: pending.task }, flow: { taskId } },
        actions: [],
      };
    default: {
      const unknown: never = what;
      return unknown;
    }
  }
}

/** What is in the way: acknowledged, and a smaller first step offered as a task in an hour. */
export function answerStuck(pending: Extract<PendingQuestion, { about: 'stuck' }>, answer: Answer, clock: FlowClock): FlowStep {
  const blocker = answer.text.trim().replace(/[.!]+$/, '');
  const title = `First 15 minutes of ${pending.task}`;
  const due = new Date(clock.now.getTime() + FOLLOW_UP_SNOOZE_MINUTES * 60_000).toISOString();
  const heard = blocker ? `Thanks for saying: ${blocker}. ` : '';
  return {
    reply: `${heard}A smaller first step: "${title}". I've added it for an hour from now; reply UNDO to drop it.`,
    ask: null,
    actions: [{ kind: 'add_task', title, due }],
  };
}
