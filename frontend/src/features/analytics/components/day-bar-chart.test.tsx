import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { FunnelStepRow } from '../api/get-funnel';
import { DayBars } from './day-bar-chart';
import { FunnelBars } from './funnel-chart-view';

const series = [
  { key: 'visits', name: 'Visits', fill: 'green' },
  { key: 'signups', name: 'WhatsApp signups', fill: 'orange' },
];
const days = [
  { date: '2026-01-05', visits: 0, signups: 0 },
  { date: '2026-01-06', visits: 3, signups: 1 },
  { date: '2026-01-07', visits: 5, signups: 2 },
];

function drawDays(layout: 'grouped' | 'stacked' = 'grouped') {
  return render(
    <DayBars data={days} series={series} layout={layout} label="Visits and WhatsApp signups per day" width={600} height={280} />,
  );
}

describe('the day chart', () => {
  it('draws a bar for each series on each day with figures, and none for an empty day', () => {
    const { container } = drawDays();
    expect(container.querySelectorAll('[data-bar="visits"]')).toHaveLength(2);
    expect(container.querySelectorAll('[data-bar="signups"]')).toHaveLength(2);
  });

  it('names the days on its axis and counts in whole numbers up the side', () => {
    drawDays();
    expect(screen.getByText('Jan 7')).toBeInTheDocument();
    expect(screen.getAllByText(/^\d+$/).every((tick) => Number.isInteger(Number(tick.textContent)))).toBe(true);
  });

  it('gives the day’s figures to the arrow keys, from the newest day back', async () => {
    const user = userEvent.setup();
    drawDays();
    const chart = screen.getByRole('application', { name: 'Visits and WhatsApp signups per day' });

    await user.tab();
    expect(chart).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Jan 7Visits: 5WhatsApp signups: 2');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('status')).toHaveTextContent('Jan 6Visits: 3WhatsApp signups: 1');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('status')).toHaveTextContent('Jan 5Visits: 0WhatsApp signups: 0');

    await user.tab();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('stacks a day into one bar when asked', () => {
    const { container } = drawDays('stacked');
    const parts = [...container.querySelectorAll('[data-bar]')];
    expect(parts.map((part) => part.getAttribute('data-bar'))).toEqual(['visits', 'signups', 'visits', 'signups']);
    // Only a stack's top part has rounded corners (arcs in its outline).
    const rounded = parts.filter((part) => /a/.test(part.getAttribute('d') ?? ''));
    expect(rounded.map((part) => part.getAttribute('data-bar'))).toEqual(['signups', 'signups']);
  });
});

describe('the funnel chart', () => {
  it('labels each step and puts its figures beside its bar', () => {
    const steps: FunnelStepRow[] = [
      { step: 'visited', label: 'Visited', count: 6, conversion: null },
      { step: 'whatsapp_entry', label: 'WhatsApp entry', count: 2, conversion: 33.33 },
      { step: 'first_message', label: 'First message', count: 0, conversion: null },
    ];
    const { container } = render(<FunnelBars steps={steps} width={700} height={200} />);
    expect(container.querySelectorAll('[data-funnel-step]')).toHaveLength(3);
    expect(screen.getByText('Visited')).toBeInTheDocument();
    expect(screen.getByText('2 · 33.33%')).toBeInTheDocument();
    expect(container.querySelector('[data-funnel-step="First message"] path')).toBeNull();
  });
});
