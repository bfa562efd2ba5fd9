/**
 * The key under which a command asks the payment provider to create something: the person, what
 * is created and the revision of their subscription stream the command decided on. The same
 * command retried (a timeout, a crash before the append, parallel clicks) reads the same revision
 * and so sends the same key; once anything is recorded the revision moves and a new key follows.
 */
export function providerRequestKey(what: 'checkout' | 'subscription' | 'portal', userId: string, revision: number): string {
  return `daily-${what}-${userId}-r${revision}`;
}
