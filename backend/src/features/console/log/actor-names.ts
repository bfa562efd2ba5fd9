import type { AccountsReader } from '../../accounts';
import type { HistoryEntry } from './history-entry';

const SOURCES: Record<string, string> = {
  web: 'web app',
  webhook: 'payment service',
  scheduler: 'schedule',
  console: 'console',
  system: 'daily',
};

/**
 * Who caused each entry, by name and role ("Sam (operator)", "The member", "Stripe",
 * "daily (scheduled)"), and from where, in words. Operators are named, from the accounts read
 * model; the member is named by role only, since a history carries nothing personal about them
 * (their name is in the profile panel beside it).
 */
export async function nameActors(entries: HistoryEntry[], accounts: AccountsReader): Promise<HistoryEntry[]> {
  const ids = new Set(entries.filter((e) => e.actor.startsWith('operator:')).map((e) => e.actor.slice('operator:'.length)));
  const names = new Map<string, string | null>();
  await Promise.all(
    [...ids].map(async (id) => {
      const account = await accounts.get(id).catch(() => null);
      names.set(id, account ? (account.name ?? null) : null);
    }),
  );
  return entries.map((entry) => ({ ...entry, actorName: actorName(entry, names), sourceName: SOURCES[entry.source] ?? entry.source }));
}

function actorName(entry: HistoryEntry, names: Map<string, string | null>): string {
  const { actor, source } = entry;
  if (actor === 'stripe') return 'Stripe';
  if (actor === 'system') return source === 'scheduler' ? 'daily (scheduled)' : 'daily';
  if (actor === 'anonymous') return 'A visitor';
  if (actor.startsWith('operator:')) return `${names.get(actor.slice('operator:'.length)) ?? 'An operator'} (operator)`;
  return entry.stream.endsWith(actor) || entry.actor === holderOf(entry) ? 'The member' : 'Another member';
}

/** The person an entry is about, as its data names them. */
function holderOf(entry: HistoryEntry): string | null {
  const data = entry.data as { userId?: unknown; user_id?: unknown } | null;
  const id = data?.userId ?? data?.user_id;
  return typeof id === 'string' ? id : null;
}
