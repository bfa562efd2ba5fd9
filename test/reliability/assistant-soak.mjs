/**
 * The assistant's path under crashes: signed WhatsApp/SMS webhooks from known numbers, SIGKILL at a
 * random point, restart, and a check in the log itself that every webhook answered 200 was handled
 * once and has exactly one reply at the stand-in (a send cut off by the kill is looked up in
 * Twilio's Message list after the restart, and sent only when it is not there).
 * Replies go to a small stand-in for Twilio's Messages API in this process, which counts them.
 */
import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { URL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import twilio from 'twilio';

const PUBLIC_URL = 'https://soak.daily.test';
const SMS_FROM = '+447700900900';

/**
 * Answers Messages creates as Twilio does (201 and a message SID) and keeps every one; answers the
 * Message list (`GET …/Messages.json?To=&From=&DateSent>=`, newest first, paged by
 * `next_page_uri`) that a restarted server reads to learn whether a send the kill cut off went out.
 */
export async function startMessagesStandIn() {
  const accountSid = `AC${randomBytes(16).toString('hex')}`;
  const authToken = randomBytes(16).toString('hex');
  const messages = [];
  const asMessage = (m, status) => ({
    sid: m.sid,
    account_sid: accountSid,
    to: m.to,
    from: m.from,
    body: m.body,
    status,
    direction: 'outbound-api',
    date_created: m.at.toUTCString().replace('GMT', '+0000'),
    date_sent: status === 'sent' ? m.at.toUTCString().replace('GMT', '+0000') : null,
  });
  const list = (url) => {
    const q = url.searchParams;
    const size = Math.min(Number(q.get('PageSize') ?? 50) || 50, 1000);
    const page = Number(q.get('Page') ?? 0) || 0;
    // Twilio's dates are to the second.
    const after = q.get('DateSent>') ? Math.floor(Date.parse(q.get('DateSent>')) / 1000) * 1000 : null;
    const matching = messages
      .filter((m) => (!q.get('To') || m.to === q.get('To')) && (!q.get('From') || m.from === q.get('From')))
      .filter((m) => after === null || Math.floor(m.at.getTime() / 1000) * 1000 >= after)
      .reverse();
    const uriOf = (n) => {
      const next = new URLSearchParams(q);
      next.set('PageSize', String(size));
      next.set('Page', String(n));
      return `${url.pathname}?${next}`;
    };
    const more = (page + 1) * size < matching.length;
    return {
      messages: matching.slice(page * size, (page + 1) * size).map((m) => asMessage(m, 'sent')),
      first_page_uri: uriOf(0),
      next_page_uri: more ? uriOf(page + 1) : null,
      previous_page_uri: page > 0 ? uriOf(page - 1) : null,
      page,
      page_size: size,
      start: page * size,
      end: Math.min((page + 1) * size, matching.length) - 1,
      uri: uriOf(page),
    };
  };
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (req.method === 'GET' && url.pathname.endsWith('/Messages.json')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(list(url)));
        return;
      }
      const params = Object.fromEntries(new URLSearchParams(body));
      const message = { sid: `SM${randomBytes(16).toString('hex')}`, to: params.To, from: params.From, body: params.Body, at: new Date() };
      messages.push(message);
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(JSON.stringify(asMessage(message, 'queued')));
    });
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  return {
    messages,
    authToken,
    env: {
      TWILIO_ACCOUNT_SID: accountSid,
      TWILIO_AUTH_TOKEN: authToken,
      TWILIO_VERIFY_SERVICE_SID: `VA${randomBytes(16).toString('hex')}`,
      TWILIO_API_BASE: `http://127.0.0.1:${port}`,
      TWILIO_FROM: SMS_FROM,
      PUBLIC_URL,
      FREE_MESSAGES_PER_DAY: '100000',
    },
    close: () => new Promise((done) => (server.closeAllConnections(), server.close(done))),
  };
}

let sids = 0;
const newSid = () => `SM${Date.now().toString(16)}${(sids++).toString(16).padStart(8, '0')}`.padEnd(34, '0').slice(0, 34);

