import { useCallback, useEffect, useState } from 'react';

import { hasSessionFlag, setSessionFlag } from '../../utils/session-flags';
import { storageKeys } from '../../utils/storage-keys';

/** Spec section 9: each card stays 5 s; the slide between cards takes 300 ms. */
export const carouselIntervalMs = 5000;
export const carouselTransitionMs = 300;

export type StoryCarousel = {
  index: number;
  count: number;
  autoPlaying: boolean;
  next: () => void;
  previous: () => void;
  /** Hover or focus inside the carousel holds it still, so nobody reads a moving card. */
  setPaused: (paused: boolean) => void;
};

/**
 * Plays the cards once per browser session: it advances every 5 s until the last card, then
 * stops and remembers in session storage that the story was seen, so it does not replay.
 * Choosing a card by hand stops the automatic advance for good.
 */
export function useStoryCarousel(count: number, { enabled = true }: { enabled?: boolean } = {}): StoryCarousel {
  const [seenBefore] = useState(() => hasSessionFlag(storageKeys.carouselSeen));
  const [index, setIndex] = useState(0);
  const [stoppedByUser, setStoppedByUser] = useState(false);
  const [paused, setPaused] = useState(false);

  const last = count - 1;
  const autoPlaying = enabled && !seenBefore && !stoppedByUser && index < last;

  useEffect(() => {
    if (!autoPlaying || paused) return;
    const timer = window.setTimeout(() => setIndex((current) => Math.min(current + 1, last)), carouselIntervalMs);
    return () => window.clearTimeout(timer);
  }, [autoPlaying, paused, index, last]);

  useEffect(() => {
    if (count > 0 && index === last) setSessionFlag(storageKeys.carouselSeen);
  }, [count, index, last]);

  const next = useCallback(() => {
    setStoppedByUser(true);
    setIndex((current) => Math.min(current + 1, last));
  }, [last]);

  const previous = useCallback(() => {
    setStoppedByUser(true);
    setIndex((current) => Math.max(current - 1, 0));
  }, []);

  return { index, count, autoPlaying, next, previous, setPaused };
}
