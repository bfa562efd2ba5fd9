import type { Intent } from './intent';

/** Words that ask or point but name no job: "Please can", "pls could", "ok the". */
const NAMES_NO_JOB = new Set(
  'can could would will should shall may might must please pls plz kindly the a an to and or it this that then so ok okay'.split(' '),
);

/**
 * "Please can", sent before the rest of the message: what is left once the asking is taken out is a
 * word that names nothing to do, so it is not added; when nothing else was read, the person is asked
 * what they meant.
 */
export function taskOfNoJob(read: Intent[], message: string): Intent[] {
  const kept = read.filter((intent) => intent.kind !== 'add_task' || !namesNothing(intent.title));
  if (kept.length === read.length) return read;
  return kept.length > 0
    ? kept
    : [{ kind: 'unclear', understood: `"${message.trim()}"`, question: 'What would you like me to do with it?' }];
}

function namesNothing(title: string): boolean {
  return title
    .toLowerCase()
    .split(/[^\p{L}']+/u)
    .filter(Boolean)
    .every((word) => NAMES_NO_JOB.has(word));
}
