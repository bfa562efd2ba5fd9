import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { notify } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-error';
import { fakeAuth, WithAuth } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/test-utils';

import { PhoneSignInForm } from './phone-sign-in-form';

describe('PhoneSignInForm', () => {
  it('shows the heading, default +44 and asks for the phone, then for consent', async () => {
    const auth = fakeAuth();
    const { user } = renderWithProviders(
      <WithAuth value={auth}>
        <PhoneSignInForm />
      </WithAuth>,
    );
    expect(screen.getByRole('heading', { name: 'Sign in / up to daily' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Country code \+44/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Please enter your phone number')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Phone number'), '07911 123456');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Please consent to our privacy policy')).toBeInTheDocument();
    expect(auth.initiateOtp).not.toHaveBeenCalled();
  });

  it('sends the number without its leading 0 once consent is given', async () => {
    const auth = fakeAuth();
    const { user } = renderWithProviders(
      <WithAuth value={auth}>
        <PhoneSignInForm />
      </WithAuth>,
    );
    await user.type(screen.getByPlaceholderText('Phone number'), '07911 123456');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(auth.initiateOtp).toHaveBeenCalledWith('+447911123456');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('reaches the consent before the submit arrow from the keyboard', async () => {
    const { user } = renderWithProviders(<PhoneSignInForm />);
    await user.click(screen.getByPlaceholderText('Phone number'));
    await user.tab();
    expect(screen.getByRole('checkbox')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send code' })).toHaveFocus();
  });

  it('says a refused number once, beside the form, not again in a toast', async () => {
    const error = vi.spyOn(notify, 'error');
    const auth = fakeAuth({
      initiateOtp: vi.fn(async () => {
        throw new ApiError(400, 'Please enter a valid phone number');
      }),
    });
    const { user } = renderWithProviders(
      <WithAuth value={auth}>
        <PhoneSignInForm />
      </WithAuth>,
    );
    await user.type(screen.getByPlaceholderText('Phone number'), '7911 123456');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid phone number');
    expect(screen.getAllByText('Please enter a valid phone number')).toHaveLength(1);
    expect(error).not.toHaveBeenCalled();
  });

  it('refuses a number no country can have before asking the server, as settings does', async () => {
    const auth = fakeAuth({ initiateOtp: vi.fn(async () => {}) });
    const { user } = renderWithProviders(
      <WithAuth value={auth}>
        <PhoneSignInForm />
      </WithAuth>,
    );
    await user.type(screen.getByPlaceholderText('Phone number'), '12');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid phone number, including its country code.');
    expect(screen.getByPlaceholderText('Phone number')).toHaveAttribute('aria-invalid', 'true');
    expect(auth.initiateOtp).not.toHaveBeenCalled();
  });

  it('on the code step: needs an OTP, shows errors with a restart link, and goes back', async () => {
    const error = vi.spyOn(notify, 'error');
    const verifyOtp = vi.fn(async () => {
      throw new Error('That code is not correct. 4 tries left.');
    });
    const auth = fakeAuth({
      pendingAction: 'otp_initiated',
      pendingData: { phone: '+447911123456', account: 'none', name: null },
      verifyOtp,
    });
    const { user } = renderWithProviders(
      <WithAuth value={auth}>
        <PhoneSignInForm />
      </WithAuth>,
    );
    expect(screen.getByRole('heading', { name: 'Verify your phone number' })).toBeInTheDocument();
    const input = screen.getByPlaceholderText('Enter OTP sent to +447911123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Please enter the OTP')).toBeInTheDocument();
    await user.type(input, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/That code is not correct/)).toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Click here to restart' }));
    expect(auth.clearPending).toHaveBeenCalled();
  });

  it('says "Verification successful!" after a good code', async () => {
    const verifyOtp = vi.fn(async () => ({}) as never);
    const auth = fakeAuth({
      pendingAction: 'otp_initiated',
      pendingData: { phone: '+447911123456', account: 'none', name: null },
      verifyOtp,
    });
    const { user } = renderWithProviders(
      <WithAuth value={auth}>
        <PhoneSignInForm />
      </WithAuth>,
    );
    await user.type(screen.getByPlaceholderText('Enter OTP sent to +447911123456'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verification successful!')).toBeInTheDocument();
    expect(verifyOtp).toHaveBeenCalledWith('123456');
  });
});
