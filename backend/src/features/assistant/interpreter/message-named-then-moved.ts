import { isTaskVerb } from './message-words';

/**
 * "studio rent reminder move it to the 1st", "car payment move to 20 of november please",
 * "TLC drug test appointment, change for 11/16 9am": the task named first, then the move asked of it.
 * Read as "move the studio rent to the 1st" is. The name is a thing, never a job ("order flour, move
 * it to 5" is a job with its time, which the second-breath reader takes) nor a person telling ("they
 * want to move it to friday").
 */
const NAMED_THEN_MOVED =
  /^(?:the |my |our )?((?:[\p{L}\d&'.]+ ){0,5}?[\p{L}\d&'.]+?)(?: one)?( (?:reminder|task))?\s*(?:[,:;–—-]+\s*|\s)(?:(?:can you|could you|pls|please|just) )*(?:move|change|push|shift|switch|bump|put) (?:it |that |this )?(?:to|for|till|until|til) (.+)$/iu;

/** Words that make the opening a sentence of its own rather than the name of a task. */
const NOT_A_NAME = new Set(
  "push move change shift switch bump put decision decided wrong name title kindly ugh argh cba tbh stay today tonight tomorrow tmrw from cant can't wont won't dont don't in on at still ey up i im i'm we you he she they it its it's this that there can could would will should might may must need needs want wants wanted asked asks said says to is was are were has had have do does did not no yes yeah ok okay so and but or then just if when maybe pls please let lets let's gonna".split(
    ' ',
  ),
);

/** With a task in view, "it" is that task unless the name says it is a reminder of its own ("gas bill reminder, move it …"). */
export function namedThenMoved(said: string, inView = false): string {
  const found = NAMED_THEN_MOVED.exec(said.trim().replace(/\s+/g, ' '));
  if (!found || (inView && !found[2])) return said;
  const words = found[1].toLowerCase().split(' ');
  if (isTaskVerb(words[0]) || words.some((word) => NOT_A_NAME.has(word))) return said;
  return `move ${found[1]} to ${found[3]}`;
}

/** "leave the mouseguards job till sat", "make the casting pickup 12/1 instead": a named task put to another day or hour. */
const LEFT_TILL = /^(?:(?:please|pls|just) )*(?:leave|park|hold) (?!it\b|that\b|this\b|me\b|off\b)(.{3,60}?) (?:till|until|til) (.+)$/i;
const MADE_INSTEAD =
  /^(?:(?:please|pls|can you|could you) )*make (?!it\b|that\b|this\b)(.{3,60}?) ((?:on )?(?:\d{1,2}\/\d{1,2}|(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tmrw|at \d|\d{1,2}(?::\d{2})?\s?[ap]m).*?) instead[.!]*$/i;
/** "make the kiln 8 not half 7": a named task given a new hour, with the hour it replaces. */
const MADE_NOT =
  /^(?:(?:please|pls|can you|could you) )*make (?!it\b|that\b|this\b)(.{3,60}?) ((?:at )?(?:\d{1,2}(?::\d{2})?\s?(?:am|pm)?|half (?:past )?\d{1,2}|quarter (?:past|to) \d{1,2})) not (?:at )?(?:\d{1,2}(?::\d{2})?\s?(?:am|pm)?|half (?:past )?\d{1,2}|quarter (?:past|to) \d{1,2})[.!]*$/i;
/** "move the mouseguards job to sat, far too wet to open the hives": the move, then why. */
const MOVE_THEN_WHY =
  /^((?:(?:please|pls|can you|could you|just) )*(?:move|shift|push|bump|leave|park|hold|make) (?!it\b|that\b|this\b).{3,80}?)\s*(?:,|;|\s[-–—]\s|(?<!\b(?:mr|mrs|ms|dr|st))\.\s)\s*\S.*$/i;

/** The move of a named task said another way, or null; the caller keeps it only when it reads as one. */
export function namedTaskPutTo(said: string): string | null {
  const text = said.trim().replace(/\s+/g, ' ');
  const left = LEFT_TILL.exec(text);
  if (left) return `move ${left[1]} to ${left[2]}`;
  const made = MADE_INSTEAD.exec(text) ?? MADE_NOT.exec(text);
  if (made) return `move ${made[1]} to ${made[2]}`;
  const why = MOVE_THEN_WHY.exec(text);
  if (!why) return null;
  return namedTaskPutTo(why[1]) ?? why[1];
}

/** "and the gas bill, remind me friday": a thing named, then when to be reminded of it. */
const NAMED_THEN_REMIND =
  /^(?:(?:and|also|plus|oh and)[,]?\s+)?((?:the |my |our )?[\p{L}\d&' ]{3,50}?)\s*[,:;–—-]+\s*remind me (?:about it |of it |abt it )?((?:on |at |by |this |next |in |tomorrow|tmrw|tonight|today|(?:mon|tues|wednes|thurs|fri|satur|sun)day|\d).*)$/iu;
const POINTER = /^(?:the )?(?:it|that|this|one|that one|this one|same|usual|the usual)$/i;

/** The reminder of a thing named before "remind me …", or null; "it" named so is the thing, not a task in view. */
export function namedThenReminded(said: string): string | null {
  const found = NAMED_THEN_REMIND.exec(said.trim().replace(/\s+/g, ' '));
  // "quick one - remind me at 1:45 to move the meter": the job is after "to", and the words before name none.
  if (!found || POINTER.test(found[1].trim()) || /\bto\b/i.test(found[2])) return null;
  const words = found[1].trim().toLowerCase().split(' ');
  if (isTaskVerb(words[0]) || words.some((word) => NOT_A_NAME.has(word) || /ing$/.test(word))) return null;
  return `remind me about ${found[1].trim()} ${found[2]}`;
}
