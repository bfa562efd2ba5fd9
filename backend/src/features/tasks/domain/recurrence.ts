import { wallTimeToUtc } from './zoned-time';

/**
 * How a task repeats: the next occurrence is the due time moved on by `interval` units on the
 * person's clock (so 09:00 stays 09:00 across a change of clocks). `weekday` is the next Monday to
 * Friday. A task marked recurring without a rule repeats every week.
 */
export interface TaskRepeat {
  every: 'day' | 'weekday' | 'week' | 'month' | 'year';
  interval: number;
}

export const REPEAT_UNITS: readonly TaskRepeat['every'][] = ['day', 'weekday', 'week', 'month', 'year'];
export const REPEAT_INTERVAL_MAX = 99;
export const WEEKLY: TaskRepeat = { every: 'week', interval: 1 };

const parts = (at: number, timeZone: string) => {
  const fields = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    weekday: 'short',
  }).formatToParts(new Date(at));
  const get = (type: string) => fields.find((p) => p.type === type)?.value ?? '';
  return {
    year: +get('year'),
    month: +get('month'),
    day: +get('day'),
    hour: +get('hour'),
    minute: +get('minute'),
    weekday: get('weekday'),
  };
};

/** The due time of the occurrence after `due`, in the person's zone. */
export function nextDue(due: string, repeat: TaskRepeat, timeZone: string): string {
  const local = parts(Date.parse(due), timeZone);
  const n = Math.max(1, Math.min(REPEAT_INTERVAL_MAX, Math.floor(repeat.interval)));
  let { year, month, day } = local;
  switch (repeat.every) {
    case 'day':
      day += n;
      break;
    case 'week':
      day += 7 * n;
      break;
    case 'weekday': {
      // Friday moves to Monday, Saturday to Monday, any other day to the next.
      const skip: Record<string, number> = { Fri: 3, Sat: 2 };
      day += skip[local.weekday] ?? 1;
      break;
    }
    case 'month':
    case 'year': {
      const months = repeat.every === 'month' ? n : 12 * n;
      const target = new Date(Date.UTC(year, month - 1 + months, 1));
      year = target.getUTCFullYear();
      month = target.getUTCMonth() + 1;
      // "The 31st of every month" falls on the last day of a shorter month.
      day = Math.min(day, new Date(Date.UTC(year, month, 0)).getUTCDate());
      break;
    }
    default: {
      const unknown: never = repeat.every;
      return unknown;
    }
  }
  const calendar = new Date(Date.UTC(year, month - 1, day));
  const wall = {
    year: calendar.getUTCFullYear(),
    month: calendar.getUTCMonth() + 1,
    day: calendar.getUTCDate(),
    hour: local.hour,
    minute: local.minute,
    second: 0,
  };
  return new Date(wallTimeToUtc(wall, timeZone)).toISOString();
}
