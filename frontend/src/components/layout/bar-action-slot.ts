/**
 * The place in the phone's top bar where a page's one floating action (the call button) sits
 * instead, beside the menu button: in the bar it is never over the page, at rest or scrolled.
 */
export const barActionSlotId = 'bar-action-slot';
