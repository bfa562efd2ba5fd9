import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeApi, testCustomer } from '@/testing/fake-api';
import { fakeAuth } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/test-utils';

import { DeleteAccountPlanNote } from './delete-account-plan-note';

function renderNote(plan: Record<string, unknown>) {
  const api = fakeApi((call) =>
    call.path === '/api/me/plan'
      ? { json: { account: 'closed', plan: 'premium', subscription_id: 'sub_1', trial_end: null, access_until: null, ...plan } }
      : { json: {} },
  );
  return { api, ...renderWithProviders(<DeleteAccountPlanNote />, { auth: fakeAuth({ user: testCustomer(), account: 'closed' }) }) };
}

afterEach(() => vi.restoreAllMocks());

describe('DeleteAccountPlanNote', () => {
  it('says a running subscription is canceled at once without a refund, and where a refund is asked for', async () => {
    renderNote({ state: 'active' });
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Deleting your account cancels your subscription at once: nothing more is charged, and no refund is made. To ask for a refund, cancel under Subscription first.',
    );
  });

  it('says a trial ends with nothing charged', async () => {
    renderNote({ state: 'trial', trial_end: 1_796_299_200 });
    expect(await screen.findByRole('note')).toHaveTextContent('Deleting your account cancels your trial at once: nothing will be charged.');
  });

  it('says a plan already set to end stops today, with nothing more charged', async () => {
    renderNote({ state: 'ending', access_until: 1_796_299_200 });
    expect(await screen.findByRole('note')).toHaveTextContent(/already canceled and would end on .+\. Deleting your account ends it today/);
  });

  it('says nothing without a plan', async () => {
    const { api, queryClient, container } = renderNote({ state: 'none', plan: null, subscription_id: null });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(api.calls.map((call) => call.path)).toEqual(['/api/me/plan']);
    expect(container).toBeEmptyDOMElement();
  });
});
