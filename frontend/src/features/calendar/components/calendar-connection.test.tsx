import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { notify } from '@/components/ui/toast';
import { fakeAuth } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/test-utils';

import { type ApiCall, type ApiReply, fakeApi, testCustomer } from '@/testing/fake-api';
import type { GoogleCodeClientConfig } from '../types/google-identity';
import { googleIdentityScriptUrl, resetGoogleIdentityForTests } from '../utils/google-identity';
import { CalendarConnection } from './calendar-connection';

const configured = { json: { configured: true, clientId: 'client-123.apps.googleusercontent.com', scopes: ['openid', 'email'] } };

type Server = { config?: ApiReply; check?: ApiReply; connect?: ApiReply; revoke?: ApiReply; connected?: boolean };

/** The calendar endpoints; unless told otherwise, connecting and disconnecting change what the check answers. */
function renderControl(server: Server = {}, auth = fakeAuth({ user: testCustomer() })) {
  let hasAccess = server.connected ?? false;
  const replies: Record<string, () => ApiReply> = {
    '/api/auth/google/config': () => server.config ?? configured,
    '/api/auth/google/check-access': () => server.check ?? { json: { hasAccess, configured: true } },
    '/api/auth/google': () => {
      if (server.connect) return server.connect;
      hasAccess = true;
      return { json: { success: true, hasAccess: true } };
    },
    '/api/auth/google/revoke': () => {
      if (server.revoke) return server.revoke;
      hasAccess = false;
      return { json: {} };
    },
  };
  const api = fakeApi((call: ApiCall) => replies[call.path]?.() ?? { status: 404, json: {} });
  return { api, ...renderWithProviders(<CalendarConnection />, { auth }) };
}

/** Stands in for Google Identity Services: the popup answers with `outcome`. */
function fakeGoogle(outcome: { code: string } | { error: string } | { popup: 'popup_closed' | 'popup_failed_to_open' }) {
  const configs: GoogleCodeClientConfig[] = [];
  window.google = {
    accounts: {
      oauth2: {
        initCodeClient: (config) => {
          configs.push(config);
          return {
            requestCode: () => {
              if ('code' in outcome) config.callback({ code: outcome.code, scope: config.scope });
              else if ('error' in outcome) config.callback({ error: outcome.error });
              else config.error_callback?.({ type: outcome.popup });
            },
          };
        },
      },
    },
  };
  return configs;
}

const status = () => screen.getByRole('status');
const googleScripts = () => document.querySelectorAll(`script[src="${googleIdentityScriptUrl}"]`);

let success: ReturnType<typeof vi.spyOn>;
let error: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  success = vi.spyOn(notify, 'success');
  error = vi.spyOn(notify, 'error');
});

afterEach(() => {
  vi.restoreAllMocks();
  delete window.google;
  resetGoogleIdentityForTests();
  googleScripts().forEach((script) => script.remove());
});

