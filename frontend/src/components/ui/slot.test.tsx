import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { Slot } from './slot';

describe('Slot', () => {
  it("puts its props on the child: the child's own win, both handlers run, classes join and both refs are set", async () => {
    const order: string[] = [];
    const slotRef = createRef<HTMLElement>();
    const childRef = createRef<HTMLButtonElement>();
    const onSlotClick = vi.fn(() => order.push('slot'));
    render(
      <Slot ref={slotRef} className="from-slot" title="slot" aria-expanded={false} onClick={onSlotClick}>
        <button ref={childRef} type="button" className="from-child" title="child" onClick={() => order.push('child')}>
          Open
        </button>
      </Slot>,
    );

    const button = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(button);

    expect(order).toEqual(['child', 'slot']);
    expect(button).toHaveAttribute('title', 'child');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveClass('from-slot', 'from-child');
    expect(slotRef.current).toBe(button);
    expect(childRef.current).toBe(button);
  });
});
