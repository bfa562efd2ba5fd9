import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

import { IDLE_TIMEOUT_MS } from '@/lib/after-first-paint';

import { AfterFirstPaint } from './after-first-paint';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

it('shows its children once the page has painted, and renders nothing around them again', async () => {
  let ownerRenders = 0;
  function Owner() {
    ownerRenders += 1;
    return (
      <main>
        <h1>The page</h1>
        <AfterFirstPaint>
          <p>Toasts and the call widget</p>
        </AfterFirstPaint>
      </main>
    );
  }
  render(<Owner />);
  expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
  expect(screen.queryByText('Toasts and the call widget')).not.toBeInTheDocument();

  await act(() => vi.advanceTimersByTimeAsync(IDLE_TIMEOUT_MS));
  expect(screen.getByText('Toasts and the call widget')).toBeInTheDocument();
  expect(ownerRenders).toBe(1);
});
