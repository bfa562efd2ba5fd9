import type { ChatCompletionFunctionTool, ChatCompletionMessageToolCall } from 'openai/resources/chat/completions';
import {
  type Intent,
  LIST_VIEWS,
  type ListView,
  type PrioritiseScope,
  type Recurrence,
  type SmallTalk,
  type TaskReference,
} from './intent';

/**
 * The intents as tools a model calls, one call per ask, and the strict reading of its calls back
 * into intents. Every argument is checked against its tool's schema by hand: unknown tools, unknown
 * or missing fields, wrong types and times that are not ISO instants make the whole answer unusable.
 */
const REFERENCE = {
  task_number: { type: 'integer', minimum: 1, maximum: 99, description: 'The number of the task in the last list daily sent ("done 2").' },
  title_words: { type: 'string', description: 'Words of the task title as the person wrote them ("done bank" gives "bank").' },
} as const;

/** A snooze longer than a month is a new date, not a snooze. */
const MAX_SNOOZE_MINUTES = 60 * 24 * 31;

const INSTANT_HELP = "An ISO 8601 instant with its UTC offset, such as 2026-03-07T10:00:00Z, read in the person's time zone.";

function tool(
  name: string,
  description: string,
  properties: Record<string, unknown> = {},
  required: string[] = [],
): ChatCompletionFunctionTool {
  return {
    type: 'function',
    function: { name, description, parameters: { type: 'object', properties, required, additionalProperties: false } },
  };
}

const TASK_CHOICE = 'Give task_number or title_words, or neither for the task of the reminder answered or the one last talked about.';
const SMALL_TALK: SmallTalk[] = ['greeting', 'thanks', 'feeling', 'overwhelmed', 'reflection', 'goodbye', 'acknowledgement'];
const SCOPES: PrioritiseScope[] = ['focus', 'drop', 'plan_day'];
const REPEATS: Recurrence['every'][] = ['day', 'weekday', 'week', 'month', 'year'];
const OPTIONS = { type: 'array', items: { type: 'string' }, maxItems: 5 } as const;
const LOCAL_DATE_HELP = "The person's local date, YYYY-MM-DD";

