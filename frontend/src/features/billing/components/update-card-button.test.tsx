import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { notify } from '@/components/ui/toast';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/test-utils';

import { cardUpdatedMessage, UpdateCardButton, useCardUpdatedNotice } from './update-card-button';

afterEach(() => vi.restoreAllMocks());

function Returned() {
  useCardUpdatedNotice();
  const location = useLocation();
  return <p data-testid="address">{location.pathname + location.search}</p>;
}

describe('UpdateCardButton', () => {
  it('asks for the card page and sends the browser there', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const api = fakeApi(() => ({ json: { url: 'https://billing.stripe.test/p/session/bps_1' } }));
    renderWithProviders(<UpdateCardButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Update card' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.test/p/session/bps_1'));
    expect(api.calls.map((call) => [call.method, call.path])).toEqual([['POST', '/api/me/card-update']]);
  });

  it('says so when the page cannot be opened, and can be pressed again', async () => {
    const error = vi.spyOn(notify, 'error');
    fakeApi(() => ({ status: 503, json: { message: 'The payment service could not open the card page just now.' } }));
    renderWithProviders(<UpdateCardButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Update card' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('The card page could not be opened. Please try again.', expect.anything()));
    expect(screen.getByRole('button', { name: 'Update card' })).toBeEnabled();
  });
});

describe('useCardUpdatedNotice', () => {
  it('confirms the new card once on the return to Settings and takes the mark out of the address', async () => {
    const success = vi.spyOn(notify, 'success');
    renderWithProviders(<Returned />, { route: '/settings?card=updated' });
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/settings$/));
    expect(success).toHaveBeenCalledTimes(1);
    expect(success).toHaveBeenCalledWith(cardUpdatedMessage);
  });
});
