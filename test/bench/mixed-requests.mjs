/**
 * The request kinds of the mixed-load benchmark, each with the body its web client sends, and the
 * schedule every connection cycles through. A fixed schedule rather than a coin per request makes
 * the shares exact, so a run that drifts from 70/15/10/5 shows slower kinds holding connections.
 */
import { randomBytes } from 'node:crypto';

import { JSON_BODY } from './bench-server.mjs';

export const KINDS = [
  { key: 'visit', name: 'page visit: POST /api/analytics/events', weight: 70 },
  { key: 'list', name: 'task list: POST /dev/user/tasks/array', weight: 15 },
  { key: 'write', name: 'task write: POST /dev/user/tasks/create or update', weight: 10 },
  { key: 'journal', name: 'journal save: POST /dev/user/diary', weight: 5 },
];

const USER_AGENTS = [
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
];
// A landing-page visit: where the visitor came from, and the source remembered from ?utm_source.
const ARRIVALS = [
  { utm_source: null, referrer: null },
  { utm_source: 'linkedin', referrer: 'https://www.linkedin.com/' },
  { utm_source: null, referrer: 'https://www.google.com/' },
  { utm_source: 'newsletter', referrer: null },
];
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A function answering the list's items in turn, for ever. */
function cycle(list) {
  let i = -1;
  return () => list[(i = (i + 1) % list.length)];
}
const nextAgent = cycle(USER_AGENTS);
const nextArrival = cycle(ARRIVALS);
const nextWrite = cycle(['create', 'update', 'update-off']);
const nextDay = cycle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);

/** `sess_{timestamp}_{random}` as the tracking feature makes it: a new visitor per request. */
function sessionId() {
  return `sess_${Date.now()}_${Array.from(randomBytes(9), (byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}

function isoDay(daysAgo) {
  return new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

const signedIn = (user) => ({ ...JSON_BODY, authorization: `Bearer ${user.token}` });

/** Body builders by kind; `user` is one of the signed-in test users, taken in turn. */
const BUILD = {
  visit: () => ({
    method: 'POST',
    path: '/api/analytics/events',
    headers: JSON_BODY,
    body: JSON.stringify({
      session_id: sessionId(),
      event_type: 'page_visit',
      page_path: '/',
      user_agent: nextAgent(),
      ...nextArrival(),
    }),
  }),
  list: (user) => ({
    method: 'POST',
    path: '/dev/user/tasks/array',
    headers: signedIn(user),
    body: JSON.stringify({ userId: user.userId }),
  }),
  // A third new tasks as the New Task form sends them, the rest a star set or cleared on a task the user has.
  write: (user) => {
    const write = nextWrite();
    return write === 'create'
      ? {
          method: 'POST',
          path: '/dev/user/tasks/create',
          headers: signedIn(user),
          body: JSON.stringify({
            userId: user.userId,
            title: 'Call the accountant',
            description: 'Ask about the quarterly VAT return',
            due_date: `${isoDay(-3)}T09:30`,
            timezone: 'Europe/London',
            important: false,
            updates: [],
            recurring: false,
            completed: false,
          }),
        }
      : {
          method: 'POST',
          path: '/dev/user/tasks/update',
          headers: signedIn(user),
          body: JSON.stringify({ userId: user.userId, taskId: user.nextTask(), important: write === 'update' }),
        };
  },
  journal: (user) => ({
    method: 'POST',
    path: '/dev/user/diary',
    headers: signedIn(user),
    body: JSON.stringify({
      userId: user.userId,
      date: isoDay(nextDay()),
      entry: 'Shipped the pricing page, two calls with early users. Tomorrow: follow up on the invoice and plan the week.',
    }),
  }),
};

const gcd = (a, b) => (b === 0 ? a : gcd(b, a % b));

/** Smooth weighted round-robin over KINDS: each kind's slots spread evenly through the fewest slots that hold the shares exactly. */
function schedule() {
  const total = KINDS.reduce((sum, kind) => sum + kind.weight, 0);
  const slots = total / KINDS.reduce((g, kind) => gcd(g, kind.weight), total);
  const credit = new Map(KINDS.map((kind) => [kind.key, 0]));
  const out = [];
  for (let i = 0; i < slots; i += 1) {
    for (const kind of KINDS) credit.set(kind.key, credit.get(kind.key) + kind.weight);
    const best = KINDS.reduce((a, b) => (credit.get(b.key) > credit.get(a.key) ? b : a));
    credit.set(best.key, credit.get(best.key) - total);
    out.push(best.key);
  }
  return out;
}

/**
 * autocannon's `requests` for the mix. `onAnswer(kind, status)` hears every response, in the same
 * tick as autocannon's own 'response' event for it, so a listener there can file its latency.
 */
export function mixedRequests(users, onAnswer) {
  const nextUser = cycle(users.map((user) => ({ ...user, nextTask: cycle(user.taskIds) })));
  return schedule().map((kind) => ({
    setupRequest: (request) => ({ ...request, ...BUILD[kind](nextUser()) }),
    onResponse: (status) => onAnswer(kind, status),
  }));
}
