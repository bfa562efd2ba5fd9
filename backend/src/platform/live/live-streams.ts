import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { ServerResponse } from 'node:http';
import { DomainError } from '../commands/domain-error';
import { ProjectionRunner } from '../projections/projection-runner';

/** A read model the web app refreshes by name: one a feature declares `live`. */
export type LiveModel = string;

export const HEARTBEAT_MS = 25_000;
/** A change is announced once the read models show it, or after this long whatever they show. */
const SETTLE_MS = 2_000;

/**
 * Open streams per account and per address, in each process: a few tabs and devices each, with
 * room to spare, while one account or one address cannot hold hundreds of connections open.
 */
export const LIVE_LIMITS = { perAccount: 10, perAddress: 20 } as const;

/** Who a stream is for: it lasts as long as the session and the access token it was opened with. */
export interface LiveCaller {
  userId: string;
  sessionId: string;
  /** When the access token expires (epoch ms): the stream ends then, and the app opens a new one with a fresh token. */
  expiresAt: number;
  address: string;
}

interface OpenStream extends LiveCaller {
  response: ServerResponse;
  expiry: NodeJS.Timeout;
}

export type EndReason = 'session-ended' | 'token-expired';

/**
 * The event streams open in this process, by person. Fed by the live projection, which every
 * instance runs from the log, so a change made through any instance reaches every open screen,
 * and a session that ends (signed out, revoked, the account deleted) ends its streams everywhere.
 */
@Injectable()
export class LiveStreams implements OnModuleDestroy {
  private readonly byUser = new Map<string, Set<OpenStream>>();
  private readonly bySession = new Map<string, Set<OpenStream>>();
  private readonly perAddress = new Map<string, number>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(private readonly projections: ProjectionRunner) {
    this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Refuses a stream past the caps, before anything of the answer is written. */
  admit(userId: string, address: string): void {
    if ((this.byUser.get(userId)?.size ?? 0) >= LIVE_LIMITS.perAccount)
      throw new DomainError(
        `You have ${LIVE_LIMITS.perAccount} live screens open already. Close one to open another.`,
        'rate_limited',
        HEARTBEAT_MS / 1000,
      );
    if ((this.perAddress.get(address) ?? 0) >= LIVE_LIMITS.perAddress)
      throw new DomainError(
        'Too many live screens are open from this address. Close one to open another.',
        'rate_limited',
        HEARTBEAT_MS / 1000,
      );
  }

  add(caller: LiveCaller, response: ServerResponse): void {
    const expiry = setTimeout(() => this.end(stream, 'token-expired'), Math.max(0, caller.expiresAt - Date.now()));
    expiry.unref();
    const stream: OpenStream = { ...caller, response, expiry };
    group(this.byUser, caller.userId).add(stream);
    group(this.bySession, caller.sessionId).add(stream);
    this.perAddress.set(caller.address, (this.perAddress.get(caller.address) ?? 0) + 1);
    response.on('close', () => this.forget(stream));
  }

  /** Tells the person's open screens which models changed, once the read models have passed `position`. */
  changed(userId: string, models: readonly LiveModel[], position: number): void {
    if (!this.byUser.has(userId) || models.length === 0) return;
    void this.projections.waitFor(position, SETTLE_MS).then(() => {
      const frame = `event: changed\ndata: ${JSON.stringify({ models })}\n\n`;
      for (const stream of this.byUser.get(userId) ?? []) stream.response.write(frame);
    });
  }

  /** The session was signed out or revoked (the account's deletion revokes them all): its streams end now. */
  sessionEnded(sessionId: string): void {
    for (const stream of [...(this.bySession.get(sessionId) ?? [])]) this.end(stream, 'session-ended');
  }

  count(): number {
    let total = 0;
    for (const streams of this.byUser.values()) total += streams.size;
    return total;
  }

  onModuleDestroy(): void {
    clearInterval(this.heartbeat);
    for (const streams of [...this.byUser.values()]) for (const stream of [...streams]) stream.response.end();
  }

  private end(stream: OpenStream, reason: EndReason): void {
    // The app reads the reason: after `token-expired` it reconnects with a fresh token, after `session-ended` it does not.
    stream.response.end(`event: ended\ndata: ${JSON.stringify({ reason })}\n\n`);
    this.forget(stream);
  }

  private forget(stream: OpenStream): void {
    clearTimeout(stream.expiry);
    const removed = ungroup(this.byUser, stream.userId, stream);
    ungroup(this.bySession, stream.sessionId, stream);
    if (!removed) return;
    const left = (this.perAddress.get(stream.address) ?? 1) - 1;
    if (left > 0) this.perAddress.set(stream.address, left);
    else this.perAddress.delete(stream.address);
  }

  private beat(): void {
    for (const streams of this.byUser.values()) for (const stream of streams) stream.response.write(': heartbeat\n\n');
  }
}

function group<T>(map: Map<string, Set<T>>, key: string): Set<T> {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  return set;
}

function ungroup<T>(map: Map<string, Set<T>>, key: string, item: T): boolean {
  const set = map.get(key);
  if (!set?.delete(item)) return false;
  if (set.size === 0) map.delete(key);
  return true;
}
