import type { Intent } from './intent';
import { typoFixOf } from './message-words';

/**
 * "phone the quarry aboot the slabs", "email Sal abt the Civic": the words are read with their
 * spelling put right, but a task's title is the person's own, so a word put right in the reading goes
 * back to the way they wrote it. Only a word they wrote one way alone is given back: a message that
 * says "about" as well as "abt" keeps what the reading made.
 */
export function titlesAsSpelled(read: Intent[], message: string): Intent[] {
  const written = new Map<string, string>();
  const ownWords = new Set<string>();
  for (const word of message.match(/[\p{L}\p{N}']+/gu) ?? []) {
    const lower = word.toLowerCase();
    ownWords.add(lower);
    const fix = typoFixOf(lower);
    if (fix === undefined || fix.includes(' ')) continue;
    const before = written.get(fix);
    written.set(fix, before === undefined || before === word ? word : '');
  }
  for (const fix of [...written.keys()]) if (ownWords.has(fix) || written.get(fix) === '') written.delete(fix);
  if (written.size === 0) return read;
  return read.map((intent) =>
    intent.kind === 'add_task' || intent.kind === 'rename' ? { ...intent, title: respelled(intent.title, written) } : intent,
  );
}

function respelled(title: string, written: Map<string, string>): string {
  return title.replace(/[\p{L}\p{N}']+/gu, (word, offset: number) => {
    const own = written.get(word.toLowerCase());
    if (own === undefined) return word;
    // The reading's capital at the start of a title stays: "Aboot" would not be, "Abt the invoice" is.
    return offset === 0 && /^\p{Lu}/u.test(word) ? own.charAt(0).toUpperCase() + own.slice(1) : own;
  });
}
