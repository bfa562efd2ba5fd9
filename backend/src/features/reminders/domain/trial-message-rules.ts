export const TRIAL_MESSAGE_RULES = {
  job: 'trial-ending-messages',
  intervalMs: 5 * 60 * 1000,
  leaseMs: 15 * 60 * 1000,
} as const;

/** "Friday, January 10": the spec's long style with the weekday, as clocks show it in the person's zone. */
export function trialEndDay(trialEnd: number, timeZone: string): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: zone }).format(new Date(trialEnd * 1000));
  try {
    return format(timeZone);
  } catch {
    return format('Europe/London');
  }
}

/** When the trial ends and the first payment is taken, what it costs, and how to cancel before then. */
export function trialEndingText(input: { trialEnd: number; timeZone: string; price: string; settingsUrl: string }): string {
  return (
    `daily: your free trial of Premium ends on ${trialEndDay(input.trialEnd, input.timeZone)}. ` +
    `Your card will then be charged ${input.price} (less any discount you have). ` +
    `Nothing to do if you are staying. To cancel before then: ${input.settingsUrl}`
  );
}
