import { Inject, Injectable } from '@nestjs/common';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { dayIn } from '../domain/local-dates';
import { closestByWords, matchesWords } from '../domain/recall';
import { DECISIONS, type Decision, type DecisionView } from './decision-view';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Enough for years of decisions; a list longer than this is paged by no one. */
const LIST_MAX = 500;

/** Reads decisions for their owner (texts opened) and for the review job (texts still sealed). */
@Injectable()
export class DecisionsReader {
  private readonly decisions: ReadCollection<DecisionView>;

  constructor(
    @Inject(READ_STORE) reads: ReadStore,
    private readonly cipher: PersonalDataCipher,
  ) {
    this.decisions = reads.collection<DecisionView>(DECISIONS);
  }

  /** The person's decisions, newest first; none once their key is shredded. */
  async listOf(userId: string): Promise<Decision[]> {
    const views = await this.decisions.find({ userId }, { sort: { decidedOn: -1, created_at: -1 }, limit: LIST_MAX });
    const opened: Decision[] = [];
    for (const view of views) {
      const decision = await this.open(view);
      if (decision) opened.push(decision);
    }
    return opened;
  }

  /** "What did I decide about the supplier?": the newest decision whose words match, or null. */
  async recall(userId: string, words: string): Promise<Decision | null> {
    const all = await this.listOf(userId);
    const textsOf = (d: Decision) => [d.question, d.choice, d.reason, ...d.options];
    return all.find((d) => matchesWords(textsOf(d), words)) ?? closestByWords(all, textsOf, words);
  }

  /** One of the person's decisions, opened; null when it is not theirs. */
  async own(userId: string, decisionId: string): Promise<Decision | null> {
    const view = await this.decisions.get(decisionId);
    return view?.userId === userId ? this.open(view) : null;
  }

  /**
   * Decisions whose review day has come in their own zone and whose question was not asked yet.
   * The store is asked for every review day up to tomorrow in UTC (the zone furthest ahead is
   * there already); each is then checked against its own zone.
   */
  async dueForReview(now: Date): Promise<DecisionView[]> {
    const latest = new Date(now.getTime() + DAY_MS).toISOString().slice(0, 10);
    const candidates = await this.decisions.find({ reviewOn: { $lte: latest }, reviewAskedAt: null, outcome: null }, { limit: 5000 });
    return candidates.filter((d) => d.reviewOn <= dayIn(now, d.timeZone));
  }

  private async open(view: DecisionView): Promise<Decision | null> {
    const { userId } = view;
    const openOrNull = async (text: string | null) => (text === null ? null : this.cipher.decrypt(userId, text));
    const choice = await this.cipher.decrypt(userId, view.choice);
    // null: the person's key was destroyed, so the decision no longer exists for anyone.
    if (choice === null) return null;
    const options: string[] = [];
    for (const option of view.options) {
      const text = await this.cipher.decrypt(userId, option);
      if (text !== null) options.push(text);
    }
    return {
      id: view._id,
      question: await openOrNull(view.question),
      options,
      choice,
      reason: await openOrNull(view.reason),
      expected_outcome: await openOrNull(view.expectedOutcome),
      confidence: view.confidence,
      decided_on: view.decidedOn,
      review_on: view.reviewOn,
      outcome: await openOrNull(view.outcome),
      reviewed_at: view.reviewedAt,
    };
  }
}
