import '@testing-library/jest-dom/vitest';

import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

import { preloadDeferredComponents } from '@/lib/deferred-component';

afterEach(() => {
  cleanup();
});

// jsdom lacks the layout APIs that Radix primitives call when they open.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;

// The router restores scroll positions on navigation; jsdom does not implement scrolling.
window.scrollTo = () => {};

Element.prototype.scrollIntoView ??= function scrollIntoView() {};
// jsdom has no pointer capture; the toasts (sonner) take it when a button in them is pressed.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};

// Code the app loads on first use (dialogs, popovers, the call widget...) is loaded before each
// test file runs, so what a test opens is there at once, as after a preload in the browser.
beforeAll(() => preloadDeferredComponents());
