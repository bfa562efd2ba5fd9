import { SchedulerRegistry } from '@nestjs/schedule';
import { startTestServer, type TestServer } from '../../../testing/test-server';
import { BILLING_TEST_ENV, BillingTestKit } from './billing-test-kit';
import { StripeStandIn } from './stripe-stand-in';

/** The address Stripe's success and cancel pages lead back to in these suites. */
export const STRIPE_TEST_PUBLIC_URL = 'http://app.daily.test';

export interface StripeTestServer {
  standIn: StripeStandIn;
  server: TestServer;
  kit: BillingTestKit;
  close(): Promise<void>;
}

/**
 * The whole server with the Stripe adapter: the SDK pointed at a fresh Stripe stand-in
 * (STRIPE_API_BASE), webhooks checked against `webhookSecret`, and the scheduled jobs stopped so
 * that nothing but the test moves a subscription. `env` adds to or overrides the billing test env.
 */
export async function startStripeTestServer(webhookSecret: string, env: Record<string, string> = {}): Promise<StripeTestServer> {
  const standIn = await StripeStandIn.start();
  const server = await startTestServer({
    ...BILLING_TEST_ENV,
    PUBLIC_URL: STRIPE_TEST_PUBLIC_URL,
    ...env,
    STRIPE_SECRET_KEY: standIn.secretKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_BASE: standIn.apiBase,
  });
  const registry = server.app.get(SchedulerRegistry);
  for (const name of registry.getIntervals()) registry.deleteInterval(name);
  return {
    standIn,
    server,
    kit: new BillingTestKit(server),
    async close() {
      await server.close();
      await standIn.close();
    },
  };
}
