import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { AccountsModule } from '../accounts';
import { AnswerRetentionOfferHandler } from './commands/answer-retention-offer.command';
import { ApplyProviderEventHandler } from './commands/apply-provider-event.command';
import { CancelSubscriptionHandler } from './commands/cancel-subscription.command';
import { EndBillingForDeletionHandler } from './commands/end-billing-for-deletion.command';
import { ResumeSubscriptionHandler } from './commands/resume-subscription.command';
import { CompleteTestCheckoutHandler } from './commands/complete-test-checkout.command';
import { ConfirmCheckoutHandler } from './commands/confirm-checkout.command';
import { CreateSubscriptionHandler } from './commands/create-subscription.command';
import { StartCheckoutHandler } from './commands/start-checkout.command';
import { UpdateBillingDetailsHandler } from './commands/update-billing-details.command';
import { CouponChecker } from './coupon-checker.service';
import { CouponThrottleGuard } from './http/coupon-throttle.guard';
import { StripeWebhookHttpController } from './http/stripe-webhook.http.controller';
import { StripeHttpController } from './http/stripe.http.controller';
import { PaymentsModeHttpController } from './http/payments-mode.http.controller';
import { RetentionOfferHttpController } from './http/retention-offer.http.controller';
import { TestCheckoutHttpController } from './http/test-checkout.http.controller';
import { PAYMENT_PROVIDER, type PaymentProvider } from './provider/payment-provider.port';
import { createStripeClient } from './provider/stripe-client';
import { StripePaymentProvider } from './provider/stripe-payment-provider';
import { WebhookVerifier } from './provider/webhook-verifier.service';
import { GetRetentionOfferHandler } from './queries/get-retention-offer.query';
import { GetSubscriptionStatusHandler } from './queries/get-subscription-status.query';
import { GetYourPlanHandler } from './queries/get-your-plan.query';
import { YourPlanHttpController } from './http/your-plan.http.controller';
import { GetTestCheckoutHandler } from './queries/get-test-checkout.query';
import { ValidateCouponHandler } from './queries/validate-coupon.query';
import { BillingProjection } from './read-models/billing.projection';
import { PaymentsProjection } from './read-models/payments.projection';
import { GetMyPaymentsHandler } from './queries/get-my-payments.query';
import { GetTestReceiptHandler } from './queries/get-test-receipt.query';
import { PaymentsHttpController } from './http/payments.http.controller';
import { CardUpdateHttpController } from './http/card-update.http.controller';
import { StartCardUpdateHandler } from './commands/start-card-update.command';
import { SaveTestCardHandler } from './commands/save-test-card.command';
import { AccountStatusProcessManager } from './process-managers/account-status.process-manager';
import { SubscriptionsReader } from './read-models/subscriptions.reader';
import { TrialsReader } from './read-models/trials.reader';
import { SeedTestPlanHandler } from './commands/seed-test-plan.handler';
import { SettleOnePlanHandler } from './commands/settle-one-plan.handler';
import { TrialClaims } from './trial-claims.service';
import { SubscriptionLedger } from './subscription-ledger.service';
import { TestPaymentProvider } from './test-mode/test-payment-provider';
import { featureProvider } from '../../platform/features/feature-declaration';
import { billingFeature } from './billing.feature';
import { TrialWarningsJob } from './test-mode/trial-warnings.job';

/** Stripe when STRIPE_SECRET_KEY is set; otherwise the built-in test checkout, where nothing is charged. */
function paymentProvider(config: AppConfig): PaymentProvider {
  const { secretKey, apiBase, pricePremium, priceFounding } = config.stripe;
  if (config.paymentsTestMode || !secretKey) return new TestPaymentProvider(config.publicUrl);
  return new StripePaymentProvider(createStripeClient(secretKey, apiBase), { premium: pricePremium, founding: priceFounding });
}

/** Subscriptions and payments: Premium, the founding membership, coupons, cancellation, Stripe webhooks. */
@Module({
  imports: [AccountsModule],
  controllers: [
    StripeHttpController,
    StripeWebhookHttpController,
    TestCheckoutHttpController,
    PaymentsModeHttpController,
    RetentionOfferHttpController,
    YourPlanHttpController,
    PaymentsHttpController,
    CardUpdateHttpController,
  ],
  providers: [
    featureProvider(billingFeature),
    { provide: PAYMENT_PROVIDER, inject: [APP_CONFIG], useFactory: paymentProvider },
    SubscriptionLedger,
    WebhookVerifier,
    CouponChecker,
    CouponThrottleGuard,
    BillingProjection,
    PaymentsProjection,
    GetMyPaymentsHandler,
    StartCardUpdateHandler,
    SaveTestCardHandler,
    GetTestReceiptHandler,
    AccountStatusProcessManager,
    StartCheckoutHandler,
    CompleteTestCheckoutHandler,
    ConfirmCheckoutHandler,
    CancelSubscriptionHandler,
    EndBillingForDeletionHandler,
    ResumeSubscriptionHandler,
    CreateSubscriptionHandler,
    UpdateBillingDetailsHandler,
    ApplyProviderEventHandler,
    GetSubscriptionStatusHandler,
    GetYourPlanHandler,
    ValidateCouponHandler,
    GetTestCheckoutHandler,
    TrialWarningsJob,
    AnswerRetentionOfferHandler,
    GetRetentionOfferHandler,
    SubscriptionsReader,
    TrialsReader,
    TrialClaims,
    SettleOnePlanHandler,
    SeedTestPlanHandler,
  ],
  exports: [SubscriptionsReader, TrialsReader],
})
export class BillingModule {}
