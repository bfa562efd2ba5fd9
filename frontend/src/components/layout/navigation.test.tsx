import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/testing/test-utils';

import type { NavigationProps } from './navigation-props';
import { PageShell } from './page-shell';

// The shell is where the navigation lives: header, floating menu and the bottom-left footer.
function renderNavigation(props: NavigationProps) {
  return renderWithProviders(
    <PageShell {...props}>
      <p>Page content</p>
    </PageShell>,
  );
}

function linkNames(container: HTMLElement): string[] {
  return within(container)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

async function openMobileMenu(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  return screen.getByRole('navigation', { name: 'Menu' });
}

describe('Navigation when signed out', () => {
  it('offers Sign In and About in the mobile menu, and nothing that needs an account', async () => {
    const { user } = renderNavigation({ signedIn: false });

    const menu = await openMobileMenu(user);

    expect(linkNames(menu)).toEqual(['Sign In', 'About']);
    expect(within(menu).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(within(menu).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(within(menu).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('points the pill home to the landing page, and its settings place to sign-in, named Sign In', () => {
    renderNavigation({ signedIn: false });

    const pill = screen.getByRole('navigation', { name: 'Main' });
    expect(linkNames(pill)).toEqual(['Home', 'Sign In', 'About']);
    expect(within(pill).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(pill).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(within(pill).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(within(pill).queryByRole('link', { name: /settings/i })).not.toBeInTheDocument();
  });

  it('marks Sign In, not Settings, as the current page on /login', () => {
    renderWithProviders(<PageShell signedIn={false} />, { route: '/login' });
    const pill = screen.getByRole('navigation', { name: 'Main' });
    expect(within(pill).getByRole('link', { name: 'Sign In' })).toHaveAttribute('aria-current', 'page');
    expect(within(pill).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('shows the "Learn more" hint instead of a logout button', () => {
    renderNavigation({ signedIn: false });

    expect(screen.getByRole('link', { name: 'Learn more about daily.' })).toHaveAttribute('href', '/about');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });
});

describe('Navigation when signed in', () => {
  it('offers Dashboard, Settings, Info, About and Logout in the mobile menu', async () => {
    const { user } = renderNavigation({ signedIn: true, onLogout: () => {} });

    const menu = await openMobileMenu(user);

    expect(linkNames(menu)).toEqual(['Dashboard', 'Settings', 'Info', 'About']);
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(menu).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(within(menu).getByRole('link', { name: 'Info' })).toHaveAttribute('href', '/info');
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('logs out from the mobile menu and closes it', async () => {
    const onLogout = vi.fn();
    const { user } = renderNavigation({ signedIn: true, onLogout });

    const menu = await openMobileMenu(user);
    await user.click(within(menu).getByRole('button', { name: 'Logout' }));

    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('points the pill home to the dashboard and settings to settings', () => {
    renderNavigation({ signedIn: true, onLogout: () => {} });

    const pill = screen.getByRole('navigation', { name: 'Main' });
    expect(within(pill).getByRole('link', { name: /home/i })).toHaveAttribute('href', '/dashboard');
    expect(within(pill).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  });

  it('leads an account that is not closed home to /welcome, from the pill, the menu and the logo', async () => {
    const { user } = renderNavigation({ signedIn: true, homeHref: '/welcome', onLogout: () => {} });

    const pill = screen.getByRole('navigation', { name: 'Main' });
    expect(within(pill).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/welcome');
    expect(screen.getByRole('link', { name: 'daily home' })).toHaveAttribute('href', '/welcome');
    const menu = await openMobileMenu(user);
    expect(linkNames(menu)).toEqual(['Home', 'Settings', 'Info', 'About']);
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/welcome');
  });

  it('has a logout button at the bottom instead of the hint', async () => {
    const onLogout = vi.fn();
    const { user } = renderNavigation({ signedIn: true, onLogout });

    expect(screen.queryByRole('link', { name: 'Learn more about daily.' })).not.toBeInTheDocument();
    // The mobile menu is closed, so the only Logout on offer is the footer button.
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});

describe('Mobile menu', () => {
  it('toggles with its button and closes on Escape, returning focus', async () => {
    const { user } = renderNavigation({ signedIn: false });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Menu' })).toBeVisible();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes when a link is followed', async () => {
    const { user } = renderNavigation({ signedIn: false });

    const menu = await openMobileMenu(user);
    await user.click(within(menu).getByRole('link', { name: 'About' }));

    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside it', async () => {
    const { user } = renderNavigation({ signedIn: false });

    await openMobileMenu(user);
    await user.click(screen.getByText('Page content'));

    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
