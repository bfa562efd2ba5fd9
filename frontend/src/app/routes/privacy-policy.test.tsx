import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/testing/test-utils';

import { PrivacyPolicyRoute } from './privacy-policy';

afterEach(() => {
  vi.useRealTimers();
});

describe('privacy policy', () => {
  it('has every section the spec lists, each with its own anchor', () => {
    renderWithProviders(<PrivacyPolicyRoute />, { route: '/privacy-policy' });
    const expected = [
      ['data-we-collect', 'Data we collect'],
      ['how-we-use-data', 'How we use your data'],
      ['legal-basis', 'Legal basis'],
      ['sharing', 'Sharing'],
      ['retention', 'Retention'],
      ['your-rights', 'Your rights'],
      ['security', 'Security'],
      ['contact', 'Contact'],
      ['account-deletion', 'Account deletion'],
    ] as const;
    for (const [id, title] of expected) {
      const heading = screen.getByRole('heading', { level: 2, name: new RegExp(title) });
      expect(heading).toHaveAttribute('id', id);
    }
  });

  it('says what the product actually does with data', () => {
    renderWithProviders(<PrivacyPolicyRoute />, { route: '/privacy-policy' });
    expect(screen.getAllByText(/UK GDPR|UK and EU GDPR/).length).toBeGreaterThan(0);
    expect(screen.getByText(/AES-256-GCM with a data key that belongs to your account alone/)).toBeInTheDocument();
    // The spec's own line, and what this web app does beside it.
    expect(screen.getByText(/^Journal entries are end-to-end encrypted in the mobile app\. In this web app/)).toBeInTheDocument();
    expect(screen.getByText(/We do not store voice data/)).toBeInTheDocument();
    expect(screen.getByText(/crypto-shredding/)).toBeInTheDocument();
    expect(screen.getAllByText(/Download my data/).length).toBeGreaterThan(0);
  });

  it('goes back home, and scrolls to #account-deletion 100 ms after load', () => {
    vi.useFakeTimers();
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderWithProviders(<PrivacyPolicyRoute />, { route: '/privacy-policy#account-deletion' });
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

    act(() => vi.advanceTimersByTime(100));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toHaveAttribute('id', 'account-deletion');
  });
});
