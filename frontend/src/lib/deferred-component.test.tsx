import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { deferredComponent, deferredModule } from './deferred-component';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('deferredComponent', () => {
  it('shows the fallback until the code arrives, and loads it once', async () => {
    const load = vi.fn(async () => Greeting);
    const { Component } = deferredComponent(load);
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Component name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without the fallback, once preloaded', async () => {
    const { Component, preload } = deferredComponent(async () => Greeting);
    await preload();
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Component name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
  });

  it('tries again after a failed download', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Greeting);
    const { preload } = deferredComponent(load);
    await expect(preload()).rejects.toThrow('offline');
    await expect(preload()).resolves.toBe(Greeting);
  });
});

describe('deferredModule', () => {
  it('answers null until the module has loaded, then the module', async () => {
    const rules = deferredModule(async () => ({ shout: (text: string) => text.toUpperCase() }));
    function Shout() {
      const module = rules.useModule();
      return <p>{module ? module.shout('hi') : 'not yet'}</p>;
    }
    render(<Shout />);
    expect(screen.getByText('not yet')).toBeInTheDocument();
    expect(await screen.findByText('HI')).toBeInTheDocument();
  });
});
