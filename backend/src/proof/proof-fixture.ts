import { setTimeout as sleep } from 'node:timers/promises';
import type { ProofOwner } from '../platform/features/feature-proof';
import type { FeatureRegistry } from '../platform/features/feature-registry';
import { signInTestPhone, TEST_PHONES, TEST_PHONES_ENV, type TestSession } from '../testing/sign-in';
import { call, type TestServer } from '../testing/test-server';

/** Checkout links point here; the fixture reaches the same path on the test server. */
export const PROOF_PUBLIC_URL = 'http://app.daily.test';
export const PROOF_ENV: Record<string, string> = {
  ...TEST_PHONES_ENV,
  PUBLIC_URL: PROOF_PUBLIC_URL,
  STRIPE_WEBHOOK_SECRET: 'whsec_proof_local',
};

export interface Cast {
  owner: TestSession;
  other: TestSession;
  operator: TestSession;
  analyst: TestSession;
  /** Texts only owner A has, by the request field that carries them: none may appear in an answer to anyone else. */
  secrets: Record<string, string>;
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

/**
 * Owner A (the `open` test phone, so checkout is allowed), another plain user B, an operator and
 * an analyst. What A has comes from the features themselves: each declaration's `proof.seed`
 * makes one of A's things through the API and says its ids, the path ids of its `{param}` routes
 * and the texts only A may see. A declared owned-id field that no seed fills stops the suites here.
 */
export async function seedCast(server: TestServer, registry: FeatureRegistry): Promise<Cast> {
  const url = server.url;
  const tag = Math.random().toString(36).slice(2, 8);
  const owner = await signInTestPhone(url, TEST_PHONES.open);
  const operator = await signInTestPhone(url, TEST_PHONES.operator);
  const ownerIds: Record<string, string> = { userId: owner.user.id, user_id: owner.user.id };
  const secrets: Record<string, string> = { phone: TEST_PHONES.open };
  const pathIds: Record<string, string> = {};

  for (const { feature, proof } of registry.proofs()) {
    const context: ProofOwner = {
      userId: owner.user.id,
      phone: TEST_PHONES.open,
      name: `Zelda Quarrington${tag}`,
      ids: { ...ownerIds },
      text: (label) => `Owner-only ${label} ${tag}`,
      request: (method, path, body) => must(`${feature} seed: ${method} ${path}`, call(url, method, path, body, owner.access_token)),
      consoleRowId: async (resource, filter = {}) => {
        const path = `/api/admin/${resource}?range=[0,0]&filter=${encodeURIComponent(JSON.stringify(filter))}`;
        // The console's lists are read models: a row made a moment ago may take a moment to appear.
        for (let attempt = 0; attempt < 50; attempt += 1) {
          const rows = await must<Array<{ id: string | number }>>(
            `${feature} seed: GET ${path}`,
            call(url, 'GET', path, undefined, operator.access_token),
          );
          if (rows[0] !== undefined) return String(rows[0].id);
          await sleep(100);
        }
        throw new Error(`${feature} seed: the console lists no ${resource} row for ${JSON.stringify(filter)}`);
      },
      submitForm: async (path) =>
        (
          await fetch(`${url}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: '',
            redirect: 'manual',
          })
        ).status,
    };
    const seeded = await proof.seed(context);
    const gave = [seeded.ids, seeded.pathIds, seeded.secrets].some((part) => Object.keys(part ?? {}).length > 0);
    if (!gave) throw new Error(`The ${feature} proof seed gave no ids, path ids or texts: it proves nothing (defineFeature({ proof }))`);
    Object.assign(ownerIds, seeded.ids);
    Object.assign(pathIds, seeded.pathIds);
    Object.assign(secrets, seeded.secrets);
  }

  const unseeded = registry.ownedIdFields().filter((field) => !(field in ownerIds));
  if (unseeded.length > 0) {
    throw new Error(`No feature's proof seed makes one of the owner's things for: ${unseeded.join(', ')} (defineFeature({ proof }))`);
  }

  return {
    owner,
    other: await signInTestPhone(url, TEST_PHONES.openOther),
    operator,
    analyst: await signInTestPhone(url, TEST_PHONES.analyst),
    secrets,
    ownerIds,
    pathIds,
  };
}

/**
 * The paths with a `{param}` no feature's seed gave an owner-side value for. Filled with a
 * made-up id, such a route answers 404 to its owner as to everyone else, and its ownership would
 * pass untested.
 */
export function pathsWithoutOwnerId(paths: readonly string[], cast: Cast): string[] {
  return [...new Set(paths.filter((path) => path.includes('{') && !(path in cast.pathIds)))];
}
