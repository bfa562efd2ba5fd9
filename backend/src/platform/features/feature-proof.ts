/**
 * What a feature gives the proof suites (the authorization matrix and the bad-input proof) so they
 * can test its routes with real things of a real person: a seed that makes the owner's things
 * through the API, the ids that name them, and the texts no one else may ever be shown.
 */

/** The roles that open staff routes; a route's declared role is the one its owner holds. */
export type StaffRole = 'operator' | 'analyst';

/** The seeded person, as a feature's seed reaches them: through the HTTP API, as a client would. */
export interface ProofOwner {
  readonly userId: string;
  readonly phone: string;
  /** The owner's name: a text only they have. */
  readonly name: string;
  /** What the seeds before this one made: ids by the request field that names them. */
  readonly ids: Readonly<Record<string, string>>;
  /** A text only the owner has, saying what it is: "Owner-only task k3x9q1". */
  text(label: string): string;
  /** The API as the owner; an answer of 300 or more throws, naming the call. */
  request<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
  /**
   * The id of the newest row of a console list (`/api/admin/<resource>`) that matches `filter`, as
   * an operator reads it; a list with no such row stops the proof suites.
   */
  consoleRowId(resource: string, filter?: Record<string, string>): Promise<string>;
  /** Submits an empty form to a page of this server, as a browser's button would; answers the status. */
  submitForm(url: string): Promise<number>;
}

/** What a seed made; one with nothing in it stops the proof suites (a seed that made nothing proves nothing). */
export interface ProofSeed {
  /** Ids of the owner's things, by the request field or query parameter that names them (`taskId`). */
  ids?: Record<string, string>;
  /** The owner-side value for each path with a `{param}`, by the path as the OpenAPI document writes it. */
  pathIds?: Record<string, string>;
  /** Texts only the owner has, by the request field that carries them (`title`, `entry`). */
  secrets?: Record<string, string>;
}

export interface FeatureProof {
  /** Features whose seeds run first: their ids are in `owner.ids`. */
  after?: readonly string[];
  seed(owner: ProofOwner): Promise<ProofSeed>;
}
