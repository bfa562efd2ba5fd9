import { wallTimeToUtc } from '../../tasks';
import type { Intent, InterpretContext } from './intent';
import { findTime, safeTimeZone } from './message-dates';

/**
 * Questions about what is planned: "what's on this week", "what have I got on friday", "am I free
 * tomorrow afternoon". Both read the day with the same dates as tasks do.
 */
const FREE_QUESTION =
  /^(?:(?:am|are|r) (?:i|we|u) (?:free|available|busy)|(?:am|will) i (?:be )?(?:free|available|busy)|any free (?:time|slots?)|(?:is|are) (?:\S+ ){0,3}(?:free|clear)$|free (?:time )?(?:on |this |tomorrow|today|tmrw|tonight|\w+day)|do i have (?:anything|time|any time|a free slot|something)(?! to do)|when am i free|have i got (?:anything|time)|got (?:any )?time|(?:do|will) i have (?:a )?(?:gap|window|slot))\b/;
const LIST_QUESTION =
  /^(?:what'?s|whats|what is|what have i got|what do i have|what have i|have i got|anything|show(?: me)?|agenda|what does|what'?s happening|what am i doing|what am i|what do i need to do|what have i got to do|what'?s left|what'?s next|whats next|what'?s planned|what'?s coming up|my)\b/;
const WEEK = /\b(?:this|next|the|my|rest of the) week\b|\bweek ahead\b|\bmy week\b/;
const OVERDUE = /\b(?:overdue|late on|running late|behind on|missed)\b|\blate$/;
const PARTS: [RegExp, number, number][] = [
  [/\bmorning\b/, 9, 12],
  [/\bafternoon\b/, 12, 17],
  [/\b(?:evening|tonight)\b/, 17, 21],
];

function localDate(instant: string, timeZone: string): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));
  const [year, month, day] = parts.split('-').map(Number);
  return { year, month, day };
}

function dayOf(plain: string, context: InterpretContext): string | null {
  const found = findTime(plain, context, false);
  if (found) return found.instant;
  if (/\btoday\b/.test(plain)) return context.now.toISOString();
  return null;
}

/** "am I free tomorrow afternoon?": the window asked about, a whole working day without a part of it. */
export function freeTimeIn(plain: string, context: InterpretContext): Intent | null {
  if (!FREE_QUESTION.test(plain)) return null;
  if (WEEK.test(plain)) return { kind: 'list', view: 'week', day: null };
  const timeZone = safeTimeZone(context.timeZone);
  const day = localDate(dayOf(plain.replace(/\b(?:morning|afternoon|evening)\b/g, ''), context) ?? context.now.toISOString(), timeZone);
  const part = PARTS.find(([words]) => words.test(plain));
  const [from, to] = part ? [part[1], part[2]] : [9, 18];
  const at = (hour: number) => new Date(wallTimeToUtc({ ...day, hour, minute: 0, second: 0 }, timeZone)).toISOString();
  return { kind: 'free_time', from: at(from), to: at(to) };
}

/** "what's on this week", "anything on thursday?": the week, or the day the question names. */
export function agendaIn(plain: string, context: InterpretContext): Intent | null {
  if (!LIST_QUESTION.test(plain) || plain.split(' ').length > 10) return null;
  if (WEEK.test(plain) || /\bweek look\b/.test(plain)) return { kind: 'list', view: 'week', day: null };
  if (OVERDUE.test(plain)) return { kind: 'list', view: 'overdue', day: null };
  if (/\btoday\b/.test(plain)) return { kind: 'list', view: 'today', day: null };
  if (/\btomorrow\b/.test(plain)) return { kind: 'list', view: 'tomorrow', day: null };
  if (/\bnext$/.test(plain)) return { kind: 'list', view: 'next', day: null };
  if (!/\b(?:on|for)\b/.test(plain) && !/\b\w+day\b/.test(plain)) return null;
  const found = findTime(plain, context, false);
  if (!found?.date) return null;
  return { kind: 'list', view: 'day', day: found.date };
}
