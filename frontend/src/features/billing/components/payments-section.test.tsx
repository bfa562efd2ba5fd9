import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeApi, testCustomer } from '@/testing/fake-api';
import { fakeAuth } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/test-utils';

import { PaymentsSection } from './payments-section';

const auth = () => fakeAuth({ user: testCustomer(), account: 'closed' });

afterEach(() => vi.restoreAllMocks());

describe('PaymentsSection', () => {
  it('lists each payment with its date, amount, status and receipt link', async () => {
    fakeApi((call) =>
      call.path === '/api/me/invoices'
        ? {
            json: {
              payments: [
                {
                  id: 'ch_1:10000',
                  kind: 'refund',
                  status: 'refunded',
                  amount: '100.00',
                  currency: 'gbp',
                  date: 1_767_225_600,
                  receipt_url: null,
                },
                {
                  id: 'in_1',
                  kind: 'payment',
                  status: 'paid',
                  amount: '100.00',
                  currency: 'gbp',
                  date: 1_767_139_200,
                  receipt_url: 'https://invoice.stripe.test/i/in_1',
                },
                { id: 'in_2', kind: 'payment', status: 'failed', amount: '9.50', currency: 'gbp', date: 1_764_547_200, receipt_url: null },
              ],
            },
          }
        : { json: {} },
    );
    renderWithProviders(<PaymentsSection />, { auth: auth() });
    const rows = within(await screen.findByRole('list', { name: 'Payments' })).getAllByRole('listitem');
    const [refund, paid] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^January 1, 2026−£100Refunded/),
      expect.stringMatching(/^December 31, 2025£100PaidReceipt/),
      expect.stringMatching(/^December 1, 2025£9\.50Failed/),
    ]);
    const receipt = within(paid).getByRole('link', { name: /Receipt/ });
    expect(receipt).toHaveAttribute('href', 'https://invoice.stripe.test/i/in_1');
    expect(receipt).toHaveAttribute('target', '_blank');
    expect(within(refund).queryByRole('link')).toBeNull();
  });

  it('says so when nothing was paid yet', async () => {
    fakeApi(() => ({ json: { payments: [] } }));
    renderWithProviders(<PaymentsSection />, { auth: auth() });
    expect(await screen.findByText('No payments yet')).toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded, and shows it once it can', async () => {
    let fail = true;
    fakeApi(() => (fail ? { status: 503, json: { message: 'down' } } : { json: { payments: [] } }));
    renderWithProviders(<PaymentsSection />, { auth: auth() });
    expect(await screen.findByText('Your payments could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No payments yet')).toBeInTheDocument();
  });
});
