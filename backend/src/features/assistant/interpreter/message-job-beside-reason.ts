import type { Intent } from './intent';
import { HEDGED_TASK } from './message-doubts';
import { PAST_TENSE, tag, VERB } from './message-tagger';
import { MONTH_NAME } from './message-words';
import { readsAsAction } from './task-title';

/**
 * "order 200 balloons tmrw, theo's party is sat", "sorry one handed - order more microfibre cloths
 * fri", "get the van MOT booked before the Scotland run, need it by 23rd": one job, and in a part of
 * its own beside it why, or by when. Read whole, the reason makes the job look loose and daily asks;
 * read part by part, one part is a job and the rest ask for nothing, so the job is what is meant.
 */
export const PART_BREAK = /\s*(?:[,;]|\.(?=\s)|\s[-–—]+(?=\s)|…)\s*/;
/** "need it by 23rd", "it's due thursday", "by friday": a part that says by when the job is wanted. */
const DEADLINE = /^(?:(?:i |we )?need (?:it|them|this|that)(?: done)? |(?:it'?s|its|it is|they'?re|they are) )?(?=(?:due|by|before) )/i;
/** "… its dropping 20 degrees. tomorrow": a day alone, said after the reason, is the job's. */
const DAY_ALONE =
  /^(?:today|tonight|tomorrow|tmrw|tmr|tomoz|(?:this|next) (?:week|weekend|morning|afternoon|evening)|(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?)[.!]*$/i;
const whenWanted = (part: string) => DEADLINE.test(part) || DAY_ALONE.test(part);
/** A part opening so belongs with another ("or Dave", "unless it rains", "and the dentist"): no part stands alone. */
const LEANS_ON_ANOTHER = /^(?:or|and|but|unless|if|then|also|plus|except|not|no|instead|otherwise)\b/i;
const KINDS_BESIDE = new Set<Intent['kind']>(['unknown', 'unclear']);
/** "chase the deposit, she said she paid it": a part that says the job is done, or says what someone said, may undo it. */
const UNDOES_IT = /\b(?:said|says|told|reckons|claims|already|paid|done|sorted|what|why|how|which)\b/i;
const MOST_PARTS = 3;

/** "tomorrow or thursday, call Hamid", "call re the permit or email, whatever's quicker": choices still open. */
const STILL_OPEN = /\b(?:or|whatever'?s?|whichever|either)\b|\?/i;
/** "cancel Abena, she not coming", "move the vendor check-ins …": a change to a task kept, never a new one. */
const CHANGES_A_KEPT_TASK =
  /^(?:cancel|move|take|get rid|remove|delete|drop|push|shift|change|swap|switch|bump|scrap|hang on|hold on|tweak|rename|see the|comot|put (?:[\w'-]+ ){1,5}(?:back|forward))\b/i;
/** "…, call it 'rota for xmas'", "…, its the Pinebrook agreement": a part that names the task anew. */
const NAMES_IT_ANEW = /\b(?:call it|cawl it|name it|rename|title|(?:it'?s|its) the)\b/i;
/** "ring him after", "move one", "chase the thing": a job whose object only points. */
const POINTS_ONLY =
  /\b(?:him|her|them|it|one|thing|things|stuff|something|after)\b|\b(?:that|this) (?:man|guy|lady|woman|bloke|fella|lot)\b/i;
/** "sorry one handed", "excuse typos", "quick one": an aside about how the message is sent. */
const ASIDE = /^(?:sorry|sry|soz|apologies|excuse|pardon|one[- ]handed|wet hands|driving|quick one|in a rush|voice note)\b/i;
/**
 * "the leak's stopped on its own", "tom's booked it", "it's valid till 2031", "we've got a ton",
 * "it's full that weekend": a reason may say the job is not needed, which only its asker can weigh;
 * a reason is read past only when it tells when (the party is sat, it's due thursday) and says
 * nothing done, denied, enough or instead.
 */
const MAY_UNDO =
  /\b(?:no|not|nah|nope|never|n'?t|already|actually|instead|anyway|sunny|rain\w*|snow\w*|weather|cold|hot|fine|full|enough|plenty|ton|tons|loads|lots|sorted|covered|done|waived|cancell?ed|valid|works?|working|own|itself|off|shut|closed|fixed|sold|gone|been|has(?! to)|have(?! to)|had|'ve|'s (?:doing|driving|getting|bringing|sorting|booked|done|got))\b/i;

/** A number, a day, or a month: a reason that tells when. */
const SAYS_WHEN = new RegExp(
  String.raw`\d|\b(?:today|tonight|tomorrow|tmrw|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thurs|fri|sat|sun|week|weekend|month|${MONTH_NAME})\b`,
  'i',
);

/**
 * "it's been 3 wks", "she's chasing", "key in the lockbox": how long the job has waited, who is waiting
 * on it, or where the key is; words that press the job or help do it, never undo it.
 */
const PRESSES_IT =
  /^(?:(?:it'?s|its|it has) been|been) (?:\d+|a|an|two|three|four|ages|weeks|days|months|forever)\b|^(?:she'?s|shes|he'?s|hes|they'?re|theyre|client'?s|customer'?s) (?:chasing|waiting|asking|nagging)(?: (?:me|us|for it))?$|^(?:key|keys|the key|code|door code|gate code|alarm code)(?:'?s| is)? (?:in|under|with|at|on) /i;

/** "running low", "nearly out", "the black one", "the big tub": stock running short, or which of the thing is meant. */
const RUNNING_SHORT_OR_WHICH =
  /^(?:(?:we'?re |i'?m |it'?s |its )?(?:running|nearly|almost|basically|practically|all but) (?:low|out|empty|gone)(?: again)?|(?:the |a )?(?:[\p{L}-]+ ){0,2}(?:one|ones|kind|type|brand|size|tub|box|roll|pack)(?: again)?)$/iu;

/**
 * "they're shot", "its weeping again", "she's proper worried", "theyre late af": the thing or the person
 * in a bad way, which is why the job is wanted, never a sign it is not.
 */
export const BAD_WAY = String.raw`(?:broken|broke|shot|knackered|bust|busted|leaking|weeping|dripping|cracked|jammed|playing up|acting up|freezing|boiling|late|overdue|worried|fuming|upset|kicking off|in a state)`;
const IN_A_BAD_WAY = new RegExp(
  String.raw`^(?:(?:it'?s|its|it is|they'?re|theyre|they are|she'?s|shes|she is|he'?s|hes|he is)\s+)(?:(?:proper|really|so|well|totally|completely|bloody|fully|very)\s+)?${BAD_WAY}(?:\s+(?:again|in there|af|now|already|today|badly))*[.!]*$`,
  'i',
);

function onlyTellsWhen(part: string, reading: Intent[]): boolean {
  if (ASIDE.test(part) || PRESSES_IT.test(part) || RUNNING_SHORT_OR_WHICH.test(part) || IN_A_BAD_WAY.test(part)) return true;
  if (MAY_UNDO.test(part) || tag(part).has(PAST_TENSE)) return false;
  // "buy towels, the guests complain", "ring the plumber, drips like anything": a why said as a clause of its own
  // that says nothing done, denied or enough presses the job as much as a when does ("book that man, the
  // electrician, …" names, and says no why).
  return (SAYS_WHEN.test(part) || tag(part).has(VERB)) && reading.every((intent) => intent.kind !== 'add_task');
}

/** "add …", "pls remind me to …", "don't let me forget to …": the job asked for in so many words. */
const ASKED_FOR =
  /^(?:(?:pls|please|can you|could you|can u|sound|ok|okay|right)[,!]?\s+)*(?:add|remind (?:me|us)|put in|pop in|stick in|set a reminder|don'?t let me forget)\b/i;
/** "actually no", "don't bother", "wait": a part that takes the ask back. */
const TAKES_IT_BACK = /\b(?:no|not|nah|don'?t|dont|nvm|never ?mind|scratch|cancel|wait|hold on|hang on|maybe|unless|or)\b|\?/i;

/** "chale the agent, the thing": a part that only points leaves the job unnamed. */
const VAGUE_PART = /^(?:the |that |this |you know )?(?:thing|things|stuff|one|bit|bits)(?: (?:we said|i said|from before))?[.!]*$/i;
/** "post wedding hangover is real": words that say what is, not what to do. */
const SAYS_WHAT_IS = /\b(?:is|are|was|were|am|i'?m|i'?ll|i will)\b/i;

function plainJob(reading: Intent[], words: string): boolean {
  if (reading.length !== 1 || reading[0].kind !== 'add_task') return false;
  const title = reading[0].title;
  return (
    readsAsAction(title) &&
    title.split(/\s+/).length >= 2 &&
    !CHANGES_A_KEPT_TASK.test(words) &&
    !POINTS_ONLY.test(title) &&
    !SAYS_WHAT_IS.test(words.replace(DEADLINE, ''))
  );
}

export function jobBesideReason(text: string, read: (words: string) => Intent[]): Intent[] | null {
  // "prices: trim £15, wash £10", "before they come fri: bulbs, the shower head": a heading makes the parts a list.
  if (HEDGED_TASK.test(text) || STILL_OPEN.test(text) || /(?<!\d):/.test(text)) return null;
  const parts = text
    .split(PART_BREAK)
    .map((part) => part.trim())
    .filter((part) => /[\p{L}\p{N}]/u.test(part));
  if (parts.length < 2 || parts.length > MOST_PARTS || parts.some((part) => LEANS_ON_ANOTHER.test(part))) return null;
  const deadlines = parts.filter(whenWanted);
  const rest = parts.filter((part) => !whenWanted(part));
  const readings = rest.map(read);
  const jobAt = readings.findIndex((reading, at) => plainJob(reading, rest[at]));
  if (jobAt < 0 || deadlines.length > 1) return null;
  // "add check the radiator in 4B after 2, tenant says its banging again": a job asked for in so many words is
  // wanted whatever the reason beside it says, unless that reason takes it back.
  const askedFor = ASKED_FOR.test(rest[jobAt]);
  const reasonFits = (part: string, at: number) =>
    askedFor ? !TAKES_IT_BACK.test(part) : !UNDOES_IT.test(part) && onlyTellsWhen(part, readings[at]);
  if (rest.some((part, at) => at !== jobAt && (VAGUE_PART.test(part) || NAMES_IT_ANEW.test(part) || !reasonFits(part, at)))) return null;
  const besideOnly = (reading: Intent[], at: number) =>
    RUNNING_SHORT_OR_WHICH.test(rest[at]) || reading.every((intent) => KINDS_BESIDE.has(intent.kind) && !('offer' in intent));
  if (readings.some((reading, at) => at !== jobAt && !besideOnly(reading, at))) return null;
  const [job] = readings[jobAt];
  if (job.kind !== 'add_task' || job.due || deadlines.length === 0) return [job];
  // The job with its deadline said after it, read as one ask: "… before the Scotland run by 23rd".
  const dated = read(`${rest[jobAt]} ${deadlines[0].replace(DEADLINE, '')}`);
  return dated.length === 1 && dated[0].kind === 'add_task' && dated[0].due ? dated : [job];
}
