import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProvider } from '@/app/provider';
import { DashboardShell } from '@/app/routes/dashboard-shell';
import { dashboardGreeting } from '@/features/dashboard/utils/greeting';
import { deviceCacheFormat } from '@/lib/device-cache';
import { formatWeekdayDate } from '@/lib/format';
import { sessionStore } from '@/lib/auth/session-store';

import { dashboardShellPlan } from './dashboard-shell-plan';
import { fillDashboardShell } from './fill-dashboard-shell';

const userId = 'user-1';

// The shell as the build writes it: the app's markup, before any of its code runs.
function paintShell() {
  const shell = renderToString(
    <MemoryRouter initialEntries={['/dashboard']}>
      <AppProvider>
        <DashboardShell />
      </AppProvider>
    </MemoryRouter>,
  );
  document.body.innerHTML = `<div id="root"><main>${shell}</main></div>`;
  return document.querySelector('[data-shell-personal]') as HTMLElement;
}

function storeSession(name: string | null) {
  localStorage.setItem(sessionStore.key, JSON.stringify({ access_token: 'token', user: { id: userId, name } }));
}

function keep(
  queries: Array<{ key: unknown[]; data: unknown }>,
  { savedAt = Date.now(), v = deviceCacheFormat.version as number, account = 'closed' as string | null } = {},
) {
  localStorage.setItem(deviceCacheFormat.prefix + userId, JSON.stringify({ v, savedAt, account, queries }));
}

const profile = (startQuestion: string | null, name: string | null = null) => ({
  key: ['dashboard', userId, 'profile'],
  data: { name, startQuestion },
});
const conversation = (items: unknown[]) => ({ key: ['assistant', userId, 'conversation'], data: items });

// The starter's call, as the built file makes it.
const fillShell = () => fillDashboardShell(window, dashboardShellPlan, dashboardGreeting);
const startQuestion = 'Shall we plan tomorrow together?';
const shown = (element: HTMLElement | null) => element !== null && !element.closest('[hidden]');
const examples = () => screen.queryByRole('list', { name: 'Examples', hidden: true });
const loading = () => screen.queryByText('Loading the conversation...');

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('the dashboard shell before the app has arrived', () => {
  it("paints the person's heading, prompt and empty conversation from this device, then shows itself", () => {
    const part = paintShell();
    expect(part).toHaveClass('invisible');
    storeSession('Ada Lovelace');
    keep([profile(startQuestion), conversation([])]);

    fillShell();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(dashboardGreeting(new Date(), 'Ada Lovelace'));
    expect(screen.getByText(formatWeekdayDate(new Date()))).toBeInTheDocument();
    expect(screen.getByText(startQuestion)).toBeInTheDocument();
    expect(shown(examples())).toBe(true);
    expect(shown(loading())).toBe(false);
    expect(part).not.toHaveClass('invisible');
    // Still inert: a tap or a word typed here would be lost when the app takes over.
    expect(part).toHaveAttribute('inert');
  });

  it('writes the day as the app does, on any day of the year', () => {
    storeSession('Ada');
    for (const day of [new Date(2025, 0, 5, 9), new Date(2026, 10, 28, 20), new Date(2028, 1, 29, 12)]) {
      vi.useFakeTimers({ now: day, toFake: ['Date'] });
      keep([]);
      paintShell();
      fillShell();
      expect(document.querySelector('[data-shell-fill="date"]')).toHaveTextContent(formatWeekdayDate(day, { now: day }));
      vi.useRealTimers();
    }
  });

  it('keeps the conversation loading when this device holds messages, which only the app draws', () => {
    paintShell();
    storeSession(null);
    keep([profile(null, 'Grace Hopper'), conversation([{ id: 'm1', direction: 'in', text: 'hello' }])]);

    fillShell();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(dashboardGreeting(new Date(), 'Grace Hopper'));
    expect(screen.getByText(dashboardShellPlan.fallbackCallPrompt)).toBeInTheDocument();
    expect(shown(loading())).toBe(true);
    expect(shown(examples())).toBe(false);
  });

  it('stays unseen when the app will not draw the dashboard at once: an old or unknown copy, or no paid access', () => {
    const cases = [
      { savedAt: Date.now() - deviceCacheFormat.maxAgeMs - 1 },
      { v: deviceCacheFormat.version + 1 },
      { account: 'open' },
      { account: null },
    ];
    for (const kept of cases) {
      const part = paintShell();
      storeSession('Ada');
      keep([profile(startQuestion), conversation([])], kept);

      fillShell();

      expect(part).toHaveClass('invisible');
      expect(screen.queryByText(startQuestion)).toBeNull();
    }
  });

  it('opens for a founding member as for a member', () => {
    const part = paintShell();
    storeSession('Ada');
    keep([conversation([])], { account: 'founding_member' });

    fillShell();

    expect(part).not.toHaveClass('invisible');
  });

  it('stays unseen without a stored session, for the app to draw (or send away)', () => {
    const part = paintShell();
    keep([profile(startQuestion), conversation([])]);

    fillShell();

    expect(part).toHaveClass('invisible');
    expect(screen.queryByText(startQuestion)).toBeNull();
  });

  it('runs from its own text and its plan as JSON, as the starter file holds them', () => {
    const part = paintShell();
    storeSession('Ada');
    keep([conversation([])]);
    const run = new Function(
      'win',
      'plan',
      'greeting',
      `(${fillDashboardShell.toString()})(win, plan, greeting);`,
    ) as typeof fillDashboardShell;
    const greeting = new Function(`return (${dashboardGreeting.toString()})`)() as typeof dashboardGreeting;

    run(window, JSON.parse(JSON.stringify(dashboardShellPlan)) as typeof dashboardShellPlan, greeting);

    expect(part).not.toHaveClass('invisible');
    expect(shown(examples())).toBe(true);
  });
});
