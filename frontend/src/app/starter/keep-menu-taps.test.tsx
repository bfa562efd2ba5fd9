import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { PageShell } from '@/components/layout/page-shell';
import { renderWithProviders } from '@/testing/test-utils';

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
