import type { ConversationState, Intent, TaskReference } from './intent';

/**
 * Removals said in people's own words, beyond "delete the X task": a quoted title ("bin 'misc'"),
 * several items at once ("remove the 2nd and 4th"), a reason given first and a bare "delete it"
 * after ("not running the stall this year, delete it"), or a task named by the words of its title.
 */
const VERB = String.raw`(?:cancel|delete|remove|scrap|drop|bin|ditch|erase|wipe|kill|clear|trash|nuke|axe|get rid of|take off)`;
const QUOTED_REMOVAL = new RegExp(
  String.raw`^(?:(?:please|pls|can you|could you|just|ok|okay|actually)[\s,]+)*(?:${VERB}|take)\s+(?:the (?:task|reminder|one|item) |the |my )?["'‘“]([^"'‘’“”]{1,80})["'’”](?:\s+(?:task|reminder|one|item|off|please|pls|thanks|thx|for me|from (?:my|the) (?:list|tasks|to-?dos|to-?do list|reminders)))*(?:[,;]\s+(?:(?:they|he|she|we|it)(?:'s|'re| are| is| have| has)?|no longer|not) [^"“”]{1,60}|\s+(?:i'?m|im|i am|we'?re|cos|because|since) [^"“”]{1,60}|[.!]\s+[a-z]+ (?:said|says|cancelled|canceled|pulled out|called it off|dropped out|backed out|changed their mind)\b[^"“”]{0,60})?[.!]*$`,
  'i',
);

/** "please remove 'update the price list'": the quoted words are a task's title, whatever they say. */
export function quotedRemoval(text: string): Intent | null {
  const match = QUOTED_REMOVAL.exec(text.trim());
  const words = match?.[1].trim();
  return words && /[\p{L}\p{N}]/u.test(words) ? { kind: 'remove', task: { by: 'words', words } } : null;
}

/** "delete it", "remove", "so bin it": a removal that names nothing, said after its reason. */
const BARE = new RegExp(
  String.raw`^(?:so |just |then |pls |please |you can |u can |can you )?(?:${VERB}(?: (?:it|that|this|that one|this one|the task|that task|this task|the reminder|that reminder))?|get rid|take (?:it|that|this|that one|this one) off(?: the list| my list)?)(?: (?:please|pls|then|thanks))?$`,
);

/** "kill that one, she's left", "delete it - done elsewhere": the task pointed at taken off, whatever follows ("drop it off" is an errand). */
const POINTED_REMOVAL = new RegExp(String.raw`^${VERB}\s+(?:that|this|it)(?:\s+one)?\b(?!\s+(?:off|out|up)\b)`);

export function removesThePointed(plain: string): boolean {
  return POINTED_REMOVAL.test(plain);
}

export function bareRemoval(plain: string): boolean {
  return BARE.test(plain);
}

/** Words that say when, or how firmly, not what: "this week", "anymore". */
const NOT_NAMING_WORDS =
  /(?: (?:this week|next week|this month|today|tomorrow|tonight|any ?more|after all|now|then|either|for now|at all|this year|reminder|task|one|item))+$/;
/** "not doing the newsletter this week", "no need for the X reminder", "the walk-through's off". */
const REASON_OBJECT =
  /^(?:(?:we'?re|i'?m|we are|i am) )?(?:not (?:doing|bothering with|running|having|going ahead with|sending|booking)|no need (?:for|of)|(?:i |we )?(?:(?:don'?t|do not|no longer) need|no longer have)(?: to)?|skipping|skip|forget|dropping) (?:the |my |our |that |this )?(.+)$|^(?:the |my |our |that |this )?(.+?)(?:'s| s| is| has been| was) (?:off|cancell?ed|called off|not happening|not needed)(?: now)?$/;

/** The task a reason names, when it names one the person could mean ("the newsletter"), or null. */
export function reasonNamesTask(plain: string, state: ConversationState | undefined): TaskReference | null {
  const match = REASON_OBJECT.exec(plain);
  const said = ` ${match?.[1] ?? match?.[2] ?? ''}`.replace(NOT_NAMING_WORDS, '').trim();
  // "she's cancelled": said of the one the task is with, which names no task.
  if (!said || /^(?:it|that|this|them|one|she|he|they|we|i|you|u)$/.test(said)) return null;
  // "that walk-through's off": pointed at, it is the task talked about.
  if (/^(?:(?:not|no|forget|skip)\S* .*?)?(?:that|this) /.test(plain) && state?.current) return { by: 'context' };
  return taskOfTitle(said, state) ?? { by: 'words', words: said };
}

const NOT_DISTINCT = new Set('the a an my our to for of and with on at in it that this task reminder one'.split(' '));

function contentWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !NOT_DISTINCT.has(word));
}

