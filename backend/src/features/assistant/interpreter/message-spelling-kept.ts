import type { Intent } from './intent';
import { typoFixOf } from './message-words';

/**
 * Ways of writing a word that are the person's own, dialect or shorthand ("aboot", "tae", "abt", "b4"),
 * kept as written; a misspelling ("shedule", "wensday") is put right in the title as everywhere else.
 */
const OWN_FORMS = new Set(
  `tae fae aboot dae hae ae nae naw mair heid hauf whit whits efternoon owt nowt wetin abt b4 wk wks frm tues weds thats whats
  txted txtd 2day tmrw tmr tmoz tomoz tomorra tomorrer tmw 2moro 2morrow 2mrw tonite 2nite tdy dun`.split(/\s+/),
);

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
    // "Vanish Oxi Action", "Wat Arun": a word written with a capital inside the message is a name, kept whatever it is.
    const named = /^\p{Lu}/u.test(word) && !message.trimStart().startsWith(word);
    const fix = OWN_FORMS.has(lower) || named ? typoFixOf(lower) : undefined;
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
    // A title opens with a capital whatever the person wrote: "abt the invoice …" is kept as "Abt the invoice …".
    return offset === 0 && /^\p{Lu}/u.test(word) ? own.charAt(0).toUpperCase() + own.slice(1) : own;
  });
}
