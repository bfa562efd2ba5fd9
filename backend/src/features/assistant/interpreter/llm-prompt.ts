import { safeTimeZone } from './message-dates';
import type { InterpretContext } from './intent';

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
    'A decision keeps the person\'s words ("Decided to hire a VA"). A bare "done" or "snooze 1h" answers a reminder: give no task_number or title_words.',
    'Messages in languages you cannot map to these tools, noise, greetings and emoji alone: call not_understood.',
  ].join('\n');
}
