import {
  type ComponentProps,
  type Context,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  useContext,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';

import { Slot } from './slot';

/**
 * What our dialogs and popovers share before their Radix part is loaded: whether they are open,
 * and the trigger that opens them. The Radix part (focus handling, dismissal, placement) is loaded
 * the first time one opens, or when its trigger is pointed at or focused.
 */
export type OverlayState = {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The element that opened it; a popover is placed beside it, and focus goes back to it on closing. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  contentId: string;
};

export type OverlayRootProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
};

export function useOverlayRoot({ open: controlledOpen, defaultOpen = false, onOpenChange }: OverlayRootProps): OverlayState {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = controlledOpen ?? uncontrolledOpen;
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const contentId = useId();
  return useMemo(
    () => ({
      open,
      setOpen: (next: boolean) => {
        if (controlledOpen === undefined) setUncontrolledOpen(next);
        onOpenChange?.(next);
      },
      triggerRef,
      contentId,
    }),
    [open, controlledOpen, onOpenChange, contentId],
  );
}

export function useOverlayState(context: Context<OverlayState | null>, part: string): OverlayState {
  const state = useContext(context);
  if (!state) throw new Error(`${part} must be inside its root component`);
  return state;
}

/** True from the first opening on: the open part stays mounted so Radix can animate the closing. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}

export type OverlayButtonProps = ComponentProps<'button'> & { asChild?: boolean };

/** The button that toggles the overlay; pointing at it or focusing it starts loading the open part. */
export function OverlayTrigger({
  state,
  popup,
  preload,
  asChild = false,
  ...props
}: OverlayButtonProps & { state: OverlayState; popup: 'dialog'; preload: () => Promise<unknown> }) {
  const Component = asChild ? Slot : 'button';
  const { open, setOpen, triggerRef, contentId } = state;
  return (
    <Component
      type={asChild ? undefined : 'button'}
      aria-haspopup={popup}
      aria-expanded={open}
      aria-controls={open ? contentId : undefined}
      data-state={open ? 'open' : 'closed'}
      {...props}
      ref={triggerRef}
      onPointerEnter={(event: PointerEvent<HTMLButtonElement>) => {
        props.onPointerEnter?.(event);
        void preload();
      }}
      onFocus={(event: FocusEvent<HTMLButtonElement>) => {
        props.onFocus?.(event);
        void preload();
      }}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        props.onClick?.(event);
        if (!event.defaultPrevented) setOpen(!open);
      }}
    />
  );
}

/** A button that closes the overlay, wherever it is inside it. */
export function OverlayClose({ state, asChild = false, ...props }: OverlayButtonProps & { state: OverlayState }) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      type={asChild ? undefined : 'button'}
      {...props}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        props.onClick?.(event);
        if (!event.defaultPrevented) state.setOpen(false);
      }}
    />
  );
}
