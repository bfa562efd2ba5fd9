import type { Intent, InterpretContext } from './intent';
import { shapeOf, tag, VERB } from './message-tagger';

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
 * What names a thing: a number beside a word ("lot 14"), a code ("VAT"), or a longer word ("payroll"). Short
 * lower-case words alone are more often talk of some tongue or street ("bet", "dale", "lush", "oki") than a thing.
 */
const NAMES_A_THING = /\p{L}\d|\d\p{L}|^\p{Lu}{2,}$|^\p{L}\p{Ll}{4,}$/u;
/**
 * A word the tagger knows as a deed done, a quality, a greeting or a little word ("Forgot", "Still there", "Me
 * too", "I see") names no thing, whatever its capital; a phone gives every first word one.
 */
const NOT_A_THING = shapeOf(
  '(#PastTense|#Copula|#Modal|#Adjective|#Adverb|#Expression|#Pronoun|#Preposition|#Determiner|#Conjunction|#QuestionWord)',
);
/** "the SAT one", "the P&L one": a thing pointed at among others. */
const ONE_OF_THEM = /^the \S+(?: \S+)? one[.!?]*$/i;
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
  /^(?:ok|okay|please|right|aight|inshallah|mashallah|alhamdulillah|bismillah|subhanallah|eid|mubarak|kareem|accha|acha|achha|nahi|haan|bilkul|jawohl|typo|ignore|innit|deffo|blimey|crikey|cheerio|ta-ra|tarra|theek|hai|dobra|horosho|jesus|wept|knows|fuggedaboutit|home|chat|dead|alright|anyway|anyways|champion|bueno|buena|dobrze|sorted|lovely|brilliant|awesome|amazing|perfect|thanks|cheers|grand|whatever|exactly|absolutely|definitely|totally|seriously|honestly|basically|actually|literally|lmao+|haha+|hahaha+|yay+|yess+|nooo+|omg+|okey|okie|alrighty|righto|gotcha|noted|understood|claro|vale|gracias|merci|danke|grazie|obrigad[oa]|shukriya|dhanyavaad|bendito|allora)$/i;

/** A phone gives every first word a capital: only a name the tagger knows ("Kevin", "Croydon") is a name there. */
const A_NAME = shapeOf('(#Person|#Place|#Organization|#ProperNoun)');
const namesAThing = (word: string, at: number) =>
  !TALK_WORDS.test(word) &&
  (NAMES_A_THING.test(word) || (/^\p{Lu}/u.test(word) && (at > 0 || tag(word).has(A_NAME)))) &&
  !tag(word).has(NOT_A_THING);

/** The questions of a dilemma, which a few words may answer. */
const WEIGHING = new Set(['dilemma_options', 'dilemma_matters', 'dilemma_choice', 'other']);

export function fragmentAskedAbout(message: string, read: Intent[], context: InterpretContext): Intent[] | null {
  // With a choice being thought through, the words may answer it; that question is left standing.
  if (read.length !== 1 || read[0].kind !== 'unknown' || WEIGHING.has(context.conversation?.pending?.about ?? '')) return null;
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
    bare.some(namesAThing) ||
    ONE_OF_THEM.test(text) ||
    (bare.some((word) => /^\d+$/.test(word)) && A_WORD.test(text)) ||
    /\d[/-]\d/.test(text);
  // "Waiting on Dave", "Working on it": a sentence with its verb says how things stand, and names no thing to act on.
  if (!named || TOLD.test(text) || (words.length > 1 && !ONE_OF_THEM.test(text) && tag(text).has(VERB))) return null;
  if (A_TIME.test(text) || bare.some((word) => ANOTHER_TONGUE.test(word))) return null;
  return [{ kind: 'unclear', understood: `"${message.trim()}"`, question: 'What would you like me to do with it?' }];
}

/**
 * "change the name o' that... naw, leave it, I'll hae a think", "change the name... wait, I ask customer the
 * address first, later I tell you": an ask begun, broken off and taken back. Nothing changes.
 */
const BROKEN_OFF =
  /^(?:(?:change|rename|move|push|put|shift|call|make)\b[^.…]{0,30}?\b(?:to|name|name o'?|name of|title|it|that|o' that))(?:\.{2,}|…)\s*(?:(?:naw|nah|no|wait|hold on|actually|hmm+|erm*|um+)[,.!]?\s*)*(?:leave it|never ?mind|forget it|ignore (?:that|me)|i'?ll (?:hae|have) a think|(?:i|let me) (?:ask|check|find out)\b[^.?!]*\bfirst)(?!\s+(?:till|until|til|by|with|in|at|on|for|to)\b)(?:[,.!]?\s*(?:i'?ll (?:hae|have) a think|later i (?:tell|send|let) you|i'?ll (?:tell|let) you later|i'?ll come back to (?:it|you)|for now))*[.!\s]*$/i;

export function askTakenBack(message: string, read: Intent[]): Intent[] | null {
  if (!BROKEN_OFF.test(message.trim())) return null;
  const changes = read.some((intent) => !['small_talk', 'unknown', 'unclear', 'question', 'answer'].includes(intent.kind));
  return changes ? [{ kind: 'small_talk', what: 'acknowledgement' }] : null;
}
