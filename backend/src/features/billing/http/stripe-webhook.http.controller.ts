import { Controller, Headers, HttpCode, Post, type RawBodyRequest, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiBody, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { WebhookReceivedResponse } from './billing.response';
import type { FastifyRequest } from 'fastify';
import type { CommandContext } from '../../../platform/commands/command-context';
import { BODY_LIMIT_BYTES, BodyLimit } from '../../../platform/http/body-limits';
import { Public } from '../../../platform/http/public.decorator';
import { IdempotencyKeyNotAccepted } from '../../../platform/idempotency/idempotency-key';
import { Ctx } from '../../../platform/http/request-context';
import { ApplyProviderEventCommand } from '../commands/apply-provider-event.command';
import { WebhookVerifier } from '../provider/webhook-verifier.service';

@ApiTags('stripe')
@Controller('api/stripe')
export class StripeWebhookHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly verifier: WebhookVerifier,
  ) {}

  /** Public, but only Stripe can sign: the signature is checked on the raw bytes before anything is read. */
  @Public()
  @Post('webhook')
  // Stripe's events carry whole objects (an invoice with its lines), far beyond a public route's 4 KB.
  @BodyLimit(BODY_LIMIT_BYTES)
  @IdempotencyKeyNotAccepted('Called by Stripe, which sends no Idempotency-Key: each Stripe event is applied once by its own id')
  @HttpCode(200)
  @ApiOperation({ summary: "Stripe's webhook: signature checked, each event applied once, late events recognised by their timestamps" })
  @ApiHeader({ name: 'stripe-signature', required: true })
  @ApiBadRequestResponse({ description: 'Missing or invalid signature; nothing was recorded' })
  @ApiBody({ schema: { type: 'object', additionalProperties: true, description: 'A Stripe event, signed in stripe-signature' } })
  @ApiOkResponse({ type: WebhookReceivedResponse, description: 'Recorded (or recognised as already applied, late or of no concern)' })
  async receive(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature: string | undefined,
    @Ctx('webhook') context: CommandContext,
  ) {
    const event = this.verifier.verify(request.rawBody, signature);
    const result = await this.commands.execute(new ApplyProviderEventCommand(event, context));
    return { received: true, result };
  }
}
