import type { PopoverContentProps } from './popover-content';
import { lazyOverlay } from './lazy-overlay';

export type { PopoverContentProps };

// Radix's popover and Floating UI, which places it, load the first time a popover opens.
const popover = lazyOverlay<PopoverContentProps>('Popover', async () => (await import('./popover-content')).OpenPopoverContent);

export const Popover = popover.Root;
export const PopoverTrigger = popover.Trigger;
export const PopoverClose = popover.Close;
export const PopoverContent = popover.Content;
