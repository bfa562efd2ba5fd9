/**
 * `npm run projections:rebuild`: empties every projection's read models and checkpoints, then replays
 * the whole event log into them.
 *
 * It is meant for cluster mode, where the read models live in MongoDB and survive restarts: run it
 * after changing a projection, with the projector stopped. In embedded mode the read models live in
 * the server's memory and are rebuilt at every boot anyway; there the command still replays the log
 * (proving every event can be read and applied) and reports what it found.
 */
import 'reflect-metadata';
import { type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Presets, SingleBar } from 'cli-progress';
import { Logger } from 'nestjs-pino';
import { performance } from 'node:perf_hooks';
import { AppModule } from '../app.module';
import { loadConfig } from '../platform/config/app-config';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { ProjectionRunner } from '../platform/projections/projection-runner';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';

interface Progress {
  position: number;
  head: number;
  events: number;
}

function formatRate(events: number, ms: number): string {
  return ms > 0 ? Math.round((events / ms) * 1000).toLocaleString('en-GB') : '0';
}

function progressBar(kind: EventStore['kind']): SingleBar {
  // SQLite positions count events from 1, so position/head reads as events done/total. EventStoreDB
  // positions are byte offsets in its log, so there the bar shows the event count separately.
  const counter = kind === 'sqlite' ? '{value}/{total} events' : '{events} events (position {value}/{total})';
  return new SingleBar(
    {
      format: `Rebuilding |{bar}| {percentage}% | ${counter} | {speed} events/s | ETA {eta_formatted}`,
      hideCursor: true,
      etaBuffer: 50,
      fps: 5,
      formatValue: (value, _options, type) => (type === 'value' || type === 'total' ? value.toLocaleString('en-GB') : String(value)),
    },
    Presets.shades_classic,
  );
}

async function rebuild(context: INestApplicationContext): Promise<boolean> {
  const runner = context.get(ProjectionRunner);
  const events = context.get<EventStore>(EVENT_STORE);
  const reads = context.get<ReadStore>(READ_STORE);
  const head = await events.headPosition();
  const names = runner.status().map((p) => p.name);
  console.log(`Event store: ${events.kind}, head position ${head.toLocaleString('en-GB')}. Read store: ${reads.kind}.`);
  console.log(`Projections (${names.length}): ${names.join(', ') || 'none registered'}`);
  if (reads.kind === 'memory') {
    console.log('Embedded mode: the read models live in memory and every boot rebuilds them; this run checks that the whole log replays.');
  }

  const bar = head > 0 ? progressBar(events.kind) : null;
  const started = performance.now();
  const last: Progress = { position: 0, head, events: 0 };
  bar?.start(head, 0, { events: '0', speed: '0' });
  try {
    await runner.rebuild((position, currentHead, count) => {
      last.position = position;
      last.head = Math.max(currentHead, position);
      last.events = count;
      bar?.setTotal(last.head);
      bar?.update(position, { events: count.toLocaleString('en-GB'), speed: formatRate(count, performance.now() - started) });
    });
  } finally {
    bar?.stop();
  }
  const ms = performance.now() - started;

  const status = runner.status();
  const stopped = status.filter((p) => p.failure);
  console.log(
    `Replayed ${last.events.toLocaleString('en-GB')} events in ${(ms / 1000).toFixed(1)} s (${formatRate(last.events, ms)} events/s).`,
  );
  for (const projection of status) {
    const note = projection.failure
      ? `STOPPED at position ${projection.failure.position} (${projection.failure.eventType}): ${projection.failure.message}`
      : `at position ${projection.position.toLocaleString('en-GB')}`;
    console.log(`  ${projection.name}: ${note}`);
  }
  if (stopped.length > 0) {
    console.error(`Rebuild incomplete: ${stopped.length} projection(s) could not apply an event; their read models stop at that event.`);
    return false;
  }
  return true;
}

async function main(): Promise<number> {
  let context: INestApplicationContext | null = null;
  try {
    // The server's info logs would drown the bar and the summary; LOG_LEVEL still wins when set.
    const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
    context = await NestFactory.createApplicationContext(AppModule.register(config, { startProjections: false }), { bufferLogs: true });
    context.useLogger(context.get(Logger));
    const ok = await rebuild(context);
    await context.close();
    context = null;
    return ok ? 0 : 1;
  } catch (error) {
    console.error(`Rebuild failed: ${error instanceof Error ? error.message : String(error)}`);
    if (context) await context.close().catch(() => undefined);
    return 1;
  }
}

void main().then((code) => process.exit(code));
