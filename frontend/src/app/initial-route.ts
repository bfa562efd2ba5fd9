import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the code of the routes that match `location` and puts it on the route objects, so the
 * router starts with the page ready. Hydrating prerendered markup needs this: with a route still
 * lazy, the router would first render its loading fallback, which is not the markup on the page.
 */
export async function loadInitialRoutes(routes: RouteObject[], location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (!lazy) return;
      if (typeof lazy === 'function') {
        Object.assign(route, await lazy());
      } else {
        const loaders = Object.entries(lazy) as [string, () => Promise<unknown>][];
        const loaded = await Promise.all(loaders.map(async ([key, load]) => [key, await load()] as const));
        Object.assign(route, Object.fromEntries(loaded));
      }
      route.lazy = undefined;
    }),
  );
}
