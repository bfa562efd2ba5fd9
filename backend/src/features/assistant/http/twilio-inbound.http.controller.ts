import { Body, Controller, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiForbiddenResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { CommandContext } from '../../../platform/commands/command-context';
import { BodyLimit } from '../../../platform/http/body-limits';
import { AcceptsFormPost } from '../../../platform/http/json-bodies.guard';
import { Public } from '../../../platform/http/public.decorator';
import { Ctx } from '../../../platform/http/request-context';
import { IdempotencyKeyNotAccepted } from '../../../platform/idempotency/idempotency-key';
import { ReceiveInboundCommand } from '../commands/receive-inbound.command';
import { type InboundForm, readInboundForm } from '../media/inbound-form';
import { InboundQueue } from '../media/inbound-queue';
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
 * WhatsApp and SMS messages to daily's number. Answered at once with empty TwiML, so Twilio's
 * timeout never matters: the message is handled and the reply sent through the messaging port
 * afterwards. A retry of the same MessageSid has no second effect.
 */
@ApiTags('assistant')
@Controller('api/twilio')
export class TwilioInboundHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queue: InboundQueue,
  ) {}

  @Public()
  @AcceptsFormPost()
  @Post('inbound')
  // Twilio's form carries the message, up to ten media links and its own fields: far more than the public 4 KB.
  @BodyLimit(64 * 1024)
  @HttpCode(200)
  @UseGuards(TwilioSignatureGuard)
  @IdempotencyKeyNotAccepted('Called by Twilio, which sends no Idempotency-Key: each MessageSid has one effect')
  @ApiOperation({ summary: "Twilio's inbound WhatsApp/SMS webhook: signature checked, answered with empty TwiML, handled after" })
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiBody({ schema: FORM_SCHEMA })
  @ApiHeader({ name: 'x-twilio-signature', required: true, description: "Twilio's signature over PUBLIC_URL + path and the fields" })
  @ApiProduces('text/xml')
  @ApiOkResponse({
    description: 'Empty TwiML: the reply goes out as its own message',
    content: { 'text/xml': { schema: { type: 'string', example: EMPTY_TWIML } } },
  })
  @ApiForbiddenResponse({ description: 'Missing or wrong signature, or TWILIO_AUTH_TOKEN not configured; nothing was recorded' })
  receive(@Body() form: InboundForm, @Ctx('webhook') context: CommandContext, @Res({ passthrough: true }) reply: FastifyReply): string {
    const inbound = readInboundForm(form && typeof form === 'object' ? form : {});
    if (inbound) {
      // Twilio waits for the answer, not for the reply: the work goes on once the TwiML has left.
      this.queue.push(() => this.commands.execute(new ReceiveInboundCommand(inbound, context)));
    }
    void reply.type('text/xml; charset=utf-8');
    return EMPTY_TWIML;
  }
}
