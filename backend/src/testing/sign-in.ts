import { call } from './test-server';

export interface TestSession {
  access_token: string;
  refresh_token: string;
  user: { id: string; phone: string; account: string; roles: string[] };
}

/** Test numbers for e2e suites: pass TEST_PHONES_ENV to startTestServer, then sign in with signInTestPhone. */
export const TEST_PHONES = {
  open: '+447700900001',
  closed: '+447700900002',
  openOther: '+447700900003',
  closedOther: '+447700900004',
  operator: '+447700900005',
  analyst: '+447700900006',
} as const;

export const TEST_PHONES_ENV: Record<string, string> = {
  AUTH_TEST_PHONES: [
    `${TEST_PHONES.open}:123456:open`,
    `${TEST_PHONES.closed}:123456:closed`,
    `${TEST_PHONES.openOther}:123456:open`,
    `${TEST_PHONES.closedOther}:123456:closed`,
    `${TEST_PHONES.operator}:123456:closed`,
    `${TEST_PHONES.analyst}:123456:open`,
  ].join(','),
  OPERATOR_PHONES: TEST_PHONES.operator,
  ANALYST_PHONES: TEST_PHONES.analyst,
  // Suites sign the same numbers in many times a minute from one address; the limits have their own suite.
  SIGN_IN_LIMITS: 'off',
};

/** Signs a configured test number in through the real endpoints and returns the session. */
export async function signInTestPhone(baseUrl: string, phone: string): Promise<TestSession> {
  const sent = await call(baseUrl, 'POST', '/auth/otp', { phone });
  if (sent.status !== 200) throw new Error(`otp failed: ${sent.status} ${JSON.stringify(sent.body)}`);
  const verified = await call<{ session: TestSession }>(baseUrl, 'POST', '/auth/verify', { phone, token: '123456', type: 'sms' });
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.status} ${JSON.stringify(verified.body)}`);
  return verified.body.session;
}
