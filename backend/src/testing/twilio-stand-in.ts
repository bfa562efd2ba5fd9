import { randomBytes, randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small stand-in for Twilio's REST API, for tests: the parts daily's adapters call, answering
 * in Twilio's JSON shapes and with its documented error bodies `{code, message, more_info,
 * status}`. The real `twilio` SDK is pointed at it with TWILIO_API_BASE.
 *
 * - Programmable Messaging: `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`, and the list
 *   `GET …/Messages.json?To=&From=&DateSent>=&PageSize=` (newest first, paged by `next_page_uri`)
 * - Programmable Voice: `POST /2010-04-01/Accounts/{AccountSid}/Calls.json`
 * - Verify v2: `POST /v2/Services/{ServiceSid}/Verifications` and `…/VerificationCheck`
 * - Media of inbound messages: `GET /2010-04-01/Accounts/{AccountSid}/Messages/{MessageSid}/Media/{MediaSid}`
 *   (a voice note a test sent in; `addMedia` makes one and gives its api.twilio.com address)
 *
 * Requests are form-encoded with HTTP basic auth (account SID and auth token), as the SDK sends
 * them. It also plays the person's phone: `codeFor(phone)` is the code Verify sent.
 */
type Json = Record<string, unknown>;

export interface TwilioRequest {
  method: string;
  path: string;
  params: Record<string, string>;
}

export interface DeliveredMessage {
  sid: string;
  to: string;
  from: string;
  body: string;
  channel: 'whatsapp' | 'sms';
}

export interface PlacedCall {
  sid: string;
  to: string;
  from: string;
  twiml: string | null;
  url: string | null;
}

interface PendingVerification {
  sid: string;
  serviceSid: string;
  to: string;
  channel: string;
  code: string;
  checks: number;
  createdAt: string;
}

/** The Twilio errors this stand-in answers with, as https://www.twilio.com/docs/api/errors lists them. */
export const TWILIO_ERRORS = {
  20003: { status: 401, message: 'Authenticate' },
  20404: { status: 404, message: 'The requested resource {path} was not found' },
  20500: { status: 500, message: 'An internal server error has occurred' },
  21200: { status: 400, message: 'Either Url, Twiml or ApplicationSid is required to create a call.' },
  21211: { status: 400, message: "Invalid 'To' Phone Number: {to}" },
  21602: { status: 400, message: 'Message body is required.' },
  21603: { status: 400, message: "A 'From' phone number is required." },
  21604: { status: 400, message: "A 'To' phone number is required." },
  21610: { status: 400, message: 'Attempt to send to unsubscribed recipient' },
  21617: { status: 400, message: 'The concatenated message body exceeds the 1600 character limit.' },
  30016: { status: 400, message: "'To' and 'From' channel types are incompatible" },
  60200: { status: 400, message: 'Invalid parameter `{param}`: {value}' },
  60202: { status: 429, message: 'Max check attempts reached' },
  60203: { status: 429, message: 'Max send attempts reached' },
  60223: { status: 400, message: 'Delivery channel disabled: {channel}' },
  63007: { status: 400, message: "Twilio could not find a Channel with the specified 'From' address" },
  63016: {
    status: 400,
    message:
      'Failed to send freeform message because you are outside the allowed window. If you are using WhatsApp, please use a Message Template.',
  },
} as const;

export type TwilioErrorCode = keyof typeof TWILIO_ERRORS;

class TwilioApiError extends Error {
  constructor(
    readonly code: TwilioErrorCode,
    readonly values: Record<string, string> = {},
  ) {
    super(TWILIO_ERRORS[code].message);
  }

  body(): Json {
    const { status, message } = TWILIO_ERRORS[this.code];
    return {
      code: this.code,
      message: message.replace(/\{(\w+)\}/g, (_, name: string) => this.values[name] ?? ''),
      more_info: `https://www.twilio.com/docs/errors/${this.code}`,
      status,
    };
  }
}

