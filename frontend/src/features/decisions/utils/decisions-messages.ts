/** The Decisions view's words. */
export const decisionsMessages = {
  loading: 'Loading your decisions…',
  empty: 'No decisions yet. Tell daily "should I … or …?" and think it through together; the choice lands here.',
  failed: 'Your decisions could not be loaded.',
  retry: 'Try Again',
  because: 'Why',
  review: 'Review',
  outcome: 'Outcome',
  awaitingReview: 'daily will ask how it turned out',
  reviewDue: 'daily is asking how it turned out',
} as const;
