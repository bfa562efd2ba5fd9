'use strict';
// Preloaded into a built server (NODE_OPTIONS=--require …) by the crash spec: the process kills
// itself with SIGKILL at the moment it would append an account status change, which is the
// instant between a payment fact being stored on the subscription stream and the account learning
// of it. A real crash, with nothing flushed or cleaned up on the way out.
const { isMainThread } = require('node:worker_threads');
const { join } = require('node:path');

if (isMainThread) {
  // The store comes from the build, as the server itself loads it.
  const built = join(__dirname, '..', '..', '..', '..', 'dist', 'platform', 'event-store', 'sqlite-event-store.js');
  const { SqliteEventStore } = require(built);
  const append = SqliteEventStore.prototype.append;
  SqliteEventStore.prototype.append = function (streamId, events, expected) {
    if (streamId.startsWith('account-') && events.some((event) => event.type === 'account.status_changed')) {
      process.kill(process.pid, 'SIGKILL');
    }
    return append.call(this, streamId, events, expected);
  };
}
