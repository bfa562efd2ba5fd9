import { Controller, Get, Inject, Param, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { CommandContext } from '../../../platform/commands/command-context';
import { DomainError } from '../../../platform/commands/domain-error';
import { httpStatusOf } from '../../../platform/http/error-status';
import { Public } from '../../../platform/http/public.decorator';
import { AcceptsFormPost } from '../../../platform/http/json-bodies.guard';
import { Ctx } from '../../../platform/http/request-context';
import { CompleteTestCheckoutCommand } from '../commands/complete-test-checkout.command';
import { withSessionId } from '../domain/return-urls';
import { GetTestCheckoutQuery } from '../queries/get-test-checkout.query';
import type { CheckoutView } from '../read-models/billing-views';
import { GetTestReceiptQuery } from '../queries/get-test-receipt.query';
import { SaveTestCardCommand } from '../commands/save-test-card.command';
import { CARD_UPDATED_RETURN_PATH } from '../commands/start-card-update.command';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../provider/payment-provider.port';
import { renderTestCardUpdate, renderTestCheckout, renderTestCheckoutNotice, renderTestReceipt } from '../test-mode/test-checkout.page';

const SESSION_ID = /^cs_test_[A-Za-z0-9_-]{10,64}$/;
const INVOICE_ID = /^in_test_[A-Za-z0-9_-]{10,64}$/;
const SUBSCRIPTION_ID = /^sub_test_[A-Za-z0-9_-]{10,64}$/;
const BACK_TO_SETTINGS = { href: '/settings', label: 'Back to daily' };

/**
 * The built-in test checkout (no Stripe key set). A browser reaches it by navigation, without a
 * bearer token, so it is public: the unguessable session id in the address is the key, as with
 * Stripe's own checkout links. Answers are HTML, errors included.
 */
@ApiExcludeController()
@Public()
@AcceptsFormPost()
@Controller('api/stripe/test-checkout')
export class TestCheckoutHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  @Get(':sessionId')
  async show(@Param('sessionId') sessionId: string, @Res() reply: FastifyReply): Promise<void> {
    const checkout = await this.find(sessionId, reply);
    if (!checkout) return;
    if (checkout.status === 'complete') {
      return this.html(
        reply,
        200,
        renderTestCheckoutNotice('Payment complete', 'This test checkout has already been paid.', {
          href: withSessionId(checkout.successUrl, sessionId),
          label: 'Continue',
        }),
      );
    }
    if (Date.parse(checkout.expiresAt) < Date.now()) {
      return this.html(
        reply,
        410,
        renderTestCheckoutNotice('Checkout expired', 'This test checkout has expired. Please start again.', {
          href: checkout.cancelUrl,
          label: 'Back to daily',
        }),
      );
    }
    return this.html(reply, 200, renderTestCheckout(checkout, new Date()));
  }

  /** Stands in for Stripe's portal page "update payment method": the subscription's unguessable id is the key. */
  @Get('card/:subscriptionId')
  card(@Param('subscriptionId') subscriptionId: string, @Res() reply: FastifyReply): void {
    if (!SUBSCRIPTION_ID.test(subscriptionId) || this.provider.name !== 'test')
      return this.html(reply, 404, renderTestCheckoutNotice('Page not found', 'This card page does not exist.', BACK_TO_SETTINGS));
    return this.html(reply, 200, renderTestCardUpdate(subscriptionId));
  }

  @Post('card/:subscriptionId/save')
  async saveCard(
    @Param('subscriptionId') subscriptionId: string,
    @Res() reply: FastifyReply,
    @Ctx() context: CommandContext,
  ): Promise<void> {
    try {
      if (!SUBSCRIPTION_ID.test(subscriptionId)) throw new DomainError('This card page was not found.', 'not_found');
      await this.commands.execute(new SaveTestCardCommand(subscriptionId, context));
      this.seeOther(reply, CARD_UPDATED_RETURN_PATH);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      this.html(reply, httpStatusOf(error), renderTestCheckoutNotice('Card not saved', error.message, BACK_TO_SETTINGS));
    }
  }

  /** The receipt the test checkout made for a payment; its unguessable number is the key, as with Stripe's invoice pages. */
  @Get('receipts/:invoiceId')
  async receipt(@Param('invoiceId') invoiceId: string, @Res() reply: FastifyReply): Promise<void> {
    const payment = INVOICE_ID.test(invoiceId) ? await this.queries.execute(new GetTestReceiptQuery(invoiceId)) : null;
    if (!payment)
      return this.html(
        reply,
        404,
        renderTestCheckoutNotice('Receipt not found', 'This receipt does not exist.', { href: '/settings', label: 'Back to daily' }),
      );
    return this.html(reply, 200, renderTestReceipt(payment));
  }

  @Post(':sessionId/pay')
  async pay(@Param('sessionId') sessionId: string, @Res() reply: FastifyReply, @Ctx() context: CommandContext): Promise<void> {
    if (!(await this.find(sessionId, reply))) return;
    try {
      const { redirectTo } = await this.commands.execute(new CompleteTestCheckoutCommand(sessionId, context));
      this.seeOther(reply, redirectTo);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      this.html(reply, httpStatusOf(error), renderTestCheckoutNotice('Payment not completed', error.message, null));
    }
  }

  /** Nothing is recorded: like leaving Stripe's page, the session simply stays unpaid until it expires. */
  @Post(':sessionId/cancel')
  async cancel(@Param('sessionId') sessionId: string, @Res() reply: FastifyReply): Promise<void> {
    const checkout = await this.find(sessionId, reply);
    if (checkout) this.seeOther(reply, checkout.cancelUrl);
  }

  private async find(sessionId: string, reply: FastifyReply): Promise<CheckoutView | null> {
    try {
      if (!SESSION_ID.test(sessionId)) throw new DomainError('This test checkout was not found.', 'not_found');
      return await this.queries.execute(new GetTestCheckoutQuery(sessionId));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      this.html(
        reply,
        httpStatusOf(error),
        renderTestCheckoutNotice('Checkout not found', 'This test checkout does not exist, or payments here are handled by Stripe.', null),
      );
      return null;
    }
  }

  private html(reply: FastifyReply, status: number, body: string): void {
    // The address holds the session's key: keep it out of caches and out of Referer headers.
    void reply
      .status(status)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(body);
  }

  /** 303 turns the form's POST into a GET of the return page. */
  private seeOther(reply: FastifyReply, url: string): void {
    void reply.status(303).header('cache-control', 'no-store').header('location', url).send();
  }
}
