import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { budgetFor, keptOff, routeBundles } from './route-bundles.mjs';

// The tests run from the frontend workspace (npm test -w frontend).
const frontendRoot = process.cwd();
const built = existsSync(join(frontendRoot, 'dist', '.vite', 'manifest.json'));
if (!built) console.warn('SKIPPED: the route budgets need a production build in frontend/dist (npm run build)');

describe.skipIf(!built)('initial JavaScript per route, as sent (gzip), from the production build', () => {
  const { rows, dist } = built ? routeBundles(frontendRoot) : { rows: [], dist: '' };

  it('finds every route of the router in the build', () => {
    expect(rows.map((row) => row.route)).toEqual(
      expect.arrayContaining(['/', '/login', '/dashboard', '/settings', '/subscribe', '/admin/*']),
    );
  });

  it.each(rows.map((row) => [row.route, row] as const))('%s stays within its budget', (route, row) => {
    const kb = Math.round((row.gzip / 1024) * 10) / 10;
    expect(kb, `${route}: ${kb} KB gzip of JavaScript before it renders, budget ${budgetFor(route)} KB`).toBeLessThanOrEqual(
      budgetFor(route),
    );
  });

  it('keeps the operator console off the landing page', () => {
    for (const [route, libraries] of Object.entries(keptOff)) {
      const row = rows.find((candidate) => candidate.route === route);
      for (const { name, marker } of libraries) {
        const carrying = row?.files.filter((file) => readFileSync(join(dist, file), 'utf8').includes(marker));
        expect({ route, name, carrying }).toEqual({ route, name, carrying: [] });
      }
    }
  });
});
