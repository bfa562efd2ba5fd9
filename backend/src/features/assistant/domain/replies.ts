import type { ListView } from '../interpreter/intent';
import { ASSISTANT_RULES } from './assistant-rules';
import { replyDate } from './reply-dates';

/** What carrying out one intent came to, in the words the reply needs (plaintext, never stored as is). */
export type IntentResult =
  | { kind: 'added'; title: string; due: string | null; important: boolean }
  | { kind: 'completed'; title: string }
  | { kind: 'already_done'; title: string }
  | { kind: 'snoozed'; title: string; to: string }
  | { kind: 'journal'; line: string }
  | { kind: 'listed'; view: ListView; tasks: { title: string; due: string | null; important: boolean }[] }
  | { kind: 'ambiguous'; words: string; tasks: { title: string }[] }
  | { kind: 'not_found'; words: string }
  | { kind: 'no_such_number'; number: number }
  | { kind: 'which_task' }
  | { kind: 'undone'; lines: string[] }
  | { kind: 'nothing_to_undo' }
  | { kind: 'messages'; enabled: boolean }
  | { kind: 'help' }
  | { kind: 'unknown' }
  | { kind: 'failed'; problem: string };

export interface ReplyClock {
  now: Date;
  timeZone: string;
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
      return `Added: ${result.title}${when(result.due, clock)}${result.important ? ' (important)' : ''}.`;
    case 'completed':
      return `Done: ${result.title}.`;
    case 'already_done':
      return `${result.title} was already done.`;
    case 'snoozed':
      return `Snoozed: ${result.title}, now ${replyDate(result.to, clock.now, clock.timeZone)}.`;
    case 'journal':
      return `Added to today's journal: "${result.line}".`;
    case 'listed':
      if (result.tasks.length === 0) return LIST_EMPTY[result.view];
      return [
        LIST_HEADINGS[result.view],
        ...result.tasks.map((t, i) => `${i + 1}. ${t.title}${when(t.due, clock)}${t.important ? ' (important)' : ''}`),
        ...(channel === 'phone' ? ['Reply DONE and a number when one is finished.'] : []),
      ].join('\n');
    case 'ambiguous':
      return [
        `Which one did you mean by "${result.words}"?`,
        ...result.tasks.map((t, i) => `${i + 1}. ${t.title}`),
        ...(channel === 'phone' ? ['Reply DONE and the number.'] : []),
      ].join('\n');
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

function changesOf(results: readonly IntentResult[]): IntentResult[] {
  return results.filter((r) => r.kind === 'added' || r.kind === 'completed' || r.kind === 'snoozed' || r.kind === 'journal');
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
      return 'Reply UNDO to move it back.';
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
    if (result.kind !== 'listed' && result.kind !== 'ambiguous') continue;
    result.tasks.forEach((task, index) => actions.push({ kind: 'done', number: index + 1, title: task.title }));
  }
  return actions;
}

export const signInReply = (publicUrl: string): string =>
  `Hi, this is daily. This number isn't linked to an account yet. Sign in to start: ${publicUrl}/login`;

export const limitReply = (limit: number, publicUrl: string): string =>
  `You've used today's ${limit} free messages. Subscribe for unlimited messages: ${publicUrl}/subscribe`;

export const MEDIA_REPLY = 'daily reads text messages and voice notes. Please send this as text or as a voice note.';

export const NO_TRANSCRIBER_REPLY = "I can't listen to voice notes right now. Please send it as a text message.";

export const UNHEARD_REPLY = "I couldn't make out that voice note. Please try again, or send it as a text message.";
