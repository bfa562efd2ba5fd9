import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { hashScrollDelayMs, useHashScroll } from './use-hash-scroll';

function Sections() {
  useHashScroll();
  return (
    <>
      <h2 id="intro">Intro</h2>
      <h2 id="account-deletion">Account deletion</h2>
    </>
  );
}

const scrollIntoView = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  vi.useRealTimers();
  scrollIntoView.mockReset();
});

describe('useHashScroll', () => {
  it('scrolls smoothly to the element named by the hash, 100 ms after render', () => {
    render(
      <MemoryRouter initialEntries={['/privacy-policy#account-deletion']}>
        <Sections />
      </MemoryRouter>,
    );
    act(() => vi.advanceTimersByTime(hashScrollDelayMs - 1));
    expect(scrollIntoView).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toHaveAttribute('id', 'account-deletion');
    expect(document.activeElement).toHaveAttribute('id', 'account-deletion');
  });

  it('does nothing without a hash or for an unknown one', () => {
    render(
      <MemoryRouter initialEntries={['/privacy-policy#nope']}>
        <Sections />
      </MemoryRouter>,
    );
    act(() => vi.advanceTimersByTime(500));
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
