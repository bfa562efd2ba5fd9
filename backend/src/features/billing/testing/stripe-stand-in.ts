import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { skipContractCheck } from '../../../testing/api-contract.setup';
import { type FormValue, formList, parseStripeForm } from './stripe-form';

/**
 * A small stand-in for the Stripe API, for tests: the endpoints daily's Stripe adapter calls,
 * answering in Stripe's JSON shapes (API version 2025-03-31 and later: billing periods on the
 * subscription items, invoice payments, promotion codes with `promotion.coupon`). The real SDK is
 * pointed at it with `host`, `port` and `protocol`. It also plays the customer: `pay(sessionId)`
 * completes a checkout and returns the events Stripe would then send.
 */
type Json = Record<string, unknown>;

export interface RecordedRequest {
  method: string;
  path: string;
  body: Record<string, FormValue>;
  idempotencyKey: string | null;
}

export interface StandInEvent {
  id: string;
  object: 'event';
  api_version: string;
  type: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: Json };
}

const DAY = 24 * 60 * 60;
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body.message));
  }
}

const missing = (kind: string, objectId: string) =>
  new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param: 'id',
    message: `No such ${kind}: '${objectId}'`,
  });

export class StripeStandIn {
  readonly requests: RecordedRequest[] = [];
  readonly customers = new Map<string, Json>();
  readonly sessions = new Map<string, Json>();
  readonly subscriptions = new Map<string, Json>();
  readonly invoices = new Map<string, Json>();
  readonly prices = new Map<string, Json>();
  readonly paymentMethods = new Map<string, Json>();
  /** The last four digits of the card the customer types on Stripe's page (Stripe's own test Visa). */
  cardLast4 = '4242';
  readonly refunds: Json[] = [];
  private readonly promotionCodes: Json[] = [];
  readonly coupons = new Map<string, Json>();
  readonly portalSessions = new Map<string, Json>();
  /** Set to make refunds fail, as they do when the charge is disputed or too old. */
  failRefunds = false;
  /** Set to make subscription cancellations fail, as Stripe does during an outage. */
  failCancels = false;
  private server: Server | null = null;
  port = 0;

  constructor(readonly secretKey = 'sk_test_standin') {}

  static async start(secretKey?: string): Promise<StripeStandIn> {
    const standIn = new StripeStandIn(secretKey);
    await standIn.listen();
    return standIn;
  }

