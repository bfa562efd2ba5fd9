import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signInTestPhone } from '../../testing/sign-in';
import { call, startTestServer, type TestServer } from '../../testing/test-server';
import { BILLING_TEST_ENV, BillingTestKit } from './testing/billing-test-kit';

// The account's status follows the subscription stream through a process manager which, in the
// embedded mode, reads the whole log again at every boot. Replaying old payment facts must not
// undo a status someone set after them.

const OPERATOR = '+447700900239';
const ENV = { ...BILLING_TEST_ENV, OPERATOR_PHONES: OPERATOR };

describe('billing: the account status across a restart (real server, embedded stores)', () => {
  let dataDir: string;
  let server: TestServer | null = null;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'daily-billing-replay-'));
  });

  afterEach(async () => {
    await server?.close({ keepData: true });
    server = null;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps an operator’s status set after the payments, and appends nothing when the facts are replayed', async () => {
    server = await startTestServer(ENV, dataDir);
    let kit = new BillingTestKit(server);
    const ada = await kit.person();
    await kit.startTrial(ada);
    expect(await kit.accountStatus(ada)).toBe('closed');
    const operator = await signInTestPhone(server.url, OPERATOR);
    const changed = await call(
      server.url,
      'PUT',
      `/api/admin/accounts/${ada.user.id}/status`,
      { status: 'open', reason: 'Paid by bank transfer' },
      operator.access_token,
    );
    expect(changed.status).toBe(200);

    await server.close({ keepData: true });
    server = await startTestServer(ENV, dataDir);
    kit = new BillingTestKit(server);
    const again = await kit.person();
    expect(again.user.id).toBe(ada.user.id);
    expect(await kit.accountStatus(again)).toBe('open');
    const changes = (await kit.store.readStream(`account-${ada.user.id}`))
      .filter((e) => e.type === 'account.status_changed')
      .map((e) => [(e.data as { to: string }).to, e.metadata.actor]);
    expect(changes).toEqual([
      ['closed', 'stripe'],
      ['open', `operator:${operator.user.id}`],
    ]);
  });

  it('a payment fact after the operator’s change brings the status in line again, as it does without a restart', async () => {
    server = await startTestServer(ENV, dataDir);
    const kit = new BillingTestKit(server);
    const ada = await kit.person();
    const { subscriptionId } = await kit.startTrial(ada);
    const operator = await signInTestPhone(server.url, OPERATOR);
    await call(
      server.url,
      'PUT',
      `/api/admin/accounts/${ada.user.id}/status`,
      { status: 'open', reason: 'Checking the account' },
      operator.access_token,
    );
    expect(await kit.accountStatus(ada)).toBe('open');
    // Cancelling at the period's end is a fact on the subscription stream; the Premium trial is still live.
    const cancelled = await kit.post(
      '/api/stripe/cancel-subscription',
      { subscription_id: subscriptionId, reason: 'Too many apps already' },
      ada,
    );
    expect(cancelled.status).toBe(200);
    expect(await kit.accountStatus(ada)).toBe('closed');
  });
});
