import { screen } from '@testing-library/react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { paths } from '@/config/paths';
import { renderRoutes } from '@/testing/test-utils';

import { routes } from './router';

const specRoutes = [
  '/',
  '/login',
  '/subscribe',
  '/stripe/success',
  '/stripe/cancel',
  '/founding-success',
  '/about',
  '/info',
  '/welcome',
  '/test',
  '/auth/callback',
  '/privacy-policy',
  '/one-pager',
  '/add-context',
  '/dashboard',
  '/settings',
  '/analytics',
  '/admin',
  '/admin/accounts',
] as const;

function leafRoute(url: string): RouteObject | undefined {
  return matchRoutes(routes, url)?.at(-1)?.route;
}

describe('router', () => {
  it.each(specRoutes)('declares %s as its own lazily loaded page', (url) => {
    const route = leafRoute(url);
    expect(route?.path).not.toBe('*');
    expect(route?.lazy).toBeDefined();
  });

  it('declares a route for every entry of the paths config', () => {
    const declared = new Set<string | undefined>();
    const collect = (list: RouteObject[]) =>
      list.forEach((route) => {
        declared.add(route.path);
        if (route.children) collect(route.children);
      });
    collect(routes);

    for (const { path } of Object.values(paths)) expect(declared).toContain(path);
  });

  it('sends unknown paths to the lazily loaded not-found page', async () => {
    expect(leafRoute('/nope')?.path).toBe('*');

    renderRoutes(routes, '/nope');

    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to home' })).toHaveAttribute('href', '/');
  });

  it('renders pages inside the shell with the navigation', async () => {
    renderRoutes(routes, '/about');

    expect(await screen.findByRole('heading', { level: 1, name: 'About daily' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
  });

  it('navigates between lazy pages through the navigation', async () => {
    const { user, router } = renderRoutes(routes, '/stripe/cancel');

    expect(await screen.findByRole('heading', { name: 'Payment Cancelled' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Try Again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to daily' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/subscribe');
  });

  it('shows the roadmap on /info?view=roadmap', async () => {
    renderRoutes(routes, '/info?view=roadmap');

    expect(await screen.findByRole('heading', { level: 1, name: 'Roadmap' })).toBeInTheDocument();
    for (const date of ['16.09', '30.09', '27.10']) expect(screen.getByText(date)).toBeInTheDocument();
  });
});
