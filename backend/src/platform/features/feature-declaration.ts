import type { DomainEvent } from '../event-store/event-envelope';
import type { ReadStore } from '../read-store/read-store.port';
import type { FeatureProof, StaffRole } from './feature-proof';

/**
 * Whether an event's data names the person it concerns. Derived from the event's own type, so a
 * declaration cannot say `true` for an event that carries no user id, nor forget one that does.
 */
export type NamesUser<D> = D extends { userId: string } ? true : D extends { user_id: string | null } ? true : false;

/** The types of a union's events whose data names a person. */
export type UserEventType<E extends DomainEvent> = E extends DomainEvent ? (NamesUser<E['data']> extends true ? E['type'] : never) : never;

/** What the platform needs to know about one event type. */
export interface EventDeclaration<D> {
  /** Its data names a person (`userId`/`user_id`): it belongs to their history and export. */
  concernsUser: NamesUser<D>;
  /** One line for the console's history; sealed fields arrive as "encrypted". Without it, fields are listed. */
  summary?: (data: D) => string;
  /** False where the event would only clutter a person's history (a page view). Default: true. */
  inHistory?: (data: D) => boolean;
  /** Fields a data export leaves out (live credentials). */
  withheldFromExport?: readonly (keyof D & string)[];
  /** The person's account is gone: read models about them are removed when this event is read. */
  erasesUser?: true;
  /** The event ends a session (signed out, revoked): the session's id, so its live streams close. */
  endsSession?: (data: D) => string;
}

/** A read-model collection holding documents about one person. */
export type PersonalReadModel =
  | {
      collection: string;
      /** The field that names the person: `_id` for one document per person. */
      by: string;
    }
  | {
      collection: string;
      /** For documents that name the person only through another read model; run before the plain ones. */
      erase: (reads: ReadStore, userId: string) => Promise<void>;
      /** Erased on deletion but not exported (token hashes say nothing to their owner). */
      exported: false;
    };

export interface FeatureSpec<E extends DomainEvent> {
  /** The feature's folder name. */
  name: string;
  /** Every event type the feature writes. Keyed by the event union, so a missing type does not compile. */
  events: { [T in E['type']]: EventDeclaration<Extract<E, { type: T }>['data']> };
  /** Collections about one person, so deletion removes them and export includes them. */
  personalReadModels?: readonly PersonalReadModel[];
  /**
   * The feature's read models the web app shows live, each with the event types that change it:
   * when one is written, the live stream names the model to the person the event concerns. The
   * names are the stream's contract (an enum in the API document, the web app's query keys).
   */
  live?: { readonly [model: string]: readonly UserEventType<E>[] };
  /** Request fields that name one of the caller's own things (a task id): the authorization matrix tries other people's. */
  ownedIdFields?: readonly string[];
  /** Stream-name prefixes of streams that hold many people's events (a day of analytics). */
  sharedStreamPrefixes?: readonly string[];
  /**
   * How the proof suites make the owner's things for this feature's routes (proof-fixture.ts).
   * A feature whose routes name one of a person's things (`ownedIdFields`, a path `{id}`) must
   * seed one, or the authorization matrix fails on them.
   */
  proof?: FeatureProof;
  /** The role each of the feature's staff routes needs, by OpenAPI path prefix (`/api/admin/`); the matrix calls them as that role. */
  roles?: Readonly<Record<string, StaffRole>>;
}

/** A feature's declaration as the registry holds it: the event map loses its per-type data. */
export class FeatureDeclaration {
  constructor(
    readonly name: string,
    readonly events: Readonly<Record<string, EventDeclaration<Record<string, unknown>>>>,
    readonly personalReadModels: readonly PersonalReadModel[],
    readonly ownedIdFields: readonly string[],
    readonly sharedStreamPrefixes: readonly string[],
    readonly proof: FeatureProof | null,
    readonly roles: Readonly<Record<string, StaffRole>>,
    readonly live: Readonly<Record<string, readonly string[]>>,
  ) {}
}

/**
 * Declares what a feature writes and keeps about people. Provide the result in the feature's
 * module with `featureProvider`, and the platform's FeatureRegistry collects it.
 */
export function defineFeature<E extends DomainEvent>(spec: FeatureSpec<E>): FeatureDeclaration {
  return new FeatureDeclaration(
    spec.name,
    spec.events as unknown as Record<string, EventDeclaration<Record<string, unknown>>>,
    spec.personalReadModels ?? [],
    spec.ownedIdFields ?? [],
    spec.sharedStreamPrefixes ?? [],
    spec.proof ?? null,
    spec.roles ?? {},
    spec.live ?? {},
  );
}

/** The Nest provider for a feature's declaration: listed in the feature module's providers. */
export function featureProvider(declaration: FeatureDeclaration) {
  return { provide: `feature:${declaration.name}`, useValue: declaration };
}
