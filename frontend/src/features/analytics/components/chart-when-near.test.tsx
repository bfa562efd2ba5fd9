import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ChartWhenNear } from './chart-when-near';

type Watcher = { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; disconnected: boolean };

/** A stand-in IntersectionObserver whose callbacks the test fires by hand. */
function watchIntersections(): Watcher[] {
  const watchers: Watcher[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly watcher: Watcher;
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.watcher = { callback, options, disconnected: false };
        watchers.push(this.watcher);
      }
      observe() {}
      disconnect() {
        this.watcher.disconnected = true;
      }
    },
  );
  return watchers;
}

const crossing = (isIntersecting: boolean) => [{ isIntersecting } as IntersectionObserverEntry];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ChartWhenNear', () => {
  it('shows the placeholder until its place nears the screen, then the chart for good', () => {
    const watchers = watchIntersections();
    render(
      <ChartWhenNear placeholder={<p>Loading chart</p>}>
        <p>The chart</p>
      </ChartWhenNear>,
    );
    expect(screen.getByText('Loading chart')).toBeInTheDocument();
    expect(screen.queryByText('The chart')).not.toBeInTheDocument();
    const [watcher] = watchers;
    if (!watcher) throw new Error('The chart slot set no IntersectionObserver.');
    expect(watcher.options?.rootMargin).toBe('320px');

    act(() => watcher.callback(crossing(false), {} as IntersectionObserver));
    expect(screen.queryByText('The chart')).not.toBeInTheDocument();

    act(() => watcher.callback(crossing(true), {} as IntersectionObserver));
    expect(screen.getByText('The chart')).toBeInTheDocument();
    expect(screen.queryByText('Loading chart')).not.toBeInTheDocument();
    expect(watcher.disconnected).toBe(true);
  });

  it('draws the chart at once where the browser cannot observe intersections', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <ChartWhenNear placeholder={<p>Loading chart</p>}>
        <p>The chart</p>
      </ChartWhenNear>,
    );
    expect(screen.getByText('The chart')).toBeInTheDocument();
  });
});
