import fc from 'fast-check';
import type { ConversationState, Intent } from './intent';
import { splitAsks } from './message-clauses';
import { readMessage } from './message-reader';
import { RulesInterpreter } from './rules-interpreter';

const rules = new RulesInterpreter();
const LONDON = 'Europe/London';
const NEW_YORK = 'America/New_York';
/** Each message answers a reminder about a task with no time yet, so "snooze 1h" has a task to snooze. */
const ANSWERING: ConversationState = { pending: null, current: { title: 'Call the bank', due: null }, listed: [] };
const read = (text: string, now: string, timeZone = LONDON): Intent[] =>
  rules.read(text, { now: new Date(now), timeZone, conversation: ANSWERING });
const dueOf = (text: string, now: string, timeZone: string): string | null => {
  const [intent] = read(text, now, timeZone);
  if (intent.kind === 'add_task') return intent.due;
  if (intent.kind === 'snooze') return intent.until;
  throw new Error(`"${text}" was read as ${intent.kind}`);
};

describe('the rules interpreter', () => {
  describe('times in the person zone', () => {
    it('reads "tomorrow at 10" as 10:00 on the clocks of London and of New York', () => {
      const now = '2026-06-10T12:00:00Z';
      expect(dueOf('call the bank tomorrow at 10', now, LONDON)).toBe('2026-06-11T09:00:00.000Z');
      expect(dueOf('call the bank tomorrow at 10', now, NEW_YORK)).toBe('2026-06-11T14:00:00.000Z');
    });

    it('keeps 10:00 local across the night the clocks go forward and back', () => {
      // London springs forward on 29 March 2026 and falls back on 25 October.
      expect(dueOf('call the bank tomorrow at 10', '2026-03-28T20:00:00Z', LONDON)).toBe('2026-03-29T09:00:00.000Z');
      expect(dueOf('call the bank tomorrow at 10', '2026-10-24T20:00:00Z', LONDON)).toBe('2026-10-25T10:00:00.000Z');
      // New York springs forward on 8 March 2026 and falls back on 1 November.
      expect(dueOf('call the bank tomorrow at 10', '2026-03-07T20:00:00Z', NEW_YORK)).toBe('2026-03-08T14:00:00.000Z');
      expect(dueOf('call the bank tomorrow at 10', '2026-10-31T20:00:00Z', NEW_YORK)).toBe('2026-11-01T15:00:00.000Z');
    });

    it('reads "tomorrow" from the person clock, not from UTC', () => {
      // 23:30 on Monday in New York is already Tuesday in UTC: tomorrow is still Tuesday there.
      expect(dueOf('pay rent tomorrow at 9am', '2026-06-16T03:30:00Z', NEW_YORK)).toBe('2026-06-16T13:00:00.000Z');
    });

    it('gives a day without a time 12:00 in the zone', () => {
      expect(dueOf('pay rent on friday', '2026-06-10T12:00:00Z', LONDON)).toBe('2026-06-12T11:00:00.000Z');
      expect(dueOf('pay rent on friday', '2026-06-10T12:00:00Z', NEW_YORK)).toBe('2026-06-12T16:00:00.000Z');
    });

    it('takes a bare hour from 1 to 7 as the afternoon, and a time alone as the next one to come', () => {
      expect(dueOf('call mum at 6', '2026-06-10T08:00:00Z', LONDON)).toBe('2026-06-10T17:00:00.000Z');
      expect(dueOf('call mum at 6', '2026-06-10T20:00:00Z', LONDON)).toBe('2026-06-11T17:00:00.000Z');
      expect(dueOf('call mum at 6am', '2026-06-10T08:00:00Z', LONDON)).toBe('2026-06-11T05:00:00.000Z');
      expect(dueOf('call mum at 9', '2026-06-10T07:00:00Z', LONDON)).toBe('2026-06-10T08:00:00.000Z');
    });

    it('counts a span from now for a task, and leaves a snooze by an amount to be counted from the task', () => {
      expect(dueOf('call mum in 90 minutes', '2026-03-08T06:30:00Z', NEW_YORK)).toBe('2026-03-08T08:00:00.000Z');
      // Counted from the later of now and the task's own time when it is carried out, so never earlier.
      expect(read('snooze 1h', '2026-03-08T06:30:00Z', NEW_YORK)).toEqual([
        { kind: 'snooze', task: { by: 'context' }, until: null, minutes: 60 },
      ]);
      expect(read('SNOOZE 90 MIN', '2026-03-08T06:30:00Z', NEW_YORK)).toEqual([
        { kind: 'snooze', task: { by: 'context' }, until: null, minutes: 90 },
      ]);
    });

    it('falls back to UTC for a zone it does not know rather than failing', () => {
      expect(dueOf('call the bank tomorrow at 10', '2026-06-10T12:00:00Z', 'Mars/Olympus')).toBe('2026-06-11T10:00:00.000Z');
    });
  });

  describe('several asks in one message', () => {
    it('splits where both sides start with something to do', () => {
      expect(splitAsks('buy milk and call mum at 6')).toEqual(['buy milk', 'call mum at 6']);
      expect(splitAsks('email Tom, then book the room')).toEqual(['email Tom', 'book the room']);
      expect(splitAsks('pay rent & renew insurance and then water the plants')).toEqual([
        'pay rent',
        'renew insurance',
        'water the plants',
      ]);
      expect(splitAsks('remind me to buy milk and call mum')).toEqual(['remind me to buy milk', 'call mum']);
      expect(splitAsks('tomorrow buy milk and call mum')).toEqual(['tomorrow buy milk', 'call mum']);
    });

    it('keeps one ask where either side is not an action', () => {
      expect(splitAsks('research and development plan')).toEqual(['research and development plan']);
      expect(splitAsks('call mum and dad')).toEqual(['call mum and dad']);
      expect(splitAsks('buy salt, pepper and oil')).toEqual(['buy salt, pepper and oil']);
      expect(splitAsks('fish and chips and call mum')).toEqual(['fish and chips and call mum']);
    });

    it('always splits on lines and semicolons', () => {
      expect(splitAsks('milk\neggs;  bread\n\n')).toEqual(['milk', 'eggs', 'bread']);
    });

    it('reads at most eight asks from one message', () => {
      const many = Array.from({ length: 30 }, (_, index) => `call person ${index + 1}`).join('\n');
      expect(read(many, '2026-06-10T12:00:00Z')).toHaveLength(8);
      const joined = Array.from({ length: 30 }, (_, index) => `call person ${index + 1}`).join(' and ');
      expect(splitAsks(joined, 8)).toEqual(Array.from({ length: 8 }, (_, index) => `call person ${index + 1}`));
    });

    it('drops the parts it cannot read when others are understood', () => {
      expect(read('buy milk\nblorp zzz', '2026-06-10T12:00:00Z')).toEqual([
        { kind: 'add_task', title: 'Buy milk', due: null, important: false, repeat: null },
      ]);
    });
  });

  describe('text it must survive', () => {
    it('answers unknown to nothing, noise and what it cannot read', () => {
      for (const text of ['', ' \n\t ', '…', '12345', 'qwertyuiop', 'Ich rufe morgen die Bank an', 'x'.repeat(4096)])
        expect(read(text, '2026-06-10T12:00:00Z')).toEqual([{ kind: 'unknown' }]);
    });

    it('answers unknown to a value that is not text', () => {
      expect(read(undefined as unknown as string, '2026-06-10T12:00:00Z')).toEqual([{ kind: 'unknown' }]);
      expect(read(42 as unknown as string, '2026-06-10T12:00:00Z')).toEqual([{ kind: 'unknown' }]);
    });

    it('keeps a long labelled note whole', () => {
      const body = 'A long day. '.repeat(200).trim();
      expect(read(`note: ${body}`, '2026-06-10T12:00:00Z')).toEqual([{ kind: 'journal_note', text: body }]);
    });

    it('never fails and always answers at least one well-formed intent', () => {
      const kinds = new Set<string>([
        'reschedule',
        'rename',
        'remove',
        'free_time',
        'prioritise',
        'dilemma',
        'recall_decision',
        'answer',
        'small_talk',
        'question',
        'unclear',
        'add_task',
        'complete',
        'snooze',
        'list',
        'decision',
        'journal_note',
        'undo',
        'help',
        'stop',
        'start',
        'unknown',
      ]);
      const pieces = fc.constantFrom(
        'buy',
        'milk',
        'and',
        'call',
        'tomorrow',
        'at',
        '10',
        '!',
        'done',
        'snooze',
        '1h',
        ';',
        '\n',
        'decided',
        'note:',
        '🙂',
        'é',
        ',',
        'then',
        'friday',
      );
      fc.assert(
        fc.property(
          fc.oneof(
            fc.string({ maxLength: 300 }),
            fc.array(pieces, { maxLength: 30 }).map((words) => words.join(' ')),
          ),
          fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
          fc.constantFrom(LONDON, NEW_YORK, 'Asia/Kolkata', 'Australia/Lord_Howe'),
          (text, now, timeZone) => {
            // The reading itself, without the interpreter's safety net, so an exception inside shows.
            const intents = readMessage(text, { now, timeZone });
            expect(intents.length).toBeGreaterThan(0);
            for (const intent of intents) {
              expect(kinds.has(intent.kind)).toBe(true);
              if (intent.kind === 'add_task') {
                expect(intent.title.trim()).not.toBe('');
                if (intent.due !== null) expect(new Date(intent.due).toISOString()).toBe(intent.due);
              }
              if (intent.kind === 'snooze' && intent.until !== null) expect(new Date(intent.until).toISOString()).toBe(intent.until);
            }
          },
        ),
        { numRuns: 500 },
      );
    });

    it('reads a thing at an hour inside a ramble without reading it as pointed at again and again', () => {
      for (const text of ['1h then at 1h buy', 'at 1h then at 1h buy, then at 10 call']) {
        expect(readMessage(text, { now: new Date('2000-01-01T00:00:00Z'), timeZone: LONDON }).length).toBeGreaterThan(0);
      }
    });

    // How long these take is measured by `npm run bench:interpreter` (its long messages), not here.
    it('reads a 4,096-character message of repeated asks, times or digits to a bounded answer', () => {
      const messages = ['buy milk and '.repeat(315), 'tomorrow at 10 '.repeat(273), 'and '.repeat(1024), '1'.repeat(4096)];
      for (const text of messages) {
        const intents = rules.read(text, { now: new Date('2026-06-10T12:00:00Z'), timeZone: LONDON });
        expect(intents.length).toBeGreaterThan(0);
        expect(intents.length).toBeLessThanOrEqual(20);
      }
    });
  });

  it('answers as the rules interpreter', async () => {
    await expect(rules.interpret('help', { now: new Date(), timeZone: LONDON })).resolves.toEqual({
      intents: [{ kind: 'help' }],
      interpreter: 'rules',
    });
  });
});
