import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import twilioSdk from 'twilio';
import type { RecordedEvent } from '../../platform/event-store/event-envelope';
import { SqliteEventStore } from '../../platform/event-store/sqlite-event-store';
import { skipContractCheck } from '../../testing/api-contract.setup';
import { freePort, killAllChildren, requireBuild, sleep, startServer, waitForProjections } from '../../testing/built-server';
import { call } from '../../testing/test-server';
import { TwilioStandIn } from '../../testing/twilio-stand-in';
import { messageStream, providerMessageId } from './domain/conversation.events';
import { inboundStream } from './domain/inbound.events';
import { newMessageSid, PUBLIC_URL, SMS_FROM } from './testing/assistant-test-kit';

// The built server as a real process, so a SIGKILL is a real crash; the Twilio stand-in lives in
// this process and counts every reply that reached it.

const PHONES = Array.from({ length: 10 }, (_, i) => `+4477009001${String(i).padStart(2, '0')}`);
const MESSAGES = 200;

async function readLog(file: string): Promise<RecordedEvent[]> {
  const store = new SqliteEventStore(file);
  try {
    const all: RecordedEvent[] = [];
    for (let after = 0; ;) {
      const page = await store.readAll(after, 5000);
      if (page.length === 0) return all;
      all.push(...page);
      after = page[page.length - 1].position;
    }
  } finally {
    await store.close();
  }
}