export const INTENT_TOOLS: ChatCompletionFunctionTool[] = [
  tool(
    'add_task',
    'Add a task. The title is short, without the date words, without "remind me to", starting with a capital letter.',
    {
      title: { type: 'string', description: 'What to do, e.g. "Call the bank".' },
      due: {
        type: ['string', 'null'],
        description: `${INSTANT_HELP} A day without a time means 12:00 there. Null when no time is named. For a repeating task, its first occurrence.`,
      },
      important: { type: 'boolean', description: 'True when the person wrote "!", "important", "urgent" or "asap".' },
      repeat: {
        type: ['object', 'null'],
        description: 'How the task repeats ("every monday": week, 1; "every other friday": week, 2); null or absent when it does not.',
        properties: { every: { type: 'string', enum: REPEATS }, interval: { type: 'integer', minimum: 1, maximum: 12 } },
        required: ['every', 'interval'],
        additionalProperties: false,
      },
    },
    ['title', 'due', 'important'],
  ),
  tool('complete_task', `Mark a task done. ${TASK_CHOICE}`, { ...REFERENCE }),
  tool(
    'snooze_task',
    `Move a task later: by minutes ("snooze 1h" is 60, counted from the task's own time, so never earlier) or to a moment ("snooze until monday 9"). Give exactly one of minutes and until. ${TASK_CHOICE}`,
    {
      ...REFERENCE,
      until: { type: 'string', description: INSTANT_HELP },
      minutes: { type: 'integer', minimum: 1, maximum: MAX_SNOOZE_MINUTES },
    },
  ),
  tool(
    'reschedule_task',
    `Correct a task's day or time: "make it 2:30" gives the time only (the day is kept), "actually thursday" the date only, "move the Acme call to friday 2pm" both. ${TASK_CHOICE}`,
    {
      ...REFERENCE,
      date: { type: ['string', 'null'], description: `${LOCAL_DATE_HELP}, or null to keep the task's.` },
      time: { type: ['string', 'null'], description: "The person's local clock time, HH:MM (24-hour), or null to keep the task's." },
    },
    ['date', 'time'],
  ),
  tool('rename_task', `Give a task a new title ("rename it to ..."). ${TASK_CHOICE}`, { ...REFERENCE, title: { type: 'string' } }, [
    'title',
  ]),
  tool('remove_task', `Delete a task ("delete the yoga task", "cancel that one"). ${TASK_CHOICE}`, { ...REFERENCE }),
  tool(
    'list_tasks',
    'Show tasks: next (what to do next), today, tomorrow, overdue, week (the next seven days) or day (one day, given as day).',
    {
      view: { type: 'string', enum: [...LIST_VIEWS] },
      day: { type: ['string', 'null'], description: `For the day view: ${LOCAL_DATE_HELP}.` },
    },
    ['view'],
  ),
  tool(
    'free_time',
    'The person asks whether they are free ("am I free tomorrow afternoon?"): the window asked about.',
    { from: { type: 'string', description: INSTANT_HELP }, to: { type: 'string', description: INSTANT_HELP } },
    ['from', 'to'],
  ),
  tool(
    'prioritise',
    'The person asks what to focus on (focus), what to drop or move (drop), or for a plan of the day (plan_day).',
    { scope: { type: 'string', enum: SCOPES } },
    ['scope'],
  ),
  tool(
    'record_decision',
    'Record a decision in today\'s journal ("decided to hire a VA", "going with the cheaper quote"), in the person\'s words.',
    { text: { type: 'string' } },
    ['text'],
  ),
  tool(
    'weigh_dilemma',
    'The person is weighing a choice ("should I hire a VA or do the admin myself?"): the question and the options it names (none when it names none).',
    { question: { type: 'string' }, options: OPTIONS },
    ['question', 'options'],
  ),
  tool('recall_decision', 'The person asks what they decided about something: the words to look it up by.', { words: { type: 'string' } }, [
    'words',
  ]),
  tool('add_journal_note', 'Add a note to today\'s journal ("note: ...", "dear diary ...").', { text: { type: 'string' } }, ['text']),
  tool(
    'answer_question',
    'The message answers the question daily asked last (the pending question): the words, and the number of the option picked, or null.',
    { text: { type: 'string' }, pick: { type: ['integer', 'null'], minimum: 1, maximum: 9 } },
    ['text', 'pick'],
  ),
  tool(
    'small_talk',
    'A greeting, thanks, a feeling, overwhelm, a reflection on how something went, a goodbye or an acknowledgement: nothing changes.',
    { what: { type: 'string', enum: SMALL_TALK } },
    ['what'],
  ),
  tool('question', 'A question daily cannot act on with the other tools; it is answered plainly.', { text: { type: 'string' } }, ['text']),
  tool(
    'reply',
    'Answer the person in words (advice, coaching, an answer from what you were shown). Nothing changes.',
    { text: { type: 'string' } },
    ['text'],
  ),
  tool(
    'ask',
    'Ask the person a question back (kept, so that their next message answers it), with numbered options when there are some.',
    { text: { type: 'string' }, options: OPTIONS },
    ['text', 'options'],
  ),
  tool('undo_last_change', 'Undo the last change daily made in this conversation.'),
  tool('show_help', 'The person asks what daily can do.'),
  tool('stop_messages', 'The person wants no more messages from daily (STOP, unsubscribe).'),
  tool('start_messages', 'The person wants messages from daily again (START, resume).'),
  tool(
    'set_morning_plan',
    "Turn the morning plan (the day's top three, each morning) on or off; time is the person's local HH:MM, or null to keep the one set.",
    { enabled: { type: 'boolean' }, time: { type: ['string', 'null'], description: 'HH:MM, 24-hour' } },
    ['enabled', 'time'],
  ),
  tool(
    'unclear',
    'The message has two readings (of a time or of a task): what was understood, and the question that settles it. Nothing changes.',
    { understood: { type: 'string' }, question: { type: 'string' } },
    ['understood', 'question'],
  ),
  tool('not_understood', 'Nothing in the message can be read as one of the other tools.'),
];

