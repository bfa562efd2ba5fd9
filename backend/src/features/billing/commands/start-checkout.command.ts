import { Inject } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { DomainError } from '../../../platform/commands/domain-error';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { AccountsReader, SetAccountNameCommand } from '../../accounts';
import { ChangeEmailCommand } from '../../profile';
import { CouponChecker } from '../coupon-checker.service';
import type { Plan } from '../domain/billing-plans';
import { ownReturnUrl } from '../domain/return-urls';
import { PLAN_TERMS } from '../domain/billing-plans';
import { assertCanStartCheckout } from '../domain/one-live-plan';
import { hadTrial } from '../domain/used-offers';
import type { SubscriptionCommand } from '../domain/subscription.decider';
import { TrialClaims } from '../trial-claims.service';
import { providerRequestKey } from '../domain/provider-request-key';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../provider/payment-provider.port';
import { SubscriptionLedger } from '../subscription-ledger.service';

export interface StartedCheckout {
  checkout_url: string;
  session_id: string;
}

/** Where people land after paying or giving up, when the request names no address (spec section 7). */
export const DEFAULT_RETURN_PATHS: Record<Plan, { success: string; cancel: string }> = {
  premium: { success: '/stripe/success', cancel: '/stripe/cancel' },
  founding: { success: '/founding-success', cancel: '/about?cancelled=true' },
};

export class StartCheckoutCommand extends Command<StartedCheckout> {
  constructor(
    readonly userId: string,
    readonly plan: Plan,
    readonly details: {
      customerName: string | null;
      customerEmail: string | null;
      couponCode: string | null;
      successUrl: string | null;
      cancelUrl: string | null;
    },
    readonly context: CommandContext,
  ) {
    super();
  }
}

/**
 * Opens a checkout for Premium or the founding membership. The rules are checked before the
 * provider is asked, so no checkout page exists for a purchase that would be refused.
 */
@CommandHandler(StartCheckoutCommand)
export class StartCheckoutHandler implements ICommandHandler<StartCheckoutCommand> {
  constructor(
    private readonly ledger: SubscriptionLedger,
    private readonly accounts: AccountsReader,
    private readonly bus: CommandBus,
    private readonly coupons: CouponChecker,
    private readonly trials: TrialClaims,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ userId, plan, details, context }: StartCheckoutCommand): Promise<StartedCheckout> {
    const successUrl = ownReturnUrl(details.successUrl, DEFAULT_RETURN_PATHS[plan].success, this.config.publicUrl, 'success_url');
    const cancelUrl = ownReturnUrl(details.cancelUrl, DEFAULT_RETURN_PATHS[plan].cancel, this.config.publicUrl, 'cancel_url');
    const account = await this.accounts.require(userId);
    const { state, revision } = await this.ledger.loadAt(userId);
    assertCanStartCheckout(state, plan);
    const code = details.couponCode?.trim() || null;
    const discount = code ? await this.coupons.check(code, state) : null;
    if (code && !discount) throw new DomainError('Please enter a valid coupon code or remove it to continue', 'invalid');

    // One free trial per person, ever: this account's own history, and any account the number ever had.
    const trialDays =
      PLAN_TERMS[plan].trialDays > 0 && !hadTrial(state) && !(await this.trials.claimed(account.phoneHash))
        ? PLAN_TERMS[plan].trialDays
        : 0;

    const name = details.customerName?.trim() || null;
    const email = details.customerEmail?.trim() || null;
    const checkout = await this.provider.createCheckout({
      userId,
      plan,
      customerId: state.customerId,
      customerName: name ?? account.name,
      customerEmail: email ?? account.email,
      discount,
      trialDays,
      successUrl,
      cancelUrl,
      idempotencyKey: providerRequestKey('checkout', userId, revision),
    });
    const commands: SubscriptionCommand[] = [
      ...(checkout.customerId
        ? [{ kind: 'link-customer' as const, userId, customerId: checkout.customerId, provider: this.provider.name }]
        : []),
      {
        kind: 'start-checkout',
        userId,
        sessionId: checkout.sessionId,
        plan,
        provider: this.provider.name,
        discount,
        trialDays,
        successUrl,
        cancelUrl,
        expiresAt: checkout.expiresAt,
      },
    ];
    await this.ledger.run(userId, commands, context);
    // The subscribe form edits the person's name; keep the account's name in step with it.
    if (name && name !== account.name) await this.bus.execute(new SetAccountNameCommand(userId, name, context));
    // The e-mail given for the receipts becomes the account's, an ordinary settings change, unless
    // the person already has one (settings is where an e-mail is changed).
    if (email && !account.email) await this.bus.execute(new ChangeEmailCommand(userId, email, context));
    return { checkout_url: checkout.url, session_id: checkout.sessionId };
  }
}
