import type { Intent, InterpretContext } from './intent';
import { localParts, safeTimeZone } from './message-dates';
import { isTaskVerb } from './message-words';

/**
 * "tmrw 8 whitfields boiler, 12 pick up parts, 3pm daltons bathroom": a day, then its jobs each led
 * by the hour it is at. Such a schedule is read as one job per hour, each on the day said last; a
 * job with no hour of its own ("and buy screen wash") is read as it is. What a schedule puts at an
 * hour is asked for, nouns and all ("3pm daltons bathroom"), as if "remind me" had been said.
 */

const DAY = String.raw`(?:today|tonight|tomorrow|tmrw|tmr|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:\s+(?:morning|afternoon|evening|night))?`;
const CLOCK = String.raw`\d{1,2}(?:[:.]\d{2})?(?:\s?(?:am|pm|o'?clock))?`;
/** What may open a message before its schedule: "so", "ok", "sorry long message.", a flower. */
const OPENING = new RegExp(
  String.raw`^(?:[^.!?:]{0,40}[.!:]\s+)?(?:(?:so|ok|okay|right|and|um+|uh+|er+|erm)[,\s]+)*(${DAY})[\s,]+(?:[\p{Extended_Pictographic}\uFE0F]+\s+)?(.+)$`,
  'iu',
);
const TIMED = new RegExp(String.raw`^(?:(${DAY})\s+)?(?:(?:at|@)\s*)?(?:(?:like|about|around|say)\s+)?(${CLOCK})\s+(\S.*)$`, 'i');
/** The part of the day said with the first hour is that hour's alone: "tomorrow morning at 10 …, then at 3 …". */
const PART_OF_DAY = /\s+(?:morning|afternoon|evening|night)$/i;
/** A number that counts something is no hour: "12 pick up parts" is, "12 boxes" and "3 more" are not. */
const COUNTED =
  /^(?:x\b|%|kg|kilos?|g\b|lbs?|quid|pounds|dollars|bucks|euros?|people|guys|lads|boxes|bags|hours?|hrs?|mins?|minutes?|days?|weeks?|more|or\b|-|to\b|till\b|until\b|ish\b|of\b|for\b|on\b)/i;
/** "6 eggs", "5 pallets arriving", "12 covers booked": a plural said after a bare number counts things. */
const PLURAL_COUNTED =
  /^[\p{L}'-]*[^s'\s]s(?:\s+(?:of|for|on|off|booked|arriving|in|out|came|coming|shipped|to|from|at|and|left|done|sold|delivered|waiting|needed|please)\b|\s*$)/iu;
/** "um", "uh", "like" said between the items of a dictated schedule. */
const FILLER = /^(?:(?:um+|uh+|er+|erm|like|so)\b[,\s]*)+/i;
const ITEM_BREAK = /\s*,\s*(?:and\s+)?(?:then\s+)?|\s+(?:and\s+)?then\s+(?=(?:at\s+)?\d)|\s+and\s+(?=(?:at\s+)?\d)/i;

export function scheduledAsks(text: string): string[] | null {
  const opening = OPENING.exec(text.trim());
  if (!opening) return null;
  let day = opening[1].replace(PART_OF_DAY, '');
  const items = `${opening[1]} ${opening[2]}`
    .split(ITEM_BREAK)
    .map((item) => item.replace(FILLER, '').trim())
    .filter((item) => item);
  if (items.length < 2) return null;
  // An hour is plain when said as one ("3pm", "10:30", "at 4"), with a day of its own, or before a job's verb;
  // a bare number before anything else ("8 whitfields boiler") is an hour only in a schedule two plain hours make.
  let plain = 0;
  let timed = 0;
  const asks = items.map((item) => {
    const at = TIMED.exec(item.trim());
    if (!at || COUNTED.test(at[3]) || (PLURAL_COUNTED.test(at[3]) && !/[:.]|[ap]m/i.test(at[2]))) return item.trim();
    if (at[1] || /[:.]|[ap]m/i.test(at[2]) || /^(?:\S+\s+)?(?:at|@)\s*\d/i.test(item.trim()) || isTaskVerb(at[3].split(/\s+/)[0] ?? ''))
      plain++;
    if (at[1]) day = at[1].replace(PART_OF_DAY, '');
    timed++;
    return `remind me ${at[1] ?? day} at ${at[2]} ${at[3]}`;
  });
  // "tmrw 9 walkthrough at the brownstone, 2 interview for the crew lead, 5 payroll": three hours or more, every item led by one, make a schedule too.
  const everyItemTimed = timed === items.length && items.length >= 3;
  return (plain >= 2 || everyItemTimed) && TIMED.test(`${items[0].trim()}`) ? asks : null;
}

