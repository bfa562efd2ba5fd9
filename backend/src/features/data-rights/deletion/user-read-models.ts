/**
 * Every read-model collection that holds documents about one person, and the field that names
 * them. A feature that adds such a collection adds it here, so deletion and export find it.
 * Left out on purpose: `console_user_stream_entries` (stream names only, and the operators' audit
 * trail of the deletion itself) and analytics rows (keyed by a random id, no personal data).
 */
export const USER_READ_MODELS: readonly { collection: string; by: '_id' | 'userId' }[] = [
  { collection: 'accounts', by: '_id' },
  { collection: 'profiles', by: '_id' },
  { collection: 'calendar_connections', by: '_id' },
  { collection: 'sessions', by: 'userId' },
  { collection: 'tasks', by: 'userId' },
  { collection: 'task_list_versions', by: '_id' },
  { collection: 'journal_entries', by: 'userId' },
  { collection: 'billing_subscriptions', by: '_id' },
  { collection: 'billing_checkouts', by: 'userId' },
  { collection: 'growth_accounts', by: '_id' },
];