export const MAX_TOOL_CALLS = 10;
const MAX_TITLE = 200;
const MAX_TEXT = 4096;
const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
/** A free-time window longer than this is a question about the week, not a window. */
const LONGEST_WINDOW_MS = 8 * 24 * 60 * 60 * 1000;
const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/i;
/** A time more than this far from now is a model's mistake, not a person's plan. */
const FURTHEST_MS = 10 * 366 * 24 * 60 * 60 * 1000;

export class InvalidToolCall extends Error {}

type Args = Record<string, unknown>;

function fields(args: Args, allowed: string[], required: string[] = []): void {
  for (const key of Object.keys(args)) if (!allowed.includes(key)) throw new InvalidToolCall(`unknown field ${key}`);
  for (const key of required) if (!(key in args)) throw new InvalidToolCall(`missing field ${key}`);
}

function text(value: unknown, name: string, max: number): string {
  if (typeof value !== 'string' || !value.trim()) throw new InvalidToolCall(`${name} must be non-empty text`);
  if (value.length > max) throw new InvalidToolCall(`${name} is longer than ${max} characters`);
  return value.trim();
}

function instant(value: unknown, name: string, now: Date): string {
  const match = typeof value === 'string' ? ISO_INSTANT.exec(value) : null;
  if (!match) throw new InvalidToolCall(`${name} must be an ISO instant with an offset`);
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0));
  const probe = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  // Date.parse rolls 31 February over into March; a reading that does not round-trip is no date.
  const real = probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day && hour <= 23 && minute <= 59 && second <= 59;
  const time = Date.parse(match[0]);
  if (!real || !Number.isFinite(time)) throw new InvalidToolCall(`${name} is not a real date and time`);
  if (Math.abs(time - now.getTime()) > FURTHEST_MS) throw new InvalidToolCall(`${name} is not a plausible time`);
  return new Date(time).toISOString();
}

function reference(args: Args): TaskReference {
  const { task_number: number, title_words: words } = args;
  if (number !== undefined && words !== undefined) throw new InvalidToolCall('give task_number or title_words, not both');
  if (number !== undefined) {
    if (typeof number !== 'number' || !Number.isInteger(number) || number < 1 || number > 99)
      throw new InvalidToolCall('task_number must be a whole number from 1 to 99');
    return { by: 'number', number };
  }
  if (words !== undefined) return { by: 'words', words: text(words, 'title_words', MAX_TITLE) };
  return { by: 'context' };
}

function localDate(value: unknown, name: string): string | null {
  if (value === null) return null;
  const match = typeof value === 'string' ? LOCAL_DATE.exec(value) : null;
  if (!match) throw new InvalidToolCall(`${name} must be a date as YYYY-MM-DD or null`);
  const [year, month, day] = match.slice(1).map(Number);
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) throw new InvalidToolCall(`${name} is not a real date`);
  return match[0];
}

function localTime(value: unknown, name: string): string | null {
  if (value === null) return null;
  if (typeof value !== 'string' || !LOCAL_TIME.test(value)) throw new InvalidToolCall(`${name} must be a time as HH:MM or null`);
  return value;
}

function options(value: unknown): string[] {
  if (!Array.isArray(value) || value.length > 5) throw new InvalidToolCall('options must be a list of at most 5 texts');
  return value.map((option, index) => text(option, `options[${index}]`, MAX_TITLE));
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], name: string): T {
  if (!allowed.includes(value as T)) throw new InvalidToolCall(`${name} must be one of ${allowed.join(', ')}`);
  return value as T;
}

