import type { Intent } from './intent';
import { typoFixOf } from './message-words';

/**
 * Shorthand and dialect forms of a word that is never a name of its own ("abt", "aboot", "tae", "b4", "2moro"):
 * kept as written in a title, and read as the word they stand for when a task is looked for by them.
 */
export const SHORT_FORMS: ReadonlySet<string> = new Set(
  `tae fae aboot efternoon abt b4 wk wks frm txted txtd 2day tmrw tmr tmoz tomoz tomorra tomorrer tmw 2moro 2morrow 2mrw
  tonite 2nite tdy`.split(/\s+/),
);
/**
 * Ways of writing a word that are the person's own, dialect or shorthand, kept as written; a misspelling
 * ("shedule", "wensday") is put right in the title as everywhere else. Some are words or names of their own
 * too ("mair", "dun", "whit"), so only the short forms above stand for their word when a task is looked for.
 */
const OWN_FORMS = new Set([
  ...SHORT_FORMS,
  ...'dae hae ae nae naw mair heid hauf whit whits owt nowt wetin tues weds thats whats dun'.split(' '),
]);

const WORD = /[\p{L}\p{N}']+/gu;

/**
 * "phone the quarry aboot the slabs", "email Sal abt the Civic": the words are read with their
 * spelling put right, but a task's title is the person's own, so a word put right in the reading goes
 * back to the way they wrote it. Where the message writes the word more than one way ("ring the joiner
 * aboot the stair and email Priti abt the invoice"), each title takes the way written after the word
 * before it in the title; a word still not told apart keeps what the reading made.
 */
export function titlesAsSpelled(read: Intent[], message: string): Intent[] {
  const said = message.match(WORD) ?? [];
  // "Vanish Oxi Action", "Wat Arun": a word written with a capital inside the message is a name, kept whatever it is.
  const kept = said.map((word, at) => {
    const named = at > 0 && /^\p{Lu}/u.test(word);
    const meant = OWN_FORMS.has(word.toLowerCase()) || named ? typoFixOf(word) : undefined;
    return meant === undefined || meant.includes(' ') ? null : meant;
  });
  if (kept.every((meant) => meant === null)) return read;
  return read.map((intent) => {
    const own = intent.kind === 'add_task' || intent.kind === 'rename' ? { ...intent, title: respelled(intent.title, said, kept) } : intent;
    // "scrap the reminder aboot the ferry tae Stornoway": the words a task is found by are the person's own too.
    return 'task' in own && own.task.by === 'words' ? { ...own, task: { ...own.task, words: respelled(own.task.words, said, kept) } } : own;
  });
}

/** The title with each word put right given back as written: the one way it was written, or the way after the same word. */
function respelled(title: string, said: string[], kept: (string | null)[]): string {
  const words = title.match(WORD) ?? [];
  let index = 0;
  return title.replace(WORD, (word, offset: number) => {
    const before = index > 0 ? words[index - 1].toLowerCase() : null;
    index += 1;
    const lower = word.toLowerCase();
    const places = said.flatMap((_, at) => (kept[at] === lower ? [at] : []));
    const written = new Set(places.map((at) => said[at]));
    const plainToo = said.some((own, at) => kept[at] === null && own.toLowerCase() === lower);
    const own =
      written.size === 1 && !plainToo
        ? said[places[0]]
        : said[places.find((at) => before !== null && at > 0 && said[at - 1].toLowerCase() === before) ?? -1];
    if (own === undefined || own.toLowerCase() === lower) return word;
    // A title opens with a capital whatever the person wrote: "abt the invoice …" is kept as "Abt the invoice …".
    return offset === 0 && /^\p{Lu}/u.test(word) ? own.charAt(0).toUpperCase() + own.slice(1) : own;
  });
}
