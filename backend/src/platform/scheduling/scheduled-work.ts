import type { CommandContext } from '../commands/command-context';

/** A run's counters by outcome ("sent", "night", "failed"…), recorded with the run: never whom it reached. */
export type RunCounts = Record<string, number>;

/** What the checks before a claim say: leave the item with this outcome, or go on with what the action needs. */
export type Checked<Ready> = { skip: string } | { ready: Ready };

/** Everything one step of a run sees: the run's start (the jobs' clock) and the scheduler's command context. */
export interface RunMoment {
  startedAt: Date;
  context: CommandContext;
}

/**
 * One kind of scheduled work, declared by the feature that owns it and run by the
 * ScheduledWorkRunner. Each item goes: checks → claim → action, and a failure anywhere is that
 * item's outcome, never the run's end.
 */
export interface ScheduledWork<Item, Ready = Item> {
  /** The job's name: its lease, its run records (`scheduler-<name>-<day>`) and its timer. */
  readonly name: string;
  /** How often a tick comes. */
  readonly everyMs: number;
  /**
   * Which instance runs it: `lease` takes the job's lease with the expected revision first, so one
   * instance across the cluster acts and each run is recorded; `every-instance` is for work that
   * only picks up what its own process holds, where neither a lease nor a record would help.
   */
  readonly exclusive: { lease: true; leaseMs: number } | { lease: false };
  /**
   * The time this work reads, when it is not the jobs' Clock: work that judges how long its own
   * process has held something must read the real time even while tests move the Clock.
   */
  now?(): Date;
  /** The logger's context, as the job's lines have always read. */
  readonly logContext: string;
  /** Logged, with `failedItem`, when an item's step throws; never personal text. */
  readonly itemFailed: string;
  /** Ids (never phone numbers or text) that tell which item failed in the log. */
  failedItem(item: Item): Record<string, string>;

  /** What is due at the start of this run. */
  due(run: RunMoment): Promise<readonly Item[]>;
  /** Counters every run reports even at zero (optional). */
  startCounts?(due: readonly Item[]): RunCounts;
  /** The cheap checks, before any claim: they may leave the item with an outcome of their own. */
  check(item: Item, run: RunMoment): Promise<Checked<Ready>>;
  /**
   * Claims the item with an append at its stream's expected revision: false when another tick or
   * instance got there first, and then nothing more happens to it here.
   */
  claim(ready: Ready, run: RunMoment): Promise<boolean>;
  /** The outcome counted for an item someone else claimed. */
  readonly alreadyClaimed: string;
  /**
   * The action, once claimed, recording what came of it; it returns the outcome to count. A claim
   * that is never followed by success stays claimed unless the action records a retryable failure.
   */
  act(ready: Ready, run: RunMoment): Promise<string>;
}
