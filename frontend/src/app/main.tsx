import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import '@/index.css';

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
 * A prerendered page holds the first render of its path with no query, signed out (the app renders
 * signed out while it hydrates, then shows a stored session). A query the build did not see (such
 * as ?cancelled=true) gets a fresh render instead, which replaces the markup once it is ready.
 */
function hydratable(root: HTMLElement): boolean {
  const prerendered = root.dataset.prerendered;
  if (prerendered === undefined) return false;
  const path = window.location.pathname.replace(/(.)\/+$/, '$1');
  return prerendered === path && window.location.search === '';
}

async function start(root: HTMLElement) {
  // The page's code first, so the first render shows the page rather than a loading screen: the
  // prerendered page or the signed-in shell stays painted until then.
  // A failed download is left to the router, which tries the route's code again as it renders.
  await loadInitialRoutes(routes, window.location).catch(() => undefined);
  if (hydratable(root)) {
    // As a transition, React hydrates in slices and lets the browser answer in between: the page is
    // already painted, so nothing is gained by holding the main thread until every part is hydrated.
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError: (error) => console.error('The prerendered page did not match its first render:', error),
      });
    });
  } else {
    // The signed-in shell stays painted until the first render commits; rendered as a transition,
    // that render yields to the browser every few milliseconds instead of holding it throughout.
    const fresh = createRoot(root);
    startTransition(() => fresh.render(app));
  }
}

void start(rootElement);
