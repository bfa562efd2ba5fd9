import { Inject, Injectable, type OnModuleInit, type Type } from '@nestjs/common';
import type { DomainEvent, RecordedEvent } from '../event-store/event-envelope';
import type { EventTypes } from '../event-store/event-types';
import { type Doc, type IndexSpec, READ_STORE, type ReadCollection, type ReadStore } from '../read-store/read-store.port';
import type { Projection } from './projection';
import { ProjectionRunner } from './projection-runner';

/** One event of the union as the log hands it over: `type` narrows `data` in a switch. */
export type Recorded<E extends DomainEvent> = E extends DomainEvent ? RecordedEvent<E['type'], E['data']> : never;

/** A collection a projection owns, with its indexes; `readModel<DocType>(…)` makes one. */
export interface ReadModel<T extends Doc> {
  readonly name: string;
  readonly indexes?: IndexSpec[];
  /** Never set: it carries the document type to `evolve`. */
  readonly document?: T;
}

export function readModel<T extends Doc>(name: string, indexes?: IndexSpec[]): ReadModel<T> {
  return { name, indexes };
}

type Models = Record<string, Doc>;
type Services = Record<string, Type<unknown>>;

/** What `evolve` works with: each owned collection, opened, and each injected service, by the names the spec gives them. */
export type ProjectionContext<M extends Models, S extends Services> = { [K in keyof M]: ReadCollection<M[K]> } & {
  [K in keyof S]: S[K] extends Type<infer I> ? I : never;
};

export interface ProjectionSpec<E extends DomainEvent, M extends Models, S extends Services> {
  name: string;
  /** `eventTypes<Union>({…})`: exactly the types `evolve` is given, each with its own data. */
  handles: EventTypes<E>;
  /** The collections it owns (emptied before a full rebuild), by the names `evolve` uses for them. */
  collections: { [K in keyof M]: ReadModel<M[K]> };
  /** Services it needs besides its collections (the cipher that opens sealed fields), by class. */
  inject?: S;
  /** Runs in every process from the head of the log (see Projection.everyInstance); owns no collection then. */
  everyInstance?: true;
  /** Applies one event; applyOnce keeps it idempotent. */
  evolve: (event: Recorded<E>, context: ProjectionContext<M, S>) => Promise<void> | void;
}

/**
 * A projection from a spec: the Nest provider that opens its collections, gets its services and
 * registers with the runner. List the returned class in the feature module's providers. The class
 * takes the read store, the runner, then the services in the order `inject` names them.
 */
export function defineProjection<E extends DomainEvent, M extends Models, S extends Services = Record<never, never>>(
  spec: ProjectionSpec<E, M, S>,
): Type<Projection & OnModuleInit> {
  const services = Object.entries(spec.inject ?? {});
  const owned = Object.entries(spec.collections as Record<string, ReadModel<Doc>>);
  const clash = owned.find(([key]) => services.some(([service]) => service === key));
  if (clash) throw new Error(`Projection ${spec.name}: "${clash[0]}" names both a collection and a service`);

  class DefinedProjection implements Projection, OnModuleInit {
    readonly name = spec.name;
    readonly handles: readonly string[] = spec.handles;
    readonly collections = owned.map(([, model]) => model.name);
    readonly everyInstance = spec.everyInstance;
    private readonly context: ProjectionContext<M, S>;

    constructor(
      reads: ReadStore,
      private readonly runner: ProjectionRunner,
      ...given: unknown[]
    ) {
      const context: Record<string, unknown> = {};
      for (const [key, model] of owned) context[key] = reads.collection(model.name, model.indexes);
      services.forEach(([key], index) => (context[key] = given[index]));
      this.context = context as ProjectionContext<M, S>;
    }

    onModuleInit(): void {
      this.runner.register(this);
    }

    apply(event: RecordedEvent): Promise<void> | void {
      // The runner delivers only the types in `handles`, which are exactly the union's.
      return spec.evolve(event as Recorded<E>, this.context);
    }
  }
  // Decorated by hand: the constructor's parameters are the store, the runner and the spec's services.
  Injectable()(DefinedProjection);
  Inject(READ_STORE)(DefinedProjection, undefined, 0);
  Inject(ProjectionRunner)(DefinedProjection, undefined, 1);
  services.forEach(([, service], index) => Inject(service)(DefinedProjection, undefined, index + 2));
  Object.defineProperty(DefinedProjection, 'name', { value: `${spec.name}Projection` });
  return DefinedProjection;
}
