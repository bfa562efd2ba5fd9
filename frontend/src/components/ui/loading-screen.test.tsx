import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { LoadingScreen } from './loading-screen';

describe('LoadingScreen', () => {
  it('announces "Loading..." as a polite status', () => {
    render(<LoadingScreen />);

    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading...');
    expect(status).toHaveAttribute('aria-live', 'polite');
  });
});
