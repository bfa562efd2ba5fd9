import { afterEach, describe, expect, it } from 'vitest';

import { chooseToastEdge } from './toast-edge';

// jsdom lays nothing out: each focused element says where it is.
function focusAt(element: HTMLElement, top: number, height = 40) {
  element.getBoundingClientRect = () => ({
    top,
    bottom: top + height,
    left: 0,
    right: 100,
    width: 100,
    height,
    x: 0,
    y: top,
    toJSON: () => ({}),
  });
  element.focus();
}

function add(html: string): HTMLElement {
  document.body.insertAdjacentHTML('beforeend', html);
  return document.body.lastElementChild as HTMLElement;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('where toasts go', () => {
  it('takes the usual edge when nothing is focused: the bottom on phones, the top on wider screens', () => {
    expect(chooseToastEdge(true)).toBe('bottom');
    expect(chooseToastEdge(false)).toBe('top');
  });

  it('moves to the other edge rather than cover the focused control', () => {
    const field = add('<button type="button">Voice preference</button>');
    focusAt(field, window.innerHeight - 60);
    expect(chooseToastEdge(true)).toBe('top');
    focusAt(field, 300);
    expect(chooseToastEdge(true)).toBe('bottom');
    focusAt(field, 20);
    expect(chooseToastEdge(false)).toBe('bottom');
  });

  it('stays where it is while a toast of its own has focus, its close button pressed', () => {
    const close = add('<section><ol data-sonner-toaster><li><button type="button">Close</button></li></ol></section>').querySelector(
      'button',
    ) as HTMLElement;
    focusAt(close, window.innerHeight - 120);
    expect(chooseToastEdge(true, 'bottom')).toBe('bottom');
    expect(chooseToastEdge(true, 'top')).toBe('top');
  });

  it('goes beside an open dialog, whatever has focus', () => {
    add('<div data-modal-dialog data-state="open"></div>');
    expect(chooseToastEdge(true, 'top')).toBe('beside-dialog');
    expect(chooseToastEdge(false)).toBe('beside-dialog');
  });
});
