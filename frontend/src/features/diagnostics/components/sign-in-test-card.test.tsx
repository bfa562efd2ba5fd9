import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { setAccessTokenGetter } from '@/lib/api-client';
import { sessionStore } from '@/lib/auth/session-store';
import type { AuthUser, Session } from '@/lib/auth/session-types';
import { testSession, testUser } from '@/testing/auth-fixtures';
import { jsonResponse as json } from '@/testing/json-response';
import { fakeAuth } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/test-utils';

import { SignInTestCard } from './sign-in-test-card';

const operator: AuthUser = testUser({
  id: 'op-1',
  phone: '+447700900004',
  name: 'Olive',
  user_metadata: { name: 'Olive' },
  roles: ['operator'],
  account: 'closed',
});

const operatorSession: Session = testSession({
  access_token: 'operator-access-token',
  refresh_token: 'operator-refresh-token',
  expires_at: 1_900_000_000,
  user: operator,
});

const throwawaySession: Session = testSession({
  access_token: 'test-access-token',
  refresh_token: 'test-refresh-token',
  expires_at: 1_900_000_900,
  user: testUser({ id: 'user-42', created_at: '2026-01-02T00:00:00.000Z' }),
});

type Call = { method: string; url: string; authorization: string | null; body: unknown };

const fetchMock = vi.fn<typeof fetch>();
let calls: Call[] = [];

/** Answers `METHOD /path` from the table, and records every request with its Authorization header. */
function answer(routes: Record<string, () => Response | Promise<Response>>) {
  fetchMock.mockImplementation(async (input, init) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    const headers = new Headers(init?.headers);
    calls.push({
      method,
      url,
      authorization: headers.get('Authorization'),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    });
    const handler = routes[`${method} ${url}`];
    if (!handler) throw new TypeError(`unexpected ${method} ${url}`);
    return handler();
  });
}

const sent = () => json({ message: 'OTP sent to your phone', channel: 'none' });

function renderCard() {
  const auth = fakeAuth({ user: operator, session: operatorSession, account: 'closed' });
  return { auth, ...renderWithProviders(<SignInTestCard />, { auth, route: '/test' }) };
}

/** The value shown beside a step's label in the steps list. */
function stepValue(label: string): HTMLElement {
  const card = screen.getByRole('region', { name: 'Sign-in test' });
  const term = within(card).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', fetchMock);
  // The operator's own session, as the app keeps it: the test must leave both untouched.
  sessionStore.write(operatorSession);
  setAccessTokenGetter(() => operatorSession.access_token);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  setAccessTokenGetter(undefined);
  localStorage.clear();
});