function repeat(value: unknown): Recurrence | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || Array.isArray(value)) throw new InvalidToolCall('repeat must be an object or null');
  const args = value as Args;
  fields(args, ['every', 'interval'], ['every', 'interval']);
  const interval = args.interval;
  if (typeof interval !== 'number' || !Number.isInteger(interval) || interval < 1 || interval > 12)
    throw new InvalidToolCall('repeat.interval must be a whole number from 1 to 12');
  return { every: oneOf(args.every, REPEATS, 'repeat.every'), interval };
}

function snoozeFrom(args: Args, now: Date): Intent {
  fields(args, ['task_number', 'title_words', 'until', 'minutes']);
  if ((args.until === undefined) === (args.minutes === undefined)) throw new InvalidToolCall('give exactly one of until and minutes');
  if (args.minutes !== undefined) {
    const minutes = args.minutes;
    if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < 1 || minutes > MAX_SNOOZE_MINUTES)
      throw new InvalidToolCall(`minutes must be a whole number from 1 to ${MAX_SNOOZE_MINUTES}`);
    return { kind: 'snooze', task: reference(args), until: null, minutes };
  }
  const until = instant(args.until, 'until', now);
  if (Date.parse(until) <= now.getTime()) throw new InvalidToolCall('until must be later than now');
  return { kind: 'snooze', task: reference(args), until, minutes: null };
}

function listFrom(args: Args): Intent {
  fields(args, ['view', 'day'], ['view']);
  const view = oneOf(args.view, LIST_VIEWS, 'view') as ListView;
  const day = args.day === undefined ? null : localDate(args.day, 'day');
  if (view === 'day' && day === null) throw new InvalidToolCall('the day view needs its day');
  return { kind: 'list', view, day: view === 'day' ? day : null };
}

function freeTimeFrom(args: Args, now: Date): Intent {
  fields(args, ['from', 'to'], ['from', 'to']);
  const from = instant(args.from, 'from', now);
  const to = instant(args.to, 'to', now);
  const length = Date.parse(to) - Date.parse(from);
  if (length <= 0 || length > LONGEST_WINDOW_MS) throw new InvalidToolCall('to must come after from, within a week');
  return { kind: 'free_time', from, to };
}