const E164 = /^\+[1-9]\d{6,14}$/;
const VERIFY_CHANNELS = ['sms', 'whatsapp', 'call', 'email'];
/** Verify allows five checks of one verification, then deletes it. */
const MAX_CHECKS = 5;

const sid = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;
/** Twilio's 2010 API writes dates as RFC 2822; Verify v2 as ISO 8601 without milliseconds. */
const rfc2822 = (at = new Date()) => at.toUTCString().replace('GMT', '+0000');
const iso = (at = new Date()) => at.toISOString().replace(/\.\d{3}Z$/, 'Z');

export class TwilioStandIn {
  readonly requests: TwilioRequest[] = [];
  readonly messages: DeliveredMessage[] = [];
  readonly calls: PlacedCall[] = [];
  /** Every code Verify sent, as the phones received them. */
  readonly codes: { to: string; channel: string; code: string }[] = [];
  private readonly verifications: PendingVerification[] = [];
  private readonly media = new Map<string, { bytes: Buffer; contentType: string }>();
  /** Refusals to answer, by what is asked: a Messages create on a channel, or a Verify channel. */
  private readonly refusals = new Map<string, TwilioErrorCode>();
  /** Messages creates still to fail with a 500, by channel: an outage that ends by itself. */
  private readonly outages = new Map<string, number>();
  /** When each created message was taken, for the list's `date_sent` and its filters. */
  private readonly sentAt = new Map<string, Date>();
  /** Messages creates still to be taken and then left unanswered (the connection cut): a crash's view. */
  private unanswered = 0;
  /** Messages creates still to be dropped unread (the connection cut before Twilio took them). */
  private dropped = 0;
  private server: Server | null = null;
  port = 0;

  constructor(
    readonly accountSid = `AC${randomBytes(16).toString('hex')}`,
    readonly authToken = randomBytes(16).toString('hex'),
    readonly verifyServiceSid = `VA${randomBytes(16).toString('hex')}`,
  ) {}

  static async start(): Promise<TwilioStandIn> {
    const standIn = new TwilioStandIn();
    await standIn.listen();
    return standIn;
  }

