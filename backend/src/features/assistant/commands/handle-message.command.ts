import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CommandContext, eventIdsFor, newEntityId } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { AccountsReader, hasPaidAccess } from '../../accounts';
import { Recipients } from '../../reminders';
import {
  allowanceStream,
  type Channel,
  type MessageKind,
  messageStream,
  type Outcome,
  providerMessageId,
} from '../domain/conversation.events';
import { allowanceDecider, counted } from '../domain/allowance.decider';
import { messageDecider } from '../domain/message.decider';
import { planOf } from '../domain/plans';
import {
  composeReply,
  type IntentResult,
  keptOfferReply,
  leftTodayReply,
  limitReply,
  type ReplyAction,
  replyActions,
  MEDIA_REPLY,
  NO_TRANSCRIBER_REPLY,
  UNHEARD_REPLY,
} from '../domain/replies';
import { localDay } from '../domain/reply-dates';
import { type Intent, type InterpretContext, INTERPRETER, type Interpretation, type Interpreter } from '../interpreter/intent';
import { CONVERSATION, type ConversationItemView } from '../read-models/conversation-view';
import { AssistantMemoryGatherer } from './assistant-memory';
import { ConversationStateStore } from './conversation-state';
import { KeptMessages } from './kept-messages';
import type { ExecutionOutcome } from './execution';
import { IntentExecutor } from './intent-executor';
import { sealIntents } from './seal-intents';
import { loggedError } from '../../../platform/logging/provider-error';

/** One line of the conversation as the web app shows it. */
export interface ConversationItem {
  id: string;
  direction: 'in' | 'out';
  channel: Channel;
  kind: MessageKind;
  text: string;
  at: string;
}

export interface IncomingMessage {
  channel: Channel;
  kind: MessageKind;
  /** What the person wrote, or the voice note's transcript. */
  text: string;
  /** Twilio's MessageSid; null on the web channel. */
  providerId: string | null;
  /** A message daily cannot read as it is: media other than audio, or a voice note it could not hear. */
  unreadable?: 'media' | 'no_transcriber' | 'unheard';
}

export interface HandledMessage {
  message: ConversationItem;
  /** Null when nothing is to be sent: a repeat of a message already answered, or the day's allowance used up. */
  reply: ConversationItem | null;
  /** The same message was handled before (a provider's retry, or the same Idempotency-Key). */
  repeated: boolean;
  /** What the reply offers as buttons in the web box; none on a phone, or for a repeat. */
  actions?: ReplyAction[];
}

export class HandleMessageCommand extends Command<HandledMessage> {
  constructor(
    readonly userId: string,
    readonly message: IncomingMessage,
    readonly context: CommandContext,
  ) {
    super();
  }
}

const UNREADABLE_REPLIES = { media: MEDIA_REPLY, no_transcriber: NO_TRANSCRIBER_REPLY, unheard: UNHEARD_REPLY } as const;
const UNREADABLE_OUTCOMES = { media: 'media_unsupported', no_transcriber: 'voice_unavailable', unheard: 'voice_unavailable' } as const;

function outcomeOf(done: ExecutionOutcome): Outcome {
  if (done.changes.length > 0) return 'changed';
  if (done.undid) return 'undone';
  if (done.asked) return 'asked';
  const kinds = new Set(done.results.map((r) => r.kind));
  if (['listed', 'ambiguous', 'prioritised', 'free_time'].some((k) => kinds.has(k as IntentResult['kind']))) return 'listed';
  if (kinds.has('unknown')) return 'unknown';
  if (kinds.has('help')) return 'help';
  if (
    ['small_talk', 'said', 'question', 'unclear', 'not_kept', 'left_as_they_are', 'not_added', 'say_again'].some((k) =>
      kinds.has(k as IntentResult['kind']),
    )
  )
    return 'answered';
  return 'nothing';
}

/**
 * The assistant's loop for one message, whichever channel it came by: recorded once (a repeat
 * changes nothing), counted against a free account's day, understood, carried out through the
 * other features' commands, and answered in one reply that says what changed.
 */
@CommandHandler(HandleMessageCommand)
export class HandleMessageHandler implements ICommandHandler<HandleMessageCommand> {
  private readonly logger = new Logger('Assistant');
  private readonly conversation: ReadCollection<ConversationItemView>;

