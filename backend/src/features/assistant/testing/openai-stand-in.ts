import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { skipContractCheck } from '../../../testing/api-contract.setup';
import type { ConversationState, Intent, InterpretContext, TaskReference } from '../interpreter/intent';
import { RulesInterpreter } from '../interpreter/rules-interpreter';

/**
 * A small stand-in for an OpenAI-compatible API, for tests: the two endpoints daily's adapters call,
 * answering in OpenAI's JSON shapes and error bodies `{error: {message, type, param, code}}`. The
 * real `openai` SDK is pointed at it through its base URL.
 *
 * - Chat completions with tool calling: `POST /v1/chat/completions`
 * - Audio transcriptions, multipart: `POST /v1/audio/transcriptions`
 *
 * Each endpoint plays a scripted mode: a good answer, garbage, a slow answer, an HTTP error, or an
 * outage (the connection is dropped).
 */
export type ChatMode =
  | 'good'
  /** Tool arguments that are not JSON. */
  | 'garbage-json'
  /** A tool the request did not offer. */
  | 'unknown-tool'
  /** Known tools with arguments of the wrong types (a due time in words, importance as text). */
  | 'wrong-types'
  /** A field the tool's schema does not have. */
  | 'extra-field'
  /** Chat text and no tool call. */
  | 'no-tool'
  | 'slow'
  | 'error'
  | 'outage';

export type TranscriptionMode = 'good' | 'slow' | 'error' | 'outage';

export interface ScriptedToolCall {
  name: string;
  /** An object is sent as JSON; a string is sent as it is. */
  arguments: Record<string, unknown> | string;
}

export interface ChatRequest {
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    tools?: { type: string; function: { name: string; parameters: unknown } }[];
    tool_choice?: unknown;
    [key: string]: unknown;
  };
}

export interface TranscriptionRequest {
  authorization: string | undefined;
  model: string | undefined;
  filename: string | undefined;
  contentType: string | undefined;
  audio: Buffer;
  fields: Record<string, string>;
}

interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

/** The intents' tool calls, as a model that reads messages exactly like the rules would make them. */
export function toolCallsFor(intents: Intent[]): ScriptedToolCall[] {
  return intents.map((intent): ScriptedToolCall => {
    const reference = (task: TaskReference) =>
      task.by === 'number' ? { task_number: task.number } : task.by === 'words' ? { title_words: task.words } : {};
    switch (intent.kind) {
      case 'add_task':
        return {
          name: 'add_task',
          arguments: {
            title: intent.title,
            due: intent.due,
            important: intent.important,
            ...(intent.repeat ? { repeat: intent.repeat } : {}),
          },
        };
      case 'complete':
        return { name: 'complete_task', arguments: reference(intent.task) };
      case 'snooze':
        return {
          name: 'snooze_task',
          arguments: { ...reference(intent.task), ...(intent.minutes !== null ? { minutes: intent.minutes } : { until: intent.until }) },
        };
      case 'reschedule':
        return { name: 'reschedule_task', arguments: { ...reference(intent.task), date: intent.date, time: intent.time } };
      case 'rename':
        return { name: 'rename_task', arguments: { ...reference(intent.task), title: intent.title } };
      case 'remove':
        return { name: 'remove_task', arguments: reference(intent.task) };
      case 'list':
        return { name: 'list_tasks', arguments: { view: intent.view, ...(intent.view === 'day' ? { day: intent.day } : {}) } };
      case 'free_time':
        return { name: 'free_time', arguments: { from: intent.from, to: intent.to } };
      case 'prioritise':
        return { name: 'prioritise', arguments: { scope: intent.scope } };
      case 'decision':
        return { name: 'record_decision', arguments: { text: intent.text } };
      case 'dilemma':
        return { name: 'weigh_dilemma', arguments: { question: intent.question, options: intent.options } };
      case 'recall_decision':
        return { name: 'recall_decision', arguments: { words: intent.words } };
      case 'journal_note':
        return { name: 'add_journal_note', arguments: { text: intent.text } };
      case 'answer':
        return { name: 'answer_question', arguments: { text: intent.text, pick: intent.pick } };
      case 'small_talk':
        return { name: 'small_talk', arguments: { what: intent.what } };
      case 'question':
        return { name: 'question', arguments: { text: intent.text } };
      case 'reply':
        return { name: 'reply', arguments: { text: intent.text } };
      case 'ask':
        return { name: 'ask', arguments: { text: intent.text, options: intent.options } };
      case 'undo':
        return { name: 'undo_last_change', arguments: {} };
      case 'help':
        return { name: 'show_help', arguments: {} };
      case 'stop':
        return { name: 'stop_messages', arguments: {} };
      case 'start':
        return { name: 'start_messages', arguments: {} };
      case 'morning_plan':
        return { name: 'set_morning_plan', arguments: { enabled: intent.enabled, time: intent.time } };
      case 'unclear':
        return { name: 'unclear', arguments: { understood: intent.understood, question: intent.question } };
      case 'unknown':
        return { name: 'not_understood', arguments: {} };
      default: {
        const unhandled: never = intent;
        return unhandled;
      }
    }
  });
}

