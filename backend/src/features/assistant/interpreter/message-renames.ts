import type { ConversationState, Intent, TaskReference } from './intent';
import { escapedForPattern, isPlainVerb, isTaskVerb, MONTH_NAME, plainForm } from './message-words';
import { withinOpeningQuote, withoutTrailingRemark } from './title-tails';

/**
 * A new name for a task already there, in the many ways people say it: "rename it to X", "re-title
 * it: X", "switch the name to 'X'", "the name should be X", "wrong title, it's X", "call that one X",
 * "relabel item 2 as X", "make #4 say X", "the vet one should read X", "swap 'old' for 'new'",
 * "typo — it's 'X' not 'Y'". Which task: the one in context, a number or ordinal of the list, a
 * quoted old title, or "the <words> one". Quotes and a colon mark where the new name starts. A
 * rename is never read as a new task; one whose target cannot be told is asked about.
 */
const RENAME_VERB = String.raw`(?:rename|re-name|retitle|re-title|relabel|re-label)`;
const NAME_NOUN = String.raw`(?:name|title|wording|label|text)`;
const SET_VERB = String.raw`(?:change|switch|swap|update|set|correct|fix|edit|amend)`;
const SAYS = String.raw`(?:say|read|be called|be named|be titled)`;

/** Each pattern gives the words naming the task (group 1, may be empty) and the new name (group 2). */
const RENAMES: RegExp[] = [
  new RegExp(String.raw`^${RENAME_VERB} (.+?) (?:to|as|into) (.+)$`),
  new RegExp(String.raw`^${RENAME_VERB} (?:(that one|this one|it|that|this) (?:to |as |into )?|(?:to|as|into) )(.+)$`),
  new RegExp(String.raw`^${SET_VERB} (?:the |its |it's )?${NAME_NOUN}(?: of (.+?))? (?:to|as|into) (.+)$`),
  // "change task 3 name to X": a numbered item needs no "'s" before the word for its name.
  new RegExp(String.raw`^${SET_VERB} (.+?)(?:'s| s|(?<=\d)) ${NAME_NOUN} (?:to|as|into) (.+)$`),
  new RegExp(String.raw`^(?:the |its |it's )?(?:new )?${NAME_NOUN}(?: of (.+?))? should (?:be|read|say) (.+)$`),
  new RegExp(
    String.raw`^(?:(?:wrong|correct|fix|change|edit) (?:the |its )?${NAME_NOUN}|(?:the )?${NAME_NOUN} is wrong|typo in (?:the )?${NAME_NOUN})(?: of (.+?))? (?:it should (?:be|read|say)|should (?:be|read|say)|it's|it is|make it|to|needs to (?:be|say|read)) (.+)$`,
  ),
  /^(?:call|name|title|label) (that one|this one|it|that|this|the task|this task|that task|the reminder|item \d{1,2}|task \d{1,2}|#\d{1,2}|number \d{1,2}) (.+?)(?: instead)?$/,
  new RegExp(
    String.raw`^${RENAME_VERB} ((?:the |my )?\S+(?: \S+){0,3}? (?:one|task|item|reminder)|#?\d{1,2}|(?:item|task|number) \d{1,2}) (.+)$`,
  ),
  // "change the wasp job title to wasp nest at the Old Rectory": the task named, then the word for its name.
  new RegExp(String.raw`^${SET_VERB} (?:the |my )?(.+?) (?:job |task |reminder )?${NAME_NOUN} (?:to|as|into) (.+)$`),
  // "call that one winter feed for hive 3", "call the first one …": nobody phones "that one", so it is named.
  /^(?:call|name|label|title) ((?:the )?(?:first|second|third|fourth|fifth|last|\d{1,2}(?:st|nd|rd|th)) one|that one|this one) (?!back\b|again\b)(.+)$/,
  // "Would you alter that to read …", "Amend to read: …": a task's words rewritten, as a clerk is asked to.
  /^(?:alter|amend|change|edit|update) (?:(that one|this one|it|that|this|(?:item|number|no) \S+|#?\d{1,2}) )?to (?:read|say) (.+)$/,
  // "change the dentist one to orthodontist for Maya": a task pointed at, given words that are no time.
  new RegExp(
    // "set me a reminder to …" asks for a new one.
    String.raw`^${SET_VERB} (?!(?:me |us )?an? (?:\S+ )?(?:reminder|task|item)\b)((?:the |my )?\S+(?: \S+){0,3}? (?:one|task|item|reminder)|#?\d{1,2}|(?:item|task|number|no) ?\d{1,2}) (?:to|into) (?:read |say )?(.+)$`,
  ),
  new RegExp(String.raw`^(?:make|change|update|set) (.+?) (?:to )?(?:say|read) (.+)$`),
  new RegExp(String.raw`^(.+?) (?:should|ought to|needs to) (?:${SAYS}|be) (.+)$`),
];
const CHANGED_POINTED = RENAMES.length - 3;
/** Words that put a time on a task rather than a name: "change the dentist one to 4pm", "… to next week". */
const SAYS_WHEN =
  /(?<![\p{L}\d$£€#])\d{1,2}(?:[:./]\d{1,2})?(?:am|pm|st|nd|rd|th)?(?![\p{L}\d])|\b(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day|next|this|noon|midday|midnight|morning|afternoon|evening|later|earlier|week|month)\b/u;
/** These only take a task named the way tasks are pointed at ("the vet one", "#4", "it"). */
const STRICT = new Set([RENAMES.length - 3, RENAMES.length - 2, RENAMES.length - 1]);
/**
 * "the name should be X", "call it X", "… should read X" are said of other things too ("the name
 * should be catchy", "call it a day"): there the new name must be marked (quotes, a colon,
 * "instead") or read as a task's title, opening with a verb of doing or a capital.
 */
const LOOSE = new Set([4, 6, RENAMES.length - 1]);
const CALL_IT = 6;
const TIME_ONLY = new RegExp(
  String.raw`^(?:(?:on |at |for )?(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day|next week|the weekend|\d{1,2}(?::\d{2})? ?(?:am|pm)?|noon|midday|(?:the )?\d{1,2}(?:st|nd|rd|th)?(?: of)? ${MONTH_NAME}|${MONTH_NAME} (?:the )?\d{1,2}(?:st|nd|rd|th)?|the \d{1,2}(?:st|nd|rd|th))\s*)+$`,
  'i',
);
const POINTED =
  /^(?:it|that|this|that one|this one)$|^(?:the |my )?.+ (?:one|task|item|reminder|to-?do)$|^(?:the )?(?:item|task|number|#) ?\d|^#?\d{1,2}$/;
/** Words that open a rename, so "rename dentist Ring the vet" never becomes one with a made-up target. */
const OPENING =
  /^(?:(?:please|pls|can you|could you|can u|would you|would you kindly|kindly|just|ok|okay|oh|oops|sorry|actually|no|nah|nope|wait|let'?s|lets|better|best)\s+)*/;
const POINTING =
  /^(?:it|that|this|that one|this one|the task|the reminder|the previous one|the one before|the one we just added|the last task)$/;
const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
};
const NUMBERED = /^(?:the )?(?:(?:item|task|number|no\.?|#)\s*)?#?(\d{1,2})(?:st|nd|rd|th)?(?: (?:one|task|item))?$/;
const ORDINAL = /^(?:the )?(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last)(?: (?:one|task|item|reminder))?$/;
const ABOUT = /^(?:the )?(?:one|task|item|reminder|to-?do) (?:about|for|called|named|saying|that says) (.+)$/;
const TASK_NOUN = /^(?:the |my )?(.+?) (?:one|task|item|reminder|to-?do)$/;
/** Words that never name a task on their own. */
const NOT_A_NAME = new Set('the a an that this it to first one task item its my of for as into name title'.split(' '));

/** The task the words point at, or null when they name none that can be told. */
function targetOf(words: string, state: ConversationState | undefined): TaskReference | null {
  const said = words.trim();
  if (!said || POINTING.test(said)) return { by: 'context' };
  const numbered = NUMBERED.exec(said);
  if (numbered) return { by: 'number', number: Number(numbered[1]) };
  const ordinal = ORDINAL.exec(said);
  if (ordinal) {
    if (ordinal[1] !== 'last') return { by: 'number', number: ORDINALS[ordinal[1]] };
    const listed = state?.listed.length ?? 0;
    return listed > 0 ? { by: 'number', number: listed } : { by: 'context' };
  }
  const named = (ABOUT.exec(said) ?? TASK_NOUN.exec(said))?.[1] ?? said.replace(/^(?:the|my) /, '');
  const meaningful = named.split(' ').filter((word) => !NOT_A_NAME.has(word));
  return meaningful.length > 0 ? { by: 'words', words: named.replace(/^(?:the|my) /, '') } : null;
}

/** Where the last quoted span starts and what it holds; an apostrophe inside a word is never a quote. */
const QUOTED = /(?:^|[\s:(—–-])["“'‘]([^"“”‘’']{1,200})["”'’](?=$|[\s,.!?;:)—–-])/g;

function quotedIn(text: string): string[] {
  return [...text.matchAll(QUOTED)].map((match) => match[1].trim()).filter(Boolean);
}

/** The new name as written (its own case), from the end of the message, matching the plain words read. */
function asWritten(plainTitle: string, text: string): string {
  const quoted = quotedIn(text);
  const last = quoted[quoted.length - 1];
  if (last && plainForm(last) === plainTitle) return last;
  const colon = text.lastIndexOf(':');
  if (colon >= 0 && plainForm(text.slice(colon + 1)) === plainTitle) return text.slice(colon + 1);
  const starts = [...text.matchAll(/(?:^|\s)(?=\S)/g)].map((match) => match.index + match[0].length);
  for (let index = starts.length - 1; index >= 0; index--) {
    const tail = text.slice(starts[index]);
    if (plainForm(tail) === plainTitle) return tail;
    if (plainForm(tail).length > plainTitle.length) break;
  }
  return plainTitle;
}

/** ", its Q4 investor update not investor update": the new words, then the ones they replace. */
const IT_IS_NOT = /^[\s,:;—–-]*(?:it'?s|its|it is)\s+(\S.*?)\s+(?:not|instead of)\s+([^,.!?]{1,60}?)[.!]*$/i;

function tidy(title: string): string {
  const trimmed = withoutTrailingRemark(withinOpeningQuote(title))
    .replace(/\s+instead[.!]*$/i, '')
    // "to read: call Grandma", "…, wrong family": how the name is introduced, and why it changed.
    .replace(/^(?:read|say)\s*:\s*/i, '')
    // "rename it, its Q4 investor update": the name said after "it's".
    .replace(/^[\s,:;—–-]*(?:it'?s|its|it is)\s+(?=\S)/i, '')
    .replace(/,\s*(?:wrong|typo|misspelt|misspelled|spelling|spelt wrong|my bad|oops|sorry|autocorrect)\b.*$/i, '')
    // "…, is more exact", "…, not new main. hes not paying for new": why the new name is better, and the words it replaces.
    .replace(/,\s*(?:is|it'?s|its|that'?s|thats) (?:more|better|clearer|simpler|shorter|easier|nicer)\b.*$/i, '')
    .replace(/,\s*not\s+(?:the\s+)?[\p{L}\d' -]{1,40}?(?:[.!]\s.*)?$/iu, '')
    .replace(/^[\s"'“”‘’:—–-]+|[\s"'“”‘’.!]+$/g, '')
    .trim()
    .slice(0, 200);
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

const ASK_WHICH: Intent = { kind: 'unclear', understood: 'a new name for a task', question: 'Which task do you mean?' };

/**
 * "swap 'Sam' for 'Samuel'", "typo — it's 'Samuel' not 'Sam'": words of a title replaced. When the
 * conversation holds the title they are in, the rename keeps the rest of it; otherwise the quoted
 * old words are taken as the title they name.
 */
function substitution(oldWords: string, newWords: string, state: ConversationState | undefined): Intent {
  const holds = (title: string) => title.toLowerCase().includes(oldWords.toLowerCase());
  const replaced = (title: string) => tidy(title.replace(new RegExp(escapedForPattern(oldWords), 'i'), newWords));
  const current = state?.current?.title;
  if (current && holds(current)) return { kind: 'rename', task: { by: 'context' }, title: replaced(current) };
  const listed = (state?.listed ?? []).filter(holds);
  if (listed.length === 1) return { kind: 'rename', task: { by: 'words', words: listed[0] }, title: replaced(listed[0]) };
  if (listed.length > 1) return ASK_WHICH;
  return { kind: 'rename', task: { by: 'words', words: oldWords }, title: tidy(newWords) };
}

const SWAP = /^(?:swap|replace|change|switch)\b/;
const TYPO = /\b(?:typo|misspelt|misspelled|spelling|spel(?:t|led)(?: (?:it|that|this|the name|his name|her name|their name))? wrong)\b/;
const NOT_THE_OTHER = /\bit'?s (.+?) not (.+)$/;

function swapIn(plain: string, text: string, state: ConversationState | undefined): Intent | null {
  const quoted = quotedIn(text);
  if (SWAP.test(plain) && quoted.length === 2 && /\b(?:for|with|to|into|by)\b/.test(plain))
    return substitution(quoted[0], quoted[1], state);
  const typo = TYPO.test(plain);
  if (quoted.length === 2 && /\bnot\b/.test(plain) && (typo || /^(?:no|sorry|oops|it'?s)\b/.test(plain)))
    return substitution(quoted[1], quoted[0], state);
  const unquoted = typo ? NOT_THE_OTHER.exec(plain) : null;
  if (unquoted && unquoted[1].split(' ').length <= 4 && unquoted[2].split(' ').length <= 4) {
    const title = state?.current?.title;
    // Unquoted, the old words must be found in the title talked about: nothing else says where they end.
    return title && title.toLowerCase().includes(unquoted[2]) ? substitution(unquoted[2], asWritten(unquoted[1], text), state) : ASK_WHICH;
  }
  return null;
}

function marked(text: string, written: string): boolean {
  return quotedIn(text).length > 0 || text.includes(':') || /\binstead\W*$/i.test(text) || /^["'“‘]/.test(written.trim());
}

function sameFirstWord(written: string, title: string | undefined): boolean {
  const first = (text: string) => text.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  return title !== undefined && first(written) !== '' && first(written) === first(title);
}

function readsAsTitle(written: string): boolean {
  const first = written.trim().split(/\s+/)[0] ?? '';
  return isTaskVerb(first) || (/^\p{Lu}/u.test(first) && first !== 'I');
}

/**
 * "retitle #2: Call the vet re jabs", "edit the title: X": the task before the colon, the new name after it.
 * "rename the 2nd to order glaze: celadon": a "to" before the colon has begun the new name already.
 */
const COLON =
  /^(?:(?:please|pls|can you|could you|actually|oops|sorry|ok)[\s,]+)*(?:rename|re-?name|retitle|re-?title|relabel|re-?label|(?:edit|change|update|set|new|fix|correct|better|clearer|proper|shorter|nicer)(?: the| its)? (?:name|title|wording)|title|name)(?: of)?((?:(?! (?:to|as|into) )[^:])*):\s*(.+)$/i;

function colonRename(text: string, state: ConversationState | undefined): Intent | null {
  const match = COLON.exec(text.trim());
  if (!match) return null;
  const title = tidy(match[2]);
  if (!/[\p{L}\p{N}]/u.test(title)) return null;
  // "better title pls: X": courtesy before the colon names no task.
  const before = plainForm(match[1])
    .replace(/(?:^| )(?:please|pls|plz|thanks|thx)\b/g, '')
    .trim();
  const task = targetOf(before.replace(/(?:^| )(?:to|as|into)$/, ''), state);
  return task ? { kind: 'rename', task, title } : ASK_WHICH;
}

/** "… to Ring the vet please": courtesy after the new name is not part of it. */
const TRAILING_COURTESY = / (?:please|pls|plz|thanks|thank you|thx|ta|cheers)$/;

/** "#3 -> fri", "2 → tmrw": a day said short, which moves an item rather than naming it. */
const DAY_SHORT = /\b(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun|tmrw|tmr|tomo|2moro|eod|eow)\b/;

/** "rename dentist → dentist for Alfie": an arrow said for "to". */
const ARROW = /\s*(?:→|->|=>|⇒|⟶)\s*/;
/**
 * "no. 3 — change name to …", "the 'emails' task, rename it …": the task named first, set apart by a
 * dash, a colon or a comma, and the rename said of it after.
 */
const NAMED_FIRST =
  /^(?:(?:no\.?|number|item|task|#) ?(\d{1,2})|(?:the )?["'‘“]([^"'‘’“”]{1,60})["'’”] (?:task|one|item|reminder)|(?:the )?([\p{L}\p{N}][\p{L}\p{N}' -]{0,40}?) (?:task|one|item|reminder))\s*(?:[,:;]|\s[—–-])\s*(\S.*)$/iu;
/** "that title's too vague, make it X": a remark on the name, then the name it should have. */
const NAME_REMARK = new RegExp(
  String.raw`^(?:(?:that|the|its|it's|this) )?${NAME_NOUN}(?:'s| s| is)?(?: \S+){0,5}? (?:make it|call it|change it to|it should be|should be|needs to be|it should read) (.+)$`,
);
/** "call it a day", "call it quits": sayings, not names. */
const CALL_IT_IDIOM =
  /^(?:a day|a night|quits|even|off|done|a win|a wrap|what you like|whatever|fate|luck|instinct|something(?: else| different| better| shorter)?|anything|what(?:ever)? you (?:want|like))\b/;
/** "call that number tomorrow", "call it at 5pm": a day or an hour, said of a call to make. */
const A_DAY_OR_HOUR =
  /\b(?:today|tonight|tomorrow|tmrw|(?:mon|tues|wednes|thurs|fri|satur|sun)day|noon|midnight|\d{1,2}(?::\d\d)?\s*(?:am|pm))\b/;
/** "call it X", "call that X": a name for the task talked about when X keeps that task's own words. */
const CALL_IT_WORDS = /^(?:call|name) (?:it|that|this) (.+)$/;

function namedFirst(text: string, state: ConversationState | undefined): Intent | null {
  const match = NAMED_FIRST.exec(text.trim());
  if (!match) return null;
  const said = renameIn(plainForm(match[4]), match[4], state);
  if (said?.kind !== 'rename' || said.task.by !== 'context') return said?.kind === 'rename' ? ASK_WHICH : null;
  const words = match[2] ?? match[3];
  const task: TaskReference = match[1] ? { by: 'number', number: Number(match[1]) } : { by: 'words', words: words.trim() };
  return { kind: 'rename', task, title: said.title };
}

function contentWordsOf(text: string): string[] {
  return plainForm(text)
    .split(' ')
    .filter((word) => word.length > 1 && !NOT_A_NAME.has(word));
}

/** "make the title 'X'", "set its name 'X'": a name given straight after the word for it, quoted. */
const MAKE_TITLE = new RegExp(String.raw`^(?:make|set|put) (?:the|its|it's) ${NAME_NOUN} (?:as |to )?\S`);
const NAMES_A_WHEN =
  /^(?:(?:on|by|at|for|till|until) )?(?:the )?(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day|same time|next week|this week|morning|afternoon|evening|noon|midday)\b/;
/** "change #3 to order packaging", "switch the second one to Call Uline": a listed item given new words. */
const CHANGE_ITEM_TO =
  /^(?:(?:can|could|would) (?:you|u) )?(?:please |pls )?(?:change|switch|update|edit|amend) (#?\d{1,2}|(?:item|task|number|no) \d{1,2}|(?:the )?(?:first|second|third|fourth|fifth|last) (?:one|task|item)|it|that|this|that one|this one) to (.+)$/;

function changedTo(plain: string, text: string, state: ConversationState | undefined): Intent | null {
  const quoted = quotedIn(text);
  if (MAKE_TITLE.test(plain) && quoted.length === 1) return { kind: 'rename', task: { by: 'context' }, title: tidy(quoted[0]) };
  const item = CHANGE_ITEM_TO.exec(plain);
  if (!item || TIME_ONLY.test(item[2])) return null;
  const written = asWritten(item[2], text.trim());
  // "change it to Thursday by the same time": a day or a time said first, not a name, unless the name is marked.
  if (NAMES_A_WHEN.test(item[2]) && !marked(text, written)) return null;
  // "change it to grade the reading and writing sections", of "Grade the reading section": opening as the old title does.
  const likeTheOld = item[1].length <= 4 && item[2].split(' ').length >= 3 && sameFirstWord(written, state?.current?.title);
  if (!marked(text, written) && !((readsAsTitle(written) || likeTheOld) && item[2].split(' ').length >= 2)) return null;
  const task = targetOf(item[1], state);
  return task ? { kind: 'rename', task, title: tidy(written) } : ASK_WHICH;
}

/** "change zara haul to zara and shein haul returns": a task named by its words, given a new name that keeps one of them. */
const CHANGE_NAMED_TO =
  /^(?:(?:can|could|would) (?:you|u) )?(?:please |pls )?(?:change|update|edit|amend) (?!(?:it|that|this|them|the time|the date|the day)\b)(?:the |my )?([^,]{2,40}?) to (.{2,80})$/;

function namedTaskChanged(plain: string, text: string): Intent | null {
  const said = CHANGE_NAMED_TO.exec(plain);
  if (!said || TIME_ONLY.test(said[2]) || NAMES_A_WHEN.test(said[2]) || /\d/.test(said[2])) return null;
  const old = contentWordsOf(said[1]);
  const kept = new Set(contentWordsOf(said[2]));
  // A new name sharing none of the old words ("change the supplier to Acme") may be a new supplier, not a new name.
  if (old.length === 0 || !old.some((word) => kept.has(word))) return null;
  // "the florist one", "the boiler job title": the words the task is found by, without the word for it.
  const words = said[1].replace(/(?: job)? (?:one|task|item|reminder|title|name)$/, '');
  return { kind: 'rename', task: { by: 'words', words }, title: tidy(asWritten(said[2], text.trim())) };
}

/** "call that clinical supervision with Ruth" said of "supervision": the new name keeps every word of the old. */
function widenedName(plain: string, text: string, state: ConversationState | undefined): Intent | null {
  const call = CALL_IT_WORDS.exec(plain);
  const current = state?.current?.title;
  if (!call || !current) return null;
  const own = contentWordsOf(current);
  const said = new Set(contentWordsOf(call[1]));
  if (own.length === 0 || said.size <= own.length || !own.every((word) => said.has(word))) return null;
  return { kind: 'rename', task: { by: 'context' }, title: tidy(asWritten(call[1], text.trim())) };
}

/** 'change "mail clown noses" to mail clown noses and balloons': the old name quoted, then the new. */
const QUOTED_CHANGE =
  /^(?:(?:can|could|would) (?:you|u) )?(?:please |pls )?(?:change|rename|switch|update|edit)\s+["“'‘]([^"“”'‘’]{2,120})["”'’]\s+(?:to|into)\s+(.+?)[.!]*$/i;

/** "Please the task 'gas tank' change name to 'propane refill for truck'": the task quoted first, then its change of name. */
const QUOTED_THEN_CHANGED =
  /^(?:(?:please|pls|kindly)[,]? )?(?:the |that |my )?(?:task|one|reminder|item|to-?do)?\s*["“'‘]([^"“”'‘’]{2,120})["”'’][\s,:;-]*(?:(?:please|pls) )?(?:change|rename|switch|update|make)(?: (?:the|its|it'?s|it|that))?(?: (?:name|title))?(?: (?:to|into|as))? ["“'‘]([^"“”'‘’]{2,200})["”'’](?: (?:please|pls|thanks|thank you))?[.!]*$/i;

/**
 * A new title for the task in view, said in any of the everyday ways: "can you call that the costco
 * run", "make the title Mia school photo form", "can it say send invoice 0142 instead", "better name
 * for that one: Jarvis deposit chase", "it should be send contract to the caterer, not the venue".
 * What follows the saying is the title; a ", not …" after it is the old wording and is dropped.
 */
const RETITLED = new RegExp(
  String.raw`^(?:(?:oh|w?h?oops|woops|sorry|actually|ok|okay|pls|please|so|right|hmm|my bad|wrong (?:name|title|one)|typo|misspelt|misspelled)[,.!]*\s+)*` +
    String.raw`(?:(?:can|could|would) (?:you|u|we) |let'?s |pls |please )?` +
    String.raw`(?:(?:(?:that one|this one|the last one|the task|that task|the title|the name|it|that|this)(?: (?:should|can|could|must|needs to))? ${SAYS})|` +
    String.raw`(?:(?:can|could|should) (?:that one|this one|the last one|the title|it|that|this) ${SAYS})|` +
    String.raw`(?:should ${SAYS})|` +
    String.raw`(?:(?:make|change|set|edit|update) (?:the|its|that|the task'?s?) (?:title|name)(?: (?:to say|to read|to|as))?)|` +
    // "oops meant to call it …": the name owned up to as the one meant.
    String.raw`(?:(?:i )?meant to (?:call|name|title) (?:it|that|this)(?: one)?)|` +
    String.raw`(?:(?:call|name|rename|retitle|reword|title|label) (?:that one|this one|the task|that task)(?: to\b| as\b)?)|` +
    String.raw`(?:(?:name|rename|retitle|reword|title|label) (?:it|that|this)(?: to\b| as\b)?)|` +
    // "retitle to …": the task in view is the one retitled.
    String.raw`(?:(?:rename|retitle|reword) (?:to|as)\b)|` +
    // "call it …" alone may be a call to make; asked ("can we call it …"), it is a name.
    String.raw`(?:(?<=(?:can|could|would) (?:you|u|we) )call (?:it|that|this)(?! a day| a night| quits| even| off\b))|` +
    // "oops wrong name, call it …": after owning up to a wrong name, what it is called is the new one.
    String.raw`(?:(?<=(?:wrong (?:name|title)|typo|misspelt|misspelled|actually|no|oops|sorry)[,.!]*\s+)call (?:it|that|this)(?! a day| a night| quits| even| off\b))|` +
    // "change it to gild the letters on the sign": a new name that is a job of its own, not a time.
    String.raw`(?:(?:change|switch) (?:it|that|this)(?: one)? to(?= [a-z]+ (?:the|a|an|my|our|his|her|their|up|\p{Lu})))|` +
    String.raw`(?:(?:a )?(?:new|better) (?:name|title)(?: for (?:that one|this one|it|that|this))?\s*[:\-–—])|` +
    String.raw`(?:(?:fix|correct) the spelling(?: (?:pls|please))?\s*[:\-–—])|(?:reword it\s*[:\-–—]))` +
    String.raw`\s*(.+)$`,
  'i',
);

function opensOnAVerb(words: string): boolean {
  const first = words.split(/\s+/)[0] ?? '';
  return isTaskVerb(first) || isPlainVerb(first);
}

/** "make it say order 250 balloons, 200 won't be enough": the reason after the new words is no part of them. */
function withoutReasonAfter(words: string): string {
  const cut = words.lastIndexOf(',');
  const tail = cut < 0 ? '' : words.slice(cut + 1).trim();
  const reason =
    tail.length < 60 && /^(?:\d+|it|that|they|she|he|we|i)\b/i.test(tail) && /\b(?:won'?t|isn'?t|wasn'?t|not|too)\b/i.test(tail);
  return reason ? words.slice(0, cut) : words;
}

/** "make it buy orange slices and juice boxes", "change to order cloths AND mop heads": a job in place of the one in view. */
const JOB_INSTEAD = /^(?:(?:oh|oops|sorry|actually|no)[,.!]*\s+)*(?:change (?:it |that |this )?to|make (?:it|that|this))\s+(.+)$/i;

function jobInstead(words: string): boolean {
  return isTaskVerb(words.split(/\s+/)[0] ?? '') && words.trim().split(/\s+/).length >= 2 && !TIME_ONLY.test(plainForm(words));
}

/** "please can you put the name as call Devolver about the Switch port, is more clear": the name said after "as". */
const NAME_PUT_AS =
  /^(?:(?:please|pls|can you|could you|can u|could u)\s+)*(?:put|set|make|change|write) the (?:name|title)(?: of it)? (?:as|to) (.+?)(?:[,;]\s*(?:is|it'?s|its|it is|that'?s|thats|will be|so it'?s) (?:more |much |a bit )?(?:clear|clearer|better|right|correct|easier)\b.*)?[.!]*$/i;

/** "it should be send contract to the caterer": "be" names a title only when a job's verb follows it. */
const BE_TITLED = /^(?:(?:oh|oops|sorry|actually|no)[,.!]*\s+)*(?:it|that|this|the title)(?: should| must|'?s meant to)? be (.+)$/i;

/** "should be 'devlog #14 - why we slipped'": quoted words said to be what the task in view should be, whatever tense they hold. */
const QUOTED_BE =
  /^(?:(?:oh|oops|sorry|actually|no)[,.!]*\s+)*(?:(?:it|that|this|the title|the name)\s+)?(?:should|needs to|ought to|must)\s+(?:be|say|read)\s+["“'‘]([^"“”‘’]{2,200})["”'’][.!]*$/i;

/** "the hedge invoice one, call it invoice Hendersons hedge + gutter": a task named as one, then its new name. */
const NAMED_THEN_RETITLED =
  /^the ((?:[\p{L}\p{N}'-]+ ){0,4}[\p{L}\p{N}'-]+) (?:one|task|reminder|thing|job|item)\s*[,:;–—-]?\s+(?:call it|rename it(?: to)?|rename to|name it|retitle it(?: to)?|change it to|make it say|should say|(?:should|needs to|must|can) (?:be )?(?:called|named|titled|read)|should read)\s+(?!(?:in|off|out|up|back|round|over)\b)(.+)$/iu;

/** "the task called gym stuff, rename it …", "can the seed order one be renamed to …": a task named, and its new name. */
const CALLED_THEN_RETITLED =
  /^(?:the )?(?:task|reminder|one|to-?do) (?:called|named|titled|(?:that|which) says?|(?:that|which) reads?) ["“'‘]?((?:[\p{L}\p{N}'-]+ ){0,4}[\p{L}\p{N}'-]+)["”'’]?[,:;]?\s+(?:call it|rename it(?: to)?|name it|retitle it(?: to)?|change it to|make it say|should say|put(?= ["“'‘]))\s+(.+)$|^(?:can|could) (?:the |my )?((?:[\p{L}\p{N}'-]+ ){0,4}[\p{L}\p{N}'-]+) (?:one|task|reminder) be (?:renamed|retitled|called|changed)(?: to)?\s+(.+?)\??$/iu;

/**
 * "its Tim not Tom", "Siobhan not Shivaun, sorry": a name in the task just talked about put right.
 * The word put right must be in the task's name; a day or an hour put right is a change of time.
 */
const NAME_SLIP =
  /^(?:(?:it'?s|its|it is|oops|sorry|soz|typo|no|nope|meant)[,.!]?\s+)*([\p{L}][\p{L}'-]{1,30}) not ([\p{L}][\p{L}'-]{1,30})(?=$|[\s,.!;:])/iu;
const NOT_A_NAME_SLIP =
  /^(?:today|tonight|tomorrow|now|then|this|that|it|me|you|him|her|them|us|yet|later|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|jan|january|feb|february|mar|march|apr|april|may|jun|june|jul|july|aug|august|sep|sept|september|oct|october|nov|november|dec|december|am|pm|morning|afternoon|evening|week|weekend|month|the|a|an|one|two|just|really|sure|quite|always|never|done|yes|no|oops|whoops|sorry|soz|typo|nope|meant|oh|ah|och|ay|perdón|perdon|is)$/iu;

function nameSlipped(text: string, state?: ConversationState): Intent | null {
  const title = state?.current?.title;
  const slip = NAME_SLIP.exec(text.trim());
  if (!title || !slip || NOT_A_NAME_SLIP.test(slip[1]) || NOT_A_NAME_SLIP.test(slip[2])) return null;
  const [right, wrong] = [slip[1], slip[2]];
  // Letters, hyphens and apostrophes only: nothing in the word needs escaping.
  const said = new RegExp(`(?<![\\p{L}'-])${wrong}(?![\\p{L}'-])`, 'iu');
  if (right.toLowerCase() === wrong.toLowerCase() || !said.test(title)) return null;
  return { kind: 'rename', task: { by: 'context' }, title: title.replace(said, right) };
}

/**
 * "retitle FRA Cedar Court blocks A & B", "retitle → send the allergy form", "title should say brown
 * sugar batch": the new name said straight after the asking, of the task in view. "retitle the vet
 * one to …" points at a task first, which the rules after read.
 */
const BARE_RETITLE =
  /^(?:(?:pls|please|ok|okay|so|oh|oops)[,\s]+)*(?:re-?title|re-?name|re-?label)(?:\s+(it|that|this)(?: one)?)?(?:\s+(?:to|as|into)(?=\s*[:→—–-]))?(?:\s*(→|->|=>|:|—|–)\s*|\s+)(.+)$/i;
const TITLE_SHOULD_SAY =
  /^(?:(?:oh|oops|sorry|actually|ok|okay)[,.!]*\s+)*(?:the )?(?:title|name) (?:should|needs to|must) (say|be|read)\s*:?\s+(.+)$/i;

const WHAT_IT_SHOULD_TELL =
  /^(?:what|who|whom|whose|when|where|why|how|which|whether|if|something|anything|more|less|the (?:address|date|time|day|name|place|price|amount|details?|location|reason))\b/i;

function bareRetitle(text: string): string | null {
  const said = text.trim();
  const bare = BARE_RETITLE.exec(said);
  const should = TITLE_SHOULD_SAY.exec(said);
  const rest = bare ? bare[3] : should?.[2];
  // A quoted name is read by the rules for quotes, which know where it ends.
  // "rename it, its X not Y": a name set right against the old one, read by the rules for swaps.
  if (!rest || quotedIn(rest).length > 0 || /^(?:it|that|this|one|pls|please)\b/i.test(rest.trim()) || /\bnot\b/i.test(rest)) return null;
  // "the name should be catchy": said to be, a name reads as one (a deed, a name, a list of things), not as a quality.
  if (should && should[1].toLowerCase() === 'be' && !readsAsTitle(rest) && !/[+&\d]/.test(rest)) return null;
  // "title should say what it's for", "retitle asap": what the name should tell, or how, which is no name.
  if (WHAT_IT_SHOULD_TELL.test(rest.trim()) || (!/\s/.test(rest.trim()) && !readsAsTitle(rest) && !/\d/.test(rest))) return null;
  // Pointed first ("rename the vet one to …", "rename #2 to …", "rename quote → …"): the rules after tell the task from the name.
  if (bare && !bare[2] && (/^(?:the|#|no\.?|number|item|task|\d)\b/i.test(rest) || /→|->|=>|:/.test(rest))) return null;
  if (bare && !bare[1] && !bare[2] && /\s(?:to|as|into)\s/i.test(rest)) return null;
  if (/^(?:to|as|into)(?:\s|$)/i.test(rest.trim()) || TIME_ONLY.test(plainForm(rest))) return null;
  const title = tidy(rest.replace(/\s+(?:pls|please|thanks|thx|ta)[.!]*$/i, ''));
  return /\p{L}{2}/u.test(title) ? title : null;
}

export function retitled(text: string, state?: ConversationState): Intent | null {
  const slipped = nameSlipped(text, state);
  if (slipped) return slipped;
  const called = CALLED_THEN_RETITLED.exec(text.trim());
  if (called)
    return {
      kind: 'rename',
      task: { by: 'words', words: (called[1] ?? called[3]).replace(/^['‘]|['’]$/g, '').toLowerCase() },
      title: tidy(called[2] ?? called[4]),
    };
  const named = NAMED_THEN_RETITLED.exec(text.trim());
  const words = named?.[1].replace(/['"‘’“”]/g, '').toLowerCase() ?? '';
  // "the third one should say …" is a place in the list, read by the rules below.
  if (named && !TIME_ONLY.test(named[2]) && !/^(?:first|second|third|fourth|fifth|last|next|other|same|\d+(?:st|nd|rd|th)?)$/.test(words))
    return { kind: 'rename', task: { by: 'words', words }, title: tidy(named[2]) };
  if (!state?.current) return null;
  // "title: text sat sorters re 8am start": the new name labelled as one, whatever words it holds.
  const labelled = /^(?:new )?(?:title|name)\s*:/i.test(text.trim()) ? colonRename(text, state) : null;
  if (labelled) return labelled;
  const putAs = NAME_PUT_AS.exec(text.trim());
  if (putAs && !/["“'‘]/.test(putAs[1]) && !TIME_ONLY.test(plainForm(putAs[1])))
    return { kind: 'rename', task: { by: 'context' }, title: tidy(putAs[1]) };
  const bareName = bareRetitle(text);
  if (bareName) return { kind: 'rename', task: { by: 'context' }, title: bareName };
  const quotedBe = QUOTED_BE.exec(text.trim());
  if (quotedBe && !TIME_ONLY.test(plainForm(quotedBe[1]))) return { kind: 'rename', task: { by: 'context' }, title: tidy(quotedBe[1]) };
  const be = BE_TITLED.exec(text.trim());
  const job = JOB_INSTEAD.exec(text.trim());
  const match = RETITLED.exec(text.trim()) ?? (be && opensOnAVerb(be[1]) ? be : null) ?? (job && jobInstead(job[1]) ? job : null);
  if (!match) return null;
  const title = withoutReasonAfter(match[1])
    .replace(/^(?:just|simply)\s+/i, '')
    .replace(/[,;]?\s+not (?:just )?["“'‘]?[^,]{1,60}?["”'’]?[.!]*$/i, '')
    .replace(/\s+(?:pls|please|thanks|thx|ta)[.!]*$/i, '')
    .replace(/\?+$/, '');
  // "call it tomorrow at 3", "should be friday": a time is a new time, not a new name.
  if (
    !/\p{L}{2}/u.test(title) ||
    /^(?:pls|please|thanks|thx|ta|number|no)$/i.test(title.trim()) ||
    TIME_ONLY.test(title) ||
    TIME_ONLY.test(tidy(title)) ||
    /^(?:at|on|for|by|till|until|to|in|as|into)(?:\s|$)/i.test(title.trim())
  )
    return null;
  return { kind: 'rename', task: { by: 'context' }, title: tidy(title) };
}

/** "change the pilates reminder to say pilates with Ana": what the name is to say is the name. */
const TO_SAY = /^((?:(?:can|could) (?:you|u) )?(?:please |pls )?(?:change|edit|update|set)\b.*?\bto) (?:say|read)\b:?(?!\s*["“'‘])/i;

/**
 * "rename #1 'file the motion to compel'", "call the croissant task 'laminate the dough'", "change to
 * \"meal plan for Carla\"", "please put the name \"Invoice Porto october\"", "put 'pay gym rent' as the name": the new name quoted at the
 * end, after a task pointed at or none (the task in view). The quotes say where the name starts, so
 * its own "to" is never taken for the one before it.
 */
const QUOTED_NEW =
  /^(?:(?:can|could|would) (?:you|u) )?(?:(?:please|pls|kindly|just|abeg) )*(put the name(?: of)?|set the name(?: of)?|make the name(?: of)?|rename|re-?title|call|name|change|make|put|use|(?:it |that )?(?:should|needs to|ought to) (?:be|say|read))(?: (.+?))?(?: (?:to|as|into))? ["“'‘]([^"“”‘’]{2,200})["”'’]( (?:as|for) (?:the |its )?(?:name|title))?(?:,? (?:pls|please|abeg|thanks|ta|ta la|cheers|instead))?[.!]*$/i;

function quotedNew(text: string, state: ConversationState | undefined): Intent | null {
  const match = QUOTED_NEW.exec(text.trim());
  if (!match) return null;
  const [, verb, pointed, name, asName] = match;
  // "put 'call Ray'" may be a new task; "put 'call Ray' as the name" is a name.
  if (/^(?:put|use)$/i.test(verb) && !asName) return null;
  // "make am 'order 6 packs …'": "am" is "it" in Pidgin.
  const target = plainForm(pointed ?? '')
    .replace(/^am$/, 'it')
    .replace(/(?:^| )(?:to|as|into)$/, '')
    .trim();
  if (target !== '' && !POINTED.test(target)) return null;
  // 'call "Smith & Co"' is a call to make, and 'change it to "3pm"' a time: neither is a name.
  if ((target === '' && /^(?:call|name)$/i.test(verb)) || TIME_ONLY.test(plainForm(name))) return null;
  if (target === '' && !state?.current) return ASK_WHICH;
  const task = targetOf(target, state);
  return task ? { kind: 'rename', task, title: tidy(name) } : ASK_WHICH;
}

/** "retitle 3 - book Sarah …": a dash after the item pointed at stands for the colon. */
const DASHED_RENAME =
  /^((?:re-?name|re-?title|re-?label)\s+(?:#?\d{1,2}|(?:item|task|number|no)\s?\d{1,2}|it|that|this))\s+[-–—]+\s+(?=\S)/i;

export function renameIn(saidPlain: string, said: string, state?: ConversationState): Intent | null {
  if (DASHED_RENAME.test(said)) {
    const colon = said.replace(DASHED_RENAME, '$1: ');
    return renameIn(plainForm(colon), colon, state);
  }
  const toSay = TO_SAY.test(said);
  const text = toSay ? said.replace(TO_SAY, '$1') : said;
  const plain = toSay ? saidPlain.replace(TO_SAY, '$1') : saidPlain;
  const quoted = QUOTED_CHANGE.exec(text.trim());
  if (quoted && !SAYS_WHEN.test(quoted[2]))
    return { kind: 'rename', task: { by: 'words', words: quoted[1].trim() }, title: tidy(quoted[2].trim()) };
  const quotedFirst = QUOTED_THEN_CHANGED.exec(text.trim());
  if (quotedFirst && !SAYS_WHEN.test(quotedFirst[2]))
    return { kind: 'rename', task: { by: 'words', words: quotedFirst[1].trim() }, title: tidy(quotedFirst[2].trim()) };
  const quotedName = quotedNew(text, state);
  if (quotedName) return quotedName;
  if (ARROW.test(text)) {
    // "2 → plan yin + sound bath", "the blades task → '…'": an item pointed at, then its new name, with no verb said.
    const [left, right = ''] = text.split(ARROW);
    const pointedOnly =
      POINTED.test(plainForm(left)) &&
      !SAYS_WHEN.test(plainForm(right).replace(/\d+(?=\s*[+&])|#\d+/g, '')) &&
      !DAY_SHORT.test(plainForm(right));
    const spoken = `${pointedOnly ? 'rename ' : ''}${text.replace(ARROW, ' to ')}`;
    return renameIn(plainForm(spoken), spoken, state);
  }
  const first = namedFirst(text, state) ?? widenedName(plain, text, state);
  if (first) return first;
  const changed = changedTo(plain, text, state) ?? namedTaskChanged(plain, text);
  if (changed) return changed;
  const remark = NAME_REMARK.exec(plain);
  if (remark) {
    const written = asWritten(remark[1], text.trim());
    const title = tidy(written);
    // Unmarked, a name of one word ("… make it count") is too like a saying to be taken for a title;
    // and "make it Friday instead" puts a time on it, not a name.
    const named = marked(text, written) || (readsAsTitle(written) && written.trim().split(/\s+/).length >= 2);
    if (/[\p{L}\p{N}]/u.test(title) && named && !TIME_ONLY.test(remark[1].replace(/ instead$/, '')))
      return { kind: 'rename', task: { by: 'context' }, title };
  }
  const swapped = swapIn(plain, text, state) ?? colonRename(text, state);
  if (swapped) return swapped;
  const rest = plain.replace(OPENING, '').replace(TRAILING_COURTESY, '');
  for (const [index, pattern] of RENAMES.entries()) {
    const match = pattern.exec(rest);
    if (!match || (STRICT.has(index) && !POINTED.test(match[1]))) continue;
    const newName = match[2].trim();
    // "rename it to", and nothing after: the new name is still to come.
    if (/^(?:to|as|into)$/.test(newName)) return ASK_NAME;
    const written = withoutReasonAfter(
      asWritten(newName, text.trim().replace(/[\s,]+(?:please|pls|plz|thanks|thank you|thx|ta|cheers)[.!]*$/i, '')),
    );
    // Read as written: "lower price to $68" holds a price, not an hour.
    if (index === CHANGED_POINTED && SAYS_WHEN.test(written === newName ? newName : written)) continue;
    // "it should be 5:30 pm", "number 2 should be friday": a time put right, which the corrections read.
    if (index === RENAMES.length - 1 && / (?:should|ought to|needs to) be (?!called|named|titled)/.test(rest) && SAYS_WHEN.test(newName))
      continue;
    const task = targetOf(match[1] ?? '', state);
    // "rename the deck one, its Priyanka not Priya": the words it replaces, replaced in the title.
    const instead = IT_IS_NOT.exec(written);
    const swapped = instead ? substitution(instead[2], instead[1], state) : null;
    // A title not in view cannot have its words swapped: the new words alone would be a worse name, so the whole one is asked for.
    if (swapped) return swapped.kind === 'rename' && swapped.task.by === 'words' ? ASK_NAME : swapped;
    const title = tidy(written);
    if (!/[\p{L}\p{N}]/u.test(title)) return null;
    // "call that one winter feed": nobody phones "that one", so what follows is its name, marked or not.
    const pointedAt = index === CALL_IT && /^(?:that|this) one$/.test(match[1] ?? '');
    // "call it 20 week scan" of the task in view: nobody phones "it" a thing of several words, so it is named.
    // With a list just shown, "it" may be any item on it, so the name is asked about instead.
    const namedInView =
      index === CALL_IT &&
      state?.current &&
      state.listed.length === 0 &&
      /^(?:it|that|this)$/.test(match[1] ?? '') &&
      !CALL_IT_IDIOM.test(newName) &&
      !A_DAY_OR_HOUR.test(newName);
    const severalWords = written.trim().split(/\s+/).length >= 2;
    // "item 2 should say quote the deep clean": an item of the list by number, told what to say, is renamed.
    const itemToSay =
      /^(?:(?:item|task|number|no) ?)?\d{1,2}$/.test(match[1] ?? '') &&
      / (?:should|needs to|ought to) (?:say|read)\b/.test(rest) &&
      !/^(?:something|anything) (?:else|different|better)$|^(?:different|better)(?: words)?$/i.test(newName);
    if (LOOSE.has(index) && !pointedAt && !itemToSay && !(namedInView && severalWords) && !marked(text, written) && !readsAsTitle(written))
      return namesIt(rest, state) ? ASK_NAME : null;
    // "call it Friday", "call it 5pm": a time put on it, not a name.
    if (index === CALL_IT && TIME_ONLY.test(newName)) return null;
    return task ? { kind: 'rename', task, title } : ASK_WHICH;
  }
  return VAGUE_RENAME.test(rest) || namesIt(rest, state) ? ASK_NAME : null;
}

/** "call it site visit with Omar": nobody phones "it", so a name is meant; being unsure which, it is asked back. */
function namesIt(rest: string, state: ConversationState | undefined): boolean {
  const call = /^(?:call|name) it (.+)$/.exec(rest);
  if (!call || !state?.current || TIME_ONLY.test(call[1]) || call[1].split(' ').length < 2) return false;
  return !/^(?:a day|a night|quits|even|done|a win|off|on|in|out|luck|fate|what you like|whatever)\b/.test(call[1]);
}

/** "rename it", "change the title", "wrong name": a rename without the new name, asked for; never a task. */
const VAGUE_RENAME = new RegExp(
  String.raw`^(?:${RENAME_VERB}|(?:change|edit|fix|update|correct) (?:the|its|it's) ${NAME_NOUN}|wrong ${NAME_NOUN})(?: (?:it|that|this|that one|this one|(?:the )?\S+(?: \S+){0,2} (?:one|task|item|reminder)|#?\d{1,2}|(?:item|task|number) \d{1,2}))?$`,
);
const ASK_NAME: Intent = { kind: 'unclear', understood: 'a new name for a task', question: 'What should it be called?' };

/** 'add "bring the keys" to it', "add and invoice to the title": words put on the end of the name of the task in view. */
const ADDED_TO_TITLE =
  /^(?:(?:and|also|oh|pls|please|can you|could you)\s+)*add ["“'‘]?(.{2,60}?)["”'’]? to (?:it|that|this|the title|the name|the task|that task|the end)(?: (?:please|pls|thanks))?[.!]*$/i;

export function addedToTitle(text: string, state?: ConversationState): Intent | null {
  const title = state?.current?.title;
  const added = ADDED_TO_TITLE.exec(text.trim());
  if (!title || !added) return null;
  const words = added[1].trim();
  // "and invoice", "+ the frames": the person's own join; otherwise the words are set apart with a dash.
  const joined = /^(?:and|&|\+|with|plus)\s/i.test(words) ? `${title} ${words}` : `${title} – ${words}`;
  return { kind: 'rename', task: { by: 'context' }, title: joined };
}
