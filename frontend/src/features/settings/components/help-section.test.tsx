import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';

import { notify } from '@/components/ui/toast';
import { fakeAuth } from '@/testing/fake-auth';
import { renderRoutes } from '@/testing/test-utils';

import { type ApiCall, type ApiReply, fakeApi, testCustomer } from '@/testing/fake-api';
import { HelpSection } from './help-section';

function renderHelp(handler: (call: ApiCall) => ApiReply = () => ({ json: {} })) {
  const api = fakeApi(handler);
  const auth = fakeAuth({ user: testCustomer() });
  const routes = [
    { path: '/settings', element: <HelpSection /> },
    { path: '/', element: <p>Home page</p> },
    { path: '/privacy-policy', element: <p>Privacy page</p> },
  ];
  return { api, auth, ...renderRoutes(routes, '/settings', auth) };
}

let success: ReturnType<typeof vi.spyOn>;
let error: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  success = vi.spyOn(notify, 'success');
  error = vi.spyOn(notify, 'error');
});

afterEach(() => vi.restoreAllMocks());

describe('HelpSection', () => {
  it('gives the contact e-mail and the privacy policy', () => {
    renderHelp();
    expect(screen.getByRole('link', { name: 'hello@daily.example' })).toHaveAttribute('href', 'mailto:hello@daily.example');
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'deletion' })).toHaveAttribute('href', '/privacy-policy#account-deletion');
  });

  it('downloads the export as a dated JSON file', async () => {
    // jsdom has no object URLs; these stand in for the browser's.
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:export');
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { api, user } = renderHelp(() => ({ json: { exported_at: '2026-01-31T10:00:00.000Z', account: { email: 'ada@example.com' } } }));

    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Your data has been downloaded.'));
    expect(api.calls[0]).toMatchObject({ method: 'GET', path: '/api/me/export' });
    expect(clicked[0]?.download).toBe('daily-data-2026-01-31.json');
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(JSON.parse(await blob!.text())).toMatchObject({ account: { email: 'ada@example.com' } });
  });

  it('says so when the export fails', async () => {
    const { user } = renderHelp(() => ({ status: 500, json: {} }));
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to download your data', expect.anything()));
  });
});

describe('HelpSection: deleting the account', () => {
  it('needs DELETE typed, then deletes, signs out on this device, goes home and says so', async () => {
    const { api, auth, user, router } = renderHelp(() => ({ json: { deleted: true } }));
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'delete');
    expect(confirm).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Type DELETE to confirm'));
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(confirm);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([{ method: 'DELETE', path: '/api/me', body: { confirm: 'DELETE' } }]);
    expect(auth.logout).toHaveBeenCalledOnce();
    expect(success).toHaveBeenCalledWith('Your account and its data have been deleted.', { keepOnNextPage: true });
  });

  it('still goes home when signing out afterwards fails (the session is already gone)', async () => {
    const { auth, user, router } = renderHelp(() => ({ json: { deleted: true } }));
    vi.mocked(auth.logout).mockRejectedValueOnce(new Error('Please sign in to continue.'));
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    await user.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('keeps the account and the dialog when deletion fails', async () => {
    const { auth, user } = renderHelp(() => ({ status: 503, json: { message: 'Try again in a moment.' } }));
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    await user.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE{Enter}');
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to delete your account', { description: 'Try again in a moment.' }));
    expect(auth.logout).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Delete your account?' })).toBeInTheDocument();
  });

  it('"Keep my account" closes the dialog without a change (the plan is only read)', async () => {
    const { api, user } = renderHelp();
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    await user.click(screen.getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });
});
