import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import type { ProjectionRunner } from '../projections/projection-runner';
import { accessTokenExpiry } from './token-expiry';
import { LiveStreams } from './live-streams';

/** Enough of a response to see what the streams write and whether they end it. */
class FakeResponse extends EventEmitter {
  written = '';
  ended = false;
  write(text: string): boolean {
    this.written += text;
    return true;
  }
  end(text = ''): void {
    this.written += text;
    this.ended = true;
    this.emit('close');
  }
}

describe('LiveStreams', () => {
  const projections = { waitFor: () => Promise.resolve(true) } as unknown as ProjectionRunner;

  afterEach(() => jest.useRealTimers());

  it('ends a stream when its access token expires, and counts it no more', () => {
    jest.useFakeTimers();
    const live = new LiveStreams(projections);
    const response = new FakeResponse();
    live.add({ userId: 'u1', sessionId: 's1', expiresAt: Date.now() + 60_000, address: '10.0.0.1' }, response as unknown as ServerResponse);
    jest.advanceTimersByTime(59_000);
    expect(response.ended).toBe(false);
    jest.advanceTimersByTime(1_000);
    expect(response.ended).toBe(true);
    expect(response.written).toContain('event: ended\ndata: {"reason":"token-expired"}');
    expect(live.count()).toBe(0);
    expect(() => live.admit('u1', '10.0.0.1')).not.toThrow();
    live.onModuleDestroy();
  });

  it('ends only the streams of the session that ended', () => {
    const live = new LiveStreams(projections);
    const [mine, other] = [new FakeResponse(), new FakeResponse()];
    const later = Date.now() + 600_000;
    live.add({ userId: 'u1', sessionId: 's1', expiresAt: later, address: 'a' }, mine as unknown as ServerResponse);
    live.add({ userId: 'u1', sessionId: 's2', expiresAt: later, address: 'a' }, other as unknown as ServerResponse);
    live.sessionEnded('s1');
    expect([mine.ended, other.ended]).toEqual([true, false]);
    expect(live.count()).toBe(1);
    live.onModuleDestroy();
  });
});

describe('accessTokenExpiry', () => {
  it("reads a verified token's exp", () => {
    const payload = Buffer.from(JSON.stringify({ sub: 'u1', exp: 2_000_000_000 })).toString('base64url');
    expect(accessTokenExpiry(`Bearer h.${payload}.s`)).toBe(2_000_000_000_000);
  });

  it('falls back to a short life when there is none to read', () => {
    expect(accessTokenExpiry(undefined, 1000)).toBe(1000 + 15 * 60 * 1000);
  });
});
