import { Body, Controller, HttpCode, Inject, Post, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiForbiddenResponse,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { CommandContext } from '../../../platform/commands/command-context';
import { DomainError } from '../../../platform/commands/domain-error';
import { BodyLimit } from '../../../platform/http/body-limits';
import { AcceptsFormPost } from '../../../platform/http/json-bodies.guard';
import { Public } from '../../../platform/http/public.decorator';
import { Ctx } from '../../../platform/http/request-context';
import { IdempotencyKeyNotAccepted } from '../../../platform/idempotency/idempotency-key';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { ReceiveInboundCommand } from '../commands/receive-inbound.command';
import { RecordInboundCommand, type RecordedInbound } from '../commands/record-inbound.command';
import { InboundQueue } from '../delivery/inbound-queue';
import { ReplySender } from '../delivery/reply-sender';
import { signInReply } from '../domain/replies';
import { type InboundForm, inboundFormProblem, readInboundForm } from '../twilio-inbound/inbound-form';
import { TwilioSignatureGuard } from './twilio-signature.guard';

const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response/>';

const FORM_SCHEMA = {
  type: 'object' as const,
  description: "Twilio's inbound message webhook, form-encoded; Twilio's other fields are accepted and ignored",
  properties: {
    From: { type: 'string', example: 'whatsapp:+447700900123', description: '"whatsapp:+…" for WhatsApp, "+…" for SMS' },
    Body: { type: 'string', example: 'remind me to call the bank tomorrow at 10' },
    MessageSid: { type: 'string', example: 'SM0123456789abcdef0123456789abcdef' },
    NumMedia: { type: 'string', example: '0' },
    MediaUrl0: { type: 'string', description: 'The first media item (a voice note is fetched from here)' },
    MediaContentType0: { type: 'string', example: 'audio/ogg' },
  },
  required: ['From', 'MessageSid'],
  additionalProperties: true,
};

/**
 * WhatsApp and SMS messages to daily's number. The message is written to the log (sealed) before
 * the empty TwiML answer, so an acknowledged message survives any stop; it is handled and the
 * reply sent afterwards. A retry of the same MessageSid has no second effect.
 */
@ApiTags('assistant')
@Controller('api/twilio')
export class TwilioInboundHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queue: InboundQueue,
    private readonly replies: ReplySender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @AcceptsFormPost()
  @Post('inbound')
  // Twilio's form carries the message, up to ten media links and its own fields: far more than the public 4 KB.
  @BodyLimit(64 * 1024)
  @HttpCode(200)
  @UseGuards(TwilioSignatureGuard)
  @IdempotencyKeyNotAccepted('Called by Twilio, which sends no Idempotency-Key: each MessageSid has one effect')
  @ApiOperation({ summary: "Twilio's inbound WhatsApp/SMS webhook: signature checked, recorded, answered with empty TwiML, handled after" })
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiBody({ schema: FORM_SCHEMA })
  @ApiHeader({ name: 'x-twilio-signature', required: true, description: "Twilio's signature over PUBLIC_URL + path and the fields" })
  @ApiProduces('text/xml')
  @ApiOkResponse({
    description: 'Empty TwiML: the reply goes out as its own message',
    content: { 'text/xml': { schema: { type: 'string', example: EMPTY_TWIML } } },
  })
  @ApiBadRequestResponse({
    description:
      'From, MessageSid, NumMedia, MediaUrl0 or MediaContentType0 holds a control character (NUL, C0/C1, bidi overrides); nothing was recorded. In Body they are removed and the message recorded',
  })
  @ApiForbiddenResponse({ description: 'Missing or wrong signature, or TWILIO_AUTH_TOKEN not configured; nothing was recorded' })
  async receive(
    @Body() form: InboundForm,
    @Ctx('webhook') context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const fields = form && typeof form === 'object' ? form : {};
    // Refused before anything is recorded; Twilio's own fields never hold one, so a retry cannot loop.
    const problem = inboundFormProblem(fields);
    if (problem) throw new DomainError(problem, 'invalid');
    const inbound = readInboundForm(fields);
    if (inbound) {
      // Written before the answer: a failure here is a 5xx, and Twilio sends the webhook again.
      const recorded: RecordedInbound = await this.commands.execute(new RecordInboundCommand(inbound, context));
      // Twilio waits for the answer, not for the reply: the work goes on once the TwiML has left.
      if (recorded.kind === 'recorded') {
        const { inboundId } = recorded;
        this.queue.push(() => this.commands.execute(new ReceiveInboundCommand(inboundId, context)), inboundId);
      } else if (recorded.kind === 'stranger' && recorded.invite) {
        this.queue.push(() => this.replies.invite(inbound.phone, inbound.channel, signInReply(this.config.publicUrl)));
      }
    }
    void reply.type('text/xml; charset=utf-8');
    return EMPTY_TWIML;
  }
}
