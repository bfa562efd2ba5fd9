/** The kinds an operator filters an account's history by. */
export const HISTORY_KINDS = ['tasks', 'billing', 'messages', 'account'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/**
 * By the stored type's prefix (the part before the dot), which is the contract: a feature's
 * events all share one. Anything not listed (sign-in, settings, the account itself) is "account".
 */
const KIND_OF_PREFIX: Readonly<Record<string, HistoryKind>> = {
  task: 'tasks',
  task_slots: 'tasks',
  reminder: 'tasks',
  decisions: 'tasks',
  journal: 'tasks',
  journal_days: 'tasks',
  check_ins: 'tasks',
  calendar: 'tasks',
  billing: 'billing',
  assistant: 'messages',
  call: 'messages',
  nudge: 'messages',
  trial_message: 'messages',
};

export function historyKind(type: string): HistoryKind {
  const prefix = type.slice(0, Math.max(0, type.indexOf('.')));
  return KIND_OF_PREFIX[prefix] ?? 'account';
}
