import { useEffect, useState } from 'react';

/** Spec section 9: the label starts after 1 s and gains one letter every 60 ms. */
export const typingTiming = { startDelayMs: 1000, letterMs: 60 } as const;

/**
 * The first `n` letters of `text`, growing one letter at a time. With `instant` (reduced motion)
 * the whole text is there from the start.
 */
export function useTypedText(
  text: string,
  { instant = false, startDelayMs = typingTiming.startDelayMs, letterMs = typingTiming.letterMs } = {},
): string {
  const [count, setCount] = useState(0);

  useEffect(() => {
    if (instant) return;
    let interval: ReturnType<typeof setInterval> | undefined;
    const start = setTimeout(() => {
      let typed = 1;
      setCount(typed);
      interval = setInterval(() => {
        typed += 1;
        setCount(typed);
        if (typed >= text.length) clearInterval(interval);
      }, letterMs);
    }, startDelayMs);
    return () => {
      clearTimeout(start);
      clearInterval(interval);
      setCount(0);
    };
  }, [text, instant, startDelayMs, letterMs]);

  return instant ? text : text.slice(0, count);
}