/** The task whose title holds every word said of it: the one talked about, or the one listed item. */
export function taskOfTitle(words: string, state: ConversationState | undefined): TaskReference | null {
  const wanted = contentWords(words);
  if (!state || wanted.length === 0) return null;
  const holds = (title: string) => {
    const own = new Set(contentWords(title));
    return wanted.every((word) => own.has(word));
  };
  if (state.current && holds(state.current.title)) return { by: 'context' };
  const listed = state.listed.filter(holds);
  const named = words.replace(/^(?:the|my|our|that|this) /, '').replace(/ (?:task|reminder|one|item|to-?do)$/, '');
  return listed.length === 1 ? { by: 'words', words: named } : null;
}

export const ORDINAL: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8 };
const ITEM = String.raw`(?:#?\d{1,2}(?:st|nd|rd|th)?|first|second|third|fourth|fifth|sixth|seventh|eighth)`;
const SEVERAL = new RegExp(
  String.raw`^(?:(?:please|pls|can you|could you|just|ok|okay)\s+)*(?:${VERB}|(take)) (?:the |items? |tasks? |numbers? |nos? )?(${ITEM}(?:(?: ?, ?| and | an | n | & | ?, and )(?:the )?${ITEM})+)(?: (?:ones|items|tasks))?(?: (off|out)(?: (?:the|my) list)?)?(?: (?:please|pls|thanks))?$`,
);

/** "remove the first and third", "delete 2, 4 and 5", "take 2 and 4 off the list": one removal per item named. */
export function severalRemoved(plain: string): Intent[] | null {
  const match = SEVERAL.exec(plain);
  // "take 2 and 4" may be taking them on; "take 2 and 4 off the list" lets them go.
  if (!match || (match[1] && !match[3])) return null;
  const numbers = match[2].split(/ ?, ?(?:and )?| and | an | n | & /).map((item) => {
    const said = item.replace(/^the /, '').replace('#', '');
    return ORDINAL[said] ?? Number.parseInt(said, 10);
  });
  if (numbers.some((number) => !(number >= 1))) return null;
  return [...new Set(numbers)].map((number) => ({ kind: 'remove', task: { by: 'number', number } }));
}

/** "no need for the cleaner", "don't need the van tax one": a task the conversation holds, let go of. */
const LET_GO = /^(?:there'?s )?(?:no need for|(?:i |we )?(?:don'?t|do not) (?:need|bother with)) (?:the |my |our )?(.+)$/;
/** Words that say for when: let go of only then, which may be a move rather than a removal. */
const FOR_A_TIME = / (?:this week|next week|this month|today|tonight|tomorrow|this time)$/;

/** The removal a letting-go names, asked about when it is only for a time; null when it names no held task. */
export function letGoOf(plain: string, state: ConversationState | undefined): Intent | null {
  const match = LET_GO.exec(plain);
  if (!match) return null;
  const said = ` ${match[1]}`.replace(NOT_NAMING_WORDS, '').trim();
  const task = said ? taskOfTitle(said, state) : null;
  if (!task) return null;
  if (FOR_A_TIME.test(plain))
    return { kind: 'unclear', understood: 'a task to remove', question: 'Should I remove it, or move it to another day?' };
  return { kind: 'remove', task };
}