describe('sign-in test (/test)', () => {
  it('sends a code to the phone without the operator token and shows the server answer', async () => {
    answer({ 'POST /auth/otp': sent });
    const { user } = renderCard();

    expect(stepValue('Code sent')).toHaveTextContent('not run');
    await user.type(screen.getByLabelText('Phone number'), '+44 7700 900001');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    await waitFor(() => expect(stepValue('Code sent')).toHaveTextContent('sent'));
    expect(stepValue('Server answer')).toHaveTextContent('OTP sent to your phone (channel: none)');
    expect(calls).toEqual([{ method: 'POST', url: '/auth/otp', authorization: null, body: { phone: '+447700900001' } }]);
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription('The code sent to +447700900001.');
  });

  it('verifies the code, shows the test session and revokes it with its own token, not the operator token', async () => {
    answer({
      'POST /auth/otp': sent,
      'POST /auth/verify': () => json({ session: throwawaySession }),
      'POST /auth/logout': () => new Response(null, { status: 204 }),
    });
    const { user, auth } = renderCard();

    await user.type(screen.getByLabelText('Phone number'), '+447700900001');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(stepValue('Test session revoked')).toHaveTextContent('revoked'));
    expect(stepValue('Code verified')).toHaveTextContent('verified');

    const card = screen.getByRole('region', { name: 'Sign-in test' });
    expect(within(card).getByText('user-42')).toBeInTheDocument();
    expect(within(card).getByText('Phone', { selector: 'dt' }).nextElementSibling).toHaveTextContent('+447700900001');
    expect(within(card).getByText('Account status', { selector: 'dt' }).nextElementSibling).toHaveTextContent('open');
    expect(within(card).getByText('Roles', { selector: 'dt' }).nextElementSibling).toHaveTextContent('—');
    expect(within(card).getByText('Access token expires', { selector: 'dt' }).nextElementSibling).toHaveTextContent(/2030/);
    expect(within(card).getByText(/its tokens no longer work/)).toBeInTheDocument();

    const [, verify, logout] = calls;
    expect(verify).toEqual({
      method: 'POST',
      url: '/auth/verify',
      authorization: null,
      body: { phone: '+447700900001', token: '123456', type: 'sms' },
    });
    expect(logout).toEqual({ method: 'POST', url: '/auth/logout', authorization: 'Bearer test-access-token', body: undefined });
    expect(calls.some((call) => call.authorization?.includes('operator-access-token'))).toBe(false);

    // The browser's own sign-in is as it was.
    expect(sessionStore.read()).toEqual(operatorSession);
    expect(auth.logout).not.toHaveBeenCalled();
    expect(auth.verifyOtp).not.toHaveBeenCalled();
    expect(localStorage.getItem(sessionStore.key)).not.toContain('test-access-token');
  });

  it('shows what the server said when sending or verifying fails, and revokes nothing', async () => {
    let sendAnswer = () => json({ statusCode: 429, message: 'Too many codes for this phone. Try again in 30 seconds.' }, 429);
    answer({
      'POST /auth/otp': () => sendAnswer(),
      'POST /auth/verify': () => json({ statusCode: 400, message: 'That code is not correct. 4 tries left.' }, 400),
    });
    const { user } = renderCard();

    await user.type(screen.getByLabelText('Phone number'), '+447700900001');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sending the code failed: Too many codes for this phone. Try again in 30 seconds. (HTTP 429)',
    );
    expect(stepValue('Code sent')).toHaveTextContent('failed');
    expect(screen.queryByLabelText('Code')).not.toBeInTheDocument();

    sendAnswer = sent;
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Verifying the code failed: That code is not correct. 4 tries left. (HTTP 400)',
    );
    expect(stepValue('Code verified')).toHaveTextContent('failed');
    expect(stepValue('Test session revoked')).toHaveTextContent('not run');
    expect(calls.map((call) => call.url)).not.toContain('/auth/logout');
  });

  it('says when the server cannot be reached', async () => {
    answer({ 'POST /auth/otp': () => Promise.reject(new TypeError('offline')) });
    const { user } = renderCard();
    await user.type(screen.getByLabelText('Phone number'), '+447700900001');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sending the code failed: Could not reach the server.');
  });

  it('asks for an E.164 number and a numeric code before calling the server', async () => {
    answer({ 'POST /auth/otp': sent });
    const { user } = renderCard();

    const phone = screen.getByLabelText('Phone number');
    await user.type(phone, '07700 900001');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('alert')).toHaveTextContent('international format');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);

    await user.clear(phone);
    await user.type(phone, '+447700900001');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the 4 to 8 digit code.');
    expect(calls.map((call) => call.url)).toEqual(['/auth/otp']);
  });

  it('keeps a test session it could not revoke on screen until revoking it again succeeds', async () => {
    let logoutAnswer = () => json({ statusCode: 503, message: 'Service unavailable' }, 503);
    answer({
      'POST /auth/otp': sent,
      'POST /auth/verify': () => json({ session: throwawaySession }),
      'POST /auth/logout': () => logoutAnswer(),
    });
    const { user } = renderCard();

    await user.type(screen.getByLabelText('Phone number'), '+447700900001');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Revoking the test session failed; it is still live: daily is having trouble right now. Nothing was lost; please try again in a moment. (HTTP 503)',
    );
    expect(stepValue('Test session revoked')).toHaveTextContent('failed');
    // Nothing may replace the only copy of a live session's token.
    expect(screen.getByRole('button', { name: 'Send code' })).toBeDisabled();

    logoutAnswer = () => new Response(null, { status: 204 });
    await user.click(screen.getByRole('button', { name: 'Revoke again' }));
    await waitFor(() => expect(stepValue('Test session revoked')).toHaveTextContent('revoked'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
    const logouts = calls.filter((call) => call.url === '/auth/logout');
    expect(logouts.map((call) => call.authorization)).toEqual(['Bearer test-access-token', 'Bearer test-access-token']);
  });
});