  constructor(
    private readonly commands: CommandRunner,
    private readonly cipher: PersonalDataCipher,
    private readonly accounts: AccountsReader,
    private readonly recipients: Recipients,
    private readonly contexts: ConversationStateStore,
    private readonly executor: IntentExecutor,
    private readonly memory: AssistantMemoryGatherer,
    private readonly kept: KeptMessages,
    @Inject(INTERPRETER) private readonly interpreter: Interpreter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(READ_STORE) reads: ReadStore,
  ) {
    this.conversation = reads.collection<ConversationItemView>(CONVERSATION);
  }

  async execute({ userId, message, context }: HandleMessageCommand): Promise<HandledMessage> {
    const now = new Date();
    const messageId = message.providerId ? providerMessageId(message.providerId) : newEntityId(context, 'assistant-message');
    const stream = messageStream(messageId);
    // Ids derived from the message: a repeat addresses the same events, tasks and journal saves.
    const own = (scope: string): CommandContext => ({
      actor: userId,
      correlationId: context.correlationId,
      causationId: context.causationId ?? null,
      source: context.source,
      idempotency: { scope: `assistant:${messageId}:${scope}`, appended: new Map() },
    });
    const receiveContext = own('message');
    const [receivedEventId] = eventIdsFor(receiveContext, stream, 1);
    const [account, recipient] = await Promise.all([this.accounts.require(userId), this.recipients.find(userId)]);
    const { timeZone } = recipient;
    const day = localDay(now, timeZone);
    const plan = planOf(account.status, hasPaidAccess(account.status));
    const received = await this.commands.run(
      stream,
      messageDecider,
      {
        do: 'receive',
        message: {
          messageId,
          userId,
          channel: message.channel,
          kind: message.kind,
          providerId: message.providerId,
          text: await this.cipher.encrypt(userId, message.text),
          day,
          plan,
        },
      },
      receiveContext,
      { wait: false },
    );
    // Received but never concluded (the process stopped between the two): carried on, with the same derived ids.
    if (received.events.length === 0 && received.state.concluded) return this.earlier(userId, messageId, message);
    const item = (direction: 'in' | 'out', text: string): ConversationItem => ({
      id: `${messageId}:${direction}`,
      direction,
      channel: message.channel,
      kind: direction === 'in' ? message.kind : 'text',
      text,
      at: now.toISOString(),
    });
    const conclude = own('reply');
    const base = { messageId, userId, channel: message.channel, changes: [], listed: null, mentioned: null, undid: false };

    if (message.unreadable) {
      const text = UNREADABLE_REPLIES[message.unreadable];
      await this.commands.run(
        stream,
        messageDecider,
        {
          do: 'conclude',
          understood: null,
          limit: null,
          reply: { ...base, text: await this.cipher.encrypt(userId, text), outcome: UNREADABLE_OUTCOMES[message.unreadable] },
        },
        conclude,
      );
      return { message: item('in', message.text), reply: item('out', text), repeated: false };
    }

    let allowanceNote: string | null = null;
    if (plan === 'free') {
      const limit = this.config.assistant.freeMessagesPerDay;
      const allowance = await this.commands.run(
        allowanceStream(userId, day),
        allowanceDecider,
        { kind: 'use', userId, day, messageId, limit },
        own('allowance'),
        { wait: false },
      );
      // Said once, two messages before the end, so the last ones are not a surprise.
      const position = allowance.state.used.indexOf(messageId) + 1;
      if (position === limit - 2) allowanceNote = leftTodayReply(limit - position);
      if (!counted(allowance.state, messageId)) {
        const told = (await this.conversation.count({ userId, day, direction: 'in', outcome: 'limit' })) > 0;
        // Told once a day; after that messages by phone go unanswered until tomorrow. The web box always answers.
        if (told && message.channel !== 'web') return { message: item('in', message.text), reply: null, repeated: false };
        const text = limitReply(limit, this.config.publicUrl);
        await this.commands.run(
          stream,
          messageDecider,
          {
            do: 'conclude',
            understood: null,
            limit: told ? null : { messageId, userId, day, limit },
            reply: { ...base, text: await this.cipher.encrypt(userId, text), outcome: 'limit' },
          },
          conclude,
        );
        return { message: item('in', message.text), reply: item('out', text), repeated: false };
      }
    }

    const fresh = await this.contexts.fresh(userId, now);
    const understood = await this.understand(message.text, {
      now,
      timeZone,
      conversation: await this.contexts.readerState(userId, fresh),
      // Gathered for a model only: the rules read the conversation state alone.
      memory: this.config.llm.apiKey ? await this.memory.gather(userId, messageId, now, timeZone, own('memory')) : undefined,
    });
    const done = await this.executor.execute(understood.intents, {
      userId,
      now,
      timeZone,
      context: fresh,
      text: message.text,
      messageId,
      commandContext: (index) => ({ ...own(`intent-${index}`), causationId: receivedEventId }),
      droppedQuestionContext: { ...own('question-dropped'), causationId: receivedEventId },
    });
    const offer = plan !== 'free' && !done.asked ? await this.offerKept(userId, day, own('kept-offer')) : null;
    if (offer) done.asked = true;
    // The web box shows Undo and the numbered tasks as buttons, so its reply leaves out the words asking for them.
    const web = message.channel === 'web';
    const text = [composeReply(done.results, { now, timeZone }, web ? 'web' : 'phone'), allowanceNote, offer].filter(Boolean).join(' ');
    await this.commands.run(
      stream,
      messageDecider,
      {
        do: 'conclude',
        understood: {
          messageId,
          userId,
          interpreter: understood.interpreter,
          intents: await sealIntents(this.cipher, userId, understood.intents),
        },
        limit: null,
        reply: {
          ...base,
          text: await this.cipher.encrypt(userId, text),
          outcome: outcomeOf(done),
          changes: done.changes,
          listed: done.listed,
          mentioned: done.mentioned,
          undid: done.undid,
        },
      },
      { ...conclude, causationId: receivedEventId },
    );
    return {
      message: item('in', message.text),
      reply: item('out', text),
      repeated: false,
      ...(web ? { actions: replyActions(done.results) } : {}),
    };
  }

