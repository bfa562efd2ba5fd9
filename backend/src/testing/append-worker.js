'use strict';
// A second writer process for the restart test: appends to the event log through the built
// SqliteEventStore (so group commit and synchronous=FULL are the real ones) and prints one JSON line
// per acknowledged append. Only what it printed counts as acknowledged; it may be killed at any time.
//
//   node append-worker.js <events.sqlite> <appenders> <stream prefix>
//
// SIGTERM stops it gracefully: in-flight appends finish, the store closes, the exit code is 0.
const { randomUUID } = require('node:crypto');
const { join } = require('node:path');

const [file, appendersArg, prefix] = process.argv.slice(2);
if (!file || !appendersArg || !prefix) {
  console.error('usage: node append-worker.js <events.sqlite> <appenders> <stream prefix>');
  process.exit(2);
}

// Plain JavaScript so the test needs no compiler in the child; the store comes from the build.
const { SqliteEventStore } = require(join(__dirname, '..', '..', 'dist', 'platform', 'event-store', 'sqlite-event-store.js'));

const store = new SqliteEventStore(file);
let stopping = false;
process.on('SIGTERM', () => {
  stopping = true;
});

function probe(n, seq) {
  const eventId = randomUUID();
  return {
    type: 'restart.probe_appended',
    data: { appender: n, seq },
    metadata: {
      eventId,
      occurredAt: new Date().toISOString(),
      actor: 'system',
      correlationId: eventId,
      causationId: null,
      source: 'system',
    },
  };
}

async function appender(n) {
  const streamId = `${prefix}-${n}`;
  let expected = 'no_stream';
  for (let seq = 0; !stopping; seq += 1) {
    const event = probe(n, seq);
    const result = await store.append(streamId, [event], expected);
    expected = result.nextRevision;
    process.stdout.write(
      `${JSON.stringify({ eventId: event.metadata.eventId, streamId, revision: result.nextRevision, position: result.position })}\n`,
    );
  }
}

process.stdout.write(`${JSON.stringify({ ready: true })}\n`);
Promise.all(Array.from({ length: Number(appendersArg) }, (_, n) => appender(n)))
  .then(() => store.close())
  .then(
    () => process.exit(0),
    (error) => {
      console.error(error && error.stack ? error.stack : String(error));
      process.exit(1);
    },
  );
