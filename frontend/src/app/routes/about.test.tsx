import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { product } from '@/config/product';
import { aboutContent } from '@/content/about';
import { AboutPage } from '@/features/marketing/about/components/about-page';
import type { AccountStatus, AuthUser } from '@/lib/auth/session-types';
import { fakeAuth } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/test-utils';

import { AboutRoute } from './about';

const member: AuthUser = {
  id: 'user-1',
  phone: '+447700900001',
  email: null,
  name: 'Ada',
  user_metadata: { name: 'Ada' },
  roles: [],
  account: 'open',
  created_at: '2025-01-01T00:00:00.000Z',
};

/** The plan card whose heading names the plan. */
function planCard(name: string): HTMLElement {
  return screen.getByRole('heading', { level: 3, name }).closest('li')!;
}

function renderAboutAs(account: Extract<AccountStatus, AuthUser['account']> | null) {
  const auth = fakeAuth(account === null ? {} : { user: { ...member, account }, account });
  return renderWithProviders(<AboutRoute />, { route: '/about', auth });
}

describe('about page', () => {
  it('answers every question the spec lists', () => {
    renderWithProviders(<AboutPage />);
    const faq = screen.getByRole('region', { name: aboutContent.faq.heading });
    const questions = within(faq)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(questions).toEqual([
      'How much does it cost?',
      'Is what I tell it private?',
      'How is this different from a general chatbot?',
      'Does it actually work?',
      'I would rather talk than type. Can I?',
      'How soon will I see results?',
      'Can I cancel, and can I get a refund?',
      'What support do founding members get?',
    ]);
  });

  it('states the plans and their prices from the product configuration', () => {
    renderWithProviders(<AboutPage />);
    const plans = screen.getByRole('region', { name: 'Plans' });
    expect(within(plans).getByText('£10/month')).toBeInTheDocument();
    expect(within(plans).getByText('7-day free trial')).toBeInTheDocument();
    expect(within(plans).getByText('£100/year')).toBeInTheDocument();
    for (const item of product.plans.foundingMember.inclusions) expect(within(plans).getByText(item)).toBeInTheDocument();
    expect(within(plans).getByText(/within 48 hours/)).toBeInTheDocument();
  });

  it('mentions the refund, the 48-hour promise and encryption in the answers', () => {
    renderWithProviders(<AboutPage />);
    expect(screen.getByText(/we refund you straight away/)).toBeInTheDocument();
    expect(screen.getByText(/it will be built within 48 hours/)).toBeInTheDocument();
    expect(screen.getByText(/AES-256-GCM/)).toBeInTheDocument();
  });

  it('links to the privacy policy and to the contact address', () => {
    renderWithProviders(<AboutPage />);
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', product.contactHref);
  });

  it('puts the founding member action, when given, on the founding plan', () => {
    renderWithProviders(<AboutPage foundingAction={<button type="button">Become a Founding Member</button>} />);
    const button = screen.getByRole('button', { name: 'Become a Founding Member' });
    expect(button.closest('li')).toHaveTextContent('Founding member');
  });

  it('says calmly that nothing was charged after a cancelled founding checkout', () => {
    const { rerender } = renderWithProviders(<AboutPage />);
    expect(screen.queryByText(aboutContent.cancelledNotice.title)).not.toBeInTheDocument();

    rerender(<AboutPage checkoutCancelled />);
    expect(screen.getByRole('status')).toHaveTextContent(/nothing was charged/);
  });

  it('shows a visitor Subscribe on Premium and the founding checkout, with no plan marked', () => {
    renderAboutAs(null);
    expect(screen.queryByText('Your plan')).not.toBeInTheDocument();
    expect(within(planCard('Premium')).getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/subscribe');
    expect(within(planCard('Founding member')).getByRole('button', { name: 'Become a Founding Member' })).toBeInTheDocument();
  });

  it('marks the free tier as the plan of an open account and offers both purchases', () => {
    renderAboutAs('open');
    expect(within(planCard('Free')).getByText('Your plan')).toBeInTheDocument();
    expect(within(planCard('Premium')).getByRole('link', { name: 'Subscribe' })).toBeInTheDocument();
    expect(within(planCard('Founding member')).getByRole('button', { name: 'Become a Founding Member' })).toBeInTheDocument();
  });

  it('marks Premium for a paying member, without a button to buy it again', () => {
    renderAboutAs('closed');
    const premium = planCard('Premium');
    expect(within(premium).getByText('Your plan')).toBeInTheDocument();
    expect(within(premium).queryByRole('link')).not.toBeInTheDocument();
    expect(within(planCard('Founding member')).getByRole('button', { name: 'Become a Founding Member' })).toBeInTheDocument();
  });

  it('marks the founding membership and offers a founding member nothing to buy', () => {
    renderAboutAs('founding_member');
    expect(within(planCard('Founding member')).getByText('Your plan')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Become a Founding Member' })).not.toBeInTheDocument();
    expect(within(planCard('Premium')).queryByRole('link', { name: 'Subscribe' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Your plan')).toHaveLength(1);
  });
});