/** Sends signed webhooks from every phone until the server is killed under them; resolves with the acknowledged SIDs. */
export async function webhooksUntilKilled(server, standIn, phones, loadMs) {
  const acknowledged = [];
  let cutOff = 0;
  const loops = phones.map(async (phone, p) => {
    for (let i = 0; ; i += 1) {
      const fields = { From: phone, Body: i % 3 === 0 ? `buy soak item ${p}-${i}` : "what's next", MessageSid: newSid(), NumMedia: '0' };
      const signature = twilio.getExpectedTwilioSignature(standIn.authToken, `${PUBLIC_URL}/api/twilio/inbound`, fields);
      try {
        const response = await fetch(`${server.url}/api/twilio/inbound`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
          body: new URLSearchParams(fields).toString(),
        });
        await response.text();
        if (response.status === 200) acknowledged.push(fields.MessageSid);
      } catch {
        cutOff += 1;
        return;
      }
      // About 20 a minute per number: under the inbound limit of 30.
      await sleep(2500);
    }
  });
  await sleep(loadMs);
  server.child.kill('SIGKILL');
  await server.exited;
  await Promise.all(loops);
  return { acknowledged, cutOff };
}

function inboundEvents(dataDir) {
  const db = new Database(join(dataDir, 'events.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare("SELECT stream_id, type, data FROM events WHERE stream_id LIKE 'assistant.inbound-%'")
      .all()
      .map((row) => ({ stream: row.stream_id, type: row.type, data: JSON.parse(row.data) }));
  } finally {
    db.close();
  }
}

/**
 * Waits until every acknowledged message has a final outcome, then counts: lost (no record or no
 * outcome), handled twice, acknowledged messages without exactly one reply at the stand-in
 * (`missing`: none, or one the stand-in never got; `shared`: a reply claimed by two), replies the
 * stand-in got that the log does not account for, and the sends a kill cut off (looked up at
 * Twilio after the restart: `found` there, or sent then).
 */
export async function checkAssistant(dataDir, standIn, acknowledged, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const events = inboundEvents(dataDir);
    const bySid = new Map();
    for (const event of events) {
      const sid = event.type === 'assistant.inbound_recorded' ? event.data.messageSid : null;
      if (sid) bySid.set(sid, event.stream);
    }
    const perStream = new Map();
    for (const event of events) perStream.set(event.stream, [...(perStream.get(event.stream) ?? []), event]);
    const atStandIn = new Set(standIn.messages.map((m) => m.sid));
    const replyOf = new Map();
    const lost = [];
    const doubled = [];
    const missing = [];
    let interrupted = 0;
    for (const sid of acknowledged) {
      const stream = bySid.get(sid);
      const own = stream ? perStream.get(stream) : [];
      const count = (type) => own.filter((e) => e.type === type).length;
      const deliveries = own.filter((e) => e.type === 'assistant.reply_delivered');
      const final = deliveries.length + own.filter((e) => e.type === 'assistant.reply_failed' && e.data.permanent).length;
      if (!stream || final === 0) lost.push(sid);
      if (count('assistant.inbound_recorded') > 1 || count('assistant.inbound_handled') > 1 || final > 1) doubled.push(sid);
      // A message the assistant chose not to answer has no reply to count.
      const silent = own.some((e) => e.type === 'assistant.inbound_handled' && e.data.reply === null);
      if (!silent && (deliveries.length !== 1 || !atStandIn.has(deliveries[0].data.providerId))) missing.push(sid);
      for (const d of deliveries) replyOf.set(d.data.providerId, [...(replyOf.get(d.data.providerId) ?? []), sid]);
      if (own.some((e) => e.type === 'assistant.reply_failed' && e.data.code === 'interrupted')) interrupted += 1;
    }
    const shared = [...replyOf.values()].filter((sids) => sids.length > 1).flat();
    const delivered = new Set(events.filter((e) => e.type === 'assistant.reply_delivered').map((e) => e.data.providerId));
    const unaccounted = standIn.messages.filter((m) => !delivered.has(m.sid)).length;
    if ((lost.length === 0 && doubled.length === 0 && missing.length === 0) || Date.now() > deadline) {
      return { lost, doubled, missing, shared, interrupted, delivered: delivered.size, unaccounted };
    }
    await sleep(250);
  }
}
