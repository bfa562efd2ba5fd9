import type { AnalyticsSummaryRow } from '../api/get-analytics-summary';

export type OverviewTotals = {
  visits: number;
  signups: number;
  logins: number;
};

/**
 * The four cards' figures. The server's summary answers per traffic source and offers no overall
 * row, so the totals are the sum of its rows. This is the page's one aggregation: every source
 * is counted once by the server, so adding its rows cannot double count, and nothing else on the
 * page is computed from events in the browser.
 */
export function overviewTotals(rows: readonly AnalyticsSummaryRow[]): OverviewTotals {
  return rows.reduce<OverviewTotals>(
    (totals, row) => ({
      visits: totals.visits + row.total_visits,
      signups: totals.signups + row.whatsapp_signups,
      logins: totals.logins + row.logins,
    }),
    { visits: 0, signups: 0, logins: 0 },
  );
}