  get apiBase(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** A promotion code as set up in the Stripe dashboard. */
  addPromotionCode(options: {
    code: string;
    percentOff?: number;
    amountOff?: number;
    referral?: boolean;
    firstTimeOnly?: boolean;
    /** Marked in the code's metadata as daily reads it: one use per customer. */
    oncePerCustomer?: boolean;
    active?: boolean;
  }): void {
    const coupon = {
      id: id('co'),
      object: 'coupon',
      percent_off: options.percentOff ?? null,
      amount_off: options.amountOff ?? null,
      currency: options.amountOff ? 'gbp' : null,
      duration: 'once',
      valid: true,
      metadata: {},
    };
    this.promotionCodes.push({
      id: id('promo'),
      object: 'promotion_code',
      active: options.active ?? true,
      code: options.code,
      created: now(),
      customer: null,
      expires_at: null,
      livemode: false,
      max_redemptions: null,
      metadata: {
        ...(options.referral ? { type: 'referral' } : {}),
        ...(options.oncePerCustomer ? { once_per_customer: 'true' } : {}),
      },
      promotion: { type: 'coupon', coupon },
      restrictions: { first_time_transaction: options.firstTimeOnly ?? false, minimum_amount: null, minimum_amount_currency: null },
      times_redeemed: 0,
    });
  }

  /** A coupon as made in the Stripe dashboard, under a chosen id (the retention offer names one). */
  addCoupon(options: {
    id: string;
    percentOff?: number;
    amountOff?: number;
    duration?: 'once' | 'repeating' | 'forever';
    months?: number;
  }): void {
    this.coupons.set(options.id, {
      id: options.id,
      object: 'coupon',
      percent_off: options.percentOff ?? null,
      amount_off: options.amountOff ?? null,
      currency: options.amountOff ? 'gbp' : null,
      duration: options.duration ?? 'once',
      duration_in_months: options.duration === 'repeating' ? (options.months ?? 1) : null,
      valid: true,
      metadata: {},
    });
  }

  /**
   * The customer pays on Stripe's page: the session completes, its subscription starts (trialing
   * when the checkout asked for a trial), and the first invoice is paid when anything was due.
   * Returns the events Stripe would send, in the order Stripe creates them.
   */
  pay(sessionId: string): StandInEvent[] {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`No session ${sessionId}`);
    if (session.status !== 'open') throw new Error(`Session ${sessionId} is ${String(session.status)} and can no longer be paid`);
    const lineItem = (session.line_items as Json[])[0];
    const trialDays = Number((session.subscription_data as Json | undefined)?.trial_period_days ?? 0);
    // Checkout saves the card it collected on the subscription as its default payment method.
    const card = this.store(this.paymentMethods, {
      id: id('pm'),
      object: 'payment_method',
      type: 'card',
      customer: session.customer,
      created: now(),
      livemode: false,
      metadata: {},
      billing_details: { address: null, email: null, name: null, phone: null },
      card: { brand: 'visa', last4: this.cardLast4, exp_month: 12, exp_year: 2034, funding: 'credit', country: 'GB' },
    });
    const subscription = this.makeSubscription(
      String(session.customer),
      lineItem,
      ((session.subscription_data as Json | undefined)?.metadata as Json) ?? {},
      trialDays,
      false,
      String(card.id),
    );
    const invoice = this.invoices.get(String(subscription.latest_invoice)) as Json;
    const paidNow = Number(invoice.amount_due) > 0;
    if (paidNow) this.markPaid(invoice);
    Object.assign(session, {
      status: 'complete',
      payment_status: paidNow ? 'paid' : 'no_payment_required',
      subscription: subscription.id,
      amount_total: invoice.amount_due,
    });
    return [
      ...(paidNow ? [this.event('invoice.paid', invoice)] : []),
      this.event('customer.subscription.created', subscription),
      this.event('checkout.session.completed', session),
    ];
  }

  event(type: string, object: Json, created = now()): StandInEvent {
    return {
      id: id('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      type,
      created,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
    };
  }

  private async listen(): Promise<void> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    skipContractCheck(this.apiBase, "a stand-in for Stripe's API, which the daily document does not describe");
  }

