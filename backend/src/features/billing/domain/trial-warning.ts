/** Stripe sends `customer.subscription.trial_will_end` three days before a trial ends; test mode does the same. */
export const TRIAL_WARNING_SECONDS = 3 * 24 * 60 * 60;

/** How often test mode looks for trials to warn about, standing in for Stripe. */
export const TRIAL_WARNING_CHECK_MS = 5 * 60 * 1000;
