import type { Intent, InterpretContext } from './intent';

/**
 * "lot 14", "205/55", "the SAT one", "Petrov.": a few words that name something and ask nothing. daily asks
 * what to do with them, so the next message can say, rather than answering that it did not understand.
 * Sounds ("uhh", "hmm"), strings no one could read ("asdkjh qwe") and other scripts stay not understood.
 */
const LONGEST = 3;
const SOUND = /^(?:u+h+|u+m+|e+r+m*|h+m+|a+h+|o+h+|huh|meh|eh|lol|ha(?:ha)*|k|ok|okay|yo|oi)$/i;
const LEGIBLE = /^[\p{Script=Latin}\d\s.,'’/&#:+()\-…!?%£$€]+$/u;
const CONSONANT_RUN = /[bcdfghjklmnpqrstvwxz]{5,}/i;
const THE_SAME_AGAIN = /(.{2,})\1{2,}/;
/** A run along a row of the keyboard: "qwertyuiop", "asdfgh". */
const KEYBOARD_RUN = /qwer|wert|erty|rtyu|tyui|yuio|uiop|asdf|sdfg|dfgh|fghj|ghjk|hjkl|zxcv|xcvb|cvbn|vbnm/i;
/**
 * What names a thing: a number ("lot 14"), a name ("Petrov"), or a longer word ("payroll"). Short lower-case
 * words alone are more often talk of some tongue or street ("bet", "dale", "lush", "oki") than a thing.
 */
const NAMES_A_THING = /\p{L}\d|\d\p{L}|^\p{Lu}|^\p{Ll}{5,}$/u;
/** "lot 14", "Mr Wu 3": a number beside a word names the thing; a number alone ("12345") is noise. */
const A_WORD = /\p{L}{2,}/u;
/** "asleep till 3": a time said of the person, not a thing to do something with. */
const A_TIME = /\b(?:till|until|til|at|by|from|am|pm|o'?clock)\b/i;
/**
 * Words of the tongues people most often write to daily in, when the whole message is in them ("Kauf Brot
 * morgen", "Comprar leche mañana"): not understood, which answers with what daily can read.
 */
const ANOTHER_TONGUE =
  /^(?:kauf|kaufen|brot|milch|morgen|heute|bitte|und|die|der|das|comprar|leche|pan|hoy|mañana|manana|acheter|demain|pain|lait|aujourd'?hui|comprare|domani|latte|oggi)$/i;
/** "the Okafors paid", "server's back up", "client cancelled": news told in a few words, which asks nothing. */
const TOLD = /\b(?:is|are|was|were|been|paid|done|sent|gone|went|fixed|sorted|back|live|full|open|over|here|in)\b|'s\b|\p{L}{3,}ed\b/iu;
/** Words of talk long enough to pass for a thing. */
const TALK_WORDS =
  /^(?:ok|okay|please|right|aight|inshallah|mashallah|theek|hai|dobra|horosho|jesus|wept|knows|fuggedaboutit|home|chat|dead|alright|anyway|anyways|champion|bueno|buena|dobrze|sorted|lovely|brilliant|awesome|amazing|perfect|thanks|cheers|grand|whatever|exactly|absolutely|definitely|totally|seriously|honestly|basically|actually|literally|lmao+|haha+|hahaha+|yay+|yess+|nooo+|omg+|okey|okie|alrighty|righto|gotcha|noted|understood|claro|vale|gracias|merci|danke|grazie|obrigad[oa]|shukriya|dhanyavaad|bendito|allora)$/i;

export function fragmentAskedAbout(message: string, read: Intent[]): Intent[] | null {
  if (read.length !== 1 || read[0].kind !== 'unknown') return null;
  const text = message.replace(/\p{Extended_Pictographic}|\uFE0F|\u200D/gu, '').trim();
  const words = text.split(/\s+/).filter((word) => /[\p{L}\d]/u.test(word));
  if (words.length === 0 || words.length > LONGEST || !LEGIBLE.test(text)) return null;
  const bare = words.map((word) => word.replace(/[^\p{L}\d]/gu, ''));
  if (
    bare.every((word) => SOUND.test(word)) ||
    bare.some((word) => CONSONANT_RUN.test(word) || KEYBOARD_RUN.test(word)) ||
    THE_SAME_AGAIN.test(text)
  )
    return null;
  const named =
    bare.some((word) => NAMES_A_THING.test(word) && !TALK_WORDS.test(word)) ||
    (bare.some((word) => /^\d+$/.test(word)) && A_WORD.test(text)) ||
    /\d[/-]\d/.test(text);
  if (!named || TOLD.test(text)) return null;
  if (A_TIME.test(text) || bare.some((word) => ANOTHER_TONGUE.test(word))) return null;
  return [{ kind: 'unclear', understood: `"${message.trim()}"`, question: 'What would you like me to do with it?' }];
}

/**
 * "change the name o' that... naw, leave it, I'll hae a think", "change the name... wait, I ask customer the
 * address first, later I tell you": an ask begun, broken off and taken back. Nothing changes.
 */
const BROKEN_OFF =
  /^([^.…]{3,60})(?:\.{2,}|…)\s*(?:(?:naw|nah|no|wait|hold on|actually|hmm+|erm*|um+)[,.!]?\s*)*(?:leave it|never ?mind|forget it|forget that|scratch that|ignore (?:that|me)|i'?ll (?:hae|have) a think|(?:i|let me) (?:ask|check|find out)\b[^.?!]*\bfirst|later i (?:tell|send|let) you)\b/i;

export function askTakenBack(message: string, read: Intent[]): Intent[] | null {
  if (!BROKEN_OFF.test(message.trim())) return null;
  const changes = read.some((intent) => !['small_talk', 'unknown', 'unclear', 'question', 'answer'].includes(intent.kind));
  return changes ? [{ kind: 'small_talk', what: 'acknowledgement' }] : null;
}

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