/** An evening word beside the hours: with it, a bare 6 after a 10 may well be the evening. */
const EVENING_SAID = /\b(?:evening|tonight|night|pm|p\.m\.|dinner|supper|after (?:work|close|service|the show))\b/i;

/**
 * "tomorrow at 6 start the dough, then at 10 ring the mill", "7 buy plasterboard, 10 Mrs Gallagher
 * kitchen": hours said one after another on the same day run forward. A bare 6 or 7 read as the
 * evening, followed by a morning hour on that day, was the morning; it is put 12 hours back, unless
 * that is already past or the message speaks of the evening. A bare 1 to 5 stays in the afternoon,
 * and a bare 7 to 11 after it that day is the evening ("at 5 pick up the PA, then at 10 strike").
 */
export function inTheOrderSaid(intents: Intent[], text: string, context: InterpretContext): Intent[] {
  if (intents.filter((intent) => intent.kind === 'add_task' && intent.due).length < 2) return intents;
  const zone = safeTimeZone(context.timeZone);
  const wall = (intent: Intent) => (intent.kind === 'add_task' && intent.due ? localParts(Date.parse(intent.due), zone) : null);
  const shifted = (intent: Intent, hours: number): Intent =>
    intent.kind === 'add_task' && intent.due
      ? { ...intent, due: new Date(Date.parse(intent.due) + hours * 60 * 60 * 1000).toISOString() }
      : intent;
  const mornings = intents.map((intent, index) => {
    const own = wall(intent);
    const hour = Number(own?.time.slice(0, 2));
    if (!own || EVENING_SAID.test(text) || hour < 18 || hour > 19 || !bareHourSaid(text, hour - 12, own.time.slice(3))) return intent;
    const laterInTheMorning = intents.slice(index + 1).some((other) => {
      const then = wall(other);
      return then?.date === own.date && then.time < '12:00';
    });
    const morning = shifted(intent, -12);
    return laterInTheMorning && morning.kind === 'add_task' && Date.parse(morning.due ?? '') > context.now.getTime() ? morning : intent;
  });
  // "at 6 dinner prep, then at 9 close up", "water the garden at 4 and phone gran at 7": a bare 7 to 11 after an afternoon or evening hour that day is the evening too.
  return mornings.map((intent, index) => {
    const own = wall(intent);
    const hour = Number(own?.time.slice(0, 2));
    if (!own || hour < 7 || hour > 11 || !bareHourSaid(text, hour, own.time.slice(3))) return intent;
    const afterTheEvening = mornings.slice(0, index).some((other) => {
      const then = wall(other);
      return then?.date === own.date && then.time >= '13:00';
    });
    return afterTheEvening ? shifted(intent, 12) : intent;
  });
}

/** Whether the hour was said bare: "at 6", "6.45", "7:30", with no am or pm after it. */
function bareHourSaid(text: string, hour: number, minutes: string): boolean {
  const clock = minutes === '00' ? String.raw`${hour}(?:[:.]00)?` : String.raw`${hour}[:.]${minutes}`;
  return new RegExp(String.raw`(?<![\d:.])${clock}(?![\d:.])(?!\s*(?:am|pm|a\.m|p\.m|h\b|hrs?\b|hours?\b|mins?\b))`, 'i').test(text);
}
