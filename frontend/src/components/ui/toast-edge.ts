/** `beside-dialog`: at the bottom, close to the edge, where an open dialog leaves room (the call button is behind its overlay). */
export type ToastEdge = 'top' | 'bottom' | 'beside-dialog';

/**
 * How much of the screen the toasts take at each edge: the offset from the edge (on phones the
 * bottom one sits above the call button) and a toast with a line of description.
 */
export const toastZone = { top: 120, bottomOnPhones: 190, bottom: 130 } as const;

const openDialog = '[data-modal-dialog][data-state="open"]';
const toaster = '[data-sonner-toaster]';

/**
 * Where toasts go now. An open dialog keeps the bottom edge free (dialog-content.tsx), so toasts go
 * there and never over it. Otherwise they take their usual edge (phones the bottom, wider screens
 * the top) unless the focused control sits in that edge's zone: then the other one. Focus on a
 * toast itself (its close button, pressed) keeps them where they are (`current`): moving away
 * would take the button from under the finger before the press ends, and the toast stay.
 */
export function chooseToastEdge(phone: boolean, current?: ToastEdge, doc: Document = document): ToastEdge {
  if (doc.querySelector(openDialog)) return 'beside-dialog';
  const usual: ToastEdge = phone ? 'bottom' : 'top';
  const focused = doc.activeElement;
  if (!focused || focused === doc.body || focused === doc.documentElement) return usual;
  if (current && focused.closest(toaster)) return current;
  const rect = focused.getBoundingClientRect();
  const height = doc.defaultView?.innerHeight ?? 0;
  if (usual === 'bottom' && rect.bottom > height - toastZone.bottomOnPhones) return 'top';
  if (usual === 'top' && rect.top < toastZone.top) return 'bottom';
  return usual;
}
