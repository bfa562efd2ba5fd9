import * as Recognizers from '@microsoft/recognizers-text-date-time';
import * as chrono from 'chrono-node';
import { wallTimeToUtc, zoneOffsetMs } from '../../../tasks';
import type { Intent, InterpretContext } from '../intent';
import { findTime } from '../message-dates';
import { HELD_OUT } from './held-out';
import { contextOf } from './reading-score';

/**
 * Three ways of reading the time in a message, scored on the held-out tasks that name one: the
 * due time each gives against the expected one, exactly. chrono-node alone (as it comes),
 * Microsoft's Recognizers-Text date-time, and daily's reader (chrono-node with its own parsers).
 * The figures, and why daily keeps what it keeps, are in docs/assistant.md.
 */
interface Timed {
  text: string;
  context: InterpretContext;
  due: string;
}

const TIMED: Timed[] = HELD_OUT.flatMap((item) => {
  const [reading] = item.accept;
  if (reading === 'no change' || reading.length !== 1) return [];
  const [intent] = reading as [Intent];
  return intent.kind === 'add_task' && intent.due !== null ? [{ text: item.text, context: contextOf(item), due: intent.due }] : [];
});

function wallOf(context: InterpretContext): Date {
  const now = context.now.getTime();
  // Recognizers read a reference date by its fields; these are the person's wall clock.
  const local = new Date(now + zoneOffsetMs(now, context.timeZone));
  return new Date(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), local.getUTCHours(), local.getUTCMinutes());
}

function fromWall(text: string, timeZone: string): number {
  const [date, time = '12:00:00'] = text.split(' ');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return wallTimeToUtc({ year, month, day, hour, minute, second: 0 }, timeZone);
}

function byRecognizers({ text, context }: Timed): string | null {
  const [found] = Recognizers.recognizeDateTime(text, Recognizers.Culture.English, undefined, wallOf(context));
  const values = (found?.resolution?.values ?? []) as { type: string; value?: string }[];
  const value = values.at(-1);
  if (!value?.value || value.value === 'not resolved') return null;
  const now = context.now.getTime();
  if (value.type === 'duration') return new Date(now + Number(value.value) * 1000).toISOString();
  if (value.type === 'time') {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: context.timeZone }).format(context.now);
    let instant = fromWall(`${today} ${value.value}`, context.timeZone);
    if (instant <= now) instant += 24 * 60 * 60 * 1000;
    return new Date(instant).toISOString();
  }
  if (value.type === 'date' || value.type === 'datetime') return new Date(fromWall(value.value, context.timeZone)).toISOString();
  return null;
}

function byChronoAlone({ text, context }: Timed): string | null {
  const offset = Math.round(zoneOffsetMs(context.now.getTime(), context.timeZone) / 60_000);
  return chrono.parseDate(text, { instant: context.now, timezone: offset }, { forwardDate: true })?.toISOString() ?? null;
}

function byDaily({ text, context }: Timed): string | null {
  return findTime(text, context, false)?.instant ?? null;
}

describe('reading the time in a message: three readers on the held-out tasks', () => {
  it('scores each, and daily reads the most right', () => {
    const scores = { 'chrono-node alone': byChronoAlone, 'Recognizers-Text date-time': byRecognizers, daily: byDaily };
    const results = Object.entries(scores).map(([name, read]) => {
      const started = performance.now();
      const right = TIMED.filter((item) => read(item) === item.due).length;
      return { name, right, ms: (performance.now() - started) / TIMED.length };
    });
    process.stdout.write(
      `${results.map((r) => `${r.name}: ${r.right}/${TIMED.length} due times right, ${r.ms.toFixed(2)} ms a message`).join('\n')}\n`,
    );
    const daily = results.find((r) => r.name === 'daily')?.right ?? 0;
    expect(TIMED.length).toBeGreaterThan(100);
    for (const other of results) expect(daily).toBeGreaterThanOrEqual(other.right);
  });
});