describe('CalendarConnection', () => {
  it('checks first, then shows "Not connected" with Connect', async () => {
    const { api } = renderControl();
    expect(status()).toHaveTextContent('Checking connection...');
    expect(screen.getByRole('button', { name: 'Connect Google Calendar' })).toBeDisabled();
    await waitFor(() => expect(status()).toHaveTextContent('Not connected'));
    expect(screen.getByRole('button', { name: 'Connect Google Calendar' })).toBeEnabled();
    expect(api.calls.find((call) => call.path === '/api/auth/google/check-access')?.body).toEqual({ userId: 'user-1' });
  });

  it('shows "Connected" with Refresh Connection and Disconnect', async () => {
    renderControl({ connected: true });
    await waitFor(() => expect(status()).toHaveTextContent('Connected'));
    expect(screen.getByRole('button', { name: 'Refresh Connection' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Disconnect' })).toBeEnabled();
  });

  it('a failed check leaves "Not connected" and says why', async () => {
    renderControl({ check: { status: 500, json: {} } });
    await waitFor(() => expect(status()).toHaveTextContent('Not connected'));
    expect(screen.getByText('Could not check the connection: Failed to check connection status')).toBeInTheDocument();
  });

  it('an unreachable server reads "Network error when checking connection"', async () => {
    renderControl({ check: new TypeError('Failed to fetch') });
    expect(await screen.findByText('Could not check the connection: Network error when checking connection')).toBeInTheDocument();
  });

  it('without Google credentials on the server: explained, disabled, no check and no Google script', async () => {
    const { api } = renderControl({ config: { json: { configured: false, clientId: null, scopes: [] } } });
    expect(await screen.findByText('Calendar connection is coming soon.')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Not available');
    expect(screen.getByRole('button', { name: 'Connect Google Calendar' })).toBeDisabled();
    expect(api.calls.map((call) => call.path)).toEqual(['/api/auth/google/config']);
    expect(googleScripts()).toHaveLength(0);
  });

  it('connects with the code from Google’s popup, sending the configured client id and scopes', async () => {
    const configs = fakeGoogle({ code: 'code-1' });
    const { api, user } = renderControl();
    await waitFor(() => expect(status()).toHaveTextContent('Not connected'));
    await user.click(screen.getByRole('button', { name: 'Connect Google Calendar' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Google Calendar connected successfully.', { id: 'calendar-connection' }));
    expect(configs[0]).toMatchObject({ client_id: 'client-123.apps.googleusercontent.com', scope: 'openid email', ux_mode: 'popup' });
    expect(api.calls.find((call) => call.path === '/api/auth/google')?.body).toEqual({ code: 'code-1', userId: 'user-1' });
    expect(status()).toHaveTextContent('Connected');
  });

  it('shows "Connecting..." while the server exchanges the code', async () => {
    fakeGoogle({ code: 'code-1' });
    let answer!: (reply: ApiReply) => void;
    const replies: Record<string, ApiReply> = {
      '/api/auth/google/config': configured,
      '/api/auth/google/check-access': { json: { hasAccess: false, configured: true } },
    };
    fakeApi((call) =>
      call.path === '/api/auth/google' ? new Promise<ApiReply>((resolve) => (answer = resolve)) : (replies[call.path] ?? { json: {} }),
    );
    const { user } = renderWithProviders(<CalendarConnection />, { auth: fakeAuth({ user: testCustomer() }) });
    await waitFor(() => expect(status()).toHaveTextContent('Not connected'));
    await user.click(screen.getByRole('button', { name: 'Connect Google Calendar' }));
    expect(await screen.findByText('Connecting...')).toBeInTheDocument();
    answer({ json: { success: true } });
    await waitFor(() => expect(status()).toHaveTextContent('Connected'));
  });

  it('closing Google’s popup goes back quietly', async () => {
    fakeGoogle({ popup: 'popup_closed' });
    const { user } = renderControl();
    await waitFor(() => expect(status()).toHaveTextContent('Not connected'));
    await user.click(screen.getByRole('button', { name: 'Connect Google Calendar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Connect Google Calendar' })).toBeEnabled());
    expect(error).not.toHaveBeenCalled();
  });

  it('Google refusing says "Could not authenticate with Google. Please try again."', async () => {
    fakeGoogle({ error: 'access_denied' });
    const { user } = renderControl();
    await waitFor(() => expect(status()).toHaveTextContent('Not connected'));
    await user.click(screen.getByRole('button', { name: 'Connect Google Calendar' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Could not authenticate with Google. Please try again.'));
    expect(status()).toHaveTextContent('Not connected');
  });

  it('the server failing the exchange says "Failed to connect Google Calendar. Please try again."', async () => {
    fakeGoogle({ code: 'code-1' });
    const { user } = renderControl({ connect: { status: 503, json: { message: 'Google is down' } } });
    await waitFor(() => expect(status()).toHaveTextContent('Not connected'));
    await user.click(screen.getByRole('button', { name: 'Connect Google Calendar' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to connect Google Calendar. Please try again.', undefined));
  });

  it('refreshes the connection through the same popup; a failed refresh keeps it connected', async () => {
    fakeGoogle({ error: 'access_denied' });
    const { user } = renderControl({ connected: true });
    await waitFor(() => expect(status()).toHaveTextContent('Connected'));
    await user.click(screen.getByRole('button', { name: 'Refresh Connection' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Could not authenticate with Google. Please try again.'));
    expect(status()).toHaveTextContent('Connected');

    fakeGoogle({ code: 'code-2' });
    await user.click(screen.getByRole('button', { name: 'Refresh Connection' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Google Calendar connected successfully.', { id: 'calendar-connection' }));
  });

  it('asks before disconnecting, and stays connected when the person keeps it', async () => {
    const { api, user } = renderControl({ connected: true });
    await waitFor(() => expect(status()).toHaveTextContent('Connected'));
    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Stay Connected' }));
    expect(api.calls.some((call) => call.path === '/api/auth/google/revoke')).toBe(false);
    expect(status()).toHaveTextContent('Connected');
  });

  it('disconnects', async () => {
    const { api, user } = renderControl({ connected: true });
    await waitFor(() => expect(status()).toHaveTextContent('Connected'));
    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Disconnect Google Calendar?' })).getByRole('button', { name: 'Disconnect' }),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('Google Calendar disconnected successfully.', { id: 'calendar-connection' }));
    expect(api.calls.find((call) => call.path === '/api/auth/google/revoke')?.body).toEqual({ userId: 'user-1' });
    await waitFor(() => expect(status()).toHaveTextContent('Not connected'));
  });

  it('a failed disconnect stays connected and says "Failed to disconnect Google Calendar."', async () => {
    const { user } = renderControl({ connected: true, revoke: new TypeError('Failed to fetch') });
    await waitFor(() => expect(status()).toHaveTextContent('Connected'));
    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Disconnect Google Calendar?' })).getByRole('button', { name: 'Disconnect' }),
    );
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Failed to disconnect Google Calendar.', {
        description: 'Network error when disconnecting Google Calendar',
      }),
    );
    expect(status()).toHaveTextContent('Connected');
  });

  it('loads Google’s script only when asked to connect', async () => {
    const { user } = renderControl();
    await waitFor(() => expect(status()).toHaveTextContent('Not connected'));
    expect(googleScripts()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Connect Google Calendar' }));
    await waitFor(() => expect(googleScripts()).toHaveLength(1));
    // The script cannot load in a test: that reads as Google failing.
    googleScripts()[0]?.dispatchEvent(new Event('error'));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Could not authenticate with Google. Please try again.'));
  });

  it('signed out: the check needs a user id, and connecting says to log in', async () => {
    const { api, user } = renderControl({}, fakeAuth({ user: null }));
    expect(await screen.findByText('Could not check the connection: User ID is required')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Connect Google Calendar' }));
    expect(error).toHaveBeenCalledWith('You need to be logged in to connect your Google account.');
    expect(api.calls.map((call) => call.path)).toEqual(['/api/auth/google/config']);
  });
});
