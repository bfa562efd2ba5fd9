import { isTaskVerb } from './message-words';

/**
 * "studio rent reminder move it to the 1st", "car payment move to 20 of november please",
 * "TLC drug test appointment, change for 11/16 9am": the task named first, then the move asked of it.
 * Read as "move the studio rent to the 1st" is. The name is a thing, never a job ("order flour, move
 * it to 5" is a job with its time, which the second-breath reader takes) nor a person telling ("they
 * want to move it to friday").
 */
const NAMED_THEN_MOVED =
  /^(?:the |my |our )?((?:[\p{L}\d&'.]+ ){0,5}[\p{L}\d&'.]+?)(?: (?:reminder|task|one))?\s*(?:[,:;–—-]+\s*|\s)(?:(?:can you|could you|pls|please|just) )*(?:move|change|push|shift|switch|bump|put) (?:it |that |this )?(?:to|for|till|until|til) (.+)$/iu;

/** Words that make the opening a sentence of its own rather than the name of a task. */
const NOT_A_NAME = new Set(
  "push move change shift switch bump put decision decided wrong name title kindly ugh argh cba tbh stay today tonight tomorrow tmrw from cant can't wont won't dont don't in on at still ey up i im i'm we you he she they it its it's this that there can could would will should might may must need needs want wants wanted asked asks said says to is was are were has had have do does did not no yes yeah ok okay so and but or then just if when maybe pls please let lets let's gonna".split(
    ' ',
  ),
);

export function namedThenMoved(said: string): string {
  const found = NAMED_THEN_MOVED.exec(said.trim().replace(/\s+/g, ' '));
  if (!found) return said;
  const words = found[1].toLowerCase().split(' ');
  if (isTaskVerb(words[0]) || words.some((word) => NOT_A_NAME.has(word))) return said;
  return `move ${found[1]} to ${found[2]}`;
}
