import type { Intent, InterpretContext } from './intent';

/** "aye, sort of", "kinda", "half of it" to "Did you get to it?": neither done nor not, so daily asks. */
const HALF_YES =
  /^(?:(?:y|yes|yeah|yep|aye|ya|well)[,.]?\s+)?(?:sort of|kind of|kinda|sorta|partly|half(?: of it| done)?|almost|nearly|not really|more or less|ish)[.!]*$/i;

export function halfDone(message: string, context: InterpretContext): Intent[] | null {
  if (context.conversation?.pending?.about !== 'follow_up' || !HALF_YES.test(message.trim())) return null;
  return [{ kind: 'unclear', understood: 'part of it done', question: 'Is it done, or shall I keep it on your list?' }];
}

/** "morning. not yet." to a reminder: the hello said first, then the reply, which is read alone. */
const HELLO_THEN_REPLY = /^(?:good\s+)?(?:morning|mornin'?|afternoon|evening|hi|hey|hello|hiya)[.!]+\s+(\S[\s\S]*)$/i;

export function replyAfterHello(message: string, context: InterpretContext): string | null {
  if (context.conversation?.pending?.about !== 'follow_up') return null;
  return HELLO_THEN_REPLY.exec(message.trim())?.[1] ?? null;
}
