import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { PageShell } from '@/components/layout/page-shell';
import { takeOverShellMenu, takeShellLogout } from '@/lib/shell-menu';
import { fakeAuth, WithAuth } from '@/testing/fake-auth';
import { createTestQueryClient, renderWithProviders } from '@/testing/test-utils';

import { keepShellMenuTaps } from './keep-menu-taps';

// What the signed-in shell paints of the menu: the app's markup, before any of its code runs.
function paintShellMenu() {
  document.body.innerHTML = `
    <div id="root">
      <button type="button" aria-label="Menu" data-menu-toggle aria-expanded="false" aria-controls="shell-menu"></button>
      <nav id="shell-menu" aria-label="Menu" hidden><a href="/settings">Settings</a></nav>
    </div>`;
  return {
    button: document.querySelector('button') as HTMLButtonElement,
    panel: document.getElementById('shell-menu') as HTMLElement,
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  window.__dailyShellMenu?.stop();
  delete window.__dailyShellMenu;
  document.body.innerHTML = '';
});

describe('the shell menu before the app has arrived', () => {
  it('opens and closes the painted panel on a tap, and remembers where it was left open', () => {
    const { button, panel } = paintShellMenu();
    keepShellMenuTaps(window);

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel.hidden).toBe(false);
    expect(window.__dailyShellMenu?.openAt).toBe('/');

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel.hidden).toBe(true);
    expect(window.__dailyShellMenu?.openAt).toBeNull();
  });

  it('hands an open menu to the app, which then answers taps alone', async () => {
    const { button } = paintShellMenu();
    keepShellMenuTaps(window);
    fireEvent.click(button);
    document.body.innerHTML = '';

    const { user } = renderWithProviders(
      <PageShell signedIn>
        <p>Page content</p>
      </PageShell>,
    );

    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Menu' })).toBeVisible();
    expect(window.__dailyShellMenu?.openAt).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('forgets the painted menu once the app has left its page, so coming back finds it closed', () => {
    const { button } = paintShellMenu();
    keepShellMenuTaps(window);
    fireEvent.click(button);
    document.body.innerHTML = '';

    renderWithProviders(
      <PageShell signedIn>
        <Link to="/elsewhere">Elsewhere</Link>
        <Link to="/">Back</Link>
      </PageShell>,
    );
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');

    // Followed without a pointer going down outside the menu (from the keyboard, say), which would close it anyway.
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('hands an open menu over to a prerendered page as it hydrates', async () => {
    const page = (
      <PageShell signedIn={false}>
        <p>Page content</p>
      </PageShell>
    );
    // The prerendered page as the build writes it, with what the hydrating app wraps it in.
    const markup = renderToString(
      <QueryClientProvider client={createTestQueryClient()}>
        <WithAuth value={fakeAuth({ user: null })}>
          <MemoryRouter>{page}</MemoryRouter>
        </WithAuth>
      </QueryClientProvider>,
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = markup;
    keepShellMenuTaps(window);
    fireEvent.click(container.querySelector('button[data-menu-toggle]') as HTMLButtonElement);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const { user } = renderWithProviders(page, { container, hydrate: true, auth: fakeAuth({ user: null }) });

    const toggle = screen.getByRole('button', { name: 'Menu' });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getByRole('navigation', { name: 'Menu' })).toBeVisible();
    expect(window.__dailyShellMenu?.openAt).toBeNull();
    // React's development build names the attributes the tap changed, which hydration leaves as
    // they are by design; nothing else may be reported (a mismatch in the tree would be).
    const reported = errors.mock.calls.map(([message]) => String(message));
    expect(reported.filter((message) => !message.includes("attributes of the server rendered HTML didn't match"))).toEqual([]);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('keeps a menu tapped open while the app was rendering, before the painted one was let go', () => {
    paintShellMenu();
    keepShellMenuTaps(window);
    const painted = window.__dailyShellMenu;
    if (!painted) throw new Error('the starter left no menu state');
    // The app's render reads the painted menu closed; the tap lands before its commit reads it again.
    let reads = 0;
    Object.defineProperty(painted, 'openAt', { configurable: true, get: () => (++reads === 1 ? null : '/'), set: () => undefined });
    document.body.innerHTML = '';

    renderWithProviders(
      <PageShell signedIn>
        <p>Page content</p>
      </PageShell>,
    );
    expect(reads).toBeGreaterThan(1);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Menu' })).toBeVisible();
  });

  it('keeps a Logout tapped on the shell for the app, once', () => {
    paintShellMenu();
    document.getElementById('shell-menu')?.insertAdjacentHTML('beforeend', '<button type="button" data-logout>Logout</button>');
    keepShellMenuTaps(window);

    const logout = document.querySelector('button[data-logout]') as HTMLButtonElement;
    fireEvent.click(logout);
    expect(logout).toHaveAttribute('aria-busy', 'true');

    takeOverShellMenu();
    expect(takeShellLogout()).toBe(true);
    expect(takeShellLogout()).toBe(false);
  });

  it('stays out when it arrives after the app has taken over', async () => {
    const { user } = renderWithProviders(
      <PageShell signedIn>
        <p>Page content</p>
      </PageShell>,
    );
    keepShellMenuTaps(window);

    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Menu' })).toBeVisible();
  });
});
