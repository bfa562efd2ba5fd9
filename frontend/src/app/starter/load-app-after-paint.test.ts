import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { loadAppAfterFirstPaint } from './load-app-after-paint';

function starterTag(attributes: Record<string, string>): HTMLScriptElement {
  const tag = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) tag.setAttribute(name, value);
  return tag;
}

const asked = () => ({
  scripts: [...document.head.querySelectorAll('script[type="module"]')].map((script) => script.getAttribute('src')),
  preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
});

describe('loadAppAfterFirstPaint', () => {
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.head.innerHTML = '';
  });

  const paintFrame = () => frames.shift()?.(performance.now());
  const shellTag = () => starterTag({ 'data-app': '/assets/index-1.js', 'data-preload': '/assets/runtime-2.js /assets/dashboard-3.js' });

  it('asks for the entry, then the route files, once the first frame is on the screen', () => {
    loadAppAfterFirstPaint(window, shellTag(), 2_000);
    expect(asked().scripts).toEqual([]);
    expect(frames).toHaveLength(1);
    paintFrame();
    vi.advanceTimersByTime(0);
    expect(asked().scripts).toEqual([]);
    expect(frames).toHaveLength(1);
    paintFrame();
    expect(asked().scripts).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(asked()).toEqual({ scripts: ['/assets/index-1.js'], preloads: ['/assets/runtime-2.js', '/assets/dashboard-3.js'] });
    const script = document.head.querySelector('script[type="module"]');
    expect(script?.getAttribute('crossorigin')).toBe('');
    expect(document.head.firstElementChild).toBe(script);
  });

  it('asks once, even when the backstop also fires', () => {
    loadAppAfterFirstPaint(window, shellTag(), 2_000);
    paintFrame();
    paintFrame();
    vi.advanceTimersByTime(2_000);
    expect(asked().scripts).toHaveLength(1);
    expect(asked().preloads).toHaveLength(2);
  });

  it('does not wait longer than the backstop for a frame that does not come', () => {
    loadAppAfterFirstPaint(window, shellTag(), 2_000);
    vi.advanceTimersByTime(1_999);
    expect(asked().scripts).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(asked().scripts).toEqual(['/assets/index-1.js']);
  });

  it('asks at once on a page opened in the background, which paints no frame', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    loadAppAfterFirstPaint(window, shellTag(), 2_000);
    expect(asked().scripts).toEqual(['/assets/index-1.js']);
    expect(frames).toHaveLength(0);
  });

  it('waits for the page to be parsed, so the app finds #root', () => {
    const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    loadAppAfterFirstPaint(window, shellTag(), 2_000);
    vi.advanceTimersByTime(5_000);
    expect(frames).toHaveLength(0);
    expect(asked().scripts).toEqual([]);
    state.mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    paintFrame();
    paintFrame();
    vi.advanceTimersByTime(0);
    expect(asked().scripts).toEqual(['/assets/index-1.js']);
  });

  it('does nothing on a page that carries its own module script', () => {
    loadAppAfterFirstPaint(window, starterTag({}), 2_000);
    loadAppAfterFirstPaint(window, null, 2_000);
    vi.advanceTimersByTime(5_000);
    expect(frames).toHaveLength(0);
    expect(asked()).toEqual({ scripts: [], preloads: [] });
  });
});
