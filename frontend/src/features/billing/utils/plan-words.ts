import { formatLongDate, formatShortDate, fromUnixSeconds } from '@/lib/format';
import { formatMoney, formatPrice } from '@/lib/format-money';

import type { YourPlan } from '../api/get-your-plan';

/** The server counts in pence; the style module in pounds. */
const pounds = (money: { amount: number; currency: string }) => ({ amount: money.amount / 100, currency: money.currency });

const planNames = { premium: 'Premium', founding: 'Founding member' } as const;

const date = (seconds: number | null | undefined) => {
  const at = fromUnixSeconds(seconds);
  return at ? formatLongDate(at) : null;
};

/** "Premium", "Founding member"; null with no plan. */
export function planName(plan: YourPlan): string | null {
  return plan.plan ? planNames[plan.plan] : null;
}

/** The price as charged: "£10/month", or "£5/month for 3 months, then £10/month" while a discount lasts. */
export function priceAsCharged(plan: YourPlan): string | null {
  if (!plan.price) return null;
  const full = formatPrice({ ...pounds(plan.price), interval: plan.price.interval });
  const discount = plan.discount;
  if (!discount) return full;
  const cut = formatPrice({ ...pounds(discount), interval: plan.price.interval });
  if (discount.months === null) return cut;
  const span = discount.months === 1 ? `for 1 ${plan.price.interval}` : `for ${discount.months} ${plan.price.interval}s`;
  return `${cut} ${span}, then ${full}`;
}

/** The one line about what comes next: the next charge, the end of access, or how it ended. */
export function whatComesNext(plan: YourPlan): { term: string; value: string } | null {
  switch (plan.state) {
    case 'trial':
      return plan.next_charge
        ? { term: 'First payment', value: `${formatMoney(pounds(plan.next_charge))} on ${date(plan.next_charge.at)}` }
        : { term: 'Trial ends', value: date(plan.trial_end) ?? 'N/A' };
    case 'active':
    case 'payment_problem':
      return plan.next_charge
        ? { term: 'Next payment', value: `${formatMoney(pounds(plan.next_charge))} on ${date(plan.next_charge.at)}` }
        : null;
    case 'ending':
      return { term: 'Access until', value: date(plan.access_until) ?? 'N/A' };
    case 'refunded':
      return { term: 'Refund', value: plan.refund ? `${formatMoney(pounds(plan.refund))} back to your card` : 'Nothing was charged' };
    default:
      return null;
  }
}

/** A plan set to end during its free trial: nothing will be charged. */
function endsInTrial(plan: YourPlan): boolean {
  return plan.trial_end !== null && plan.access_until !== null && plan.access_until <= plan.trial_end;
}

/** What the status row says for states the spec's provider labels would get wrong. */
export function stateLabel(plan: YourPlan): string | null {
  if (plan.state === 'ending') {
    const at = fromUnixSeconds(plan.access_until);
    const day = at ? formatShortDate(at) : null;
    // The spec's spelling, "Canceled", as in its Settings table.
    if (endsInTrial(plan)) return day ? `Trial canceled · ends ${day}` : 'Trial canceled';
    return day ? `Canceled · access until ${day}` : 'Canceled (access until end of billing period)';
  }
  if (plan.state === 'refunded') return 'Ended with a refund; you are on the free plan';
  if (plan.state === 'ended') return 'Ended; you are on the free plan';
  if (plan.state === 'included') return 'Included with your account';
  return null;
}