/** The person's moment and zone, as the system prompt states them. */
function contextOf(request: ChatRequest): InterpretContext {
  const system = request.body.messages.find((message) => message.role === 'system')?.content ?? '';
  const now = /Current time: (\S+)/.exec(system)?.[1];
  const timeZone = /Time zone: (\S+)/.exec(system)?.[1];
  const conversation = /^Conversation: (.+)$/m.exec(system)?.[1];
  return {
    now: now ? new Date(now) : new Date(),
    timeZone: timeZone ?? 'UTC',
    ...(conversation ? { conversation: JSON.parse(conversation) as ConversationState } : {}),
  };
}

function parseMultipart(body: Buffer, contentType: string): Part[] {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  if (!boundary) return [];
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const parts: Part[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const chunk = body.subarray(start + delimiter.length + 2, next - 2);
    const headerEnd = chunk.indexOf('\r\n\r\n');
    if (headerEnd !== -1) {
      const headers = chunk.subarray(0, headerEnd).toString('utf8');
      const name = /name="([^"]*)"/i.exec(headers)?.[1];
      if (name !== undefined)
        parts.push({
          name,
          filename: /filename="([^"]*)"/i.exec(headers)?.[1],
          contentType: /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim(),
          data: chunk.subarray(headerEnd + 4),
        });
    }
    start = next;
  }
  return parts;
}

export class OpenAiStandIn {
  chatMode: ChatMode = 'good';
  transcriptionMode: TranscriptionMode = 'good';
  /** How long a slow answer takes. */
  slowMs = 10_000;
  errorStatus = 500;
  /** The tool calls a good answer makes; by default the rules' reading of the message, as tool calls. */
  answer: (message: string, context: InterpretContext) => ScriptedToolCall[] = (message, context) =>
    toolCallsFor(new RulesInterpreter().read(message, context));
  /** What every voice note says. */
  transcript = 'Remind me to call the bank tomorrow at 10';
  readonly chatRequests: ChatRequest[] = [];
  readonly transcriptionRequests: TranscriptionRequest[] = [];

  private readonly timers = new Set<NodeJS.Timeout>();

  private constructor(
    private readonly server: Server,
    readonly apiKey: string,
  ) {}

