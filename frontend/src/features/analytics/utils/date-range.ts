/** The dashboard's ranges (spec section 9): the last 7, 14 or 30 days, 7 unless chosen. */
export const rangeDays = [7, 14, 30] as const;
export type RangeDays = (typeof rangeDays)[number];
export const defaultRangeDays: RangeDays = 7;

export type AnalyticsRange = {
  days: RangeDays;
  /** ISO timestamps, as the summary and chart endpoints take them. */
  start_date: string;
  end_date: string;
};

const dayMs = 86_400_000;

/** Now minus the chosen days, to now (spec section 7). Fixed when chosen, so the query key stays put. */
export function rangeOfDays(days: RangeDays, now: Date = new Date()): AnalyticsRange {
  return {
    days,
    start_date: new Date(now.getTime() - days * dayMs).toISOString(),
    end_date: now.toISOString(),
  };
}
