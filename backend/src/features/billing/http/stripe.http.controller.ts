import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { ReadSentAsPost } from '../../../platform/idempotency/idempotency-key';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { CommandContext } from '../../../platform/commands/command-context';
import { Ctx } from '../../../platform/http/request-context';
import type { AuthenticatedUser } from '../../../platform/http/request-context';
import { CurrentUser } from '../../../platform/access/current-user.decorator';
import { OwnUserGuard } from '../../../platform/access/own-user.guard';
import { CancelSubscriptionCommand } from '../commands/cancel-subscription.command';
import { ResumeSubscriptionCommand } from '../commands/resume-subscription.command';
import { ConfirmCheckoutCommand } from '../commands/confirm-checkout.command';
import { CreateSubscriptionCommand } from '../commands/create-subscription.command';
import { StartCheckoutCommand } from '../commands/start-checkout.command';
import { UpdateBillingDetailsCommand } from '../commands/update-billing-details.command';
import { PLAN_TERMS, planPriceLabel } from '../domain/billing-plans';
import { GetSubscriptionStatusQuery } from '../queries/get-subscription-status.query';
import { EMPTY_OBJECT_SCHEMA } from '../../../platform/openapi/empty-object.schema';
import {
  CancelledSubscriptionResponse,
  ResumedSubscriptionResponse,
  ClientSecretResponse,
  ConfirmedCheckoutResponse,
  CouponAnswerResponse,
  StartedCheckoutResponse,
  SubscriptionStatusResponse,
} from './billing.response';
import { ValidateCouponQuery } from '../queries/validate-coupon.query';
import { CancelSubscriptionRequestDto } from './cancel-subscription.request.dto';
import { ResumeSubscriptionRequestDto } from './resume-subscription.request.dto';
import { CheckoutSessionRequestDto } from './checkout-session.request.dto';
import { ConfirmCheckoutRequestDto } from './confirm-checkout.request.dto';
import { COUPON_CHECKS_PER_MINUTE, CouponThrottleGuard } from './coupon-throttle.guard';
import { CreateSubscriptionRequestDto } from './create-subscription.request.dto';
import { FoundingCheckoutRequestDto } from './founding-checkout.request.dto';
import { SubscriptionStatusQueryDto } from './subscription-status.query.dto';
import { UpdateBillingUserRequestDto } from './update-billing-user.request.dto';
import { ValidateCouponRequestDto } from './validate-coupon.request.dto';

/** A plan is changed by cancelling the one there is first; the idempotency 409 applies as on every write. */
const ALREADY_HAS_PLAN =
  'The caller already has a plan (cancel it in Settings first), or a request with the same Idempotency-Key is still being processed';

/**
 * The payment calls of spec section 7. Every one acts on the caller only: a `user_id` naming
 * anyone else is refused (403), and none of them can set an account status.
 */