/** A task named as one: "the turkey one", "the Whitby linen task", "the etsy refund thing", "the spalding call". */
const NAMED_TASK = String.raw`the ((?:[\p{L}\p{N}'-]+ ){0,4}?[\p{L}\p{N}'-]+?)(?: (?:one|thing|task|reminder|job|item)| (call|meeting|appointment|appt|follow[- ]?up))`;
/** What lets the named task go: not needed, taken off, forgotten, free to go. */
const NAMED_LET_GO = [
  new RegExp(String.raw`(?:^|\b(?:so|and)\s)(?:i |we )?(?:don'?t|dont|do not|no longer) need ${NAMED_TASK}\b`, 'iu'),
  new RegExp(
    String.raw`(?:^|\b(?:so|and)\s)(?:please |pls |just )?(?:forget(?: about)?|(?:take|cross|strike) off|take|delete|remove|scrap|bin|ditch|lose|drop|cancel|kill|nix) ${NAMED_TASK}(?: off)?(?=$|[\s,.;!]+(?:lol|pls|please|thanks|any ?more|now|we|i|he|she|they|not|no|client|cos|because|as)\b|[,.;!])`,
    'iu',
  ),
  new RegExp(String.raw`^${NAMED_TASK} can (?:go|come off|be deleted|be removed)\b`, 'iu'),
  // "take off call the accountant": a task's own title, which opens on its verb, taken off.
  new RegExp(
    String.raw`^(?:(?:please|pls|just|can you|could you)\s)*(?:take|cross|strike) off ((?:call|ring|email|text|send|pay|book|buy|order|chase|invoice|file|post|fix|collect|pick up|drop off|renew|update|write|check) .{2,80})$`,
    'iu',
  ),
  // "take the Polk report off, they extended it": taken off, whatever "the" names.
  new RegExp(
    String.raw`^(?:(?:please|pls|just|ok|okay|actually|can you|could you)\s)*take the ((?:(?!(?:they|it|she|he|we|you)'?(?:re|s)\b)[\p{L}\p{N}'-]+ ){0,4}?(?!(?:they|it|she|he|we|you)'?(?:re|s)\b)[\p{L}\p{N}'-]+?)(?: (?:one|thing|task|reminder|job|item))? off(?: (?:the|my) (?:list|tasks))?(?=$|[,.;!]| (?:so|as|because|cos|since|they|we|i|he|she)\b)`,
    'iu',
  ),
  // "forget about the boiler certificate, landlord's doing it", "scratch the investor follow up completely":
  // verbs that are never a job to do let go of whatever "the" names ("forget the weather, we go anyway" lets go of nothing).
  new RegExp(
    String.raw`^(?:(?:please|pls|just|ok|okay|actually)\s)*(?:forget about|scratch|ditch|bin) the ((?:[\p{L}\p{N}'-]+ ){0,4}?[\p{L}\p{N}'-]+?)(?: (?:one|thing|task|reminder|job|item))?(?: (?:completely|altogether|entirely|for now|now))?(?=$|[,.;!]| (?:so|as|because|cos|since)\b)`,
    'iu',
  ),
  // "scratch the ice order for the Park Slope gig": a longer name, said with the verbs that are only ever a letting go.
  new RegExp(
    String.raw`^(?:(?:please|pls|just|ok|okay|actually)\s)*(?:forget about|scratch) the ((?:[\p{L}\p{N}'-]+ ){0,2}[\p{L}\p{N}'-]+ (?:for|from) (?:the|my|our) (?:[\p{L}\p{N}'-]+ ){0,3}[\p{L}\p{N}'-]+?)(?: (?:one|thing|task|reminder|job|item))?(?: (?:completely|altogether|entirely|for now|now))?(?=$|[,.;!]| (?:so|as|because|cos|since)\b)`,
    'iu',
  ),
  new RegExp(String.raw`^never ?mind about the ((?:[\p{L}\p{N}'-]+ ){0,3}[\p{L}\p{N}'-]+),? (?:delete|remove|scrap|bin)(?: it)?$`, 'iu'),
];

