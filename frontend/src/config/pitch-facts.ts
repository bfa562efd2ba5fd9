// Facts the pitch page (/one-pager) quotes; the prose around them lives in src/content/pitch.md.
// Read at build time, when the page's HTML is made (build/markdown-at-build.ts), and by no page's
// JavaScript; the prices it quotes come from the product facts (config/product.ts).

export type PitchMilestone = {
  /** ISO date, so the order and the year cannot be misread. */
  date: string;
  /** Daily active users aimed for by that date. */
  dailyActiveUsers: string;
  focus: string;
};

export const pitchFacts = {
  ukSinglePersonBusinesses: '4.1 million',
  coachingReference: { amount: 100, currency: 'GBP', per: 'hour' },
  subscriptionReference: { amount: 20, currency: 'USD', per: 'month' },
  trialUniqueCallers: 50,
  milestones: [
    { date: '2026-05-01', dailyActiveUsers: '20 super users', focus: 'Onboard every user by call; daily WhatsApp check-ins' },
    { date: '2026-06-01', dailyActiveUsers: '100', focus: 'Calendar-aware nudges and call-backs' },
    { date: '2026-07-01', dailyActiveUsers: '1k', focus: 'Notes-tool integration, better memory and search' },
    { date: '2026-08-01', dailyActiveUsers: '2.5k', focus: 'Web app 2.0: visual dashboard, voice or text editing' },
    { date: '2026-09-01', dailyActiveUsers: '5k', focus: 'Referrals and founding-member community at scale' },
  ],
} as const satisfies { milestones: readonly PitchMilestone[] } & Record<string, unknown>;
