import type { Intent } from './intent';

/** Words that ask or point but name no job: "Please can", "pls could", "can you add". */
const NAMES_NO_JOB = new Set(
  'can could would will should shall may might must please pls plz kindly you u add the a an to and or it this that then so ok okay'.split(
    ' ',
  ),
);

/**
 * "Please can", sent before the rest of the message: every word of it asks and none names a thing to do,
 * so nothing is added and the person is asked what they meant. A word written with a capital after the
 * first is a name ("add Will", "add May 3pm") and is added as one.
 */
export function taskOfNoJob(read: Intent[], message: string): Intent[] {
  if (!read.some((intent) => intent.kind === 'add_task')) return read;
  const words = message.trim().match(/[\p{L}']+/gu) ?? [];
  const asksOnly =
    words.length > 0 &&
    words.every((word, at) => NAMES_NO_JOB.has(word.toLowerCase()) && (at === 0 || !/^\p{Lu}/u.test(word))) &&
    !/\d/.test(message);
  return asksOnly ? [{ kind: 'unclear', understood: `"${message.trim()}"`, question: 'What would you like me to do with it?' }] : read;
}