function intentFrom(name: string, args: Args, now: Date): Intent {
  switch (name) {
    case 'add_task': {
      fields(args, ['title', 'due', 'important', 'repeat'], ['title', 'due', 'important']);
      if (typeof args.important !== 'boolean') throw new InvalidToolCall('important must be true or false');
      const due = args.due === null ? null : instant(args.due, 'due', now);
      const repeats = repeat(args.repeat);
      if (repeats && due === null) throw new InvalidToolCall('a repeating task needs its first due time');
      return { kind: 'add_task', title: text(args.title, 'title', MAX_TITLE), due, important: args.important, repeat: repeats };
    }
    case 'complete_task':
      fields(args, ['task_number', 'title_words']);
      return { kind: 'complete', task: reference(args) };
    case 'snooze_task':
      return snoozeFrom(args, now);
    case 'reschedule_task': {
      fields(args, ['task_number', 'title_words', 'date', 'time'], ['date', 'time']);
      const date = localDate(args.date, 'date');
      const time = localTime(args.time, 'time');
      if (date === null && time === null) throw new InvalidToolCall('give a date, a time or both');
      return { kind: 'reschedule', task: reference(args), date, time };
    }
    case 'rename_task':
      fields(args, ['task_number', 'title_words', 'title'], ['title']);
      return { kind: 'rename', task: reference(args), title: text(args.title, 'title', MAX_TITLE) };
    case 'remove_task':
      fields(args, ['task_number', 'title_words']);
      return { kind: 'remove', task: reference(args) };
    case 'list_tasks':
      return listFrom(args);
    case 'free_time':
      return freeTimeFrom(args, now);
    case 'prioritise':
      fields(args, ['scope'], ['scope']);
      return { kind: 'prioritise', scope: oneOf(args.scope, SCOPES, 'scope') };
    case 'record_decision':
      fields(args, ['text'], ['text']);
      return { kind: 'decision', text: text(args.text, 'text', MAX_TEXT) };
    case 'weigh_dilemma':
      fields(args, ['question', 'options'], ['question', 'options']);
      return { kind: 'dilemma', question: text(args.question, 'question', MAX_TEXT), options: options(args.options) };
    case 'recall_decision':
      fields(args, ['words'], ['words']);
      return { kind: 'recall_decision', words: text(args.words, 'words', MAX_TITLE) };
    case 'add_journal_note':
      fields(args, ['text'], ['text']);
      return { kind: 'journal_note', text: text(args.text, 'text', MAX_TEXT) };
    case 'answer_question': {
      fields(args, ['text', 'pick'], ['text', 'pick']);
      const pick = args.pick;
      if (pick !== null && (typeof pick !== 'number' || !Number.isInteger(pick) || pick < 1 || pick > 9))
        throw new InvalidToolCall('pick must be a whole number from 1 to 9, or null');
      return { kind: 'answer', text: text(args.text, 'text', MAX_TEXT), pick };
    }
    case 'small_talk':
      fields(args, ['what'], ['what']);
      return { kind: 'small_talk', what: oneOf(args.what, SMALL_TALK, 'what') };
    case 'question':
      fields(args, ['text'], ['text']);
      return { kind: 'question', text: text(args.text, 'text', MAX_TEXT) };
    case 'reply':
      fields(args, ['text'], ['text']);
      return { kind: 'reply', text: text(args.text, 'text', MAX_TEXT) };
    case 'ask':
      fields(args, ['text', 'options'], ['text', 'options']);
      return { kind: 'ask', text: text(args.text, 'text', MAX_TEXT), options: options(args.options) };
    case 'undo_last_change':
      fields(args, []);
      return { kind: 'undo' };
    case 'show_help':
      fields(args, []);
      return { kind: 'help' };
    case 'stop_messages':
      fields(args, []);
      return { kind: 'stop' };
    case 'start_messages':
      fields(args, []);
      return { kind: 'start' };
    case 'set_morning_plan': {
      fields(args, ['enabled', 'time'], ['enabled', 'time']);
      if (typeof args.enabled !== 'boolean') throw new InvalidToolCall('enabled must be true or false');
      if (args.time !== null && (typeof args.time !== 'string' || !LOCAL_TIME.test(args.time)))
        throw new InvalidToolCall('time must be HH:MM or null');
      return { kind: 'morning_plan', enabled: args.enabled, time: args.time };
    }
    case 'unclear':
      fields(args, ['understood', 'question'], ['understood', 'question']);
      return {
        kind: 'unclear',
        understood: text(args.understood, 'understood', MAX_TEXT),
        question: text(args.question, 'question', MAX_TEXT),
      };
    case 'not_understood':
      fields(args, []);
      return { kind: 'unknown' };
    default:
      throw new InvalidToolCall(`unknown tool ${name.slice(0, 40)}`);
  }
}

function argumentsOf(raw: string): Args {
  if (raw.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new InvalidToolCall('arguments are not JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new InvalidToolCall('arguments are not an object');
  return parsed as Args;
}

/** The intents a model's tool calls stand for, or an InvalidToolCall naming the first thing wrong. */
export function intentsFromToolCalls(calls: ChatCompletionMessageToolCall[] | null | undefined, now: Date): Intent[] {
  if (!calls || calls.length === 0) throw new InvalidToolCall('no tool was called');
  if (calls.length > MAX_TOOL_CALLS) throw new InvalidToolCall(`more than ${MAX_TOOL_CALLS} tool calls`);
  const intents = calls.map((call) => {
    if (call.type !== 'function' || typeof call.function?.name !== 'string' || typeof call.function.arguments !== 'string')
      throw new InvalidToolCall('not a function call');
    return intentFrom(call.function.name, argumentsOf(call.function.arguments), now);
  });
  const understood = intents.filter((intent) => intent.kind !== 'unknown');
  return understood.length > 0 ? understood : [{ kind: 'unknown' }];
}
