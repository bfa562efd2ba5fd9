import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { product } from '@/config/product';
import { welcomeContent } from '@/content/welcome';
import { stubMatchMedia } from '@/testing/stub-match-media';
import type { AuthUser } from '@/lib/auth/session-types';
import { fakeAuth } from '@/testing/fake-auth';
import { IDLE_TIMEOUT_MS } from '@/lib/after-first-paint';
import { renderWithProviders } from '@/testing/test-utils';

import { WelcomeRoute } from './welcome';

const user: AuthUser = {
  id: 'u1',
  phone: '+447700900001',
  email: null,
  name: 'Ada',
  user_metadata: { name: 'Ada' },
  roles: [],
  account: 'open',
  created_at: '2026-01-01T00:00:00.000Z',
};

function renderWelcome(auth = fakeAuth({ user, account: 'open' })) {
  return renderWithProviders(
    <Routes>
      <Route path="/welcome" element={<WelcomeRoute />} />
      <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
      <Route path="/" element={<h1>Landing page</h1>} />
    </Routes>,
    { auth, route: '/welcome' },
  );
}

function phase(): number {
  return Number(document.querySelector('[data-intro-phase]')?.getAttribute('data-intro-phase'));
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

const scrollTo = vi.fn();
const scrollBy = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  vi.stubGlobal('scrollTo', scrollTo);
  vi.stubGlobal('scrollBy', scrollBy);
  stubMatchMedia({ width: 1280 });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  scrollTo.mockReset();
  scrollBy.mockReset();
});

describe('welcome route: who sees it', () => {
  it('shows "Loading..." while the user loads', () => {
    renderWelcome(fakeAuth({ loading: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('sends a visitor who is not signed in to /', () => {
    renderWelcome(fakeAuth());
    expect(screen.getByRole('heading', { name: 'Landing page' })).toBeInTheDocument();
  });

  it.each(['closed', 'founding_member'] as const)('sends a %s account to /dashboard', (account) => {
    renderWelcome(fakeAuth({ user, account }));
    expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('greets a signed-in account that has not paid, by name', () => {
    renderWelcome();
    expect(screen.getByRole('heading', { level: 1, name: welcomeContent.heading })).toBeInTheDocument();
    expect(screen.getByText(/Good to see you, Ada\./)).toBeInTheDocument();
    expect(document.title).toBe(`${welcomeContent.meta.title} · ${product.name}`);
  });
});

describe('welcome route: the page', () => {
  it('runs the intro in order: logo at 600 ms, moved left 400 ms later, heading after 300 ms, content about 1000 ms later', () => {
    renderWelcome();
    const content = screen.getByTestId('welcome-content');
    expect(phase()).toBe(0);
    expect(screen.getByTestId('welcome-logo')).toHaveClass('opacity-0');

    advance(599);
    expect(phase()).toBe(0);
    advance(1);
    expect(phase()).toBe(1);
    expect(screen.getByTestId('welcome-logo')).toHaveClass('opacity-100');
    expect(screen.getByTestId('welcome-logo')).not.toHaveClass('md:left-0');

    advance(400);
    expect(phase()).toBe(2);
    expect(screen.getByTestId('welcome-logo')).toHaveClass('md:left-0');

    advance(300);
    expect(phase()).toBe(3);
    expect(content).toHaveClass('opacity-0');

    advance(999);
    expect(content).toHaveClass('opacity-0');
    advance(1);
    expect(phase()).toBe(4);
    expect(content).toHaveClass('opacity-100');
  });

  it('shows everything at once to people who ask for reduced motion', () => {
    stubMatchMedia({ width: 1280, reducedMotion: true });
    renderWelcome();
    expect(phase()).toBe(4);
  });

  it('scrolls to the top several times while it loads', () => {
    renderWelcome();
    advance(1500);
    expect(scrollTo.mock.calls.length).toBeGreaterThanOrEqual(3);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('stops pulling the page up once the person scrolls', () => {
    renderWelcome();
    advance(0);
    const before = scrollTo.mock.calls.length;
    fireEvent.wheel(window);
    advance(1500);
    expect(scrollTo.mock.calls.length).toBe(before);
  });

  it('shows four illustrated tiles', () => {
    renderWelcome();
    const tiles = screen.getByRole('region', { name: welcomeContent.tilesLabel });
    expect(tiles.querySelectorAll('li')).toHaveLength(4);
    expect(tiles.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(4);
  });

  it('has the call widget every signed-in page has, in the bottom-right corner', async () => {
    renderWelcome();
    // The widget arrives once the page has painted and the browser is idle.
    await act(() => vi.advanceTimersByTimeAsync(IDLE_TIMEOUT_MS));
    expect(document.querySelector('[data-floating="call-widget"]')).toHaveClass('fixed', 'bottom-4', 'right-4');
  });

  it('offers a plan: every account that reaches it has none yet', () => {
    renderWelcome();
    expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/subscribe');
    expect(screen.getByText(/£10\/month after a 7-day free trial/)).toBeInTheDocument();
  });

  it('records that the about preview was seen', () => {
    renderWelcome();
    expect(screen.getByRole('link', { name: /Read more about daily/ })).toHaveAttribute('href', '/about');
    expect(sessionStorage.getItem('daily.aboutPreviewSeen')).toBe('true');
  });
});

describe('welcome route: the private beta card', () => {
  it('on desktop opens and closes with the chevron, scrolling by 300 px and 500 px', () => {
    renderWelcome();
    const toggle = screen.getByRole('button', { name: 'Show more' });
    const details = screen.getByTestId('beta-details');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(details).toHaveStyle({ maxHeight: '0px' });

    fireEvent.click(toggle);
    advance(100);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect(details).toHaveStyle({ maxHeight: '800px' });
    expect(scrollBy).toHaveBeenLastCalledWith({ top: 300, behavior: 'smooth' });

    fireEvent.click(screen.getByRole('button', { name: 'Show less' }));
    advance(100);
    expect(details).toHaveStyle({ maxHeight: '0px' });
    expect(scrollBy).toHaveBeenLastCalledWith({ top: -500, behavior: 'smooth' });
  });

  it('on mobile is always open, and a tap anywhere opens the booking link (the mail app, without a booking page)', () => {
    stubMatchMedia({ width: 390 });
    renderWelcome();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: welcomeContent.beta.stepsHeading })).toBeInTheDocument();

    // No booking page is configured in tests: the call is booked by e-mail, and the words say so.
    const link = screen.getByRole('link', { name: 'Book your call by email' });
    expect(link).toHaveAttribute('href', product.bookingUrl);
    expect(product.bookingUrl).toMatch(/^mailto:/);
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveTextContent('opens in a new tab');
    // The link's ::after covers the card, which is what makes the whole card tappable.
    expect(link.className).toContain('after:inset-0');
  });
});
