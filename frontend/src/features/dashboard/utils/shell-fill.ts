/**
 * The parts of the dashboard that the signed-in shell paints from this device's own copy of the
 * person's data before the app has loaded (`data-shell-fill`, filled by app/starter/fill-dashboard-shell.ts).
 * Plain constants, which the bundler writes where they are used.
 */
export const SHELL_FILL_DATE = 'date';
export const SHELL_FILL_GREETING = 'greeting';
export const SHELL_FILL_CALL_PROMPT = 'call-prompt';