  /**
   * After subscribing, the first message of the day offers (once) to act on the messages kept past
   * the free allowance earlier that day; GO answers it.
   */
  private async offerKept(userId: string, day: string, context: CommandContext): Promise<string | null> {
    if (await this.contexts.keptOffered(userId, day)) return null;
    const kept = await this.kept.ofDay(userId, day);
    if (kept.length === 0) return null;
    const question = keptOfferReply(kept.length);
    await this.contexts.ask(userId, { question: { about: 'other', question, options: ['GO'] }, kept }, context, day);
    return question;
  }

  /** Never throws for what a person wrote: an interpreter that fails is answered as not understood. */
  private async understand(text: string, context: InterpretContext): Promise<Interpretation> {
    const unknown: Interpretation = { intents: [{ kind: 'unknown' }], interpreter: 'rules' };
    if (text.trim() === '') return unknown;
    try {
      const found = await this.interpreter.interpret(text, context);
      const intents: Intent[] = found.intents.length > 0 ? found.intents : [{ kind: 'unknown' }];
      return { ...found, intents };
    } catch (error) {
      this.logger.warn({ err: loggedError(error) }, 'The interpreter failed on a message');
      return unknown;
    }
  }

  /** A repeat: the items as they were first recorded (nothing is sent again). */
  private async earlier(userId: string, messageId: string, message: IncomingMessage): Promise<HandledMessage> {
    const [inbound, reply] = await Promise.all([this.conversation.get(`${messageId}:in`), this.conversation.get(`${messageId}:out`)]);
    const open = async (view: ConversationItemView | null, fallback: ConversationItem): Promise<ConversationItem> => {
      if (!view || view.userId !== userId) return fallback;
      const text = (await this.cipher.decrypt(userId, view.text)) ?? '';
      return { id: view._id, direction: view.direction, channel: view.channel, kind: view.kind, text, at: view.at };
    };
    const at = new Date().toISOString();
    const fallback: ConversationItem = {
      id: `${messageId}:in`,
      direction: 'in',
      channel: message.channel,
      kind: message.kind,
      text: message.text,
      at,
    };
    return {
      message: await open(inbound, fallback),
      reply: reply ? await open(reply, { ...fallback, id: `${messageId}:out`, direction: 'out', kind: 'text' }) : null,
      repeated: true,
    };
  }
}
