import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { notify } from '@/components/ui/toast';
import { fakeAuth } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/test-utils';

import { testCustomer } from '@/testing/fake-api';
import { settingsServer, type SettingsServerOptions } from '../testing/settings-server';
import { AccountSection } from './account-section';

function renderAccount(options: SettingsServerOptions = {}, auth = fakeAuth({ user: testCustomer() })) {
  const server = settingsServer(options);
  const success = vi.spyOn(notify, 'success');
  const error = vi.spyOn(notify, 'error');
  const view = renderWithProviders(<AccountSection calendar={<p>Calendar control</p>} />, { auth });
  return { server, success, error, ...view };
}

// The closed select is replaced by the full control when it is first used: look it up again.
const voiceControl = () => screen.getByRole('combobox', { name: 'Voice preference' });
const updates = (server: ReturnType<typeof settingsServer>) => server.calls.filter((call) => call.path.startsWith('/dev/user/update'));

afterEach(() => vi.restoreAllMocks());

describe('AccountSection: loading', () => {
  it("asks for the signed-in user's data and shows email, phone, voice and the calendar slot", async () => {
    const { server } = renderAccount({ stored: { email: 'ada@example.com', voice: 'female' } });
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('+44 7700 900001')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Voice preference' })).toHaveTextContent('Female');
    expect(screen.getByText('Calendar control')).toBeInTheDocument();
    expect(server.calls.find((call) => call.path === '/dev/user/get')).toEqual({
      method: 'POST',
      path: '/dev/user/get',
      body: { userId: 'user-1' },
    });
  });

  it('says "No email yet" when there is none', async () => {
    renderAccount();
    expect(await screen.findByText('No email yet')).toBeInTheDocument();
  });

  it('toasts "Failed to get user data" when the server refuses, with a way to try again', async () => {
    const { error } = renderAccount({
      override: (call) => (call.path === '/dev/user/get' ? { status: 403, json: { message: 'Forbidden' } } : undefined),
    });
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to get user data'));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByText('Calendar control')).toBeInTheDocument();
  });

  it('toasts "Network error when getting user" when the server cannot be reached', async () => {
    const { error } = renderAccount({ override: (call) => (call.path === '/dev/user/get' ? new TypeError('Failed to fetch') : undefined) });
    await waitFor(() => expect(error).toHaveBeenCalledWith('Network error when getting user'), { timeout: 8000 });
  }, 10_000);
});

