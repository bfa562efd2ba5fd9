import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { product } from '@/config/product';
import type { AuthUser } from '@/lib/auth/session-types';
import { testUser } from '@/testing/auth-fixtures';
import { fakeAuth } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/test-utils';

import { LandingRoute } from './landing';

const user: AuthUser = testUser();

function renderLanding(auth = fakeAuth()) {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<LandingRoute />} />
      <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
    </Routes>,
    { auth },
  );
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockResolvedValue(new Response(null, { status: 201 }));
  sessionStorage.clear();
  localStorage.clear();
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('landing route', () => {
  it('shows "Loading..." while the user loads', () => {
    renderLanding(fakeAuth({ loading: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it.each(['closed', 'founding_member'] as const)('sends a %s account to the dashboard', (account) => {
    renderLanding(fakeAuth({ user, account }));
    expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('shows the landing page to visitors and to accounts that have not paid', () => {
    renderLanding(fakeAuth({ user, account: 'open' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Turn scattered thoughts into clear actions.' })).toBeInTheDocument();
    expect(document.title).toBe(`${product.tagline} · ${product.name}`);
  });

  it('states the claims, links to /info from the about card, and offers the contact e-mail', () => {
    renderLanding();
    expect(screen.getByText('100+')).toBeInTheDocument();
    expect(screen.getByText('about 1 week')).toBeInTheDocument();
    expect(screen.getByText('2-4 weeks')).toBeInTheDocument();
    expect(screen.getByText('daily helps overwhelmed solopreneurs turn scattered thoughts into clear actions.')).toBeInTheDocument();
    const about = screen.getByRole('region', { name: 'About daily' });
    expect(about.querySelector('a[href="/info"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: new RegExp(`E-mail\\s*${product.contactEmail}`) })).toHaveAttribute(
      'href',
      product.contactHref,
    );
  });

  it('opens WhatsApp with the greeting typed and records a whatsapp_signup event', async () => {
    sessionStorage.setItem('daily.sessionId', 'sess_1718000000000_abc123');
    localStorage.setItem('daily.trafficSource', 'linkedin');
    const { user: person } = renderLanding();

    const link = screen.getByRole('link', { name: /Ready to meet daily\?/ });
    expect(link).toHaveAttribute('href', product.whatsapp.href);
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=Ready%20to%20meet%20daily%3F$/);
    expect(link).toHaveAttribute('target', '_blank');

    link.addEventListener('click', (event) => event.preventDefault());
    await person.click(link);

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.lastCall!;
    expect(url).toBe('/api/analytics/events');
    expect(JSON.parse(String(init?.body))).toEqual({
      session_id: 'sess_1718000000000_abc123',
      utm_source: 'linkedin',
      event_type: 'whatsapp_signup',
      page_path: '/',
    });
  });
});
