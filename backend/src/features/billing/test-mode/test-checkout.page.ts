import { format } from 'date-fns';
import { displayMoney, PLAN_TERMS } from '../domain/billing-plans';
import { discountOn } from '../domain/coupon-answer';
import type { CheckoutView, PaymentView } from '../read-models/billing-views';

/**
 * The built-in test checkout: plain server-made HTML with two forms and no script (the CSP allows
 * none inline), legible without styles, and announcing on every screen that nothing is charged.
 * It wears the app's colours, corners and typeface (the frontend build writes the typeface at a
 * stable address for it), so leaving the app for it does not feel like leaving daily.
 */
const STYLE = `
  @font-face { font-family: 'Inter Variable'; font-style: normal; font-weight: 100 900; font-display: swap; src: url('/fonts/brand-latin.woff2') format('woff2'); }
  :root { color-scheme: light; font-family: 'Inter Variable', system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1c2230; background: #f8f5ef; }
  body { margin: 0; padding: 2rem 1rem; }
  main { max-width: 30rem; margin: 0 auto; background: #fff; border: 1px solid #e3dccf; border-radius: 1.25rem; padding: 1.5rem; box-shadow: 0 1px 2px rgb(28 34 48 / 6%), 0 8px 24px rgb(28 34 48 / 6%); }
  .brand { margin: 0 0 1rem; font-weight: 700; font-size: 1.25rem; letter-spacing: -0.01em; color: #0f6b62; }
  .banner { margin: 0 0 1.25rem; padding: 0.75rem 1rem; border: 1px solid #b45309; border-radius: 0.75rem; background: #fffbeb; color: #78350f; }
  .banner strong { display: block; font-size: 1.05rem; }
  h1 { font-size: 1.5rem; margin: 0 0 1rem; letter-spacing: -0.01em; }
  dl { margin: 0 0 1.5rem; }
  dl div { display: flex; justify-content: space-between; gap: 1rem; padding: 0.6rem 0; border-bottom: 1px solid #e3dccf; }
  dt { color: #545b69; }
  dd { margin: 0; text-align: right; font-weight: 500; }
  dl .total dt, dl .total dd { font-weight: 700; color: #1c2230; }
  .note { color: #545b69; font-size: 0.95rem; margin: 0 0 1.5rem; }
  .actions { display: flex; gap: 0.75rem; flex-wrap: wrap; }
  .actions form, .actions > .link { flex: 1 1 10rem; margin: 0; }
  button, .link { display: block; width: 100%; box-sizing: border-box; min-height: 2.75rem; padding: 0.7rem 1rem; border-radius: 999px; font: inherit; font-weight: 600; text-align: center; cursor: pointer; text-decoration: none; }
  .pay { background: #0f6b62; color: #fff; border: 1px solid #0f6b62; }
  .pay:hover { background: #0b564f; }
  .cancel, .link { background: #fff; color: #1c2230; border: 1px solid #e3dccf; }
  .cancel:hover, .link:hover { background: #f8f5ef; }
  button:focus-visible, .link:focus-visible { outline: 2px solid #0f6b62; outline-offset: 2px; }
`;

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escape(title)} · daily</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand">daily</p>
<p class="banner" role="note"><strong>Test mode — no real payment</strong>This page stands in for the card payment page. No card is asked for and nothing is charged.</p>
${body}
</main>
</body>
</html>`;
}

function row(term: string, detail: string, className = ''): string {
  return `<div${className ? ` class="${className}"` : ''}><dt>${escape(term)}</dt><dd>${escape(detail)}</dd></div>`;
}

export function renderTestCheckout(checkout: CheckoutView, now: Date): string {
  const terms = PLAN_TERMS[checkout.plan];
  const money = (minor: number) => displayMoney(minor, checkout.currency);
  const off = checkout.discount ? discountOn(checkout.discount, checkout.amount) : 0;
  const firstPayment = checkout.amount - off;
  const per = terms.interval === 'month' ? '/month' : '/year';
  const trialEnds = new Date(now.getTime() + checkout.trialDays * 24 * 60 * 60 * 1000);
  const discount = checkout.discount
    ? `${checkout.discount.code}: ${checkout.discount.percentOff !== null ? `${checkout.discount.percentOff}% off` : `${money(off)} off`} the first payment`
    : 'None';
  const then =
    checkout.trialDays > 0
      ? `After the trial, ${money(firstPayment)} will be taken on ${format(trialEnds, 'MMMM d, yyyy')}, then ${money(checkout.amount)}${per}. Cancel any time before then and nothing is charged.`
      : `Renews at ${money(checkout.amount)}${per}. Cancel any time from your settings.`;
  const action = (what: 'pay' | 'cancel') => `/api/stripe/test-checkout/${encodeURIComponent(checkout._id)}/${what}`;
  return page(
    `Test checkout: ${terms.name}`,
    `<h1>daily ${escape(terms.name)}</h1>
<dl>
${row('Plan', terms.name)}
${row('Price', `${money(checkout.amount)}${per}`)}
${row('Free trial', checkout.trialDays > 0 ? `${checkout.trialDays} days` : 'None')}
${row('Discount', discount)}
${row('Due today', money(checkout.trialDays > 0 ? 0 : firstPayment), 'total')}
</dl>
<p class="note" id="terms">${escape(then)}</p>
<div class="actions">
<form method="post" action="${action('pay')}"><button type="submit" class="pay" aria-describedby="terms">Pay</button></form>
<form method="post" action="${action('cancel')}"><button type="submit" class="cancel">Cancel</button></form>
</div>`,
  );
}

/** A short page for a finished, expired or unknown test checkout, with one way onward. */
export function renderTestCheckoutNotice(heading: string, text: string, link: { href: string; label: string } | null): string {
  const onward = link ? `<a class="link" href="${escape(link.href)}">${escape(link.label)}</a>` : '';
  return page(heading, `<h1>${escape(heading)}</h1>\n<p class="note">${escape(text)}</p>\n${onward}`);
}

/** The receipt of a payment made on the test checkout: what Stripe's hosted invoice page shows, in short. */
export function renderTestReceipt(payment: PaymentView): string {
  return page(
    'Receipt',
    `<h1>Receipt</h1>
<dl>
${row('Receipt number', payment._id)}
${row('Date paid', format(new Date(payment.at * 1000), 'MMMM d, yyyy'))}
${row('Amount paid', displayMoney(payment.amount, payment.currency), 'total')}
</dl>
<p class="note">Made by the test checkout: no card was charged.</p>
<a class="link" href="/settings">Back to daily</a>`,
  );
}

/** Stands in for Stripe's "update payment method" page: one button saves a test card, nothing is asked for. */
export function renderTestCardUpdate(subscriptionId: string): string {
  return page(
    'Update card',
    `<h1>Update your card</h1>
<dl>
${row('New card', 'Test card ending 4444')}
</dl>
<p class="note" id="card-terms">Your subscription's next payments are taken from this card.</p>
<div class="actions">
<form method="post" action="/api/stripe/test-checkout/card/${encodeURIComponent(subscriptionId)}/save"><button type="submit" class="pay" aria-describedby="card-terms">Save card</button></form>
<a class="link" href="/settings">Cancel</a>
</div>`,
  );
}
