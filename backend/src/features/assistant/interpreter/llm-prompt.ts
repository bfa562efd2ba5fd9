import { safeTimeZone } from './message-dates';
import { NO_CONVERSATION } from './intent';
import type { AssistantMemory, InterpretContext } from './intent';

function localReading(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'longOffset',
  }).format(now);
}

/**
 * What the model is told before the message: the person's moment and zone (so "tomorrow at 10"
 * becomes the right instant), and how to answer. The lines "Current time:" and "Time zone:" are
 * read back by the test stand-in, so they keep this form.
 */
export function systemPrompt(context: InterpretContext): string {
  const timeZone = safeTimeZone(context.timeZone);
  return [
    'You read one message a person sent to daily, their personal assistant for tasks, reminders and a journal of decisions.',
    'Answer only by calling tools: one call for each thing the message asks, in the order written.',
    '"buy milk and call mum at 6" is two add_task calls; "research and development plan" is one task.',
    `Current time: ${context.now.toISOString()}`,
    `Time zone: ${timeZone}`,
    `The person's clock reads: ${localReading(context.now, timeZone)}.`,
    'Read every date and time in the message on the person\'s clock, unless the message names another ("10am New York time", "3pm EST", "I\'m in Berlin"), and give it as an ISO 8601 instant with the offset that zone has on that date (mind daylight saving). Words naming a clock are not part of a title.',
    'A day without a time means 12:00 on that day. A time without am/pm from 1 to 7 is in the afternoon. A time alone is its next occurrence.',
    'Titles: short, as the person wrote them, without the date words, without "remind me to", "add" or "todo:", first letter capitalised.',
    'A decision keeps the person\'s words ("Decided to hire a VA"); a decision said plainly ("going with the cheaper quote", "let\'s use Gusto") is one too.',
    'A bare "done" or "snooze 1h" answers a reminder: give no task_number or title_words. "make it 2:30", "actually thursday", "push that to tomorrow" correct the task last talked about (reschedule_task without a reference).',
    'Greetings, thanks, feelings and remarks change nothing (small_talk); a question you can answer from what you were shown gets reply; advice and coaching get reply or ask. Never add a task the person did not ask for.',
    'When a time or a task has two readings, call unclear rather than guess.',
    `Conversation: ${JSON.stringify(context.conversation ?? NO_CONVERSATION)}`,
  ].join('\n');
}

/**
 * What the model is shown of the person's records, as a second system message: the top open
 * tasks, recent decisions and today's busy slots. The last turns go as the conversation's own
 * messages, before the one being read. Null when nothing was gathered.
 */
export function memoryPrompt(memory: AssistantMemory | undefined): string | null {
  if (!memory) return null;
  const lines = ['What you know about the person (do not repeat it back unasked):'];
  lines.push('Open tasks, most pressing first:');
  for (const task of memory.openTasks)
    lines.push(`- ${task.title}${task.due ? ` (due ${task.due})` : ''}${task.important ? ' [important]' : ''}`);
  if (memory.openTasks.length === 0) lines.push('- none');
  lines.push('Recent decisions:');
  for (const decision of memory.decisions)
    lines.push(`- ${decision.on}: ${decision.text}${decision.reason ? ` (because ${decision.reason})` : ''}`);
  if (memory.decisions.length === 0) lines.push('- none');
  if (memory.calendar) {
    lines.push('Busy today (calendar):');
    for (const slot of memory.busy) lines.push(`- ${slot.from} to ${slot.to}`);
    if (memory.busy.length === 0) lines.push('- nothing');
  } else lines.push('No calendar is connected: free time is known from tasks only.');
  return lines.join('\n');
}
