import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { notify } from '@/components/ui/toast';
import { fakeAuth } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/test-utils';

import { fakeApi } from '@/testing/fake-api';
import { testUser } from '../testing/test-user';
import { browserLocation } from '../utils/browser-location';
import { SubscribeForm } from './subscribe-form';

function renderForm(user = testUser()) {
  return renderWithProviders(<SubscribeForm />, { auth: fakeAuth({ user, account: 'open' }) });
}

const coupon = () => screen.getByLabelText(/Coupon or Referral Code/);
const subscribe = () => screen.getByRole('button', { name: 'Subscribe Now' });

describe('SubscribeForm', () => {
  let assign: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('fills name and e-mail from the signed-in user', () => {
    fakeApi(() => ({ json: {} }));
    renderForm();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Email Address')).toHaveValue('ada@example.com');
    expect(coupon()).toHaveValue('');
  });

  it('asks for a name, then an e-mail, before calling the server', async () => {
    const api = fakeApi(() => ({ json: {} }));
    const { user } = renderForm(testUser({ name: null, user_metadata: { name: null }, email: null }));

    await user.click(subscribe());
    expect(screen.getByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveFocus();

    await user.type(screen.getByLabelText('Full Name'), 'Ada');
    expect(screen.queryByText('Please enter your name')).not.toBeInTheDocument();
    await user.click(subscribe());
    expect(screen.getByText('Please enter your email')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('checks the code on blur, shows the answer, and goes back to idle when edited', async () => {
    let answer: (value: { json: unknown }) => void = () => {};
    const api = fakeApi(() => new Promise((resolve) => (answer = resolve)));
    const { user } = renderForm();

    await user.type(coupon(), ' WELCOME10 ');
    await user.tab();
    expect(screen.getByText('Checking coupon...')).toBeInTheDocument();
    expect(api.calls[0]).toEqual({
      method: 'POST',
      path: '/api/stripe/coupon/validate',
      body: { coupon_code: 'WELCOME10', user_id: 'user-1' },
    });

    answer({ json: { valid: true, message: 'Coupon applied: 10% off.', type: 'other', discount_amount: '1.00' } });
    expect(await screen.findByText('Coupon applied: 10% off.')).toBeInTheDocument();

    await user.type(coupon(), 'X');
    expect(screen.queryByText('Coupon applied: 10% off.')).not.toBeInTheDocument();
  });

  it('says when the code could not be checked, and an empty code stays quiet', async () => {
    fakeApi(() => new TypeError('Failed to fetch'));
    const { user } = renderForm();

    await user.click(coupon());
    await user.tab();
    expect(screen.queryByText('Checking coupon...')).not.toBeInTheDocument();

    await user.type(coupon(), 'WELCOME10');
    await user.tab();
    expect(await screen.findByText('Unable to validate coupon code')).toBeInTheDocument();
  });

  it('shows the referral default and blocks an invalid code with the spec message', async () => {
    const api = fakeApi(({ body }) => {
      const code = (body as { coupon_code: string }).coupon_code;
      return { json: code.startsWith('FRIEND') ? { valid: true, type: 'referral' } : { valid: false } };
    });
    const { user } = renderForm();

    await user.type(coupon(), 'FRIEND-A');
    await user.tab();
    expect(await screen.findByText('Coupon code is valid!')).toBeInTheDocument();
    expect(screen.getByText('Referral · £10 off')).toBeInTheDocument();

    await user.clear(coupon());
    await user.type(coupon(), 'NOPE');
    await user.click(subscribe());
    expect(await screen.findByText('Invalid coupon code')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid coupon code or remove it to continue')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path.includes('create-checkout-session'))).toBe(false);
  });

  it('creates a checkout with absolute return addresses and leaves for the payment page', async () => {
    const api = fakeApi(({ path }) =>
      path.includes('coupon')
        ? { json: { valid: true, message: 'ok', type: 'other' } }
        : { json: { checkout_url: 'https://pay.example/cs_1' } },
    );
    const { user } = renderForm();

    await user.type(coupon(), 'WELCOME10');
    await user.click(subscribe());

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/cs_1'));
    expect(api.calls.at(-1)).toEqual({
      method: 'POST',
      path: '/api/stripe/create-checkout-session',
      body: {
        customer_name: 'Ada Lovelace',
        customer_email: 'ada@example.com',
        user_id: 'user-1',
        coupon_code: 'WELCOME10',
        success_url: `${window.location.origin}/stripe/success`,
        cancel_url: `${window.location.origin}/stripe/cancel`,
      },
    });
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  });

  it('sends no code when the field is empty', async () => {
    const api = fakeApi(() => ({ json: { checkout_url: 'https://pay.example/cs_2' } }));
    const { user } = renderForm();
    await user.click(subscribe());
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(api.calls).toHaveLength(1);
    expect((api.calls[0]?.body as { coupon_code: unknown }).coupon_code).toBeNull();
  });

  it.each([
    [{ status: 409, json: { message: 'You already have an active subscription.' } }, 'You already have an active subscription.'],
    [{ status: 500 }, 'Failed to create checkout session'],
    [new TypeError('Failed to fetch'), 'Failed to start subscription process'],
    [{ json: {} }, 'Failed to start subscription process'],
  ])('toasts a failed checkout: %o → %s', async (reply, message) => {
    const error = vi.spyOn(notify, 'error');
    fakeApi(() => reply);
    const { user } = renderForm();
    await user.click(subscribe());
    await waitFor(() => expect(error).toHaveBeenCalledWith(message));
    expect(assign).not.toHaveBeenCalled();
    expect(subscribe()).toBeEnabled();
  });
});