describe('AccountSection: email, edited in place', () => {
  it('the pencil opens the field and the check mark saves it', async () => {
    const { user, server, success } = renderAccount();
    await user.click(await screen.findByRole('button', { name: 'Edit email' }));
    const field = screen.getByRole('textbox', { name: 'Email' });
    expect(field).toHaveFocus();
    await user.type(field, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Save email' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Email updated successfully'));
    expect(updates(server)).toEqual([
      { method: 'POST', path: '/dev/user/update', body: { userId: 'user-1', field: 'email', value: 'ada@example.com' } },
    ]);
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit email' })).toHaveFocus();
  });

  it('Enter saves too', async () => {
    const { user, success } = renderAccount();
    await user.click(await screen.findByRole('button', { name: 'Edit email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com{Enter}');
    await waitFor(() => expect(success).toHaveBeenCalledWith('Email updated successfully'));
  });

  it('checks the shape before sending, and Escape leaves the email as it was', async () => {
    const { user, server } = renderAccount({ stored: { email: 'old@example.com' } });
    await user.click(await screen.findByRole('button', { name: 'Edit email' }));
    const field = screen.getByRole('textbox', { name: 'Email' });
    await user.clear(field);
    await user.type(field, 'ada.example.com');
    await user.click(screen.getByRole('button', { name: 'Save email' }));
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.keyboard('{Escape}');
    expect(screen.getByText('old@example.com')).toBeInTheDocument();
    expect(updates(server)).toHaveLength(0);
  });

  it('says the server’s reason under the field, keeps the field open, and toasts nothing', async () => {
    const { user, error } = renderAccount({
      override: (call) =>
        call.path === '/dev/user/update'
          ? { status: 400, json: { success: false, error: 'That address is taken', message: 'That address is taken' } }
          : undefined,
    });
    await user.click(await screen.findByRole('button', { name: 'Edit email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Save email' }));
    expect(await screen.findByText('That address is taken')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(error).not.toHaveBeenCalled();
  });

  it('says "Network error when updating user" under the field when the server is unreachable', async () => {
    const { user, error } = renderAccount({
      override: (call) => (call.path === '/dev/user/update' ? new TypeError('Failed to fetch') : undefined),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com{Enter}');
    expect(await screen.findByText('Network error when updating user')).toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
  });
});

describe('AccountSection: phone, confirmed by a code', () => {
  it('a new number asks for the code sent to it, then saves', async () => {
    const { user, server, success } = renderAccount();
    await user.click(await screen.findByRole('button', { name: 'Edit phone number' }));
    const field = screen.getByRole('textbox', { name: 'Phone number' });
    await user.clear(field);
    await user.type(field, '07911 123456{Enter}');

    const step = await screen.findByRole('form', { name: 'Confirm +44 7911 123456' });
    expect(within(step).getByText('We sent a code to the new number. Enter it to confirm the change.')).toBeInTheDocument();
    expect(updates(server)[0]?.body).toEqual({ userId: 'user-1', field: 'phone', value: '+447911123456' });
    expect(success).not.toHaveBeenCalled();

    await user.click(within(step).getByRole('button', { name: 'Verify' }));
    expect(within(step).getByText('Please enter the OTP')).toBeInTheDocument();
    await user.type(within(step).getByPlaceholderText('Enter OTP sent to +44 7911 123456'), '123456');
    await user.click(within(step).getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Phone number updated successfully'));
    expect(updates(server)[1]).toEqual({
      method: 'POST',
      path: '/dev/user/update/verify-phone',
      body: { userId: 'user-1', phone: '+447911123456', token: '123456' },
    });
    expect(await screen.findByText('+44 7911 123456')).toBeInTheDocument();
  });

  it('a wrong code is said once, under the code field, and keeps the code step', async () => {
    const { user, error } = renderAccount();
    await user.click(await screen.findByRole('button', { name: 'Edit phone number' }));
    const field = screen.getByRole('textbox', { name: 'Phone number' });
    await user.clear(field);
    await user.type(field, '+44 7911 123456{Enter}');
    await user.type(await screen.findByPlaceholderText('Enter OTP sent to +44 7911 123456'), '000000{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not correct');
    expect(error).not.toHaveBeenCalled();
    expect(screen.getByRole('form', { name: 'Confirm +44 7911 123456' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('+44 7700 900001')).toBeInTheDocument();
  });

  it('refuses a number that cannot be one before asking the server', async () => {
    const { user, server } = renderAccount();
    await user.click(await screen.findByRole('button', { name: 'Edit phone number' }));
    const field = screen.getByRole('textbox', { name: 'Phone number' });
    await user.clear(field);
    await user.type(field, '12{Enter}');
    expect(screen.getByText('Please enter a valid phone number, including its country code.')).toBeInTheDocument();
    expect(updates(server)).toHaveLength(0);
  });

  it('edits with the country picker of sign-in, and shows the server’s refusal under the field', async () => {
    const { user, error } = renderAccount({
      override: (call) =>
        call.path === '/dev/user/update'
          ? {
              status: 400,
              json: {
                success: false,
                error: 'Please enter a valid phone number, including its country code.',
                message: 'Please enter a valid phone number, including its country code.',
              },
            }
          : undefined,
    });
    await user.click(await screen.findByRole('button', { name: 'Edit phone number' }));
    expect(screen.getByRole('button', { name: /^Country code \+44, United Kingdom/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('07700 900001');
    await user.clear(screen.getByRole('textbox', { name: 'Phone number' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '07700 900555{Enter}');
    expect(await screen.findByText('Please enter a valid phone number, including its country code.')).toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
  });
});

describe('AccountSection: voice', () => {
  it('applies the new voice at once and goes back when saving fails', async () => {
    let failSave!: () => void;
    const { user, error, server } = renderAccount({
      override: (call) =>
        call.path === '/dev/user/update'
          ? new Promise((resolve) => {
              failSave = () => resolve({ status: 500, json: { success: false, error: 'Internal server error' } });
            })
          : undefined,
    });
    const voice = await screen.findByRole('combobox', { name: 'Voice preference' });
    expect(voice).toHaveTextContent('Default');
    await user.click(voice);
    await user.click(await screen.findByRole('option', { name: 'Female' }));

    // Shown before the server has answered.
    expect(voiceControl()).toHaveTextContent('Female');
    await waitFor(() => expect(updates(server)).toHaveLength(1));
    expect(updates(server)[0]?.body).toEqual({ userId: 'user-1', field: 'voice', value: 'female' });

    failSave();
    await waitFor(() => expect(voiceControl()).toHaveTextContent('Default'));
    expect(error).toHaveBeenCalledWith('Failed to update voice preference', { description: 'Failed to update user data' });
  });

  it('says "Voice preference updated" when it is saved', async () => {
    const { user, success, server } = renderAccount();
    const voice = await screen.findByRole('combobox', { name: 'Voice preference' });
    await user.click(voice);
    await user.click(await screen.findByRole('option', { name: 'Female' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Voice preference updated'));
    expect(voiceControl()).toHaveTextContent('Female');
    expect(server.stored.voice).toBe('female');
  });
});

describe('AccountSection: messages from daily', () => {
  it('is on until turned off; turning it off sends the browser’s time zone with it', async () => {
    const { user, server, success } = renderAccount();
    const toggle = await screen.findByRole('checkbox', { name: 'Send me reminders, nudge calls and trial messages' });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription('On. Never between 21:00 and 08:00 where you are.');
    await user.click(toggle);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Messages from daily are off'));
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription('Off. daily will not text or call you on its own.');
    const put = server.calls.find((call) => call.method === 'PUT');
    expect(put).toEqual({
      method: 'PUT',
      path: '/api/me/messages',
      body: { enabled: false, time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone },
    });
    expect(server.messages.enabled).toBe(false);
  });

  it('goes back to what was stored when saving fails', async () => {
    const { user, error } = renderAccount({
      override: (call) =>
        call.path === '/api/me/messages' && call.method === 'PUT' ? { status: 503, json: { message: 'Try again soon.' } } : undefined,
    });
    const toggle = await screen.findByRole('checkbox', { name: 'Send me reminders, nudge calls and trial messages' });
    await user.click(toggle);
    await waitFor(() => expect(error).toHaveBeenCalledWith('Could not change your messages setting', { description: 'Try again soon.' }));
    expect(toggle).toBeChecked();
  });
});

describe('AccountSection: morning plan', () => {
  it('is off at 08:30 until turned on; a new time is saved with its button', async () => {
    const { user, server, success } = renderAccount();
    const toggle = await screen.findByRole('checkbox', { name: 'Send me a morning plan' });
    expect(toggle).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Morning plan time' })).not.toBeInTheDocument();
    await user.click(toggle);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Morning plan on, at 08:30'));
    expect(toggle).toHaveAccessibleDescription("On. The day's top three (and your first free slot with a calendar) at 08:30.");
    const time = screen.getByRole('textbox', { name: 'Morning plan time' });
    expect(time).toHaveValue('08:30');
    await user.clear(time);
    await user.type(time, '7:15');
    await user.click(screen.getByRole('button', { name: 'Save time' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Morning plan on, at 07:15'));
    expect(server.morningPlan).toEqual({ enabled: true, time: '07:15' });
    expect(server.calls.filter((call) => call.path === '/api/me/morning-plan' && call.method === 'PUT').map((call) => call.body)).toEqual([
      { enabled: true },
      { enabled: true, time: '07:15' },
    ]);
    expect(screen.queryByRole('button', { name: 'Save time' })).not.toBeInTheDocument();
  });

  it('stays as it was when saving fails', async () => {
    const { user, error } = renderAccount({
      override: (call) =>
        call.path === '/api/me/morning-plan' && call.method === 'PUT' ? { status: 503, json: { message: 'Try again soon.' } } : undefined,
    });
    const toggle = await screen.findByRole('checkbox', { name: 'Send me a morning plan' });
    await user.click(toggle);
    await waitFor(() => expect(error).toHaveBeenCalledWith('Could not change your morning plan', { description: 'Try again soon.' }));
    expect(toggle).not.toBeChecked();
  });
});
