import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { landingContent } from '@/content/landing';
import { stubMatchMedia } from '@/testing/stub-match-media';
import { renderWithProviders } from '@/testing/test-utils';

import { storageKeys } from '../../utils/storage-keys';
import { carouselIntervalMs } from '../hooks/use-story-carousel';
import { StorySection } from './story-section';

const [pain, realisation, solution] = landingContent.story.cards;

function activeCardTitle(): string | null {
  const active = document.querySelector('[aria-roledescription="slide"][data-active="true"]');
  return active?.querySelector('h3')?.textContent ?? null;
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the story carousel on wide screens', () => {
  beforeEach(() => stubMatchMedia({ width: 1280 }));

  it('advances every 5 seconds and stops on the last card', () => {
    renderWithProviders(<StorySection />);
    expect(activeCardTitle()).toBe(pain!.title);

    advance(carouselIntervalMs - 1);
    expect(activeCardTitle()).toBe(pain!.title);
    advance(1);
    expect(activeCardTitle()).toBe(realisation!.title);

    advance(carouselIntervalMs);
    expect(activeCardTitle()).toBe(solution!.title);

    advance(carouselIntervalMs * 3);
    expect(activeCardTitle()).toBe(solution!.title);
  });

  it('records in session storage that the story was seen once the last card shows', () => {
    renderWithProviders(<StorySection />);
    advance(carouselIntervalMs);
    expect(sessionStorage.getItem(storageKeys.carouselSeen)).toBeNull();

    advance(carouselIntervalMs);
    expect(sessionStorage.getItem(storageKeys.carouselSeen)).toBe('true');
  });

  it('does not play again in a session where it was seen', () => {
    sessionStorage.setItem(storageKeys.carouselSeen, 'true');
    renderWithProviders(<StorySection />);

    advance(carouselIntervalMs * 3);
    expect(activeCardTitle()).toBe(pain!.title);
  });

  it('moves with the previous and next arrows, which stop the automatic advance', () => {
    renderWithProviders(<StorySection />);
    const previous = screen.getByRole('button', { name: 'Previous card' });
    const next = screen.getByRole('button', { name: 'Next card' });
    expect(previous).toBeDisabled();

    fireEvent.click(next);
    expect(activeCardTitle()).toBe(realisation!.title);
    fireEvent.click(previous);
    expect(activeCardTitle()).toBe(pain!.title);

    advance(carouselIntervalMs * 2);
    expect(activeCardTitle()).toBe(pain!.title);

    fireEvent.click(next);
    fireEvent.click(next);
    expect(activeCardTitle()).toBe(solution!.title);
    expect(next).toBeDisabled();
    expect(sessionStorage.getItem(storageKeys.carouselSeen)).toBe('true');
  });

  it('holds still while the pointer is over it', () => {
    renderWithProviders(<StorySection />);
    const carousel = screen.getByRole('region', { name: landingContent.story.label });

    fireEvent.mouseEnter(carousel);
    advance(carouselIntervalMs * 2);
    expect(activeCardTitle()).toBe(pain!.title);

    fireEvent.mouseLeave(carousel);
    advance(carouselIntervalMs);
    expect(activeCardTitle()).toBe(realisation!.title);
  });

  it('hides the cards that are not showing from assistive technology', () => {
    renderWithProviders(<StorySection />);
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => slide.getAttribute('aria-hidden'))).toEqual(['false', 'true', 'true']);
    expect(slides[0]).toHaveAccessibleName('1 of 3');
  });
});

describe('the story under 768 px', () => {
  beforeEach(() => stubMatchMedia({ width: 390 }));

  it('stacks all three cards, without arrows or automatic advance', () => {
    renderWithProviders(<StorySection />);
    for (const card of landingContent.story.cards) {
      expect(screen.getByRole('heading', { name: card.title })).toBeVisible();
    }
    expect(screen.queryByRole('button', { name: 'Next card' })).not.toBeInTheDocument();

    advance(carouselIntervalMs * 3);
    expect(sessionStorage.getItem(storageKeys.carouselSeen)).toBeNull();
  });
});
