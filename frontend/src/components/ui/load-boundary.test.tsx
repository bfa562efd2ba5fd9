import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { deferredComponent } from '@/lib/deferred-component';

import { LoadBoundary } from './load-boundary';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('LoadBoundary around a deferred component', () => {
  it('says in place that it could not load, and shows the component on Try Again once the code arrives', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Greeting);
    const { Component } = deferredComponent(load);
    render(
      <LoadBoundary what="the greeting">
        <Suspense fallback={<p>Loading...</p>}>
          <Component name="Ada" />
        </Suspense>
      </LoadBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load the greeting. Check your connection, then try again.");
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries again by itself when the browser is back online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue(Greeting);
    const { Component } = deferredComponent(load);
    render(
      <LoadBoundary what="the greeting">
        <Suspense fallback={<p>Loading...</p>}>
          <Component name="Grace" />
        </Suspense>
      </LoadBoundary>,
    );
    await screen.findByRole('alert');
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Hello Grace')).toBeInTheDocument();
  });
});

describe('LoadBoundary, quiet', () => {
  it('shows nothing in place of a part that did not load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { Component } = deferredComponent<{ name: string }>(() => Promise.reject(new TypeError('offline')));
    const { container } = render(
      <div>
        <p>The page</p>
        <LoadBoundary what="the call button" quiet>
          <Suspense fallback={null}>
            <Component name="Ada" />
          </Suspense>
        </LoadBoundary>
      </div>,
    );
    await vi.waitFor(() => expect(container.textContent).toBe('The page'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
