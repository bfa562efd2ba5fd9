import type { Intent } from '../intent';
import { LIST_VIEWS } from '../intent';
import { RulesInterpreter } from '../rules-interpreter';
import { type HeldOutItem, LONDON, NEW_YORK, NO_CHANGE } from './held-out-kit';
import { score } from './reading-score';

/**
 * One measured held-out set as a Jest suite: it fails only when the set itself is malformed, and
 * prints how many messages the rules reader reads right and how many harmfully, never failing on
 * those figures. HELD_OUT_VERBOSE=1 lists every miss.
 */
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

/** Why an expected intent could not be a reading at all, or null when it could. */
function flaw(intent: Intent): string | null {
  switch (intent.kind) {
    case 'add_task':
      if (intent.title.trim() === '') return 'a task without a title';
      if (intent.due !== null && !ISO.test(intent.due)) return `due ${intent.due} is no instant`;
      if (intent.repeat && !(intent.repeat.interval >= 1)) return 'a repeat without an interval';
      return null;
    case 'snooze':
      if ((intent.until === null) === (intent.minutes === null)) return 'a snooze needs exactly one of until and minutes';
      if (intent.until !== null && !ISO.test(intent.until)) return `until ${intent.until} is no instant`;
      if (intent.minutes !== null && !(intent.minutes > 0)) return 'a snooze by no time';
      return null;
    case 'reschedule':
      if (intent.date === null && intent.time === null) return 'a reschedule that moves nothing';
      if (intent.date !== null && !DATE.test(intent.date)) return `date ${intent.date}`;
      if (intent.time !== null && !TIME.test(intent.time)) return `time ${intent.time}`;
      return null;
    case 'rename':
      return intent.title.trim() === '' ? 'a rename to nothing' : null;
    case 'list':
      if (!LIST_VIEWS.includes(intent.view)) return `view ${intent.view}`;
      if ((intent.view === 'day') !== (intent.day !== null)) return 'a day view needs its day, and only it';
      if (intent.day !== null && !DATE.test(intent.day)) return `day ${intent.day}`;
      return null;
    case 'free_time':
      if (!ISO.test(intent.from) || !ISO.test(intent.to)) return 'a window that is not two instants';
      return Date.parse(intent.from) < Date.parse(intent.to) ? null : 'a window that ends before it starts';
    case 'complete':
    case 'remove':
      if (intent.task.by === 'number' && !(intent.task.number >= 1)) return 'item 0';
      if (intent.task.by === 'words' && intent.task.words.trim() === '') return 'a reference without words';
      return null;
    default:
      return null;
  }
}

export function measureHeldOut(name: string, set: HeldOutItem[], minimum: number): void {
  describe(`the rules reader on the ${name} held-out set`, () => {
    const rules = new RulesInterpreter();
    const result = score(set, (text, context) => rules.read(text, context));

    it(`holds at least ${minimum} messages from both zones, each with a well-formed expectation`, () => {
      expect(set.length).toBeGreaterThanOrEqual(minimum);
      expect(new Set(set.map((item) => item.timeZone))).toEqual(new Set([LONDON, NEW_YORK]));
      // The same words may come twice only in another conversation (a bare "done" with and without a reminder).
      const keys = set.map((item) => JSON.stringify([item.timeZone, item.text, item.conversation ?? null, item.dayFirst ?? null]));
      expect(new Set(keys).size).toBe(set.length);
      const flaws = set.flatMap((item) => {
        if (item.text.trim() === '' || item.accept.length === 0) return [`${item.text}: nothing to accept`];
        return item.accept.flatMap((reading) =>
          reading === NO_CHANGE
            ? []
            : reading.length === 0
              ? [`${item.text}: an empty reading (use NO_CHANGE)`]
              : reading.map(flaw).flatMap((why) => (why ? [`${item.text}: ${why}`] : [])),
        );
      });
      expect(flaws).toEqual([]);
    });

    it('reports how many it reads right and how many do harm (a measurement: no bar)', () => {
      const percent = ((result.right / result.total) * 100).toFixed(1);
      const lines = result.items
        .filter((entry) => !entry.right && process.env.HELD_OUT_VERBOSE)
        .map(
          (entry) =>
            `${entry.harm ? 'HARM' : 'miss'} [${name}] ${entry.item.timeZone.slice(0, 6)} ${JSON.stringify(entry.item.text)} -> ${JSON.stringify(entry.got)}${entry.harm ? ` (${entry.harm})` : ''}`,
        );
      process.stdout.write(
        `${lines.join('\n')}\nheld-out (${name}): ${result.right}/${result.total} right (${percent}%), ${result.harmful} harmful\n`,
      );
      expect(result.total).toBe(set.length);
    });
  });
}
