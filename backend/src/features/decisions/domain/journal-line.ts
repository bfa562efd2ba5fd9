import { shortDate } from './decision-rules';

/** What a decision adds to that day's journal: "Decided: hire a VA (cost matters most) · review 3 Dec". */
export function decisionJournalLine(decision: { choice: string; reason: string | null; decidedOn: string; reviewOn: string }): string {
  const why = decision.reason ? ` because ${decision.reason}` : '';
  return `Decided: ${decision.choice}${why} · review ${shortDate(decision.reviewOn, decision.decidedOn)}`;
}
