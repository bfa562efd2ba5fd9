import { hasTaskPrefix } from './task-title';

/**
 * "walk the garage every tuesday and thursday at 10", "post a reel every tues & thurs", "water the
 * plants mon wed fri": one job on several days of each week. A repeat has one day, so each day said
 * is its own weekly ask, the job and its hour said again with it.
 */

const DAY = String.raw`(?:mon|tues|tue|wednes|wed|thurs|thur|thu|fri|satur|sat|sun)(?:day)?`;
/** A day in the plural, spelt out: "thurs" is a day shortened, never several of them. */
const DAYS = String.raw`(?:mon|tues|wednes|thurs|fri|satur|sun)days`;
const JOIN = String.raw`(?:\s*(?:,|&|\+|\/)\s*(?:and\s+)?|\s+(?:and|n)\s+)`;

/** "every tuesday and thursday", "each mon, wed and fri": the days after one "every". */
const EVERY_DAYS = new RegExp(String.raw`\b(?:every|each)\s+(${DAY}s?(?:${JOIN}${DAY}s?)+)\b`, 'i');
/** "mondays and thursdays", "on tuesdays & fridays": days said in the plural are each week's. */
const PLURAL_DAYS = new RegExp(String.raw`\b(?:on\s+)?(${DAYS}(?:${JOIN}${DAYS})+)\b`, 'i');
/** "mon wed fri": three days or more run together, as a rota is written. */
const DAY_RUN = new RegExp(String.raw`\b(?:on\s+)?(${DAY}(?:[\s,]+${DAY}){2,})\b(?![\s,]+\d)`, 'i');

const DAY_WORD = new RegExp(String.raw`${DAY}s?`, 'gi');
/** A correction, a condition or a second repeat makes the days more than a list of when. */
const NOT_A_PLAIN_LIST = /\b(?:no|not|actually|sorry|i mean|except|unless|if|or|every\b.*\bevery)\b/i;

/** "call Jo on tuesday and thursday": one job on two days to come, each a task of its own. */
const ON_DAYS = new RegExp(
  String.raw`\bon\s+(${DAY}(?:${JOIN}${DAY})+)\b|(?<=\s)(${DAY}(?:${JOIN}${DAY})+)(?=\s*(?:(?:at\s+|@\s*)?\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?\s*)?$)`,
  'i',
);

/**
 * The asks one per day, each "every <day>" (or, for days said once, "on <day>") in place of the
 * list; null when the ask names no such days.
 */
export function onEachDay(ask: string): string[] | null {
  const repeated = EVERY_DAYS.exec(ask) ?? PLURAL_DAYS.exec(ask) ?? DAY_RUN.exec(ask);
  const found = repeated ?? ON_DAYS.exec(ask);
  if (!found) return null;
  const days = (found[1] ?? found[2]).match(DAY_WORD) ?? [];
  if (days.length < 2 || new Set(days.map((day) => day.slice(0, 3).toLowerCase())).size !== days.length) return null;
  const rest = ask.slice(0, found.index) + ask.slice(found.index + found[0].length);
  if (NOT_A_PLAIN_LIST.test(rest)) return null;
  return days.map((day) => {
    const one = day.replace(/s$/i, '');
    return `${ask.slice(0, found.index)}${repeated ? 'every' : 'on'} ${one}${ask.slice(found.index + found[0].length)}`
      .replace(/\s+/g, ' ')
      .trim();
  });
}

/** "remind me every tuesday and thursday at 6 to hit the open mic list": the days said before the job. */
const DAYS_BEFORE_THE_JOB = new RegExp(
  String.raw`^((?:(?:please|pls|can you|could you|can u)\s+)*remind me)\s+((?:every|each)\s+${DAY}s?(?:${JOIN}${DAY}s?)+(?:\s+at\s+\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?)?)\s+to\s+(.+)$`,
  'i',
);

/** The ask with its several days said after the job, where they are read one by one ("remind me to … every tuesday and thursday at 6"). */
export function daysAfterTheJob(ask: string): string {
  const said = DAYS_BEFORE_THE_JOB.exec(ask.trim());
  return said ? `${said[1]} to ${said[3].replace(/[.!\s]+$/, '')} ${said[2]}` : ask;
}

/** "on tuesdays", "fridays": one day said in the plural, each week's. */
const ONE_PLURAL_DAY = new RegExp(String.raw`(?<!\b(?:about|re|regarding|for|the|of)\s+)\b(?:on\s+)?(${DAYS})\b`, 'i');

/**
 * "add a 7am vinyasa class on tuesdays", "remind me fridays to send the rota": asked for in so many
 * words, a day in the plural is the day it repeats on. Told ("I see clients on tuesdays"), it is how
 * things are, and is left alone.
 */
export function weeklyOnPluralDay(ask: string): string | null {
  const found = ONE_PLURAL_DAY.exec(ask);
  // "weekly 1:1 with the contractor thursdays 4pm": "weekly" said with a day in the plural is that day each week.
  if (found && WEEKLY.test(ask) && !/\b(?:every|each)\b/i.test(ask)) return weeklyOn(ask.replace(WEEKLY, ' '), found[1]);
  if (!hasTaskPrefix(ask) || /\b(?:every|each|weekly)\b/i.test(ask)) return null;
  return found ? `${ask.slice(0, found.index)}every ${found[1].replace(/s$/i, '')}${ask.slice(found.index + found[0].length)}` : null;
}

const WEEKLY = /(?:^|\s)weekly(?=\s|$)/i;

/** The ask with its day in the plural said as "every <day>". */
function weeklyOn(ask: string, days: string): string | null {
  const found = ONE_PLURAL_DAY.exec(ask);
  if (!found || found[1] !== days) return null;
  return `${ask.slice(0, found.index)}every ${days.replace(/s$/i, '')}${ask.slice(found.index + found[0].length)}`
    .replace(/\s+/g, ' ')
    .trim();
}