describe('a message from a phone survives a crash (built server, SIGKILL)', () => {
  let twilio: TwilioStandIn;
  let dataDir: string;

  beforeAll(async () => {
    requireBuild();
    twilio = await TwilioStandIn.start();
    skipContractCheck(twilio.apiBase, 'the Twilio stand-in, not the API');
    dataDir = mkdtempSync(join(tmpdir(), 'daily-inbound-crash-'));
  });

  afterAll(async () => {
    await killAllChildren();
    await twilio?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('handles every acknowledged webhook exactly once after a SIGKILL at a random point, with one reply each', async () => {
    const port = await freePort();
    const env = {
      ...twilio.env({ from: SMS_FROM }),
      PUBLIC_URL,
      FREE_MESSAGES_PER_DAY: '1000',
      AUTH_TEST_PHONES: PHONES.map((phone) => `${phone}:123456:closed`).join(','),
      SIGN_IN_LIMITS: 'off',
    };
    let server = await startServer(dataDir, port, { env });
    for (const phone of PHONES) {
      expect((await call(server.url, 'POST', '/auth/otp', { phone })).status).toBe(200);
      expect((await call(server.url, 'POST', '/auth/verify', { phone, token: '123456', type: 'sms' })).status).toBe(200);
    }

    const acknowledged: string[] = [];
    const killAfter = 1 + Math.floor(Math.random() * (MESSAGES - 1));
    let killed = false;
    const send = async (i: number): Promise<void> => {
      const sid = newMessageSid();
      const fields = {
        From: PHONES[i % PHONES.length],
        Body: i % 2 === 0 ? `buy crash item ${i}` : "what's next",
        MessageSid: sid,
        NumMedia: '0',
      };
      const signature = twilioSdk.getExpectedTwilioSignature(twilio.authToken, `${PUBLIC_URL}/api/twilio/inbound`, fields);
      try {
        const response = await fetch(`${server.url}/api/twilio/inbound`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
          body: new URLSearchParams(fields).toString(),
        });
        if (response.status === 200) acknowledged.push(sid);
        else expect(response.status).toBe(200);
      } catch {
        // The connection died with the server: not acknowledged, so Twilio would send it again.
      }
      if (!killed && acknowledged.length >= killAfter) {
        killed = true;
        server.child.kill('SIGKILL');
      }
    };
    // Four at a time, as Twilio's parallel webhooks arrive.
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < MESSAGES && !killed) await send(next++);
      }),
    );
    if (!killed) server.child.kill('SIGKILL');
    await server.exited;
    expect(acknowledged.length).toBeGreaterThanOrEqual(1);
    const sentBeforeRestart = twilio.messages.length;

    server = await startServer(dataDir, port, { env });
    await waitForProjections(server.url, 15_000);
    const file = join(dataDir, 'events.sqlite');
    // Settled: every acknowledged message's reply delivered or given up. A send the kill cut off
    // is looked up at Twilio some seconds after it began, then written down or sent.
    const settled = (log: RecordedEvent[]) => {
      const done = new Set(
        log
          .filter(
            (e) =>
              e.type === 'assistant.reply_delivered' ||
              (e.type === 'assistant.reply_failed' && (e.data as { permanent: boolean }).permanent),
          )
          .map((e) => e.streamId),
      );
      return acknowledged.every((sid) => done.has(inboundStream(providerMessageId(sid))));
    };
    let log = await readLog(file);
    for (const deadline = Date.now() + 90_000; !settled(log) && Date.now() < deadline; log = await readLog(file)) await sleep(250);

    const per = (type: string, stream: string) => log.filter((e) => e.type === type && e.streamId === stream).length;
    const wrong: string[] = [];
    const beforeRestart = new Set(twilio.messages.slice(0, sentBeforeRestart).map((m) => m.sid));
    const cutOff = { found: 0, resent: 0 };
    const providerIds: string[] = [];
    for (const sid of acknowledged) {
      const id = providerMessageId(sid);
      const counts = {
        recorded: per('assistant.inbound_recorded', inboundStream(id)),
        received: per('assistant.message_received', messageStream(id)),
        concluded: per('assistant.reply_sent', messageStream(id)),
        delivered: per('assistant.reply_delivered', inboundStream(id)),
        failedForGood: log.filter(
          (e) => e.type === 'assistant.reply_failed' && e.streamId === inboundStream(id) && (e.data as { permanent: boolean }).permanent,
        ).length,
      };
      const delivered = log.find((e) => e.type === 'assistant.reply_delivered' && e.streamId === inboundStream(id));
      const providerId = (delivered?.data as { providerId: string } | undefined)?.providerId;
      if (providerId) providerIds.push(providerId);
      // Looked up after the restart: a reply Twilio took before the kill was found, else sent then.
      if (providerId && log.some((e) => e.type === 'assistant.reply_failed' && e.streamId === inboundStream(id)))
        cutOff[beforeRestart.has(providerId) ? 'found' : 'resent'] += 1;
      if (counts.recorded !== 1 || counts.received !== 1 || counts.concluded !== 1 || counts.delivered !== 1 || counts.failedForGood !== 0)
        wrong.push(`${sid} ${JSON.stringify(counts)}`);
    }
    expect(wrong).toEqual([]);

    // One reply each at Twilio: every acknowledged message's reply is a message Twilio holds, no
    // two messages name the same reply, and Twilio holds no reply the log does not account for.
    const atTwilio = new Set(twilio.messages.map((m) => m.sid));
    const missing = providerIds.filter((id) => !atTwilio.has(id)).length + (acknowledged.length - providerIds.length);
    const doubled = providerIds.length - new Set(providerIds).size;
    const deliveredIds = new Set(
      log.filter((e) => e.type === 'assistant.reply_delivered').map((e) => (e.data as { providerId: string }).providerId),
    );
    const unaccounted = twilio.messages.filter((m) => !deliveredIds.has(m.sid)).length;
    console.log(
      `inbound crash: ${acknowledged.length} acknowledged before the kill after ${killAfter}; ${providerIds.length} replies at Twilio for them, ${missing} missing, ${doubled + unaccounted} doubled; cut off by the kill: ${cutOff.found} found at Twilio, ${cutOff.resent} sent after the lookup; ${twilio.messages.length - sentBeforeRestart} sent after the restart`,
    );
    expect({ missing, doubled, unaccounted }).toEqual({ missing: 0, doubled: 0, unaccounted: 0 });
    server.child.kill('SIGTERM');
    await server.exited;
  }, 180_000);

  it('after a graceful SIGTERM right after the last 200, every message is answered once (drained, or taken up at the next start)', async () => {
    const port = await freePort();
    const env = {
      ...twilio.env({ from: SMS_FROM }),
      PUBLIC_URL,
      FREE_MESSAGES_PER_DAY: '1000',
      AUTH_TEST_PHONES: PHONES.map((phone) => `${phone}:123456:closed`).join(','),
      SIGN_IN_LIMITS: 'off',
    };
    let server = await startServer(dataDir, port, { env });
    const before = twilio.messages.length;
    const sids = Array.from({ length: 60 }, () => newMessageSid());
    await Promise.all(
      sids.map(async (sid, i) => {
        const fields = { From: PHONES[i % PHONES.length], Body: "what's next", MessageSid: sid, NumMedia: '0' };
        const signature = twilioSdk.getExpectedTwilioSignature(twilio.authToken, `${PUBLIC_URL}/api/twilio/inbound`, fields);
        const response = await fetch(`${server.url}/api/twilio/inbound`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
          body: new URLSearchParams(fields).toString(),
        });
        expect(response.status).toBe(200);
      }),
    );
    server.child.kill('SIGTERM');
    const stopped = await server.exited;
    expect(stopped.code === 0 || stopped.signal === 'SIGTERM').toBe(true);
    const drained = twilio.messages.length - before;

    server = await startServer(dataDir, port, { env });
    const file = join(dataDir, 'events.sqlite');
    const deliveredFor = (log: RecordedEvent[]) =>
      sids.filter((sid) => log.some((e) => e.type === 'assistant.reply_delivered' && e.streamId === inboundStream(providerMessageId(sid))));
    let log = await readLog(file);
    for (const deadline = Date.now() + 30_000; deliveredFor(log).length < sids.length && Date.now() < deadline; log = await readLog(file))
      await sleep(250);
    expect(deliveredFor(log)).toHaveLength(sids.length);
    expect(twilio.messages.length - before).toBe(sids.length);
    console.log(`inbound SIGTERM: ${drained} of ${sids.length} replies sent while draining, the rest after the restart`);
    server.child.kill('SIGTERM');
    await server.exited;
  }, 120_000);
});
