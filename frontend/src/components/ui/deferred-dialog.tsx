import { type ComponentProps, type ComponentType, type ReactElement, Suspense, useState } from 'react';

import { deferredComponent } from '@/lib/deferred-component';

type TriggerProps = Pick<ComponentProps<'button'>, 'onClick' | 'onFocus' | 'onPointerEnter'> & {
  'aria-haspopup': 'dialog';
  'aria-expanded': false;
  'data-state': 'closed';
};

/**
 * A dialog whose whole code (its form, its hooks, what it says) loads the first time its trigger
 * is pointed at, focused or pressed. Until then the page shows the same trigger button, with the
 * same name and attributes as the dialog's own; pressing it mounts the dialog open. For dialogs
 * that are closed at first paint and hold much of a page's code. The trigger is given the dialog's
 * props too, for a button that shows a state of its own (busy, disabled).
 */
export function deferredDialog<P extends object>(
  load: () => Promise<ComponentType<P & { defaultOpen?: boolean }>>,
  Trigger: (props: TriggerProps, dialogProps: P) => ReactElement,
) {
  const { Component: Loaded, preload } = deferredComponent(load);
  return function DeferredDialog(props: P) {
    const [opened, setOpened] = useState(false);
    const closed = Trigger(
      {
        'aria-haspopup': 'dialog',
        'aria-expanded': false,
        'data-state': 'closed',
        onPointerEnter: () => void preload(),
        onFocus: () => void preload(),
        onClick: () => setOpened(true),
      },
      props,
    );
    if (!opened) return closed;
    return (
      <Suspense fallback={closed}>
        <Loaded {...props} defaultOpen />
      </Suspense>
    );
  };
}
