import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import '@/index.css';

import { sessionStore } from '@/lib/auth/session-store';

import { App } from './app';
import { loadInitialRoutes } from './initial-route';
import { routes } from './router';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element to render into.');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/**
 * A prerendered page holds what a signed-out visitor's first render produces for its path, with
 * no query. Anyone else (a stored session, a query such as ?cancelled=true) gets a fresh render,
 * which replaces the prerendered markup once it is ready.
 */
function hydratable(root: HTMLElement): boolean {
  const prerendered = root.dataset.prerendered;
  if (prerendered === undefined) return false;
  const path = window.location.pathname.replace(/(.)\/+$/, '$1');
  return prerendered === path && window.location.search === '' && sessionStore.read() === null;
}

async function start(root: HTMLElement) {
  if (root.dataset.prerendered === undefined) {
    createRoot(root).render(app);
    return;
  }
  // The page's code first, so the first render shows the page rather than a loading screen.
  await loadInitialRoutes(routes, window.location);
  if (hydratable(root)) {
    hydrateRoot(root, app, {
      onRecoverableError: (error) => console.error('The prerendered page did not match its first render:', error),
    });
  } else {
    createRoot(root).render(app);
  }
}

void start(rootElement);
