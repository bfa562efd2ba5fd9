import type { RecordedEvent } from '../event-store/event-envelope';
import type { FeatureRegistry } from '../features/feature-registry';
import type { ProjectionRunner } from '../projections/projection-runner';
import { MemoryReadStore } from '../read-store/memory-read-store';
import { PersonStreamsProjection } from './person-streams.projection';
import { PersonStreams } from './person-streams.reader';

const ANA = '0b6e4c8a-1f1e-4c1e-9d7e-2a1b3c4d5e6f';
const BEN = '7d2f9e1c-3a4b-4c5d-8e6f-0a1b2c3d4e5f';

let position = 0;
function event(streamId: string, type: string, data: Record<string, unknown>, actor = 'system'): RecordedEvent {
  position += 1;
  return {
    streamId,
    type,
    data,
    revision: 0,
    position,
    metadata: {
      eventId: `e${position}`,
      occurredAt: new Date(0).toISOString(),
      actor,
      correlationId: 'c',
      causationId: null,
      source: 'web',
    },
  };
}

describe('the per-person stream index', () => {
  let projection: PersonStreamsProjection;
  let streams: PersonStreams;

  beforeEach(() => {
    const reads = new MemoryReadStore();
    const features = {
      eventTypes: () => ['task.created', 'page.viewed', 'account.deleted'],
      erasingEventTypes: () => ['account.deleted'],
      sharedStreamPrefixes: () => ['analytics-day-'],
    } as unknown as FeatureRegistry;
    const runner = { register: () => undefined } as unknown as ProjectionRunner;
    projection = new PersonStreamsProjection(reads, runner, features);
    projection.onModuleInit();
    streams = new PersonStreams(reads);
  });

  it('lists an own stream once from the first event, and marks it as the subject’s', async () => {
    const first = event('task-1', 'task.created', { userId: ANA });
    await projection.apply(first);
    await projection.apply(event('task-1', 'task.created', { userId: ANA }));
    expect(await streams.of(ANA)).toEqual([expect.objectContaining({ stream: 'task-1', first: first.position, subject: true })]);
  });

  it('lists a stream where the person only acted for the export, not for what names them', async () => {
    await projection.apply(event('task-2', 'task.created', { userId: BEN }, ANA));
    expect((await streams.of(ANA)).map((e) => e.stream)).toEqual(['task-2']);
    expect(await streams.about(ANA)).toEqual([]);
    expect((await streams.about(BEN)).map((e) => e.stream)).toEqual(['task-2']);
  });

  it('lists each of the person’s events in a shared stream by position, and no one else’s', async () => {
    const mine = event('analytics-day-2026-11-29', 'page.viewed', { user_id: ANA });
    await projection.apply(mine);
    await projection.apply(event('analytics-day-2026-11-29', 'page.viewed', { user_id: BEN }));
    expect(await streams.of(ANA)).toEqual([expect.objectContaining({ stream: mine.streamId, position: mine.position, subject: true })]);
  });

  it('forgets a deleted account’s entries', async () => {
    await projection.apply(event('task-3', 'task.created', { userId: ANA }));
    await projection.apply(event('account-x', 'account.deleted', { userId: ANA }));
    expect(await streams.of(ANA)).toEqual([]);
  });
});
