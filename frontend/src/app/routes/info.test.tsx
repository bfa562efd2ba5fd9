import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/test-utils';

import { InfoRoute } from './info';

describe('info route', () => {
  it('explains how it works, with a way back to About and to Premium', () => {
    renderWithProviders(<InfoRoute />, { route: '/info' });
    expect(screen.getByRole('heading', { level: 1, name: 'How it works' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to About' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: 'Sign up for Premium' })).toHaveAttribute('href', '/subscribe');
    expect(screen.getByRole('link', { name: 'See the roadmap' })).toHaveAttribute('href', '/info?view=roadmap');
  });

  it('shows the three roadmap stages with their dates on ?view=roadmap, with a back button', () => {
    renderWithProviders(<InfoRoute />, { route: '/info?view=roadmap' });
    expect(screen.getByRole('heading', { level: 1, name: 'Roadmap' })).toBeInTheDocument();
    for (const date of ['16.09', '30.09', '27.10']) expect(screen.getByText(date)).toBeInTheDocument();
    expect(screen.getByText('Calendar integration')).toBeInTheDocument();
    expect(screen.getByText('Better memory and search')).toBeInTheDocument();
    expect(screen.getByText('Web app 2.0 with a visual dashboard')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to How it works' })).toHaveAttribute('href', '/info');
  });
});
