import { formatCount } from '@/lib/format-count';

/** The words of the message box, in one place. */
export const assistantMessages = {
  title: 'Tell daily anything',
  label: 'Message to daily',
  placeholder: 'Remind me to call the bank tomorrow at 10',
  send: 'Send',
  sending: 'Sending...',
  hint: 'Enter sends, Shift+Enter starts a new line.',
  emptyIntro: 'Tasks, reminders and decisions, in your own words. Try one:',
  // A task with a time and a mark of importance, a decision for the journal, a question: one of each kind.
  examples: ['Urgent: pay the rent by Friday', 'Decided to hire a VA', "What's next?"],
  loadFailed: 'Could not load the conversation.',
  sendFailed: 'Your message was not sent.',
  sendNetwork: 'Your message was not sent: daily could not be reached. Check your connection and try again.',
  tooLong: (max: number) => `A message can be up to ${formatCount(max)} characters.`,
  replyAnnouncement: (text: string) => `daily replied: ${text}`,
};

/** The most a message may hold, as the server accepts it. */
export const maxMessageLength = 4096;
