/**
 * Words said to the person rather than about the job: a Filipino "po", an "amiga", a "lol", an
 * "omg" before an ask. They carry courtesy or mood and never name a task, a day or a change, so
 * they are dropped before any reader sees the message: "done po" is "done", "pls remind me po to
 * update the calendar" is "pls remind me to update the calendar", "delete that lol she texted first"
 * is "delete that she texted first". A message of nothing else is left as said, for the readers of
 * small talk.
 */

/**
 * A Filipino "po" of respect, in lower case, where only courtesy can stand: after a courtesy, a reply
 * word or a time ("pls remind me po to …", "sorry po thursday", "3pm po send …", "done po"), or opening
 * a question ("po what's on today?"). After a verb or a noun it is a name or a purchase order ("call
 * po", "approve supplier po", "po box 12") and is left as said.
 */
const PO_AFTER_COURTESY =
  /(?<=(?:^|[^\p{L}'])(?:me|pls|please|plz|sorry|thanks|thank you|salamat|yes|yep|ok|okay|done|it|later|am|pm|today|tonight|tomorrow|tmrw|now|na)[,!.]?\s|\d[,!.]?\s)po(?![\p{L}\d'#-])(?!\s*(?:box|#|\d|number\b|no\b|nr\b))/gu;
const PO_FIRST =
  /^po(?=[,!.]?\s+(?:what|what's|whats|which|when|where|how|who|is|are|am|can|could|pls|please|sorry|thank|thanks|free|the one|ok|okay|yes|good|hello|hi)\b)/gu;
/**
 * Laughter said in passing, and an opening "omg", before more words: "delete that lol she texted first". At the
 * end ("I need to sleep lol") it tells how the message is meant, and is kept for the readers of talk.
 */
const LAUGHTER = /(?<![\p{L}'])(?:lol+|lmao+|lmfao|rofl|haha(?:ha)*|hehe(?:he)*|^omg|^omfg)(?![\p{L}'])(?=[\s,.!]*[\p{L}\d])/giu;
/**
 * Names for the person spoken to, never for someone a job is about: "amiga remind me …", "later amiga", "done bro",
 * a Scouse "la" (and "lad" said first), a Welsh "butt", a Norfolk "bor", an East Midlands "duck", a Brummie "bab", a Scots "hen",
 * a Devon or Cornish "me 'ansum" or "me lover", a "boss" at the end of a job.
 */
const ONLY_SAID_TO = String.raw`(?:amiga|amigo|bro|bruh|bruv|hun|babe|bab|hen|dude|la|butt|butty|duck|boss|bor|(?:me|my) '?ansum|me (?:lover|luvver|babber))`;
/** Words that may name someone a job is about ("email my boss"), dropped only when set off by a comma. */
const SAID_TO_OR_OF = String.raw`(?:abi|abla|bhai|fam|sis|mate|dear|chief|pal|buddy|man|girl|my friend|my dear|daily)`;
/** "call the delivery man", "text my bro": a word that belongs to the job's own words is left alone. */
const NOT_AFTER = String.raw`(?<!\b(?:the|a|an|my|your|his|her|our|their|to|for|with|at|from|by|this|that|of|and|in|on|delivery|van|post|tax|gas|bin)\s)`;
const FRIEND_FIRST = new RegExp(
  String.raw`^(?:(?:${ONLY_SAID_TO}[,!.]*|lad[,!.]+|lad(?=\s+(?:can|could|pls|please|remind|add|cancel|delete|bin|move|push|put|scrap|tick))|${SAID_TO_OR_OF}[,!.]+)\s+)+(?=\S)`,
  'iu',
);
const FRIEND_LAST = new RegExp(
  String.raw`(?<=\S)(?:\s+${NOT_AFTER}${ONLY_SAID_TO}|\s*,\s*(?:${ONLY_SAID_TO}|${SAID_TO_OR_OF}))+(?=[\s.!?\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F\u200D]*$)`,
  'iu',
);
/** "take it off my list la, she's gone elsewhere", "scrap that me duck, …": the name said before a break in the middle of the message. */
const FRIEND_BEFORE_BREAK = new RegExp(String.raw`(?<=\S)\s+(?:me\s+(?=duck\b)|${NOT_AFTER})${ONLY_SAID_TO}(?=\s*[,;!]\s*\S)`, 'iu');
/**
 * "delete that jaan, they just paid", "ho gaya bhai, sent to the assessor": a name for the person said after the
 * word pointing at the task, or after a deed told done, before a break; "email that man, …" has no break after a reply.
 */
const FRIEND_AFTER_A_REPLY = new RegExp(
  String.raw`(?<=\b(?:that|this|it|them|done|gaya|gaye|hogaya|sorted|finished|ok|okay|yes|yeah|yep|sent|booked|paid))\s+(?:jaan|bhai|yaar|ji|fam|mate|bro|boss|chief|pal|buddy|hun|babe)(?=\s*[,;!]\s*\S)|(?<=\bit)\s+man(?=\s*[,;!]\s*\S)`,
  'u',
);
/**
 * "remind me tomorrow at 10 love to drop the keys back", "every Monday at 8 love remind me …", "do the Dore keys run love x":
 * a "love", "pet" or "darling" said to the person before the job or at the end. Elsewhere ("I'd love to", "send my love",
 * "the one customers love") it is the person's own word and is kept.
 */
const ENDEARMENT = String.raw`(?:love|luv|pet|darlin'?|darling)`;
/** Said in lower case only: "Love" and "Darling" are names and titles ("Email Jo Love", "Ring Mr Darling"). */
const ENDEARMENT_BEFORE_ASK = new RegExp(
  String.raw`(?<=(?:\d|\b(?:am|pm|tomorrow|tmrw|tonight|today|morning|afternoon|evening|(?:mon|tues|wednes|thurs|fri|satur|sun)day|remind me|mind me|pls|please)))\s+(?:love|luv|pet|darlin'?|darling)(?=\s+(?:(?:to|tae)\s+\p{L}|(?:remind|mind) me\b))`,
  'u',
);
const ENDEARMENT_LAST = new RegExp(
  String.raw`(?<=\S)(?:\s*,)?\s+(?<!\b(?:my|your|his|her|our|their|with|of|in|i|we|you|they|would|much|so|send|sends|sending|and|the|a|an|first|true|puppy|people|everyone|everybody|folk|self|family|real|really|big|new|young|lost|no|tainted|'d|d|\p{L}+s)[,\s]+)(?:love|luv|darlin'?|darling)(?=[\s.!?\p{Extended_Pictographic}\uFE0F]*(?:\bx+)?[\s.!]*$)`,
  'u',
);
/** A cheap look before the passes: most messages have none of these words. */
/** "list this week please salamat", "call the vet tomorrow gracias": thanks in another language, said last. */
const THANKS_ABROAD = String.raw`(?:gracias|salamat|merci|danke|grazie|obrigad[oa]|diolch|shukran|spasibo|asante|arigato|dhanyavad|dziękuję|dziekuje)`;
const THANKED_LAST = new RegExp(
  String.raw`(?<=[\p{L}\d])(?<!\bmuchas|\bmil|\bmerci|\bvielen)[,\s]+${THANKS_ABROAD}(?: (?:po|na|mucho|muchas|beaucoup|yn fawr))?[.!]*$`,
  'iu',
);
const ANY = new RegExp(
  String.raw`(?:^|[^\p{L}'])(?:po|lad|${ENDEARMENT}|lol+|lmao+|lmfao|rofl|ha(?:ha)+|he(?:he)+|omg|omfg|${ONLY_SAID_TO}|${SAID_TO_OR_OF}|${THANKS_ABROAD}|jaan|yaar|ji)(?![\p{L}'])`,
  'iu',
);

function dropped(text: string, pattern: RegExp): string {
  const without = text
    .replace(pattern, ' ')
    .replace(/\s+([,.!?])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
  // Nothing but courtesy and laughter is left to the readers of small talk, as said; so is "alright butt", a hello
  // that is only "alright" (agreed) without the name.
  return /[\p{L}\d]/u.test(without) && !/^(?:alright|all right|aright|orright)[!.]*$/i.test(without) ? without : text;
}

export function withoutAddressWords(text: string): string {
  if (!ANY.test(text)) return text;
  let said = dropped(dropped(text, PO_FIRST), PO_AFTER_COURTESY);
  said = dropped(said, LAUGHTER);
  said = dropped(dropped(dropped(said, FRIEND_FIRST), FRIEND_BEFORE_BREAK), FRIEND_AFTER_A_REPLY);
  said = dropped(dropped(said, THANKED_LAST), ENDEARMENT_BEFORE_ASK);
  said = dropped(said, ENDEARMENT_LAST);
  return dropped(said, FRIEND_LAST).replace(/^[,\s]+/, '');
}
