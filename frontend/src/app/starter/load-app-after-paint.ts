/** Longest the app's code waits for a first frame that does not come. */
export const LOAD_APP_BACKSTOP_MS = 2_000;

/**
 * The third part of the starter, on a signed-in shell only: the shell names the app's entry
 * (`data-app`) and the route's files (`data-preload`) on the starter's own script tag instead of
 * asking for them in its head, and they are asked for here once the shell is on the screen. Asked
 * for with the page, they would share the first round trips with the stylesheet and the typeface,
 * which the shell's paint needs and they do not: the app replaces the shell only after it has run.
 * Written into the starter's file as its text, like startRequests: no imports, nothing from outside
 * but its arguments. Pages without `data-app` (the prerendered public pages, the plain shell) carry
 * their own module script, and nothing is done here.
 */
export function loadAppAfterFirstPaint(win: Window, tag: Element | null, backstopMs: number): void {
  const entry = tag?.getAttribute('data-app');
  if (!tag || !entry) return;
  const doc = win.document;
  const files = (tag.getAttribute('data-preload') ?? '').split(' ').filter(Boolean);
  let asked = false;
  const load = () => {
    if (asked) return;
    asked = true;
    // The entry first: it is the largest file and the app's start waits for it most.
    const script = doc.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    doc.head.append(script);
    for (const file of files) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = file;
      doc.head.append(link);
    }
  };
  const afterFirstPaint = () => {
    // A page opened in the background draws no frames until it is shown: nothing to wait for.
    if (doc.visibilityState === 'hidden') return load();
    // A frame's callbacks run just before it is painted (and not while the stylesheet is still on
    // its way). The next frame's run once the first is on the screen: what the shell painted from
    // the device (the dashboard's heading and message box) is shown before the app's files start
    // to share the line with the typeface it is drawn in.
    win.requestAnimationFrame(() => win.requestAnimationFrame(() => win.setTimeout(load, 0)));
    win.setTimeout(load, backstopMs);
  };
  // The app renders into #root, which must have been parsed by the time its code runs.
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', afterFirstPaint, { once: true });
  else afterFirstPaint();
}
