import type { Intent } from './intent';

/**
 * "building control chased, tick it off", "projector in room 2 works again, mark it done": with no
 * task in view, "it" is the thing named before, so the tick is of the task those words name. What
 * is said of the thing ("chased", "works again") is left out of the words it is found by.
 */
const NAMED_THEN_TICK =
  /^(?:(?:ok|okay|so|right|yep|yes)[,.]?\s+)?(?:the |my |our )?([\p{L}\p{N}][\p{L}\p{N}'&+ -]{2,60}?)(?:\s+(?:(?:is|are|'s|has been|have been|now|finally|all)\s+)*(?:chased|done|sorted|fixed|booked in|booked|paid|sent|posted|filed|signed|ordered|delivered|collected|returned|cleaned|repaired|replaced|renewed|submitted|handled|working(?: again)?|works(?: again)?|back(?: up)?|up and running|in|away)(?:\s+(?:now|again|today|already))?)?[,.;!]*\s+(?:so\s+)?(?:(?:pls|please|you can|u can)\s+)?(?:tick|cross|check|mark)\s+(?:it|that|this)\s*(?:off|done|as done|complete|completed)?(?:\s+(?:pls|please|thanks|thx))?[.!]*$/iu;
/** Words that name no task: "that", "all of it". */
const NAMES_NOTHING = /^(?:it|that|this|all|all of it|everything|done|ok|okay|yes|yep|please|pls|kindly|so|and|now|can you|could you)$/i;

export function tickOfTheThingNamed(text: string): Intent | null {
  const named = NAMED_THEN_TICK.exec(text.trim());
  const words = named?.[1].trim();
  if (!words || NAMES_NOTHING.test(words)) return null;
  return { kind: 'complete', task: { by: 'words', words } };
}