  /** Answers to POSTs sent with an Idempotency-Key, by key. */
  private readonly idempotent = new Map<string, { body: string; answer: unknown }>();

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const body =
      request.method === 'GET' || request.method === 'DELETE'
        ? parseStripeForm(url.search.slice(1))
        : parseStripeForm(Buffer.concat(chunks).toString());
    const idempotencyKey = (request.headers['idempotency-key'] as string | undefined) ?? null;
    this.requests.push({ method: request.method ?? 'GET', path: url.pathname, body, idempotencyKey });
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      response.end(JSON.stringify(payload));
    };
    if (request.headers.authorization !== `Bearer ${this.secretKey}`) {
      send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      return;
    }
    // As Stripe does: a POST with a key seen before is answered as the first time, and refused
    // when its parameters differ from the first time's.
    const replay = idempotencyKey && request.method === 'POST' ? this.idempotent.get(idempotencyKey) : undefined;
    if (replay) {
      if (replay.body === JSON.stringify(body)) send(200, replay.answer);
      else
        send(400, {
          error: {
            type: 'idempotency_error',
            message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          },
        });
      return;
    }
    try {
      const answer = this.route(request.method ?? 'GET', url.pathname, body);
      if (idempotencyKey && request.method === 'POST') this.idempotent.set(idempotencyKey, { body: JSON.stringify(body), answer });
      send(200, answer);
    } catch (error) {
      if (error instanceof StripeApiError) send(error.status, { error: error.body });
      else send(500, { error: { type: 'api_error', message: (error as Error).message } });
    }
  }

  private route(method: string, path: string, body: Record<string, FormValue>): unknown {
    const [, version, resource, objectId, extra, action] = path.split('/');
    if (version !== 'v1') throw new StripeApiError(404, { type: 'invalid_request_error', message: 'Unrecognized request URL' });
    const expand = formList(body.expand);
    // Checkout and the billing portal name a second level (`checkout/sessions/:id`) before the object.
    const nested = resource === 'checkout' || resource === 'billing_portal';
    const route = `${method} ${resource}${objectId ? (nested ? `/${objectId}${extra ? '/:id' : ''}` : '/:id') : ''}`;
    const target = nested ? extra : objectId;
    switch (route) {
      case 'POST customers':
        return this.store(this.customers, {
          id: id('cus'),
          object: 'customer',
          name: body.name ?? null,
          email: body.email ?? null,
          metadata: body.metadata ?? {},
        });
      case 'POST customers/:id':
        return Object.assign(this.find(this.customers, 'customer', target), pick(body, ['name', 'email']));
      case 'POST checkout/sessions':
        return this.createSession(body);
      case 'POST checkout/sessions/:id': {
        if (action !== 'expire') break;
        const session = this.find(this.sessions, 'checkout.session', target);
        if (session.status !== 'open')
          throw new StripeApiError(400, {
            type: 'invalid_request_error',
            message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(session.status)}".`,
          });
        return Object.assign(session, { status: 'expired', url: null });
      }
      case 'GET checkout/sessions/:id': {
        const session = { ...this.find(this.sessions, 'checkout.session', target) };
        if (expand.includes('subscription') && session.subscription) {
          const subscription = this.subscriptions.get(String(session.subscription)) as Json;
          session.subscription = expand.includes('subscription.default_payment_method') ? this.withCard(subscription) : subscription;
        }
        return session;
      }
      case 'POST prices':
        return this.store(this.prices, this.priceFrom(body));
      case 'POST subscriptions':
        return this.createSubscription(body, expand);
      case 'GET subscriptions/:id': {
        const subscription = this.find(this.subscriptions, 'subscription', target);
        return expand.includes('default_payment_method') ? this.withCard(subscription) : subscription;
      }
      case 'GET payment_methods/:id':
        return this.find(this.paymentMethods, 'payment_method', target);
      case 'GET coupons/:id':
        return this.find(this.coupons, 'coupon', target);
      case 'POST subscriptions/:id': {
        const subscription = this.find(this.subscriptions, 'subscription', target);
        if (body.discounts !== undefined) {
          const discounts = (Array.isArray(body.discounts) ? body.discounts : []) as Json[];
          for (const d of discounts) this.find(this.coupons, 'coupon', String(d.coupon));
          subscription.discounts = discounts.map((d) => ({
            id: id('di'),
            object: 'discount',
            source: { type: 'coupon', coupon: d.coupon },
          }));
        }
        if (body.cancel_at_period_end !== undefined) {
          const cancel = body.cancel_at_period_end === 'true';
          Object.assign(subscription, {
            cancel_at_period_end: cancel,
            canceled_at: cancel ? now() : null,
            cancellation_details: cancellationDetails(body),
          });
        }
        return subscription;
      }
      case 'DELETE subscriptions/:id': {
        if (this.failCancels) throw new StripeApiError(500, { type: 'api_error', message: 'An unknown error occurred.' });
        const subscription = this.find(this.subscriptions, 'subscription', target);
        if (subscription.status === 'canceled')
          throw new StripeApiError(400, { type: 'invalid_request_error', message: 'This subscription has already been canceled.' });
        return Object.assign(subscription, {
          status: 'canceled',
          canceled_at: now(),
          ended_at: now(),
          cancellation_details: cancellationDetails(body),
        });
      }
      case 'GET promotion_codes': {
        const matches = this.promotionCodes.filter(
          (p) => String(p.code).toLowerCase() === String(body.code ?? '').toLowerCase() && (body.active !== 'true' || p.active),
        );
        const data = matches
          .slice(0, Number(body.limit ?? 10))
          .map((p) =>
            expand.includes('data.promotion.coupon')
              ? p
              : { ...p, promotion: { type: 'coupon', coupon: ((p.promotion as Json).coupon as Json).id } },
          );
        return { object: 'list', url: '/v1/promotion_codes', has_more: false, data };
      }
      case 'GET invoices/:id': {
        const invoice = { ...this.find(this.invoices, 'invoice', target) };
        if (!expand.includes('payments')) delete invoice.payments;
        return invoice;
      }
      case 'POST billing_portal/sessions': {
        const customer = this.find(this.customers, 'customer', String(body.customer));
        const sessionId = id('bps');
        return this.store(this.portalSessions, {
          id: sessionId,
          object: 'billing_portal.session',
          customer: customer.id,
          return_url: body.return_url ?? null,
          flow: body.flow_data ?? null,
          url: `https://billing.stripe.test/p/session/${sessionId}`,
          created: now(),
        });
      }
      case 'POST refunds':
        return this.refund(body);
      default:
        break;
    }
    throw new StripeApiError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` });
  }

  private createSession(body: Record<string, FormValue>): Json {
    if (body.discounts && body.allow_promotion_codes) {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        message: 'You may only specify one of these parameters: allow_promotion_codes, discounts.',
      });
    }
    if (body.mode !== 'subscription')
      throw new StripeApiError(400, { type: 'invalid_request_error', message: 'This stand-in only supports subscription mode.' });
    if (!String(body.success_url ?? '').includes('{CHECKOUT_SESSION_ID}'))
      throw new StripeApiError(400, { type: 'invalid_request_error', message: 'success_url should carry {CHECKOUT_SESSION_ID}' });
    const sessionId = id('cs_test');
    const lineItems = body.line_items as Json[];
    return this.store(this.sessions, {
      id: sessionId,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      url: `https://checkout.stripe.test/c/pay/${sessionId}`,
      customer: body.customer ?? null,
      client_reference_id: body.client_reference_id ?? null,
      metadata: body.metadata ?? {},
      success_url: body.success_url,
      cancel_url: body.cancel_url,
      amount_total: null,
      currency: 'gbp',
      expires_at: now() + DAY,
      subscription: null,
      allow_promotion_codes: body.allow_promotion_codes === 'true',
      discounts: body.discounts ?? [],
      line_items: lineItems,
      subscription_data: body.subscription_data ?? {},
    });
  }

  private createSubscription(body: Record<string, FormValue>, expand: string[]): Json {
    const item = (body.items as Json[])[0];
    const trialDays = Number(body.trial_period_days ?? 0);
    const subscription = this.makeSubscription(
      String(body.customer),
      item,
      (body.metadata as Json) ?? {},
      trialDays,
      body.payment_behavior === 'default_incomplete',
    );
    const answer: Json = { ...subscription };
    if (expand.includes('latest_invoice.confirmation_secret')) {
      const invoice = this.invoices.get(String(subscription.latest_invoice)) as Json;
      answer.latest_invoice = {
        ...invoice,
        confirmation_secret:
          Number(invoice.amount_due) > 0 ? { type: 'payment_intent', client_secret: `${id('pi')}_secret_${id('s')}` } : null,
      };
    }
    if (expand.includes('pending_setup_intent') && subscription.pending_setup_intent) {
      answer.pending_setup_intent = {
        id: subscription.pending_setup_intent,
        object: 'setup_intent',
        client_secret: `${subscription.pending_setup_intent}_secret_${id('s')}`,
      };
    }
    return answer;
  }

  /** A subscription with its default payment method expanded, as `expand[]=default_payment_method` answers. */
  private withCard(subscription: Json): Json {
    const card = subscription.default_payment_method;
    return { ...subscription, default_payment_method: card ? (this.paymentMethods.get(String(card)) ?? null) : null };
  }

  private makeSubscription(
    customer: string,
    lineItem: Json,
    metadata: Json,
    trialDays: number,
    awaitingPayment = false,
    paymentMethod: string | null = null,
  ): Json {
    const price = lineItem.price
      ? (this.prices.get(String(lineItem.price)) ?? {
          id: lineItem.price,
          object: 'price',
          unit_amount: 1000,
          currency: 'gbp',
          recurring: { interval: 'month' },
        })
      : this.priceFrom(lineItem.price_data as Record<string, FormValue>);
    const interval = ((price.recurring as Json).interval as string) === 'year' ? 365 : 30;
    const start = now();
    const trialEnd = trialDays > 0 ? start + trialDays * DAY : null;
    const subscriptionId = id('sub');
    const invoice = this.store(this.invoices, {
      id: id('in'),
      object: 'invoice',
      customer,
      status: trialEnd ? 'paid' : 'open',
      amount_due: trialEnd ? 0 : price.unit_amount,
      amount_paid: 0,
      currency: 'gbp',
      attempt_count: 0,
      next_payment_attempt: null,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata } },
      payments: { object: 'list', data: [], has_more: false },
      status_transitions: { paid_at: trialEnd ? start : null },
    });
    // As Stripe: every finalized invoice has its page, the receipt a customer opens.
    invoice.hosted_invoice_url = `https://invoice.stripe.test/i/${String(invoice.id)}`;
    return this.store(this.subscriptions, {
      id: subscriptionId,
      object: 'subscription',
      customer,
      status: trialEnd ? 'trialing' : awaitingPayment ? 'incomplete' : 'active',
      metadata,
      created: start,
      start_date: start,
      trial_start: trialEnd ? start : null,
      trial_end: trialEnd,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      latest_invoice: invoice.id,
      default_payment_method: paymentMethod,
      pending_setup_intent: trialEnd ? id('seti') : null,
      items: {
        object: 'list',
        data: [
          {
            id: id('si'),
            object: 'subscription_item',
            price,
            quantity: 1,
            current_period_start: start,
            current_period_end: trialEnd ?? start + interval * DAY,
          },
        ],
      },
    });
  }

  private markPaid(invoice: Json): void {
    const intent = id('pi');
    Object.assign(invoice, {
      status: 'paid',
      status_transitions: { paid_at: now() },
      amount_paid: invoice.amount_due,
      payments: {
        object: 'list',
        has_more: false,
        data: [
          {
            id: id('inpay'),
            object: 'invoice_payment',
            amount_paid: invoice.amount_due,
            currency: 'gbp',
            status: 'paid',
            payment: { type: 'payment_intent', payment_intent: intent },
          },
        ],
      },
    });
  }

  private refund(body: Record<string, FormValue>): Json {
    if (this.failRefunds)
      throw new StripeApiError(400, { type: 'invalid_request_error', code: 'charge_disputed', message: 'This charge has been disputed.' });
    const intent = String(body.payment_intent ?? '');
    const invoice = [...this.invoices.values()].find((i) =>
      ((i.payments as Json).data as Json[]).some((p) => (p.payment as Json).payment_intent === intent),
    );
    if (!invoice) throw missing('payment_intent', intent);
    const refund = {
      id: id('re'),
      object: 'refund',
      amount: Number(body.amount ?? invoice.amount_paid),
      currency: 'gbp',
      payment_intent: intent,
      charge: id('ch'),
      status: 'succeeded',
      metadata: body.metadata ?? {},
    };
    this.refunds.push(refund);
    return refund;
  }

  private priceFrom(data: Record<string, FormValue>): Json {
    return {
      id: id('price'),
      object: 'price',
      unit_amount: Number(data.unit_amount),
      currency: data.currency,
      recurring: data.recurring ?? null,
      product: id('prod'),
    };
  }

  private store(map: Map<string, Json>, object: Json): Json {
    map.set(String(object.id), object);
    return object;
  }

  private find(map: Map<string, Json>, kind: string, objectId: string | undefined): Json {
    const found = objectId ? map.get(objectId) : undefined;
    if (!found) throw missing(kind, objectId ?? '');
    return found;
  }
}

function cancellationDetails(body: Record<string, FormValue>): Json {
  const details = body.cancellation_details as Json | undefined;
  return { comment: details?.comment ?? null, feedback: details?.feedback ?? null };
}

function pick(body: Record<string, FormValue>, keys: string[]): Json {
  return Object.fromEntries(keys.filter((k) => body[k] !== undefined).map((k) => [k, body[k]]));
}
