import twilioSdk from 'twilio';
import { wallTimeToUtc } from '../../tasks/domain/zoned-time';
import type { TestSession } from '../../../testing/sign-in';
import { call, type TestServer } from '../../../testing/test-server';
import type { DeliveredMessage, TwilioStandIn } from '../../../testing/twilio-stand-in';

export const PUBLIC_URL = 'https://app.daily.test';
export const SMS_FROM = '+447700900900';
export const WHATSAPP_FROM = '+14155238886';

let sids = 0;
/** A MessageSid in Twilio's shape, new each time. */
export const newMessageSid = () => `SM${Date.now().toString(16)}${(sids++).toString(16).padStart(8, '0')}`.padEnd(34, '0').slice(0, 34);

export interface Conversation {
  message: { id: string; text: string; direction: string; channel: string; kind: string; at: string };
  reply: { id: string; text: string; direction: string; channel: string; kind: string; at: string };
  actions: { kind: 'undo' | 'done'; number?: number; title?: string }[];
}

/** Drives the assistant as people and Twilio do: the dashboard's box, and signed webhooks. */
export class AssistantTestKit {
  constructor(
    readonly server: TestServer,
    readonly twilio: TwilioStandIn,
  ) {}

  async say(session: TestSession, text: string, headers: Record<string, string> = {}) {
    return call<Conversation>(this.server.url, 'POST', '/api/assistant/messages', { text }, session.access_token, headers);
  }

  /** The reply text, failing loudly when the message was not answered 201. */
  async reply(session: TestSession, text: string): Promise<string> {
    const res = await this.say(session, text);
    if (res.status !== 201) throw new Error(`message not answered: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.reply.text;
  }

  /** Posts Twilio's form as Twilio does, signed over PUBLIC_URL + path with the account's token (or as told). */
  async webhook(fields: Record<string, string>, signing: 'signed' | 'unsigned' | 'wrong' = 'signed') {
    const url = `${PUBLIC_URL}/api/twilio/inbound`;
    const token = signing === 'wrong' ? 'not-the-auth-token' : this.twilio.authToken;
    const signature = twilioSdk.getExpectedTwilioSignature(token, url, fields);
    const response = await fetch(`${this.server.url}/api/twilio/inbound`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(signing === 'unsigned' ? {} : { 'x-twilio-signature': signature }),
      },
      body: new URLSearchParams(fields).toString(),
    });
    return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
  }

  /** A WhatsApp message from a phone, and the reply daily sent back to it. */
  async whatsapp(phone: string, body: string, extra: Record<string, string> = {}): Promise<DeliveredMessage> {
    const before = this.twilio.messages.length;
    const sid = extra.MessageSid ?? newMessageSid();
    const answer = await this.webhook({
      From: `whatsapp:${phone}`,
      To: `whatsapp:${WHATSAPP_FROM}`,
      Body: body,
      MessageSid: sid,
      NumMedia: '0',
      ...extra,
    });
    if (answer.status !== 200) throw new Error(`webhook answered ${answer.status}: ${answer.body}`);
    return this.nextMessage(`whatsapp:${phone}`, before);
  }

  /** Waits for the next message to `to` sent after the first `after` messages. */
  async nextMessage(to: string, after: number, timeoutMs = 5000): Promise<DeliveredMessage> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const found = this.twilio.messages.slice(after).find((m) => m.to === to);
      if (found) return found;
      if (Date.now() > until) throw new Error(`no message to ${to} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async tasks(session: TestSession) {
    const res = await call<{ data: { id: string; title: string; due_date: string | null; completed: boolean; important: boolean }[] }>(
      this.server.url,
      'POST',
      '/dev/user/tasks/array',
      { userId: session.user.id },
      session.access_token,
    );
    return res.body.data;
  }

  async journal(session: TestSession, date: string): Promise<string> {
    const res = await call<{ data: { content: string }[] }>(
      this.server.url,
      'POST',
      '/dev/user/diary/fetch',
      { userId: session.user.id, start_date: date, end_date: date },
      session.access_token,
    );
    return res.body.data?.[0]?.content ?? '';
  }

  async setZone(session: TestSession, timeZone: string): Promise<void> {
    const res = await call(this.server.url, 'PUT', '/api/me/time-zone', { time_zone: timeZone }, session.access_token);
    if (res.status !== 200) throw new Error(`zone not set: ${res.status} ${JSON.stringify(res.body)}`);
  }
}

/** The day in a zone, `days` from today there (YYYY-MM-DD). */
export function dayIn(timeZone: string, days = 0, now = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The UTC instant of a wall-clock time on a day in a zone. */
export function instantIn(timeZone: string, day: string, hour: number, minute = 0): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(wallTimeToUtc({ year, month, day: date, hour, minute, second: 0 }, timeZone)).toISOString();
}
