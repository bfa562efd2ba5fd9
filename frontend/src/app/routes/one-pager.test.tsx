import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { pitchContent } from '@/content/pitch';
import { renderWithProviders } from '@/testing/test-utils';

import { OnePagerRoute } from './one-pager';

afterEach(() => {
  vi.useRealTimers();
});

describe('pitch page', () => {
  it('renders every section of the pitch as formatted text, each with an id', () => {
    renderWithProviders(<OnePagerRoute />, { route: '/one-pager' });
    for (const section of ['Thesis', 'Focus', 'Team', 'Market', 'Proof', 'Competition', 'Edge', 'Traction', 'Roadmap']) {
      const heading = screen.getByRole('heading', { level: 2, name: section });
      expect(heading).toHaveAttribute('id', section.toLowerCase());
      expect(screen.getByRole('link', { name: section })).toHaveAttribute('href', `/one-pager#${section.toLowerCase()}`);
    }
    expect(screen.getAllByRole('table')).toHaveLength(2);
  });

  it('quotes the figures of the spec', () => {
    renderWithProviders(<OnePagerRoute />, { route: '/one-pager' });
    const text = document.querySelector('article')!.textContent!;
    for (const figure of ['4.1 million', '£100/hour', '$20/month', '50 unique callers', '100+']) {
      expect(text).toContain(figure);
    }
    expect(text).not.toMatch(/\{\{|\}\}/);
  });

  it('dates the roadmap from May 1 to Sep 1, 2026 with the daily-active-user targets', () => {
    renderWithProviders(<OnePagerRoute />, { route: '/one-pager' });
    const roadmap = screen.getAllByRole('table').at(-1)!;
    const rows = [...roadmap.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows.map(([date]) => date)).toEqual(['May 1, 2026', 'Jun 1, 2026', 'Jul 1, 2026', 'Aug 1, 2026', 'Sep 1, 2026']);
    expect(rows.map(([, users]) => users)).toEqual(['20 super users', '100', '1k', '2.5k', '5k']);
    const dates = [...roadmap.querySelectorAll('tbody td:first-child time')];
    expect(dates.map((time) => time.getAttribute('datetime'))).toEqual([
      '2026-05-01',
      '2026-06-01',
      '2026-07-01',
      '2026-08-01',
      '2026-09-01',
    ]);
  });

  it('goes back home and scrolls to a linked section after 100 ms', () => {
    vi.useFakeTimers();
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderWithProviders(<OnePagerRoute />, { route: '/one-pager#market' });
    expect(screen.getByRole('link', { name: pitchContent.back })).toHaveAttribute('href', '/');

    act(() => vi.advanceTimersByTime(100));
    expect(scrollIntoView.mock.contexts[0]).toHaveAttribute('id', 'market');
  });
});