  get apiBase(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The environment that points a daily server at this stand-in. */
  env(senders: { from?: string; whatsappFrom?: string } = {}): Record<string, string> {
    return {
      TWILIO_ACCOUNT_SID: this.accountSid,
      TWILIO_AUTH_TOKEN: this.authToken,
      TWILIO_VERIFY_SERVICE_SID: this.verifyServiceSid,
      TWILIO_API_BASE: this.apiBase,
      ...(senders.from ? { TWILIO_FROM: senders.from } : {}),
      ...(senders.whatsappFrom ? { TWILIO_WHATSAPP_FROM: senders.whatsappFrom } : {}),
    };
  }

  /** Makes messages on a channel, or Verify codes by a channel, fail with a Twilio error until `accept`. */
  refuse(what: 'message:whatsapp' | 'message:sms' | 'verify:whatsapp' | 'verify:sms', code: TwilioErrorCode): void {
    this.refusals.set(what, code);
  }

  accept(what: 'message:whatsapp' | 'message:sms' | 'verify:whatsapp' | 'verify:sms'): void {
    this.refusals.delete(what);
  }

  /** The next `requests` Messages creates on a channel fail with Twilio's 500 (20500); then it recovers. */
  outage(what: 'message:whatsapp' | 'message:sms', requests: number): void {
    this.outages.set(what, requests);
  }

  /**
   * The next `requests` Messages creates are taken (the message goes out and is listed) but the
   * connection is cut before the answer, as a sender that crashed mid-send or lost its network sees.
   */
  cutAfterTaking(requests: number): void {
    this.unanswered = requests;
  }

  /** The next `requests` Messages creates are cut off before Twilio takes them: nothing goes out, no answer. */
  cutBeforeTaking(requests: number): void {
    this.dropped = requests;
  }

  /**
   * Media as Twilio keeps it for an inbound message: the address is Twilio's own (api.twilio.com),
   * as in a webhook's MediaUrl0; a server with TWILIO_API_BASE fetches it from here.
   */
  addMedia(bytes: Buffer, contentType: string): string {
    const path = `/2010-04-01/Accounts/${this.accountSid}/Messages/${sid('MM')}/Media/${sid('ME')}`;
    this.media.set(path, { bytes, contentType });
    return `https://api.twilio.com${path}`;
  }

  /** The code the latest verification sent to a phone, as its owner would read it. */
  codeFor(phone: string): string | null {
    return this.codes.filter((c) => c.to === phone).at(-1)?.code ?? null;
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    // The SDK keeps connections alive; they would hold the server open.
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async listen(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.apiBase);
    let text = '';
    for await (const chunk of req) text += String(chunk);
    const form = (req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    // A list's filters come in the query string, a create's fields in the form body.
    const params = Object.fromEntries(req.method === 'GET' ? url.searchParams : new URLSearchParams(form ? text : ''));
    this.requests.push({ method: req.method ?? 'GET', path: url.pathname, params });
    try {
      if (!this.authenticated(req)) throw new TwilioApiError(20003);
      const media = req.method === 'GET' ? this.media.get(url.pathname) : undefined;
      if (media) {
        res.writeHead(200, { 'content-type': media.contentType, 'content-length': String(media.bytes.length) });
        res.end(media.bytes);
        return;
      }
      if (req.method === 'POST' && url.pathname.endsWith('/Messages.json') && this.dropped > 0) {
        this.dropped -= 1;
        req.socket.destroy();
        return;
      }
      const [status, body] = this.route(req.method ?? 'GET', url.pathname, params);
      if (status === 201 && body.sid && String(body.sid).startsWith('SM') && this.unanswered > 0) {
        this.unanswered -= 1;
        req.socket.destroy();
        return;
      }
      this.send(res, status, body);
    } catch (error) {
      if (!(error instanceof TwilioApiError)) throw error;
      this.send(res, TWILIO_ERRORS[error.code].status, error.body());
    }
  }

  private authenticated(req: IncomingMessage): boolean {
    const header = req.headers.authorization ?? '';
    if (!header.startsWith('Basic ')) return false;
    return Buffer.from(header.slice(6), 'base64').toString() === `${this.accountSid}:${this.authToken}`;
  }

  private route(method: string, path: string, params: Record<string, string>): [number, Json] {
    const account = /^\/2010-04-01\/Accounts\/([^/]+)\/(Messages|Calls)\.json$/.exec(path);
    if (method === 'POST' && account && account[1] === this.accountSid) {
      return account[2] === 'Messages' ? [201, this.createMessage(params)] : [201, this.createCall(params)];
    }
    if (method === 'GET' && account && account[1] === this.accountSid && account[2] === 'Messages') {
      return [200, this.listMessages(path, params)];
    }
    const verify = /^\/v2\/Services\/([^/]+)\/(Verifications|VerificationCheck)$/.exec(path);
    if (method === 'POST' && verify && verify[1] === this.verifyServiceSid) {
      return verify[2] === 'Verifications' ? [201, this.createVerification(params)] : [200, this.checkVerification(params)];
    }
    throw new TwilioApiError(20404, { path });
  }

  private createMessage(params: Record<string, string>): Json {
    const { To: to, From: from, Body: body } = params;
    if (!to) throw new TwilioApiError(21604);
    if (!from) throw new TwilioApiError(21603);
    if (!body) throw new TwilioApiError(21602);
    if (body.length > 1600) throw new TwilioApiError(21617);
    const whatsapp = to.startsWith('whatsapp:');
    if (whatsapp !== from.startsWith('whatsapp:')) throw new TwilioApiError(30016);
    const number = whatsapp ? to.slice('whatsapp:'.length) : to;
    if (!E164.test(number)) throw new TwilioApiError(21211, { to });
    const channel = whatsapp ? 'whatsapp' : 'sms';
    const refusal = this.refusals.get(`message:${channel}`);
    if (refusal) throw new TwilioApiError(refusal, { to: number });
    const failing = this.outages.get(`message:${channel}`) ?? 0;
    if (failing > 0) {
      this.outages.set(`message:${channel}`, failing - 1);
      throw new TwilioApiError(20500);
    }
    const message: DeliveredMessage = { sid: sid('SM'), to, from, body, channel };
    this.messages.push(message);
    this.sentAt.set(message.sid, new Date());
    return this.messageJson(message, 'queued');
  }

  /** A message as Twilio writes it: `queued` when just created, `sent` once it left the queue (listed). */
  private messageJson(message: DeliveredMessage, status: 'queued' | 'sent'): Json {
    const at = this.sentAt.get(message.sid) ?? new Date();
    return {
      account_sid: this.accountSid,
      api_version: '2010-04-01',
      body: message.body,
      date_created: rfc2822(at),
      date_sent: status === 'sent' ? rfc2822(at) : null,
      date_updated: rfc2822(at),
      direction: 'outbound-api',
      error_code: null,
      error_message: null,
      from: message.from,
      messaging_service_sid: null,
      num_media: '0',
      num_segments: String(Math.ceil(message.body.length / 153) || 1),
      price: null,
      price_unit: 'USD',
      sid: message.sid,
      status,
      subresource_uris: { media: `/2010-04-01/Accounts/${this.accountSid}/Messages/${message.sid}/Media.json` },
      to: message.to,
      uri: `/2010-04-01/Accounts/${this.accountSid}/Messages/${message.sid}.json`,
    };
  }

  /**
   * The Message list: filtered by To, From and DateSent (`DateSent`, `DateSent<`, `DateSent>`: a day
   * `YYYY-MM-DD` or a time, as the SDK writes them), newest first, `PageSize` a page (50 by default,
   * at most 1000), later pages by the `next_page_uri` given, as Twilio pages them.
   */
  private listMessages(path: string, query: Record<string, string>): Json {
    const size = Math.min(Math.max(Number(query.PageSize ?? 50) || 50, 1), 1000);
    const page = Math.max(Number(query.Page ?? 0) || 0, 0);
    const bound = (value: string | undefined, end: boolean): number | null => {
      if (!value) return null;
      if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return Date.parse(`${value}T00:00:00Z`) + (end ? 86_400_000 - 1 : 0);
      const at = Date.parse(value);
      if (Number.isNaN(at)) throw new TwilioApiError(60200, { param: 'DateSent', value });
      return at;
    };
    const on = query.DateSent;
    const after = bound(query['DateSent>'] ?? on, false);
    const before = bound(query['DateSent<'] ?? on, true);
    // Twilio's dates are to the second.
    const second = (sid: string) => Math.floor((this.sentAt.get(sid)?.getTime() ?? 0) / 1000) * 1000;
    const matching = this.messages
      .filter((m) => (!query.To || m.to === query.To) && (!query.From || m.from === query.From))
      .filter((m) => (after === null || second(m.sid) >= Math.floor(after / 1000) * 1000) && (before === null || second(m.sid) <= before))
      .reverse();
    const rows = matching.slice(page * size, (page + 1) * size);
    const keep = new URLSearchParams(
      Object.entries(query).filter(([key]) => key !== 'Page' && key !== 'PageSize' && key !== 'PageToken'),
    ).toString();
    const uriOf = (n: number) =>
      `${path}?${keep ? `${keep}&` : ''}PageSize=${size}&Page=${n}${n > 0 ? `&PageToken=PA${matching[n * size - 1]?.sid ?? ''}` : ''}`;
    const more = (page + 1) * size < matching.length;
    return {
      messages: rows.map((m) => this.messageJson(m, 'sent')),
      end: page * size + Math.max(rows.length - 1, 0),
      first_page_uri: uriOf(0),
      next_page_uri: more ? uriOf(page + 1) : null,
      page,
      page_size: size,
      previous_page_uri: page > 0 ? uriOf(page - 1) : null,
      start: page * size,
      uri: uriOf(page),
    };
  }

  private createCall(params: Record<string, string>): Json {
    const { To: to, From: from } = params;
    if (!to || !from) throw new TwilioApiError(21200);
    if (!params.Url && !params.Twiml && !params.ApplicationSid) throw new TwilioApiError(21200);
    if (!E164.test(to)) throw new TwilioApiError(21211, { to });
    const call: PlacedCall = { sid: sid('CA'), to, from, twiml: params.Twiml ?? null, url: params.Url ?? null };
    this.calls.push(call);
    const now = rfc2822();
    return {
      account_sid: this.accountSid,
      annotation: null,
      answered_by: null,
      api_version: '2010-04-01',
      caller_name: null,
      date_created: now,
      date_updated: now,
      direction: 'outbound-api',
      duration: null,
      end_time: null,
      forwarded_from: null,
      from,
      from_formatted: from,
      group_sid: null,
      parent_call_sid: null,
      phone_number_sid: sid('PN'),
      price: null,
      price_unit: 'USD',
      sid: call.sid,
      start_time: null,
      status: 'queued',
      subresource_uris: {},
      to,
      to_formatted: to,
      trunk_sid: null,
      uri: `/2010-04-01/Accounts/${this.accountSid}/Calls/${call.sid}.json`,
      queue_time: '0',
    };
  }

  private verificationJson(v: PendingVerification, status: 'pending' | 'approved'): Json {
    return {
      sid: v.sid,
      service_sid: v.serviceSid,
      account_sid: this.accountSid,
      to: v.to,
      channel: v.channel,
      status,
      valid: status === 'approved',
      date_created: v.createdAt,
      date_updated: iso(),
      amount: null,
      payee: null,
    };
  }

  private createVerification(params: Record<string, string>): Json {
    const { To: to, Channel: channel } = params;
    if (!to || !E164.test(to)) throw new TwilioApiError(60200, { param: 'To', value: to ?? '' });
    if (!channel || !VERIFY_CHANNELS.includes(channel)) throw new TwilioApiError(60200, { param: 'Channel', value: channel ?? '' });
    const refusal = this.refusals.get(`verify:${channel}`);
    if (refusal) throw new TwilioApiError(refusal, { channel: channel.toUpperCase() });
    // A new send to the same number replaces the pending code, as Verify does.
    const index = this.verifications.findIndex((v) => v.to === to);
    if (index >= 0) this.verifications.splice(index, 1);
    const verification: PendingVerification = {
      sid: sid('VE'),
      serviceSid: this.verifyServiceSid,
      to,
      channel,
      code: String(randomInt(0, 1_000_000)).padStart(6, '0'),
      checks: 0,
      createdAt: iso(),
    };
    this.verifications.push(verification);
    this.codes.push({ to, channel, code: verification.code });
    return {
      ...this.verificationJson(verification, 'pending'),
      lookup: {},
      send_code_attempts: [{ attempt_sid: sid('VL'), channel: channel.toUpperCase(), time: verification.createdAt }],
      sna: null,
      url: `https://verify.twilio.com/v2/Services/${this.verifyServiceSid}/Verifications/${verification.sid}`,
    };
  }

  /**
   * Approved, or still pending after a wrong code. Once approved it is gone (404 after), and a
   * check beyond the fifth ends it with 60202.
   */
  private checkVerification(params: Record<string, string>): Json {
    const { To: to, Code: code } = params;
    if (!code) throw new TwilioApiError(60200, { param: 'Code', value: '' });
    const index = this.verifications.findIndex((v) => v.to === to);
    const verification = this.verifications[index];
    if (!verification) throw new TwilioApiError(20404, { path: `/Services/${this.verifyServiceSid}/VerificationCheck` });
    verification.checks += 1;
    if (verification.checks > MAX_CHECKS) {
      this.verifications.splice(index, 1);
      throw new TwilioApiError(60202);
    }
    if (code === verification.code) {
      this.verifications.splice(index, 1);
      return { ...this.verificationJson(verification, 'approved'), sna_attempts_error_codes: [] };
    }
    return { ...this.verificationJson(verification, 'pending'), sna_attempts_error_codes: [] };
  }

  private send(res: ServerResponse, status: number, body: Json): void {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  }
}
