/**
 * "ooh 1 can go, the couple cancelled 😢 x", "haanji 1 and 4 delete", "ferry booked, ken", "2 and 3 done!! x": the
 * ask in the middle, with sounds, nods and tags of talk around it. When nothing was read from the whole message,
 * it is read again without them.
 */

/** Sounds and nods said first: "ooh", "och", "haanji", "dạ", "chalo", "oye". */
const OPENER =
  /^(?:o+h+|och|aw+|ah+|ay+|oye|omg|yess+|yay|haanji|haan ji|haan|haa|ji|chalo|acha|accha|dạ|da|vâng|hun|babe|bro|fam|mate)(?![\p{L}\p{N}])[\s,.!…-]*/iu;
/** Tags said last: "x", "innit", "ken", "haanji", "theek aa", "saru", "m goi", "diolch", "please". */
export const TAG_WORDS =
  'x+|innit|ken|fam|hun|babe|bro|bruv|mate|ji|haanji|haan ji|theek aa|theek hai|saru|haa|la|lah|diolch|m goi|mgoi|please|pls|plz|thanks|ta|cheers|lol|haha';
const TAG = new RegExp(`[\\s,.!…-]+(?:${TAG_WORDS})[\\s.!…]*$`, 'i');
const EMOJI = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F\u200D]+/gu;
const MARKS_LAST = /(?<=\S)[\s!.…]+$/;

export function withoutTalkAtTheEdges(message: string): string {
  let text = message.replace(EMOJI, ' ').replace(/\s+/g, ' ').trim();
  for (let again = true; again;) {
    const before = text;
    text = text.replace(OPENER, '').replace(TAG, '').replace(MARKS_LAST, '').trim();
    again = text !== before && text !== '';
  }
  return text === '' ? message : text;
}

/** "Haanji", "mate x": a title made of talk alone, which names no job. */
export function onlyTalk(title: string): boolean {
  // The space before lets a tag be the title's first word.
  let left = ` ${title.replace(EMOJI, ' ')}`;
  for (let again = true; again;) {
    const before = left;
    left = left.replace(OPENER, '').replace(TAG, '').replace(MARKS_LAST, '');
    again = left !== before && left.trim() !== '';
  }
  return left.trim() === '';
}

/** The first clause of a message: "bin 2" of "bin 2, they pulled the campaign". */
export function firstClause(message: string): string | null {
  const clause = /^(.+?)(?:[,;]|\.\s|\s[-—–]\s)/.exec(message.trim());
  return clause ? clause[1] : null;
}
