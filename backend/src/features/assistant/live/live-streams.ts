import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { ServerResponse } from 'node:http';
import { ProjectionRunner } from '../../../platform/projections/projection-runner';

/** The read models the web app refreshes by name. */
export type LiveModel = 'tasks' | 'journal' | 'conversation' | 'profile' | 'subscription';

export const HEARTBEAT_MS = 25_000;
/** A change is announced once the read models show it, or after this long whatever they show. */
const SETTLE_MS = 2_000;

/**
 * The event streams open in this process, by person. Fed by the live projection, which every
 * instance runs from the log, so a change made through any instance reaches every open screen.
 */
@Injectable()
export class LiveStreams implements OnModuleDestroy {
  private readonly open = new Map<string, Set<ServerResponse>>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(private readonly projections: ProjectionRunner) {
    this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  add(userId: string, response: ServerResponse): void {
    let streams = this.open.get(userId);
    if (!streams) this.open.set(userId, (streams = new Set()));
    streams.add(response);
    response.on('close', () => {
      streams.delete(response);
      if (streams.size === 0 && this.open.get(userId) === streams) this.open.delete(userId);
    });
  }

  /** Tells the person's open screens which models changed, once the read models have passed `position`. */
  changed(userId: string, models: readonly LiveModel[], position: number): void {
    if (!this.open.has(userId) || models.length === 0) return;
    void this.projections.waitFor(position, SETTLE_MS).then(() => {
      const frame = `event: changed\ndata: ${JSON.stringify({ models })}\n\n`;
      for (const response of this.open.get(userId) ?? []) response.write(frame);
    });
  }

  count(): number {
    let total = 0;
    for (const streams of this.open.values()) total += streams.size;
    return total;
  }

  onModuleDestroy(): void {
    clearInterval(this.heartbeat);
    for (const streams of this.open.values()) for (const response of streams) response.end();
    this.open.clear();
  }

  private beat(): void {
    for (const streams of this.open.values()) for (const response of streams) response.write(': heartbeat\n\n');
  }
}