  static async start(apiKey = `sk-test-${randomBytes(8).toString('hex')}`): Promise<OpenAiStandIn> {
    const server = createServer();
    const standIn = new OpenAiStandIn(server, apiKey);
    server.on('request', (request: IncomingMessage, response: ServerResponse) => void standIn.handle(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    skipContractCheck(
      new URL(standIn.baseUrl).origin,
      'a stand-in for an OpenAI-compatible API, which the daily document does not describe',
    );
    return standIn;
  }

  /** The base URL to give the SDK (and LLM_BASE_URL / TRANSCRIBE_BASE_URL). */
  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => resolve(Buffer.concat(chunks)));
      request.on('error', reject);
    }).catch(() => null);
    if (!body) return;
    const path = (request.url ?? '').split('?')[0];
    if (request.method === 'POST' && path === '/v1/chat/completions') return this.chat(request, body, response);
    if (request.method === 'POST' && path === '/v1/audio/transcriptions') return this.transcription(request, body, response);
    this.error(response, 404, `Unknown request URL: ${request.method} ${path}.`, 'invalid_request_error', 'unknown_url');
  }

  private authorised(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.headers.authorization === `Bearer ${this.apiKey}`) return true;
    this.error(response, 401, 'Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key');
    return false;
  }

  private error(response: ServerResponse, status: number, message: string, type: string, code: string | null): void {
    this.json(response, status, { error: { message, type, param: null, code } });
  }

  private json(response: ServerResponse, status: number, body: unknown): void {
    if (response.destroyed) return;
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  }

  /** Answers a failing mode; false when the mode is good and the caller should answer. */
  private failed(mode: ChatMode | TranscriptionMode, request: IncomingMessage, response: ServerResponse, answer: () => void): boolean {
    if (mode === 'outage') {
      request.socket.destroy();
      return true;
    }
    if (mode === 'error') {
      this.error(
        response,
        this.errorStatus,
        'The server had an error while processing your request. Sorry about that!',
        'server_error',
        null,
      );
      return true;
    }
    if (mode === 'slow') {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        answer();
      }, this.slowMs);
      this.timers.add(timer);
      return true;
    }
    return false;
  }

  private chat(request: IncomingMessage, raw: Buffer, response: ServerResponse): void {
    if (!this.authorised(request, response)) return;
    let chatRequest: ChatRequest;
    try {
      chatRequest = { authorization: request.headers.authorization, body: JSON.parse(raw.toString('utf8')) as ChatRequest['body'] };
    } catch {
      return this.error(response, 400, 'We could not parse the JSON body of your request.', 'invalid_request_error', null);
    }
    if (typeof chatRequest.body?.model !== 'string' || !Array.isArray(chatRequest.body.messages))
      return this.error(
        response,
        400,
        "Missing required parameter: 'model' or 'messages'.",
        'invalid_request_error',
        'missing_required_parameter',
      );
    this.chatRequests.push(chatRequest);
    const good = () => this.completion(response, chatRequest, this.calls(chatRequest, 'good'));
    if (this.failed(this.chatMode, request, response, good)) return;
    if (this.chatMode === 'no-tool') return this.completion(response, chatRequest, null);
    this.completion(response, chatRequest, this.calls(chatRequest, this.chatMode));
  }

  private calls(request: ChatRequest, mode: ChatMode): ScriptedToolCall[] {
    switch (mode) {
      case 'garbage-json':
        return [{ name: 'add_task', arguments: '{"title": "Call the bank", "due": ' }];
      case 'unknown-tool':
        return [{ name: 'delete_all_tasks', arguments: {} }];
      case 'wrong-types':
        return [{ name: 'add_task', arguments: { title: 42, due: 'tomorrow at 10', important: 'yes' } }];
      case 'extra-field':
        return [{ name: 'add_task', arguments: { title: 'Call the bank', due: null, important: false, priority: 5 } }];
      default: {
        const message = [...request.body.messages].reverse().find((entry) => entry.role === 'user')?.content ?? '';
        return this.answer(message, contextOf(request));
      }
    }
  }

  private completion(response: ServerResponse, request: ChatRequest, calls: ScriptedToolCall[] | null): void {
    const message =
      calls === null
        ? { role: 'assistant', content: 'Sure! I have added that for you.', refusal: null }
        : {
            role: 'assistant',
            content: null,
            refusal: null,
            tool_calls: calls.map((call) => ({
              id: `call_${randomBytes(12).toString('hex')}`,
              type: 'function',
              function: {
                name: call.name,
                arguments: typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments),
              },
            })),
          };
    this.json(response, 200, {
      id: `chatcmpl-${randomBytes(12).toString('hex')}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: request.body.model,
      choices: [{ index: 0, message, logprobs: null, finish_reason: calls === null ? 'stop' : 'tool_calls' }],
      usage: { prompt_tokens: 400, completion_tokens: 30, total_tokens: 430 },
    });
  }

  private transcription(request: IncomingMessage, raw: Buffer, response: ServerResponse): void {
    if (!this.authorised(request, response)) return;
    const parts = parseMultipart(raw, request.headers['content-type'] ?? '');
    const file = parts.find((part) => part.name === 'file');
    const fields = Object.fromEntries(
      parts.filter((part) => part.filename === undefined).map((part) => [part.name, part.data.toString('utf8')]),
    );
    if (!file || !fields.model)
      return this.error(
        response,
        400,
        "Missing required parameter: 'file' or 'model'.",
        'invalid_request_error',
        'missing_required_parameter',
      );
    this.transcriptionRequests.push({
      authorization: request.headers.authorization,
      model: fields.model,
      filename: file.filename,
      contentType: file.contentType,
      audio: Buffer.from(file.data),
      fields,
    });
    const answer = () => {
      if (fields.response_format === 'text') {
        if (response.destroyed) return;
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.end(this.transcript);
      } else this.json(response, 200, { text: this.transcript });
    };
    if (this.failed(this.transcriptionMode, request, response, answer)) return;
    answer();
  }
}
