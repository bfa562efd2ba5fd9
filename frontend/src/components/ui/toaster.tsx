import { useSyncExternalStore } from 'react';
import { Toaster as SonnerToaster } from 'sonner';

// Sonner lays toasts out full-width below 600 px; that is where they move to the bottom.
const phoneQuery = '(max-width: 599px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(phoneQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const isPhone = () => typeof window.matchMedia === 'function' && window.matchMedia(phoneQuery).matches;

/**
 * Wide screens: toasts at the top centre. Phones: at the bottom, above the call button (56 px tall,
 * 16 px from the edge), so a toast never covers the header, the menu or a page's Back link.
 * The close button sits inside the toast at its right (index.css), not on its corner.
 */
export function Toaster() {
  const phone = useSyncExternalStore(subscribe, isPhone, () => false);
  return (
    <SonnerToaster
      position={phone ? 'bottom-center' : 'top-center'}
      mobileOffset={{ bottom: 88, left: 16, right: 16 }}
      richColors
      closeButton
      toastOptions={{ className: 'font-sans daily-toast' }}
    />
  );
}
