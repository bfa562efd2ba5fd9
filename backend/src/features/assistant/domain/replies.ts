import type { ListView, PrioritiseScope, SmallTalk } from '../interpreter/intent';
import { ASSISTANT_RULES } from './assistant-rules';
import type { PriorityReason } from './priorities';
import { localTime, replyDate } from './reply-dates';

type Listed = { title: string; due: string | null; important: boolean; repeats?: string | null };

/** What carrying out one intent came to, in the words the reply needs (plaintext, never stored as is). */
export type IntentResult =
  | { kind: 'added'; title: string; due: string | null; important: boolean; repeats?: string | null }
  /** `next`: the due time of a repeating task's next occurrence. */
  | { kind: 'completed'; title: string; next?: string | null }
  | { kind: 'already_done'; title: string }
  | { kind: 'snoozed'; title: string; to: string }
  /** A snooze to a time before the task's due time: nothing moved, the reply asks. */
  | { kind: 'snooze_earlier'; title: string; due: string; until: string }
  | { kind: 'rescheduled'; title: string; to: string }
  | { kind: 'renamed'; from: string; to: string }
  | { kind: 'removed'; title: string }
  | { kind: 'journal'; line: string }
  /** `day`: the local date a `day` view lists. */
  | { kind: 'listed'; view: ListView; tasks: Listed[]; day?: string | null }
  /** Two or more tasks fit: which one (kept as the pending question). */
  | { kind: 'ambiguous'; words: string; tasks: { title: string }[] }
  | { kind: 'prioritised'; scope: PrioritiseScope; tasks: (Listed & { reason: PriorityReason })[]; rest: number }
  /** A window's busy slots when a calendar is connected (null when not), and the tasks due in it. */
  | { kind: 'free_time'; from: string; to: string; busy: { from: string; to: string }[] | null; tasks: Listed[] }
  | { kind: 'small_talk'; what: SmallTalk; top: Listed[] }
  /** Words back, as they are (a model's reply or question). */
  | { kind: 'said'; text: string }
  | { kind: 'question' }
  | { kind: 'unclear'; understood: string; question: string }
  /** Tasks a message seemed to mean without asking for them plainly: offered, kept as the pending question. */
  | { kind: 'offered'; tasks: Listed[] }
  | { kind: 'kept'; line: string }
  | { kind: 'not_kept' }
  | { kind: 'moved_rest'; count: number }
  | { kind: 'pick_number'; count: number }
  | { kind: 'nothing_pending' }
  /** MOVE REST or GO declined. */
  | { kind: 'left_as_they_are' }
  /** A task offered with "Shall I add it?" declined. */
  | { kind: 'not_added' }
  /** An answer daily cannot act on by itself. */
  | { kind: 'say_again' }
  | { kind: 'not_found'; words: string }
  | { kind: 'no_such_number'; number: number }
  | { kind: 'which_task' }
  | { kind: 'undone'; lines: string[] }
  | { kind: 'nothing_to_undo' }
  | { kind: 'messages'; enabled: boolean }
  | { kind: 'morning_plan'; enabled: boolean; time: string }
  | { kind: 'help' }
  | { kind: 'unknown' }
  | { kind: 'failed'; problem: string };

export interface ReplyClock {
  now: Date;
  timeZone: string;
}

const REASONS: Record<PriorityReason, string> = {
  overdue: 'overdue',
  due_today: 'due today',
  important: 'important',
  waiting_longest: 'waiting longest',
};

const PRIORITY_HEADINGS: Record<PrioritiseScope, string> = {
  focus: 'Focus on these:',
  drop: 'Keep these three; the rest can wait:',
  plan_day: 'Your day, in this order:',
};