/**
 * "no longer need the turkey one, my sister is hosting", "the van MOT one can go", "client cancelled
 * the shoot so delete the lookbook task": a task named as a task ("one", "task", "thing") and let go
 * of, whatever reason is given around it.
 */
const LIST_PLACES = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

export function namedTaskLetGo(plain: string, text = plain): Intent | null {
  // Commas are kept: a reason after one is no part of the task's name.
  const said = text.toLowerCase().replace(/[’‘]/g, "'").trim();
  for (const pattern of NAMED_LET_GO) {
    const named = pattern.exec(said) ?? pattern.exec(plain);
    if (!named) continue;
    const words = [named[1], named[2]].filter(Boolean).join(' ').trim();
    // "delete the fourth item": a place in the list, named by its ordinal.
    const place = LIST_PLACES.indexOf(words) + 1;
    if (place > 0) return { kind: 'remove', task: { by: 'number', number: place } };
    // "the whole thing", "the last one": words that point or measure, which name no task.
    // "scratch the last one i added": the task just added, which is the one in view.
    if (/^last one (?:i|we) (?:just )?(?:added|made|set|put in)$/.test(words)) return { kind: 'remove', task: { by: 'context' } };
    if (!/^(?:it|that|this|whole|entire|last|first|second|next|other|same|new|old|main|big|little|wrong|right)$/.test(words))
      return { kind: 'remove', task: { by: 'words', words } };
  }
  return null;
}

/**
 * "delete the biscuit walk on fri pls", "remove my groom tomorrow": a booking taken off, named with the day it
 * falls on to say which one; the day is no time for a new job. Only a booking or a visit is taken off so
 * ("remove the old signage on monday", "take the wheels off tomorrow" are jobs of that day), and only by
 * verbs said of a list's entries ("cancel the gym on friday" may be a call to make).
 */
const REMOVED_ON_ITS_DAY =
  /^(?:(?:please|pls|can you|could you|can u|just)\s+)*(?:delete|remove|scrap|bin|ditch|nuke|axe|take(?=\s.+\soff\s))\s+(?:the|my)\s+([\p{L}\p{N}'’ -]{3,60}?)\s+(?:off\s+)?(?:(?:on|for|from)\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|tomorrow|tmrw|today|tonight|the \d{1,2}(?:st|nd|rd|th)?)(?:\s+(?:please|pls|thanks|ta))?(?:[.!]*$|,\s+(?:(?:he|she|they|it|we)(?:'?s|'?re| is| are| has| have)?|hes|shes|theyre|cos|because|as)\s.{1,60}$)/iu;

/** What is booked for a day: a walk, a groom, a visit, a session. */
const BOOKED =
  /\b(?:walk|walks|groom|visit|appointment|appt|booking|session|meeting|class|lesson|shift|slot|viewing|fitting|trial|consult|consultation|call|reminder|task|one)$/i;

/** "cancel jade thurs, shes got covid": a client's booking called off by their name and day, with why. */
const CALLED_OFF_WITH_WHY =
  /^cancel\s+([\p{L}'’-]{2,20})\s+(?:on\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|tomorrow|tmrw|today|tonight)\s*,\s+(?:she|he|they)(?:'?s|s|'?re|re|'?ve| has| have| is| are)?\s.{1,60}$/iu;

export function removedOnItsDay(text: string): Intent | null {
  const calledOff = CALLED_OFF_WITH_WHY.exec(text.trim());
  if (calledOff) return { kind: 'remove', task: { by: 'words', words: calledOff[1].toLowerCase() } };
  const named = REMOVED_ON_ITS_DAY.exec(text.trim());
  // "delete the sold listings on depop fri": a thing somewhere, deleted there, is a job.
  return named && !/\b(?:on|from|off|in|at)\b/i.test(named[1]) && BOOKED.test(named[1])
    ? { kind: 'remove', task: { by: 'words', words: named[1].trim().toLowerCase() } }
    : null;
}
