/** The longest a task waits for the browser to be idle once the page has painted. */
export const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs `task` once the page has painted the render that asked for it and the browser is idle:
 * code that no one sees at first (toasts, visit counting, the call widget, the live stream) then
 * arrives after what the person came for, instead of sharing the connection and the main thread
 * with it. Returns a cancel.
 */
export function afterFirstPaint(task: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const whenIdle = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    else timer = setTimeout(task, 0);
  };
  // The frame after the next is drawn after this render's paint.
  const frame = requestAnimationFrame(() => {
    if (!cancelled) timer = setTimeout(whenIdle, 0);
  });
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
