import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/test-utils';

import { NotFoundMessage } from './not-found-message';

describe('NotFoundMessage', () => {
  it('says the page was not found, names the path and links home', () => {
    renderWithProviders(<NotFoundMessage />, { route: '/no/such/page' });

    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to home' })).toHaveAttribute('href', '/');
  });
});