/** "Friday, March 13" for a local date (YYYY-MM-DD). */
const dayName = (day: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(
    new Date(`${day}T12:00:00Z`),
  );

const numbered = (tasks: readonly Listed[], clock: ReplyClock, extra: (i: number) => string = () => '') =>
  tasks.map((t, i) => `${i + 1}. ${t.title}${when(t.due, clock)}${t.important ? ' (important)' : ''}${repeating(t)}${extra(i)}`);

const repeating = (t: { repeats?: string | null }) => (t.repeats ? ` (repeats ${t.repeats})` : '');

export const GREETING_REPLY =
  'Hi, I\'m daily. Tell me anything on your mind and I\'ll sort it into tasks and decisions, for example "call the bank tomorrow at 10".';

function smallTalk(result: Extract<IntentResult, { kind: 'small_talk' }>, clock: ReplyClock): string {
  switch (result.what) {
    case 'greeting':
      return GREETING_REPLY;
    case 'thanks':
      return 'Any time.';
    case 'goodbye':
      return 'Talk soon.';
    case 'acknowledgement':
      return 'Got it.';
    case 'feeling':
      return 'Thanks for telling me. If something is weighing on you, tell me and we can sort it out together.';
    case 'reflection':
      return "That sounds worth remembering. Reply KEEP to add it to today's journal.";
    case 'overwhelmed':
      if (result.top.length === 0)
        return "That sounds like a lot. Tell me everything on your mind in one message, and I'll turn it into a short list.";
      return ["That sounds like a lot. One thing at a time; I'd start with:", ...numbered(result.top, clock)].join('\n');
    default: {
      const unknown: never = result.what;
      return unknown;
    }
  }
}

function freeTime(result: Extract<IntentResult, { kind: 'free_time' }>, clock: ReplyClock): string {
  const span = (from: string, to: string) => `${localTime(new Date(from), clock.timeZone)}–${localTime(new Date(to), clock.timeZone)}`;
  const window = `${replyDate(result.from, clock.now, clock.timeZone)} to ${localTime(new Date(result.to), clock.timeZone)}`;
  const tasks = result.tasks.length === 0 ? 'no tasks due then' : `due then: ${result.tasks.map((t) => t.title).join(', ')}`;
  if (result.busy === null) return `Your calendar isn't connected, so I only know your tasks: ${tasks} (${window}).`;
  if (result.busy.length === 0) return `You're free ${window}; ${tasks}.`;
  return `Busy ${result.busy.map((b) => span(b.from, b.to)).join(', ')}; free otherwise (${window}); ${tasks}.`;
}

export const HELP_TEXT =
  'I can add tasks ("call the bank tomorrow at 10"), show what\'s next ("what\'s next"), mark one done ("done 2"), ' +
  'snooze it ("snooze 1h") and keep your journal ("decided to hire a VA"). Reply UNDO to take back my last change.';

const LIST_HEADINGS: Record<ListView, string> = {
  next: "What's next:",
  today: 'Today:',
  tomorrow: 'Tomorrow:',
  overdue: 'Overdue:',
  week: 'This week:',
  day: 'On that day:',
};
const LIST_EMPTY: Record<ListView, string> = {
  next: "Nothing open. Tell me what's on your mind and I'll add it.",
  today: 'Nothing due today.',
  tomorrow: 'Nothing due tomorrow.',
  overdue: 'Nothing overdue.',
  week: 'Nothing due this week.',
  day: 'Nothing due that day.',
};

function when(due: string | null, clock: ReplyClock): string {
  return due === null ? '' : `, ${replyDate(due, clock.now, clock.timeZone)}`;
}

/**
 * What a reply offers to do next, as the web box shows it: an Undo button for the message's changes,
 * and the numbered tasks of a list, each a button that marks it done. A phone has no buttons: there
 * the reply's own words ask for UNDO or DONE and a number.
 */
export type ReplyAction = { kind: 'undo' } | { kind: 'done'; number: number; title: string };

/** Where the reply is read: the web box shows its actions as buttons, so its words leave them out. */
export type ReplyChannel = 'web' | 'phone';

function line(result: IntentResult, clock: ReplyClock, channel: ReplyChannel): string {
  switch (result.kind) {
    case 'added':
      return `Added: ${result.title}${when(result.due, clock)}${result.important ? ' (important)' : ''}${repeating(result)}.`;
    case 'completed':
      return result.next
        ? `Done: ${result.title}. Next time: ${replyDate(result.next, clock.now, clock.timeZone)}.`
        : `Done: ${result.title}.`;
    case 'already_done':
      return `${result.title} was already done.`;
    case 'snoozed':
      return `Snoozed: ${result.title}, now ${replyDate(result.to, clock.now, clock.timeZone)}.`;
    case 'snooze_earlier':
      return (
        `${result.title} is due ${replyDate(result.due, clock.now, clock.timeZone)}, after ${replyDate(result.until, clock.now, clock.timeZone)}; ` +
        'a snooze only moves a task later, so nothing changed. Did you mean to move it earlier? Say "move it to" and the time.'
      );
    case 'rescheduled':
      return `Moved: ${result.title}, now ${replyDate(result.to, clock.now, clock.timeZone)}.`;
    case 'renamed':
      return `Renamed: ${result.from} is now ${result.to}.`;
    case 'removed':
      return `Removed: ${result.title}.`;
    case 'journal':
      return `Added to today's journal: "${result.line}".`;
    case 'listed': {
      const on = result.view === 'day' && result.day ? dayName(result.day) : null;
      if (result.tasks.length === 0) return on ? `Nothing due on ${on}.` : LIST_EMPTY[result.view];
      return [
        on ? `On ${on}:` : LIST_HEADINGS[result.view],
        ...numbered(result.tasks, clock),
        ...(channel === 'phone' ? ['Reply DONE and a number when one is finished.'] : []),
      ].join('\n');
    }
    case 'ambiguous':
      return [
        `Which one did you mean by "${result.words}"?`,
        ...result.tasks.map((t, i) => `${i + 1}. ${t.title}`),
        'Reply with its number.',
      ].join('\n');
    case 'prioritised':
      if (result.tasks.length === 0) return LIST_EMPTY.next;
      return [
        PRIORITY_HEADINGS[result.scope],
        ...numbered(result.tasks, clock, (i) => ` (${REASONS[result.tasks[i].reason]})`),
        ...(result.rest > 0 ? [`Reply MOVE REST to move the other ${result.rest} to tomorrow.`] : []),
      ].join('\n');
    case 'free_time':
      return freeTime(result, clock);
    case 'small_talk':
      return smallTalk(result, clock);
    case 'said':
      return result.text;
    case 'question':
      return "Good question. I can't answer that one myself yet; tell me what you decide and I'll keep it in your journal.";
    case 'unclear':
      return `I understood ${result.understood}. ${result.question}`;
    case 'kept':
      return `Kept in today's journal: "${result.line}".`;
    case 'not_kept':
      return 'Fine, I left it out of the journal.';
    case 'moved_rest':
      return `Moved ${result.count} ${result.count === 1 ? 'task' : 'tasks'} to tomorrow.`;
    case 'pick_number':
      return `Reply with a number from 1 to ${result.count}.`;
    case 'left_as_they_are':
      return 'Fine, I left them as they are.';
    case 'offered': {
      const named = result.tasks.map((t) => `"${t.title}"${when(t.due, clock)}${repeating(t)}`).join(' and ');
      return `Shall I add ${named} to your tasks? Reply YES to add ${result.tasks.length === 1 ? 'it' : 'them'}.`;
    }
    case 'not_added':
      return "Fine, I haven't added it.";
    case 'say_again':
      return 'I still can\'t act on that by itself. Could you say it again in one message, for example "call the bank friday at 10"?';
    case 'nothing_pending':
      return "I'm not waiting on an answer. Tell me what's on your mind.";
    case 'not_found':
      return `I couldn't find an open task matching "${result.words}". Reply "what's next" to see your tasks.`;
    case 'no_such_number':
      return `There is no number ${result.number} in the last list. Reply "what's next" to see it again.`;
    case 'which_task':
      return 'Which task? Reply "what\'s next", then DONE and a number.';
    case 'undone':
      return `Undone: ${result.lines.join('; ')}.`;
    case 'nothing_to_undo':
      return 'There is nothing to undo.';
    case 'messages':
      return result.enabled
        ? 'Messages from daily are on again. Reply STOP to turn them off.'
        : 'Messages from daily are off: no reminders or nudges. Reply START to turn them back on.';
    case 'morning_plan':
      return result.enabled
        ? `Morning plan on: each day at ${result.time} I'll send your top three (never in quiet hours). Reply MORNING PLAN OFF to stop it.`
        : 'Morning plan off. Reply MORNING PLAN ON to have it again.';
    case 'help':
      return HELP_TEXT;
    case 'unknown':
      return `Sorry, I didn't understand that. ${HELP_TEXT}`;
    case 'failed':
      return `That didn't work: ${result.problem}`;
    default: {
      const unknown: never = result;
      return unknown;
    }
  }
}

const CHANGING = new Set<IntentResult['kind']>([
  'added',
  'completed',
  'snoozed',
  'rescheduled',
  'renamed',
  'removed',
  'journal',
  'kept',
  'moved_rest',
]);

function changesOf(results: readonly IntentResult[]): IntentResult[] {
  return results.filter((r) => CHANGING.has(r.kind));
}

/** How the one change of a message is taken back, in the reply's last words. */
function undoHint(results: readonly IntentResult[]): string | null {
  const changes = changesOf(results);
  if (changes.length === 0) return null;
  if (changes.length > 1) return 'Reply UNDO to take all of this back.';
  switch (changes[0].kind) {
    case 'completed':
      return 'Reply UNDO to reopen it.';
    case 'snoozed':
    case 'rescheduled':
    case 'moved_rest':
      return 'Reply UNDO to move it back.';
    case 'renamed':
      return 'Reply UNDO to change the name back.';
    case 'removed':
      return 'Reply UNDO to bring it back.';
    default:
      return 'Reply UNDO to remove it.';
  }
}

/** One reply per message: each result's line, then, on a phone, how to take the changes back. */
export function composeReply(results: readonly IntentResult[], clock: ReplyClock, channel: ReplyChannel = 'phone'): string {
  const lines = results.map((r) => line(r, clock, channel));
  const hint = channel === 'phone' ? undoHint(results) : null;
  const text = [lines.join(lines.some((l) => l.includes('\n')) ? '\n' : ' '), hint].filter(Boolean).join(' ');
  return text.length > ASSISTANT_RULES.replyMax ? `${text.slice(0, ASSISTANT_RULES.replyMax - 1)}…` : text;
}

/** The buttons a web reply carries: Undo when the message changed something, Done for each numbered task. */
export function replyActions(results: readonly IntentResult[]): ReplyAction[] {
  const actions: ReplyAction[] = changesOf(results).length > 0 ? [{ kind: 'undo' }] : [];
  for (const result of results) {
    // A which-one question is answered with the number itself, not DONE: its options are no list.
    if (result.kind !== 'listed') continue;
    result.tasks.forEach((task, index) => actions.push({ kind: 'done', number: index + 1, title: task.title }));
  }
  return actions;
}

export const signInReply = (publicUrl: string): string =>
  `Hi, this is daily. This number isn't linked to an account yet. Sign in to start: ${publicUrl}/login`;

export const limitReply = (limit: number, publicUrl: string): string =>
  `You've used today's ${limit} free messages. I'll keep what you send: subscribe for unlimited messages and I'll act on them today: ${publicUrl}/subscribe`;

export const leftTodayReply = (left: number): string => `(${left} free messages left today.)`;

export const keptOfferReply = (count: number): string =>
  `I kept ${count} ${count === 1 ? 'message' : 'messages'} from today. Reply GO to act on ${count === 1 ? 'it' : 'them'}.`;

export const MEDIA_REPLY = 'daily reads text messages and voice notes. Please send this as text or as a voice note.';

export const NO_TRANSCRIBER_REPLY = "I can't listen to voice notes right now. Please send it as a text message.";

export const UNHEARD_REPLY = "I couldn't make out that voice note. Please try again, or send it as a text message.";
