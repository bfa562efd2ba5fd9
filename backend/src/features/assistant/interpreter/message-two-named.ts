import type { Intent } from './intent';

/**
 * "delete the ice one and the one about glassware, client is doing both", "tick off the rent one and
 * the one about the van": two tasks, each pointed at as "the … one" or "the one about …", given the
 * same change. Only such pointing is split on its "and"; "delete the fish and chips order" is one task.
 */
const POINTED = String.raw`(?:the one (?:about|for|with|re) (?:the |my |our )?[\p{L}\p{N}' -]{2,40}?|the [\p{L}\p{N}' -]{2,40}? (?:one|task|reminder))`;
const TWO_POINTED = new RegExp(
  String.raw`^(?:(?:pls|please|can you|could you)\s+)*(delete|remove|scrap|bin|ditch|cancel|drop|tick off|mark done|mark off|complete)\s+(${POINTED})\s*(?:,\s*)?(?:and|an|n|&|\+)\s+(${POINTED})(?:\s*[,.;-]\s*.*)?$`,
  'iu',
);
const REMOVING = /^(?:delete|remove|scrap|bin|ditch|cancel|drop)$/i;

/** The words that name the task, without "the", "one" or "the one about". */
function named(pointed: string): string {
  return pointed
    .replace(/^the one (?:about|for|with|re) (?:the |my |our )?/i, '')
    .replace(/^the /i, '')
    .replace(/ (?:one|task|reminder)$/i, '')
    .trim();
}

export function twoPointedTasks(text: string): Intent[] | null {
  const said = TWO_POINTED.exec(text.trim().replace(/\s+/g, ' '));
  if (!said) return null;
  const kind = REMOVING.test(said[1]) ? 'remove' : 'complete';
  return [said[2], said[3]].map((pointed): Intent => ({ kind, task: { by: 'words', words: named(pointed) } }));
}
