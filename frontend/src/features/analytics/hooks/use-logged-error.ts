import { useEffect } from 'react';

/** Analytics failures are only logged (spec section 8); the page shows a calm note of its own. */
export function useLoggedError(error: unknown, what: string): void {
  useEffect(() => {
    if (error) console.warn(`Could not load ${what}`, error);
  }, [error, what]);
}
