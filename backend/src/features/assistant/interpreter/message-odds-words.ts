/**
 * The words the learned odds (message-task-odds.ts, message-talk-odds.ts, message-reply-odds.ts) are learned from and read
 * by, kept apart from the odds themselves so that learning new odds never loads the old ones.
 */

/** The settings both classifiers learn with; the shipped odds were learned with the same. */
export const ODDS_CONFIG = { considerOnlyPresence: true, smoothingFactor: 0.5 };

/** What a message asks for, as the task odds tell it apart. */
export const ASKS_FOR_A_TASK = 'task';
export const ASKS_FOR_NONE = 'none';

/**
 * What a message is, as the talk odds tell it apart: one kind of talk, a question, a decision, words
 * that need asking about, or anything else.
 */
export const TALK_KINDS = ['greeting', 'thanks', 'feeling', 'goodbye', 'acknowledgement', 'reflection'] as const;
export type TalkKind = (typeof TALK_KINDS)[number];
export const QUESTION = 'question';
export const UNCLEAR = 'unclear';
/** A course the person has settled on, said in words no rule was written for. */
export const DECISION = 'decision';
export const NOT_TALK = 'other';

/** How a reply to a reminder is told apart: the job done, the job put off, or anything else. */
export const REPLY_DONE = 'done';
export const REPLY_LATER = 'later';
export const REPLY_OTHER = 'other';

/**
 * Each word, each pair of neighbouring words (with the message's start and end), and the first word.
 * Digits are one digit, so "at 4" and "at 11" count as the same words.
 */
export function oddsWords(text: string): string[] {
  const words =
    text
      .toLowerCase()
      .replace(/\d+/g, '0')
      .match(/[\p{L}\p{N}']+|[?!]/gu) ?? [];
  const pairs = ['^', ...words].map((word, at) => `${word} ${words[at] ?? '$'}`);
  return [...new Set([...words, ...pairs, `first:${words[0] ?? ''}`])];
}
