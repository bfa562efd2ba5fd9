import { cloneElement, type HTMLAttributes, isValidElement, type ReactElement, type Ref, type RefCallback } from 'react';

import { cn } from '@/lib/cn';

type SlotProps = HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement>; type?: string };

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

function composeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (value) => refs.forEach((ref) => setRef(ref, value));
}

/**
 * Puts its props on its one child element instead of rendering an element of its own (the
 * `asChild` of our triggers), as Radix's Slot does: the child's own props win, except that both
 * event handlers run (the child's first), class names are joined and both refs are set. Our own,
 * so a page with a dialog trigger does not carry Radix's copy before the dialog opens.
 */
export function Slot({ children, ref, ...slotProps }: SlotProps & { children?: unknown }) {
  if (!isValidElement(children)) return null;
  const child = children as ReactElement<Record<string, unknown> & { ref?: Ref<HTMLElement> }>;
  const childProps = child.props;
  const merged: Record<string, unknown> = { ...slotProps, ...childProps };
  for (const [name, slotValue] of Object.entries(slotProps)) {
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name) && typeof slotValue === 'function' && typeof childValue === 'function') {
      merged[name] = (...args: unknown[]) => {
        (childValue as (...a: unknown[]) => unknown)(...args);
        (slotValue as (...a: unknown[]) => unknown)(...args);
      };
    } else if (name === 'style' && childValue) {
      merged.style = { ...(slotValue as object), ...(childValue as object) };
    } else if (name === 'className') {
      merged.className = cn(slotValue as string, childValue as string);
    }
  }
  merged.ref = ref ? composeRefs(ref, childProps.ref) : childProps.ref;
  return cloneElement(child, merged);
}