@ApiTags('stripe')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: 'user_id is not the signed-in user' })
@UseGuards(OwnUserGuard)
@Controller('api/stripe')
export class StripeHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('subscription-status')
  @ApiOperation({ summary: "The caller's subscription: status (or none), subscription_id, current_period_end (Unix seconds)" })
  @ApiOkResponse({ type: SubscriptionStatusResponse })
  status(@CurrentUser() user: AuthenticatedUser, @Query() _query: SubscriptionStatusQueryDto) {
    return this.queries.execute(new GetSubscriptionStatusQuery(user.id));
  }

  @Post('create-checkout-session')
  @HttpCode(200)
  @ApiOperation({
    summary: `Start a Premium checkout (${PLAN_TERMS.premium.trialDays}-day trial, then ${planPriceLabel('premium')}); answers checkout_url`,
  })
  @ApiOkResponse({ type: StartedCheckoutResponse })
  @ApiGoneResponse({ description: 'The account is being deleted' })
  @ApiConflictResponse({ description: ALREADY_HAS_PLAN })
  createCheckout(@CurrentUser() user: AuthenticatedUser, @Body() body: CheckoutSessionRequestDto, @Ctx() context: CommandContext) {
    return this.commands.execute(
      new StartCheckoutCommand(
        user.id,
        'premium',
        {
          customerName: body.customer_name,
          customerEmail: body.customer_email,
          couponCode: body.coupon_code ?? null,
          successUrl: body.success_url ?? null,
          cancelUrl: body.cancel_url ?? null,
        },
        context,
      ),
    );
  }

  @Post('create-founding-member-checkout')
  @HttpCode(200)
  @ApiOperation({ summary: `Start a Founding member checkout (${planPriceLabel('founding')}); answers checkout_url` })
  @ApiOkResponse({ type: StartedCheckoutResponse })
  @ApiGoneResponse({ description: 'The account is being deleted' })
  @ApiConflictResponse({ description: ALREADY_HAS_PLAN })
  createFoundingCheckout(@CurrentUser() user: AuthenticatedUser, @Body() body: FoundingCheckoutRequestDto, @Ctx() context: CommandContext) {
    return this.commands.execute(
      new StartCheckoutCommand(
        user.id,
        'founding',
        {
          customerName: body.customer_name ?? null,
          customerEmail: body.customer_email ?? null,
          couponCode: null,
          successUrl: body.success_url ?? null,
          cancelUrl: body.cancel_url ?? null,
        },
        context,
      ),
    );
  }

  @Post('confirm-checkout')
  @HttpCode(200)
  @ApiOperation({ summary: 'Check a checkout session on return to /stripe/success and apply its payment if the webhook has not yet' })
  @ApiOkResponse({ type: ConfirmedCheckoutResponse })
  @ApiNotFoundResponse({ description: 'No such checkout session of the caller' })
  confirmCheckout(@CurrentUser() user: AuthenticatedUser, @Body() body: ConfirmCheckoutRequestDto, @Ctx() context: CommandContext) {
    return this.commands.execute(new ConfirmCheckoutCommand(user.id, body.session_id, context));
  }

  @Post('coupon/validate')
  @ReadSentAsPost()
  @HttpCode(200)
  @UseGuards(CouponThrottleGuard)
  @Throttle({ default: { limit: COUPON_CHECKS_PER_MINUTE, ttl: 60_000 } })
  @ApiOperation({ summary: 'Check a coupon or referral code: valid, message, type (referral or other), discount_amount' })
  @ApiTooManyRequestsResponse({ description: 'Too many codes checked in a minute' })
  @ApiOkResponse({ type: CouponAnswerResponse, description: 'Valid or not, with a sentence for the form' })
  validateCoupon(@CurrentUser() user: AuthenticatedUser, @Body() body: ValidateCouponRequestDto) {
    return this.queries.execute(new ValidateCouponQuery(user.id, body.coupon_code));
  }

  @Post('cancel-subscription')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cancel at the end of the period, or now with a refund (refund: true); the reason and its category are kept' })
  @ApiOkResponse({ type: CancelledSubscriptionResponse })
  @ApiNotFoundResponse({ description: 'No such subscription of the caller' })
  @ApiConflictResponse({
    description: 'The subscription has already ended, or a request with the same Idempotency-Key is still being processed',
  })
  cancel(@CurrentUser() user: AuthenticatedUser, @Body() body: CancelSubscriptionRequestDto, @Ctx() context: CommandContext) {
    return this.commands.execute(
      new CancelSubscriptionCommand(
        user.id,
        body.subscription_id,
        body.reason ?? null,
        body.refund ?? false,
        context,
        body.reason_category ?? null,
      ),
    );
  }

  @Post('resume-subscription')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Take back a cancellation set for the end of the period, before it ends: the plan renews again',
    description: 'A plan that was never set to end answers as it is; one that has already ended is 409.',
  })
  @ApiOkResponse({ type: ResumedSubscriptionResponse })
  @ApiNotFoundResponse({ description: 'No such subscription of the caller' })
  @ApiConflictResponse({
    description: 'The subscription has already ended, or a request with the same Idempotency-Key is still being processed',
  })
  resume(@CurrentUser() user: AuthenticatedUser, @Body() body: ResumeSubscriptionRequestDto, @Ctx() context: CommandContext) {
    return this.commands.execute(new ResumeSubscriptionCommand(user.id, body.subscription_id, context));
  }

  @Post('create-subscription')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Create a Premium subscription for an embedded card form; answers clientSecret',
    description:
      'With Stripe: the secret of the first invoice’s payment, or of the setup intent during the trial. In test mode: a placeholder with the shape of a setup-intent secret that confirms nothing; test subscriptions are made on the test checkout page.',
  })
  @ApiOkResponse({ type: ClientSecretResponse })
  createSubscription(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateSubscriptionRequestDto, @Ctx() context: CommandContext) {
    return this.commands.execute(new CreateSubscriptionCommand(user.id, body.customer_name, body.customer_email, context));
  }

  @Post('update-user')
  @HttpCode(200)
  @ApiOperation({ summary: 'Update the name and e-mail on invoices, and the account name' })
  @ApiOkResponse({ schema: EMPTY_OBJECT_SCHEMA })
  updateUser(@CurrentUser() user: AuthenticatedUser, @Body() body: UpdateBillingUserRequestDto, @Ctx() context: CommandContext) {
    return this.commands.execute(new UpdateBillingDetailsCommand(user.id, body.name ?? null, body.email ?? null, context));
  }
}
