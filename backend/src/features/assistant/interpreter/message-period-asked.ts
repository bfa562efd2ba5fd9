import type { Intent, InterpretContext } from './intent';
import { agendaIn } from './message-agenda';
import { MONTH_NAME } from './message-words';

/**
 * "what have I got sat", "monday's list pls", "appts thurs?", "gigs this week?", "today's lot?",
 * "owt overdue?": the list of a day or a stretch asked for in a few words of the person's own. Every
 * word is either the day, a word that asks, or what the person calls the things on their list; what
 * is asked is then read as "what's on <that day>" would be.
 */
const WEEKDAY = String.raw`(?:mon|tues?|wed(?:nes)?|weds|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?`;
const PERIOD = new RegExp(
  String.raw`\b(?:today|tonight|tomorrow|tmrw|tmr|tomoz|this arvo|this (?:afternoon|morning|evening)|(?:the )?rest of (?:the|this) week|(?:this|the) weekend|(?:this|next) (?:week|wk)|(?:this|next) ${WEEKDAY}|${WEEKDAY}s?|the \d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)|\d{1,2}/\d{1,2}|${MONTH_NAME} \d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)? ${MONTH_NAME}|thanksgiving|christmas eve|boxing day)\b`,
);
/** Words that ask for the list, or say nothing else: "what have I got", "show me", "pls". */
const ASKING = new Set(
  `what whats what's wat wot wots wah wut have got i ive i've do does did my me show give on for in any anything owt booked lined up planned schedule sched list lot agenda diary calendar look looking like is are be the this that please pls plz and so um ok okay right hey hi how whos who's who all everything left still due coming`.split(
    ' ',
  ),
);
/** What the person calls the things on their list: "jobs", "clients", "appts", "gigs" ("the girls", "deliveries" may be anyone's). */
const THINGS =
  /^(?:jobs|tasks|todos|to-dos|things|stuff|work|clients|customers|appts|appointments|bookings|sessions|lessons|classes|gigs|shows|calls|meetings|shifts|plans|deadlines|errands|visits|viewings|fittings|consults)$/;
/** A word that asks, or a day said as the list's own ("monday's"), makes it a question of the list. */
const ASKS =
  /\?|\b(?:what|whats|what's|wat|wot|wots|wah|wut|show|any|anything|owt|have|got|list|lot|schedule|sched|agenda|diary|who|whos|who's)\b|'s\b/;
const OVERDUE =
  /\b(?:overdue|outstanding|behind|slide|slid|slip|slipped|forgot|forgotten|missed|not finish(?:ed)?|didn'?t finish|not get to|didn'?t get to|fall behind|fell behind|drop(?:ped)? anything)\b/;
const MOST_WORDS = 8;

export function periodAsked(text: string, context: InterpretContext): Intent | null {
  const said = text
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/[^\p{L}\p{N}\s'/?]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const plain = said.replace(/\?/g, ' ').replace(/'s\b/g, ' ').replace(/\s+/g, ' ').trim();
  if (!plain || plain.split(' ').length > MOST_WORDS || !ASKS.test(said)) return null;
  const period = PERIOD.exec(plain);
  const rest = (period ? plain.slice(0, period.index) + ' ' + plain.slice(period.index + period[0].length) : plain).trim();
  const overdue = !period && OVERDUE.test(rest);
  if (!period && !overdue) return null;
  // "sat?", "the 4th?": a day alone may be a new time for something, and is asked about.
  if (!rest || !onlyAsking(overdue ? rest.replace(new RegExp(OVERDUE.source, 'g'), ' ') : rest)) return null;
  return agendaIn(overdue ? "what's overdue" : `what's on ${period![0].replace(/(day)s$|^(wed)s$/, '$1$2')}`, context);
}

/** Every word asks, or names the things on the list, with at most one such name. */
function onlyAsking(words: string): boolean {
  const things = words.split(' ').filter((word) => word && !ASKING.has(word));
  return things.length <= 1 && things.every((word) => THINGS.test(word));
}
