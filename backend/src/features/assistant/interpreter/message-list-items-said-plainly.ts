import type { Intent } from './intent';

/**
 * "1 an 3 dun, urns still pending", "aye 1 an 3 are done", "1 y 3 done", "the number 3 you can delete, the mats
 * arrived", "bin off number 2 bab", "take 1 off they went w another guy", "listo el 2": items of the list just sent,
 * ticked or taken off in the words people use. Said again as "1 and 3 done, …" or "remove 2, …", which the readers
 * of a list know, "number 2 change to …" as "rename 2 to …" and "2 make it friday at 3" as "move 2 to friday at 3";
 * taken only when that reading ticks, removes, renames or moves items of the list and nothing else.
 */

const ORDINALS: Record<string, string> = { first: '1', second: '2', third: '3', fourth: '4', fifth: '5' };
/** One item: "3", "#3", "number 3", "no. 3", "el 3", "the 3rd one", "the first one". */
const ITEM = String.raw`(?:the |el |la |lo )?(?:number |no\.? ?|#)?(?:\d{1,2}(?:st|nd|rd|th)?|first|second|third|fourth|fifth)(?: one)?`;
/** Between items: a comma, "and" in its spellings and languages, or only a space. */
const JOIN = String.raw`(?:\s*(?:,|&|\+)\s*|\s+(?:and|an|ane|n|y|e|et|und|ac)\s+|\s+)`;
const ITEMS = String.raw`(${ITEM}(?:${JOIN}${ITEM})*)`;
const DONE = String.raw`(?:done|dun|don|dn|deen|sortit|sorted|sortd|finish|finished|complete|completed|hecho|listo|ya est[aá] hecho|ya|wedi gwneud|gwneud|✅)`;
const REMOVE = String.raw`(?:remove|delete|del|bin|scratch|kill|drop|cancel|quita|borra|elimina|get rid of)`;
/** Sounds, nods and names said first: "aye", "ok", "howay man", "and". */
const OPENING = /^(?:(?:aye|ok|okay|so|and|right|howay(?: man)?|yes|yep|yeah)[,!.]?\s+)+/i;
/** Said after the items: "are", "is", "r", "all", "both". */
const LINK = String.raw`(?:\s+(?:are|is|r|all|both|are all|all are|is all))*`;

