import type { ResumedSubscription } from '../commands/resume-subscription.command';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { CancelledSubscription } from '../commands/cancel-subscription.command';
import type { ConfirmedCheckout } from '../commands/confirm-checkout.command';
import type { StartedCheckout } from '../commands/start-checkout.command';
import { PLANS, type Plan } from '../domain/billing-plans';
import type { CouponAnswer } from '../domain/coupon-answer';
import { PROVIDER_STATUSES, type ReportedStatus } from '../domain/subscription-status';
import type { SubscriptionStatusAnswer } from '../queries/get-subscription-status.query';
import type { PlanState, YourPlan } from '../domain/your-plan';
import { SERVER_STATUSES, type ServerStatus } from '../../accounts';

/** Response shapes, for the API documentation. */
const REPORTED_STATUSES = [...PROVIDER_STATUSES, 'none'];

export class PaymentResponse {
  @ApiProperty({ example: '10.00' }) amount!: string;
  @ApiProperty({ example: 'gbp' }) currency!: string;
}

export class SubscriptionSummaryResponse {
  @ApiProperty({ enum: REPORTED_STATUSES, description: 'The provider status, or none' }) status!: ReportedStatus;
  @ApiProperty({ type: String, nullable: true, example: 'sub_1PqR2sT3uV4wX5yZ' }) subscription_id!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Unix seconds', example: 1736078400 }) current_period_end!: number | null;
}

export class SubscriptionStatusResponse extends SubscriptionSummaryResponse implements SubscriptionStatusAnswer {
  @ApiProperty({ enum: [...PLANS, null], nullable: true, description: 'The plan of the subscription shown; null with none' })
  plan!: Plan | null;
  @ApiProperty({
    type: PaymentResponse,
    nullable: true,
    description: 'The last payment taken, which a refund on cancelling would give back; null when nothing was charged',
  })
  last_payment!: PaymentResponse | null;
}

export class StartedCheckoutResponse implements StartedCheckout {
  @ApiProperty({ description: 'Where to send the browser to pay' }) checkout_url!: string;
  @ApiProperty({ example: 'cs_test_a1b2c3' }) session_id!: string;
}

export class ConfirmedCheckoutResponse implements ConfirmedCheckout {
  @ApiProperty() session_id!: string;
  @ApiProperty({ enum: ['open', 'complete', 'expired'], description: 'complete: paid (or trial started) and applied' })
  status!: 'open' | 'complete' | 'expired';
  @ApiProperty({ enum: PLANS }) plan!: Plan;
  @ApiProperty({ description: 'The account status now' }) account!: string;
  @ApiProperty({ type: SubscriptionSummaryResponse }) subscription!: SubscriptionSummaryResponse;
}

export class CouponAnswerResponse implements CouponAnswer {
  @ApiProperty() valid!: boolean;
  @ApiProperty({ example: 'Coupon applied: 10% off' }) message!: string;
  @ApiProperty({ enum: ['referral', 'other'] }) type!: 'referral' | 'other';
  @ApiProperty({ example: '10%' }) discount_amount!: string;
}

export class CancelledSubscriptionResponse implements CancelledSubscription {
  @ApiProperty({ enum: REPORTED_STATUSES }) status!: ReportedStatus;
  @ApiProperty({ type: String, nullable: true }) subscription_id!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Unix seconds' }) current_period_end!: number | null;
  @ApiProperty({ type: PaymentResponse, nullable: true, description: 'The refund made now, if one was asked for and something was paid' })
  refund!: PaymentResponse | null;
  @ApiPropertyOptional({ description: 'Set only when a refund was asked for and could not be made' }) message?: string;
}

export class ResumedSubscriptionResponse implements ResumedSubscription {
  @ApiProperty({ enum: REPORTED_STATUSES, description: 'The plan as it now stands: trialing or active again once resumed' })
  status!: ReportedStatus;
  @ApiProperty({ type: String, nullable: true }) subscription_id!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Unix seconds: when it renews' }) current_period_end!: number | null;
  @ApiProperty({ description: 'false once resumed' }) cancel_at_period_end!: boolean;
}

export class ClientSecretResponse {
  @ApiProperty({ example: 'seti_1PqR_secret_a1b2' }) clientSecret!: string;
}

export class WebhookReceivedResponse {
  @ApiProperty({ enum: [true] }) received!: true;
  @ApiProperty({ enum: ['applied', 'no-effect', 'duplicate', 'ignored'], description: 'What the event did' }) result!: string;
}

export class PaymentsModeResponse {
  @ApiProperty({ description: 'Payments use the built-in test checkout' }) test_mode!: boolean;
  @ApiProperty({ description: 'Every page says so (a production server with PAYMENTS=test)' }) show_banner!: boolean;
}

class MoneyResponse {
  @ApiProperty({ description: 'Minor units (pence)', example: 1000 }) amount!: number;
  @ApiProperty({ example: 'gbp' }) currency!: string;
}

class ChargeResponse extends MoneyResponse {
  @ApiProperty({ description: 'Unix seconds', example: 1736078400 }) at!: number;
}

class PriceResponse extends MoneyResponse {
  @ApiProperty({ enum: ['month', 'year'] }) interval!: 'month' | 'year';
}

class DiscountResponse extends MoneyResponse {
  @ApiProperty({ type: Number, nullable: true, description: 'Invoices the discounted price lasts; null for good' }) months!: number | null;
}

export class YourPlanResponse implements YourPlan {
  @ApiProperty({ enum: SERVER_STATUSES }) account!: ServerStatus;
  @ApiProperty({
    enum: ['none', 'trial', 'active', 'ending', 'ended', 'refunded', 'payment_problem', 'included'],
    description: 'included: a member status with no subscription here behind it (granted by an operator, a WhatsApp customer)',
  })
  state!: PlanState;
  @ApiProperty({ enum: [...PLANS, null], nullable: true }) plan!: Plan | null;
  @ApiProperty({ type: String, nullable: true }) subscription_id!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Unix seconds' }) trial_end!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Unix seconds: when a plan set to end stops' }) access_until!: number | null;
  @ApiProperty({ type: ChargeResponse, nullable: true }) next_charge!: ChargeResponse | null;
  @ApiProperty({ type: PriceResponse, nullable: true }) price!: PriceResponse | null;
  @ApiProperty({ type: DiscountResponse, nullable: true }) discount!: DiscountResponse | null;
  @ApiProperty({ type: MoneyResponse, nullable: true }) refund!: MoneyResponse | null;
  @ApiProperty({ type: String, nullable: true, example: '4242' }) card_last4!: string | null;
}
