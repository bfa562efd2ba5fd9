import { Inject, Injectable, type OnModuleInit, type Type } from '@nestjs/common';
import type { DomainEvent, RecordedEvent } from '../event-store/event-envelope';
import { type Doc, type IndexSpec, READ_STORE, type ReadCollection, type ReadStore } from '../read-store/read-store.port';
import type { Projection } from './projection';
import { ProjectionRunner } from './projection-runner';

/** One event of the union as the log hands it over: `type` narrows `data` in a switch. */
export type Recorded<E extends DomainEvent> = E extends DomainEvent ? RecordedEvent<E['type'], E['data']> : never;

export interface ProjectionSpec<E extends DomainEvent, T extends Doc> {
  name: string;
  /** The collection it owns (emptied before a full rebuild), with its indexes. */
  collection: string;
  indexes?: IndexSpec[];
  /** Every type of the union, as a record the compiler checks, so `evolve` sees exactly what the runner delivers. */
  handles: Record<E['type'], true>;
  /** Applies one event to the collection; applyOnce keeps it idempotent. */
  evolve: (documents: ReadCollection<T>, event: Recorded<E>) => Promise<void> | void;
}

/**
 * A projection from a spec: the Nest provider that opens its collection and registers with the
 * runner. List the returned class in the feature module's providers.
 */
export function defineProjection<E extends DomainEvent, T extends Doc>(spec: ProjectionSpec<E, T>): Type<Projection & OnModuleInit> {
  const handles = Object.keys(spec.handles);

  @Injectable()
  class DefinedProjection implements Projection, OnModuleInit {
    readonly name = spec.name;
    readonly handles = handles;
    readonly collections = [spec.collection];
    private readonly documents: ReadCollection<T>;

    constructor(
      @Inject(READ_STORE) reads: ReadStore,
      @Inject(ProjectionRunner) private readonly runner: ProjectionRunner,
    ) {
      this.documents = reads.collection<T>(spec.collection, spec.indexes);
    }

    onModuleInit(): void {
      this.runner.register(this);
    }

    apply(event: RecordedEvent): Promise<void> | void {
      // The runner delivers only the types in `handles`, which are exactly the union's.
      return spec.evolve(this.documents, event as Recorded<E>);
    }
  }
  Object.defineProperty(DefinedProjection, 'name', { value: `${spec.name}Projection` });
  return DefinedProjection;
}
