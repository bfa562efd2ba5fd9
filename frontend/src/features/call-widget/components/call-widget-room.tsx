/**
 * Room at the end of a page with the call widget, so its last lines and buttons can scroll clear of
 * what sits at the bottom of the screen: the corner button, and on phones the toasts. Rendered with
 * the page, not with the widget's code, which arrives later: room added then would push the page's
 * end (and the footer in view on a short page) down as it came.
 */
export function CallWidgetRoom() {
  return <div aria-hidden="true" data-slot="call-widget-room" className="h-20" />;
}
