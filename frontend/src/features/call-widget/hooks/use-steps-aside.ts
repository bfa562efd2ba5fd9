import { type RefObject, useState } from 'react';

import { useLayoutChanges } from '@/hooks/use-layout-changes';

// What a person can act on; the button must never sit on top of one.
const control = 'a[href], button, input, select, textarea, label, [tabindex]:not([tabindex="-1"]), [role="tab"], [role="combobox"]';
// Other floating things (toasts) are not the page; an open popover's controls are, and it steps aside for them.
const floating = '[data-floating], [data-sonner-toaster]';

/** Whether a control of the page lies under any of a few points of `box` (its centre and inset corners). */
export function controlUnder(box: DOMRect, self: Element, doc: Document = document): boolean {
  // Test environments without layout have no hit testing.
  if (typeof doc.elementsFromPoint !== 'function') return false;
  const inset = 4;
  const points: Array<[number, number]> = [
    [box.left + box.width / 2, box.top + box.height / 2],
    [box.left + inset, box.top + inset],
    [box.right - inset, box.top + inset],
    [box.left + inset, box.bottom - inset],
    [box.right - inset, box.bottom - inset],
  ];
  return points.some(([x, y]) =>
    doc.elementsFromPoint(x, y).some((element) => !self.contains(element) && element.closest(control) && !element.closest(floating)),
  );
}

/**
 * True while a control of the page (a pencil, a field, a link) passes under the element: the
 * floating call button then steps aside until the page moves on, so it never covers one, at rest
 * or when the control is focused. Checked once a frame at most, as the page scrolls or changes.
 */
export function useStepsAside(ref: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [aside, setAside] = useState(false);
  useLayoutChanges(() => {
    const element = ref.current;
    if (element) setAside(controlUnder(element.getBoundingClientRect(), element));
  }, enabled);
  // While it is open it stays where the person opened it.
  return enabled && aside;
}
