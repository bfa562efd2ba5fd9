import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/test-utils';

import { CheckoutCancelled } from './checkout-cancelled';

describe('CheckoutCancelled', () => {
  it('says nothing was charged and offers Try Again and Go Home', () => {
    renderWithProviders(<CheckoutCancelled />);
    expect(screen.getByRole('heading', { name: 'Payment Cancelled' })).toBeInTheDocument();
    expect(screen.getByText('Your subscription was not completed. No charges were made to your account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/subscribe');
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });
});