const OTHER_ITEMS_OR_MOVES =
  /^(?:and\s+)?(?:#|no\.?\s*|number\s+)?\d|^(?:o'?clock|[ap]\.?m\.?|hrs?|hours?|mins?|minutes?|days?|weeks?|months?)\b|^[:.]\d|\b(?:push|pushed|move|moved|snooze|snoozed|put off|tomorrow|tmrw|tonight|next week|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/i;

/** Words that open a remark after the items: who did what, a why, a state, a tag. */
const REMARK_OPENS =
  /^(?:they|they'?re|theyre|she|he|we|were|we'?re|i|i'?m|im|the|my|our|his|her|their|it|its|it'?s|that|thats|already|not|no|nobody|got|cancell?ed|done|lol|pls|please|now|m8|mate|bro|bab|babe|hun|mano|porfa|sorry|cos|coz|cuz|because|bc|as|since|all|both|still|finally|there|x+)\b/i;
const TAKEN_BACK = /^(?:no|not|nope|wait|actually|yet|not yet)\b/i;

const SHAPES: readonly [RegExp, (items: string) => string][] = [
  // "1 an 3 dun", "aye 1 an 3 are done", "1 2 3 all finish", "el 2 ya", "2 is sortit"
  [new RegExp(String.raw`^${ITEMS}${LINK}\s+${DONE}(?:\s+all)?(?=$|[\s,.!;])`, 'iu'), (items) => `${items} done`],
  // "listo el 2", "done w 3"
  [new RegExp(String.raw`^${DONE}\s+${ITEMS}(?=$|[\s,.!;])`, 'iu'), (items) => `${items} done`],
  // "scratch 2 and 3", "bin off number 2", "quita el 3 y el 1", "take 1 off", "bin 2 off"
  [new RegExp(String.raw`^(?:${REMOVE}|take)(?:\s+off)?\s+${ITEMS}(?:\s+off)?(?=$|[\s,.!;])`, 'iu'), (items) => `remove ${items}`],
  // "the number 3 you can delete", "first one you can delete", "1 remove", "2 and 4 both remove please", "2 can go"
  [
    new RegExp(
      String.raw`^${ITEMS}${LINK}\s+(?:(?:you|u)\s+)?(?:(?:can|could)\s+(?:${REMOVE}|go|be (?:deleted|removed))|(?:pls |please )?${REMOVE})(?:\s+(?:pls|please|porfa))?(?=$|[\s,.!;])`,
      'iu',
    ),
    (items) => `remove ${items}`,
  ],
];

const WHEN_ONLY =
  /^(?:(?:on|at|for|by|till|until)\s+)?(?:today|tonight|tomorrow|tmrw|tmr|next \w+|this \w+|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|noon|midday|midnight|the \d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?|\d{1,2}\/\d{1,2})(?:\s+(?:at|in the|morning|afternoon|evening|night|\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?))*[.!]*$/i;
/** "number 2 change to …", "2 make it …", "Number 2 please write "…"": a new name for one listed item. */
const RENAMED = new RegExp(
  String.raw`^(${ITEM})[\s,:–—-]*(?:(?:pls|please)\s+)?(?:change(?: it| the name)?(?: to| for| as| in)|make (?:it|that)|write|put(?=\s*["'“‘])|should (?:be|say)|call (?:it|that)|rename(?: it)?(?: to| as)?)\s*:?\s+(?=\S)`,
  'iu',
);

function plainItems(items: string): string {
  const numbers = [...items.toLowerCase().matchAll(/(\d{1,2})(?:st|nd|rd|th)?\b|\b(first|second|third|fourth|fifth)\b/g)].map(
    ([, digits, ordinal]) => digits ?? ORDINALS[ordinal],
  );
  return numbers.length === 1 ? numbers[0] : `${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
}

/** The message said as a plain tick or removal of listed items, or null when it is not one. */
export function listItemsSaidPlainly(message: string): string | null {
  const said = message.trim().replace(OPENING, '');
  const renamed = RENAMED.exec(said);
  const name = renamed ? said.slice(renamed[0].length) : '';
  // "number 2 make it monday": a day or an hour moves the item.
  // "1 should be photo day Llanishen Primary. Not High.": a word set right, which the loose swap reads.
  if (renamed && !/\bnot?\b/i.test(name)) return `${WHEN_ONLY.test(name) ? 'move' : 'rename'} ${plainItems(renamed[1])} to ${name}`;
  for (const [shape, plain] of SHAPES) {
    const found = shape.exec(said);
    if (!found) continue;
    const rest = said
      .slice(found[0].length)
      .replace(/^[\s,.!;]+/, '')
      .trim();
    // "2 done and 3 pushed to friday", "1 ✅ 2 ✅ 3 still pending": more is asked of the list than these words say.
    if (OTHER_ITEMS_OR_MOVES.test(rest)) return null;
    // "bin 2 bags of offcuts": with no stop after the number, the words run on from it as a count, unless a remark opens.
    const runsOn = rest !== '' && /^\s/.test(said.slice(found[0].length)) && !REMARK_OPENS.test(rest);
    const asked = plain(plainItems(found[1]));
    // "done 3 no not yet": a tick taken back.
    if (runsOn || (asked.endsWith('done') && TAKEN_BACK.test(rest))) return null;
    return rest === '' ? asked : `${asked}, ${rest}`;
  }
  return null;
}

/** Read again in plain words; kept only when every item read is a listed one, ticked, taken off, renamed or moved. */
export function listItemsReadPlainly(message: string, listedCount: number, read: (text: string) => Intent[]): Intent[] | null {
  if (listedCount === 0) return null;
  const plain = listItemsSaidPlainly(message);
  if (!plain || plain === message.trim()) return null;
  const again = read(plain);
  const items = again.every(
    (intent) =>
      (intent.kind === 'complete' || intent.kind === 'remove' || intent.kind === 'rename' || intent.kind === 'reschedule') &&
      intent.task.by === 'number' &&
      intent.task.number >= 1 &&
      intent.task.number <= listedCount,
  );
  return again.length > 0 && items ? again : null;
}
