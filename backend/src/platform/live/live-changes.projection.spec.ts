import type { DiscoveryService } from '@nestjs/core';
import type { EventMetadata, RecordedEvent } from '../event-store/event-envelope';
import { defineFeature } from '../features/feature-declaration';
import { FeatureRegistry } from '../features/feature-registry';
import type { Projection } from '../projections/projection';
import type { ProjectionRunner } from '../projections/projection-runner';
import { LiveChangesProjection } from './live-changes.projection';
import type { LiveStreams } from './live-streams';

type NoteEvent =
  | { type: 'notes.written'; data: { userId: string; text: string } }
  | { type: 'notes.indexed'; data: { userId: string } }
  | { type: 'notes.day_counted'; data: { day: string } };
type SignOutEvent = { type: 'gate.signed_out'; data: { userId: string; sessionId: string } };

const notes = defineFeature<NoteEvent>({
  name: 'notes',
  events: {
    'notes.written': { concernsUser: true },
    'notes.indexed': { concernsUser: true },
    'notes.day_counted': { concernsUser: false },
  },
  live: { notes: ['notes.written'], 'note-search': ['notes.written', 'notes.indexed'] },
});
const gate = defineFeature<SignOutEvent>({
  name: 'gate',
  events: { 'gate.signed_out': { concernsUser: true, endsSession: (d) => d.sessionId } },
});

function event(type: string, data: unknown, position: number): RecordedEvent {
  return { type, data, metadata: {} as EventMetadata, streamId: 's', revision: 0, position };
}

function started() {
  const discovery = { getProviders: () => [notes, gate].map((instance) => ({ instance })) } as unknown as DiscoveryService;
  const registered: Projection[] = [];
  const runner = { register: (projection: Projection) => registered.push(projection) } as unknown as ProjectionRunner;
  const live = { changed: jest.fn(), sessionEnded: jest.fn() };
  const projection = new LiveChangesProjection(new FeatureRegistry(discovery), runner, live as unknown as LiveStreams);
  projection.onModuleInit();
  return { projection, registered, live };
}

describe('LiveChangesProjection', () => {
  it('reads only the event types the features declare live or session-ending', () => {
    const { projection, registered } = started();
    expect(registered).toEqual([projection]);
    expect([...projection.handles].sort()).toEqual(['gate.signed_out', 'notes.indexed', 'notes.written']);
  });

  it('names to the event’s person every live model the event changes, with its position', () => {
    const { projection, live } = started();
    projection.apply(event('notes.written', { userId: 'u1', text: 'sealed' }, 7));
    projection.apply(event('notes.indexed', { userId: 'u2' }, 8));
    expect(live.changed.mock.calls).toEqual([
      ['u1', ['notes', 'note-search'], 7],
      ['u2', ['note-search'], 8],
    ]);
  });

  it('ends the streams of the session a declared event ends', () => {
    const { projection, live } = started();
    projection.apply(event('gate.signed_out', { userId: 'u1', sessionId: 'f1' }, 9));
    expect(live.sessionEnded).toHaveBeenCalledWith('f1');
    expect(live.changed).not.toHaveBeenCalled();
  });

  it('passes over an event without its owner rather than stopping', () => {
    const { projection, live } = started();
    expect(() => projection.apply(event('notes.written', null, 10))).not.toThrow();
    expect(() => projection.apply(event('notes.written', { text: 'x' }, 11))).not.toThrow();
    expect(live.changed).not.toHaveBeenCalled();
  });
});
