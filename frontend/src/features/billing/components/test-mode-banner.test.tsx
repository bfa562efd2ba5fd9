import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/test-utils';

import { TestModeBanner } from './test-mode-banner';

function serveMode(mode: { test_mode: boolean; show_banner: boolean }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(mode)),
  );
}

describe('TestModeBanner', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells everyone that payments are simulated when the server asks for it', async () => {
    serveMode({ test_mode: true, show_banner: true });
    renderWithProviders(<TestModeBanner />);
    expect(await screen.findByRole('note')).toHaveTextContent('Test mode: payments here are simulated and nobody is charged.');
  });

  it('shows nothing otherwise', async () => {
    serveMode({ test_mode: true, show_banner: false });
    renderWithProviders(<TestModeBanner />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('note')).toBeNull();
  });
});
