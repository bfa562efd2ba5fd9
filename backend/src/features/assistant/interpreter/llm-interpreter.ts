import { Logger } from '@nestjs/common';
import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { Interpretation, InterpretContext, Interpreter } from './intent';
import { INTENT_TOOLS, intentsFromToolCalls, InvalidToolCall } from './intent-tools';
import { memoryPrompt, systemPrompt } from './llm-prompt';
import { RulesInterpreter } from './rules-interpreter';
import { gated } from './message-gate';

export interface LlmInterpreterOptions {
  apiKey: string;
  /** Any OpenAI-compatible server; null means OpenAI itself. */
  baseUrl: string | null;
  model: string;
  /** How long the model may take before the rules answer instead. */
  timeoutMs: number;
}

/** Longer messages go to the rules: they read them for free and a model would cost by the token. */
const MAX_MODEL_TEXT = 2000;

function why(error: unknown): string {
  if (error instanceof InvalidToolCall) return `invalid answer: ${error.message}`;
  if (error instanceof OpenAI.APIConnectionTimeoutError || error instanceof OpenAI.APIUserAbortError) return 'no answer in time';
  if (error instanceof OpenAI.APIConnectionError) return 'service unreachable';
  if (error instanceof OpenAI.APIError) return `HTTP ${error.status ?? 'error'}`;
  return error instanceof Error ? error.name : 'unexpected failure';
}

/** At most this many earlier turns go with a message: enough for "make it 2:30" to find its task. */
const MAX_TURNS = 8;

/** The system prompt, what is known of the person, the last turns, then the message itself. */
function messagesFor(text: string, context: InterpretContext): ChatCompletionMessageParam[] {
  const known = memoryPrompt(context.memory);
  const turns = (context.memory?.turns ?? [])
    .slice(-MAX_TURNS)
    .map((turn): ChatCompletionMessageParam =>
      turn.from === 'person' ? { role: 'user', content: turn.text } : { role: 'assistant', content: turn.text },
    );
  return [
    { role: 'system', content: systemPrompt(context) },
    ...(known ? [{ role: 'system' as const, content: known }] : []),
    ...turns,
    { role: 'user', content: text },
  ];
}

/**
 * Reads messages with a model through an OpenAI-compatible chat-completions API and tool calling.
 * Whatever goes wrong (an outage, an HTTP error, no answer within the timeout, or tool calls that do
 * not fit the intent schemas), the rules read the message instead, so there is always an answer,
 * well within five seconds.
 */
export class LlmInterpreter implements Interpreter {
  private readonly client: OpenAI;
  private readonly logger = new Logger(LlmInterpreter.name);

  constructor(
    private readonly options: LlmInterpreterOptions,
    private readonly rules: RulesInterpreter = new RulesInterpreter(),
  ) {
    this.client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseUrl ?? undefined,
      timeout: options.timeoutMs,
      // A retry would not fit in the time the person waits; the rules are the second attempt.
      maxRetries: 0,
    });
  }

  async interpret(text: string, context: InterpretContext): Promise<Interpretation> {
    if (typeof text !== 'string' || !text.trim() || text.length > MAX_MODEL_TEXT) return this.rules.interpret(text, context);
    try {
      // The model's reading passes the same gate as the rules': no change to a task it cannot be sure of.
      return { intents: gated(await this.ask(text, context), text, context), interpreter: 'llm' };
    } catch (error) {
      this.logger.warn(`The model's reading was not used (${why(error)}); the rules read the message.`);
      return this.rules.interpret(text, context);
    }
  }

  private async ask(text: string, context: InterpretContext) {
    // The SDK's own timeout covers the connection; this one also covers a body that trickles in.
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), this.options.timeoutMs);
    try {
      const completion = await this.client.chat.completions.create(
        {
          model: this.options.model,
          temperature: 0,
          tool_choice: 'auto',
          tools: INTENT_TOOLS,
          messages: messagesFor(text, context),
        },
        { signal: deadline.signal },
      );
      return intentsFromToolCalls(completion.choices?.[0]?.message?.tool_calls, context.now);
    } finally {
      clearTimeout(timer);
    }
  }
}
