import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { afterFirstPaint, IDLE_TIMEOUT_MS } from './after-first-paint';

describe('afterFirstPaint', () => {
  let frames: FrameRequestCallback[];
  let idles: { callback: IdleRequestCallback; timeout: number | undefined }[];

  const drawFrame = () => frames.splice(0).forEach((callback) => callback(performance.now()));
  const beIdle = () => idles.splice(0).forEach(({ callback }) => callback({ didTimeout: false, timeRemaining: () => 50 }));

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    frames = [];
    idles = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', (handle: number) => frames.splice(handle - 1, 1));
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback, options?: IdleRequestOptions) =>
      idles.push({ callback, timeout: options?.timeout }),
    );
    vi.stubGlobal('cancelIdleCallback', (handle: number) => idles.splice(handle - 1, 1));
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for the next frame to be drawn, then for the browser to be idle', () => {
    const task = vi.fn();
    afterFirstPaint(task);
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();

    drawFrame();
    expect(idles).toHaveLength(0);
    vi.runAllTimers();
    expect(idles).toEqual([{ callback: expect.any(Function) as unknown, timeout: IDLE_TIMEOUT_MS }]);
    expect(task).not.toHaveBeenCalled();

    beIdle();
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs on a timer after the frame where the browser cannot say when it is idle', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    afterFirstPaint(task);
    drawFrame();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledOnce();
  });

  it('never runs once cancelled, at whichever step', () => {
    const beforeTheFrame = vi.fn();
    afterFirstPaint(beforeTheFrame)();
    drawFrame();
    vi.runAllTimers();
    beIdle();
    expect(beforeTheFrame).not.toHaveBeenCalled();

    const whileWaitingForIdle = vi.fn();
    const cancel = afterFirstPaint(whileWaitingForIdle);
    drawFrame();
    vi.runAllTimers();
    cancel();
    beIdle();
    expect(whileWaitingForIdle).not.toHaveBeenCalled();
  });
});
