import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RecordedEvent } from '../../platform/event-store/event-envelope';
import { SqliteEventStore } from '../../platform/event-store/sqlite-event-store';
import {
  freePort,
  killAllChildren,
  requireBuild,
  type ServerProcess,
  startServer,
  waitForProjections,
  within,
} from '../../testing/built-server';
import { signInTestPhone } from '../../testing/sign-in';
import { call } from '../../testing/test-server';
import { BILLING_TEST_ENV } from './testing/billing-test-kit';

// A payment fact is stored on the subscription stream and the account learns the status it
// justifies from that event. The built server runs as a child process and is killed with SIGKILL
// at the instant the account's status change would be appended (a preloaded hook), so the only
// thing that can bring the two streams back in line is the restarted server itself: no provider
// event is sent again.

const CRASH_HOOK = join(__dirname, 'testing', 'crash-before-account-status.js');
const PHONE = '+447700900200';

async function readStream(dataDir: string, streamId: string): Promise<RecordedEvent[]> {
  const store = new SqliteEventStore(join(dataDir, 'events.sqlite'));
  try {
    return await store.readStream(streamId);
  } finally {
    await store.close();
  }
}

async function accountStatus(server: ServerProcess): Promise<string> {
  const session = await signInTestPhone(server.url, PHONE);
  const user = await call<{ account: string }>(server.url, 'GET', '/auth/user', undefined, session.access_token);
  return user.body.account;
}

describe('billing: a crash between the payment fact and the account status (built server, embedded mode)', () => {
  let dataDir: string;

  beforeAll(() => requireBuild());

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'daily-billing-crash-'));
  });

  afterEach(async () => {
    await killAllChildren();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('brings the account in line after a restart, with no provider event sent again', async () => {
    const env = { ...BILLING_TEST_ENV, STRIPE_SECRET_KEY: '' };
    const first = await startServer(dataDir, await freePort(), { env: { ...env, NODE_OPTIONS: `--require ${CRASH_HOOK}` } });
    const person = await signInTestPhone(first.url, PHONE);
    const userId = person.user.id;
    const started = await call<{ checkout_url: string }>(
      first.url,
      'POST',
      '/api/stripe/create-checkout-session',
      { customer_name: 'Ada Lovelace', customer_email: 'ada@example.com' },
      person.access_token,
    );
    expect(started.status).toBe(200);
    // Paying completes the checkout; the server dies before the account hears of it.
    const paying = fetch(`${first.url}${new URL(started.body.checkout_url).pathname}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    }).catch((error: unknown) => error);
    expect(await within(first.exited, 10_000)).toEqual({ code: null, signal: 'SIGKILL' });
    await paying;

    const subscription = await readStream(dataDir, `subscription-${userId}`);
    expect(subscription.map((e) => e.type)).toContain('billing.checkout_completed');
    const account = await readStream(dataDir, `account-${userId}`);
    expect(account.map((e) => e.type)).not.toContain('account.status_changed');

    const second = await startServer(dataDir, await freePort(), { env });
    const health = await waitForProjections(second.url);
    expect(health?.body.projections.every((p) => p.state === 'live')).toBe(true);
    expect(await accountStatus(second)).toBe('closed');

    // Brought in line from the stored fact alone: the subscription stream holds exactly what it held.
    expect((await readStream(dataDir, `subscription-${userId}`)).length).toBe(subscription.length);
    const changes = (await readStream(dataDir, `account-${userId}`)).filter((e) => e.type === 'account.status_changed');
    expect(changes.map((e) => ({ to: (e.data as { to: string }).to, actor: e.metadata.actor }))).toEqual([
      { to: 'closed', actor: 'stripe' },
    ]);

    // Another restart replays the same facts and changes nothing more.
    second.child.kill('SIGTERM');
    await second.exited;
    const third = await startServer(dataDir, await freePort(), { env });
    await waitForProjections(third.url);
    expect(await accountStatus(third)).toBe('closed');
    expect((await readStream(dataDir, `account-${userId}`)).filter((e) => e.type === 'account.status_changed')).toHaveLength(1);
    // Three boots of the built server: each takes several seconds on a busy machine.
  }, 120_000);
});
