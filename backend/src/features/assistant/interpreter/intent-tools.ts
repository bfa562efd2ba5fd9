import type { ChatCompletionFunctionTool, ChatCompletionMessageToolCall } from 'openai/resources/chat/completions';
import { type Intent, LIST_VIEWS, type ListView, type TaskReference } from './intent';

/**
 * The intents as tools a model calls, one call per ask, and the strict reading of its calls back
 * into intents. Every argument is checked against its tool's schema by hand: unknown tools, unknown
 * or missing fields, wrong types and times that are not ISO instants make the whole answer unusable.
 */
const REFERENCE = {
  task_number: { type: 'integer', minimum: 1, maximum: 99, description: 'The number of the task in the last list daily sent ("done 2").' },
  title_words: { type: 'string', description: 'Words of the task title as the person wrote them ("done bank" gives "bank").' },
} as const;

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

export const INTENT_TOOLS: ChatCompletionFunctionTool[] = [
  tool(
    'add_task',
    'Add a task. The title is short, without the date words, without "remind me to", starting with a capital letter.',
    {
      title: { type: 'string', description: 'What to do, e.g. "Call the bank".' },
      due: { type: ['string', 'null'], description: `${INSTANT_HELP} A day without a time means 12:00 there. Null when no time is named.` },
      important: { type: 'boolean', description: 'True when the person wrote "!", "important", "urgent" or "asap".' },
    },
    ['title', 'due', 'important'],
  ),
  tool('complete_task', 'Mark a task done. Give task_number or title_words; give neither when the message answers a reminder ("done").', {
    ...REFERENCE,
  }),
  tool(
    'snooze_task',
    'Move a task to a later time ("snooze 1h", "tomorrow 9"). Give task_number or title_words, or neither for the task of the reminder answered.',
    { ...REFERENCE, until: { type: 'string', description: INSTANT_HELP } },
    ['until'],
  ),
  tool(
    'list_tasks',
    'Show tasks: next (what to do next), today (due today), tomorrow (due tomorrow) or overdue.',
    { view: { type: 'string', enum: [...LIST_VIEWS] } },
    ['view'],
  ),
  tool(
    'record_decision',
    'Record a decision in today\'s journal ("decided to hire a VA"), in the person\'s words.',
    { text: { type: 'string' } },
    ['text'],
  ),
  tool('add_journal_note', 'Add a note to today\'s journal ("note: ...", "dear diary ...").', { text: { type: 'string' } }, ['text']),
  tool('undo_last_change', 'Undo the last change daily made in this conversation.'),
  tool('show_help', 'The person asks what daily can do.'),
  tool('stop_messages', 'The person wants no more messages from daily (STOP, unsubscribe).'),
  tool('start_messages', 'The person wants messages from daily again (START, resume).'),
  tool('not_understood', 'Nothing in the message can be read as one of the other tools.'),
];

export const MAX_TOOL_CALLS = 10;
const MAX_TITLE = 200;
const MAX_TEXT = 4096;
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

function intentFrom(name: string, args: Args, now: Date): Intent {
  switch (name) {
    case 'add_task': {
      fields(args, ['title', 'due', 'important'], ['title', 'due', 'important']);
      if (typeof args.important !== 'boolean') throw new InvalidToolCall('important must be true or false');
      const due = args.due === null ? null : instant(args.due, 'due', now);
      return { kind: 'add_task', title: text(args.title, 'title', MAX_TITLE), due, important: args.important, repeat: null };
    }
    case 'complete_task':
      fields(args, ['task_number', 'title_words']);
      return { kind: 'complete', task: reference(args) };
    case 'snooze_task': {
      fields(args, ['task_number', 'title_words', 'until'], ['until']);
      const until = instant(args.until, 'until', now);
      if (Date.parse(until) <= now.getTime()) throw new InvalidToolCall('until must be later than now');
      return { kind: 'snooze', task: reference(args), until, minutes: null };
    }
    case 'list_tasks': {
      fields(args, ['view'], ['view']);
      if (!LIST_VIEWS.includes(args.view as ListView)) throw new InvalidToolCall(`view must be one of ${LIST_VIEWS.join(', ')}`);
      return { kind: 'list', view: args.view as ListView, day: null };
    }
    case 'record_decision':
      fields(args, ['text'], ['text']);
      return { kind: 'decision', text: text(args.text, 'text', MAX_TEXT) };
    case 'add_journal_note':
      fields(args, ['text'], ['text']);
      return { kind: 'journal_note', text: text(args.text, 'text', MAX_TEXT) };
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
