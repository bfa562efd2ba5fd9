import { signInTestPhone, TEST_PHONES, TEST_PHONES_ENV, type TestSession } from '../testing/sign-in';
import { call, type TestServer } from '../testing/test-server';

/** Checkout links point here; the fixture reaches the same path on the test server. */
export const PROOF_PUBLIC_URL = 'http://app.daily.test';
export const PROOF_ENV: Record<string, string> = {
  ...TEST_PHONES_ENV,
  PUBLIC_URL: PROOF_PUBLIC_URL,
  STRIPE_WEBHOOK_SECRET: 'whsec_proof_local',
};

/** Texts only owner A has: none of them may appear in an answer to anyone else. */
export interface OwnerSecrets {
  name: string;
  title: string;
  journal: string;
  context: string;
  phone: string;
}

export interface Cast {
  owner: TestSession;
  other: TestSession;
  operator: TestSession;
  analyst: TestSession;
  secrets: OwnerSecrets;
  /** Owner A's ids, by the field names the API uses for them. */
  ownerIds: Record<string, string>;
  /** The owner-side id for each path with an `{id}`. */
  pathIds: Record<string, string>;
}

async function must<T = unknown>(label: string, promise: Promise<{ status: number; body: unknown }>): Promise<T> {
  const res = await promise;
  if (res.status >= 300) throw new Error(`${label}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as T;
}

async function firstRowId(server: TestServer, resource: string, operator: TestSession): Promise<string> {
  const rows = await must<Array<{ id: string }>>(
    resource,
    call(server.url, 'GET', `/api/admin/${resource}?range=[0,0]`, undefined, operator.access_token),
  );
  return rows[0]?.id ?? 'none';
}

/**
 * Owner A with a name, a task, a journal entry, a pasted context and a paid subscription; another
 * plain user B; an operator and an analyst. A is the `open` test phone, so checkout is allowed.
 * `ownedIdFields` are the fields features declare as naming one of a person's things: the cast
 * must hold an owner's id for each, so a feature that adds one is seeded here too.
 */
export async function seedCast(server: TestServer, ownedIdFields: readonly string[]): Promise<Cast> {
  const url = server.url;
  const tag = Math.random().toString(36).slice(2, 8);
  const secrets: OwnerSecrets = {
    name: `Zelda Quarrington${tag}`,
    title: `Owner-only task ${tag}`,
    journal: `Owner-only journal ${tag}`,
    context: `Owner-only context ${tag}`,
    phone: TEST_PHONES.open,
  };
  const owner = await signInTestPhone(url, TEST_PHONES.open);
  const as = (body: unknown) => ({ body, token: owner.access_token });
  const post = (path: string, { body, token }: { body: unknown; token: string }) => call(url, 'POST', path, body, token);

  await must('name', call(url, 'PUT', '/auth/user', { name: secrets.name }, owner.access_token));
  const created = await must<{ task: { id: string } }>(
    'task',
    post('/dev/user/tasks/create', as({ userId: owner.user.id, title: secrets.title })),
  );
  const date = new Date().toISOString().slice(0, 10);
  await must('journal', post('/dev/user/diary', as({ userId: owner.user.id, date, entry: secrets.journal })));
  await must('context', post('/api/add_context', as({ user_id: owner.user.id, context: secrets.context })));
  const checkout = await must<{ checkout_url: string; session_id: string }>(
    'checkout',
    post(
      '/api/stripe/create-checkout-session',
      as({
        customer_name: secrets.name,
        customer_email: `zelda.${tag}@example.com`,
        user_id: owner.user.id,
        success_url: `${PROOF_PUBLIC_URL}/stripe/success`,
        cancel_url: `${PROOF_PUBLIC_URL}/stripe/cancel`,
      }),
    ),
  );
  const paid = await fetch(`${url}${new URL(checkout.checkout_url).pathname}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  if (paid.status !== 303) throw new Error(`pay: ${paid.status}`);
  const status = await must<{ subscription_id: string }>(
    'status',
    call(url, 'GET', `/api/stripe/subscription-status?user_id=${owner.user.id}`, undefined, owner.access_token),
  );
  await must(
    'visit',
    call(url, 'POST', '/api/analytics/events', { session_id: `sess_1718000000000_${tag}`, event_type: 'page_visit', page_path: '/proof' }),
  );

  const other = await signInTestPhone(url, TEST_PHONES.openOther);
  const operator = await signInTestPhone(url, TEST_PHONES.operator);
  const analyst = await signInTestPhone(url, TEST_PHONES.analyst);
  const subscriptionRow = await firstRowId(server, 'subscriptions', operator);
  const eventRow = await firstRowId(server, 'events', operator);
  const analyticsRow = await firstRowId(server, 'analytics-events', operator);

  const ownerIds: Record<string, string> = {
    userId: owner.user.id,
    user_id: owner.user.id,
    taskId: created.task.id,
    subscription_id: status.subscription_id,
    session_id: checkout.session_id,
  };
  const unseeded = ownedIdFields.filter((field) => !(field in ownerIds));
  if (unseeded.length > 0) throw new Error(`Seed one of the owner's things for each declared id field: ${unseeded.join(', ')}`);

  return {
    owner,
    other,
    operator,
    analyst,
    secrets,
    ownerIds,
    pathIds: {
      '/api/admin/accounts/{id}': owner.user.id,
      '/api/admin/accounts/{id}/history': owner.user.id,
      '/api/admin/accounts/{id}/status': owner.user.id,
      '/api/admin/accounts/{id}/roles': owner.user.id,
      '/api/admin/subscriptions/{id}': subscriptionRow,
      '/api/admin/subscriptions/{id}/history': subscriptionRow,
      '/api/admin/events/{id}': eventRow,
      '/api/admin/analytics-events/{id}': analyticsRow,
    },
  };
}
