import { type RefObject, useState } from 'react';

import { useLayoutChanges } from '@/hooks/use-layout-changes';

// What a person can act on; the button must never sit on top of one.
const control = 'a[href], button, input, select, textarea, label, [tabindex]:not([tabindex="-1"]), [role="tab"], [role="combobox"]';
// Other floating things (toasts) are not the page; an open popover's controls are, and it steps aside for them.
const floating = '[data-floating], [data-sonner-toaster]';

// A control is at least this wide and tall (a touch target), so points this far apart find any.
const POINT_SPACING_PX = 24;
const INSET_PX = 4;

/** Points over `box`, no further apart than POINT_SPACING_PX across and down, inset from its edges. */
export function pointsOver(box: Pick<DOMRect, 'left' | 'top' | 'right' | 'bottom'>): Array<[number, number]> {
  const spread = (from: number, to: number) => {
    const start = from + INSET_PX;
    const end = to - INSET_PX;
    const gaps = Math.max(1, Math.ceil((end - start) / POINT_SPACING_PX));
    return Array.from({ length: gaps + 1 }, (_, index) => start + ((end - start) * index) / gaps);
  };
  const xs = spread(box.left, box.right);
  return spread(box.top, box.bottom).flatMap((y) => xs.map((x): [number, number] => [x, y]));
}

/** Whether a control of the page lies under `box` (hit-tested at `pointsOver` it). */
export function controlUnder(box: DOMRect, self: Element, doc: Document = document): boolean {
  // Test environments without layout have no hit testing.
  if (typeof doc.elementsFromPoint !== 'function') return false;
  return pointsOver(box).some(([x, y]) =>
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
