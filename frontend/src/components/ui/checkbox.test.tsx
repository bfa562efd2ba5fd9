import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { Checkbox } from './checkbox';
import { Label } from './label';

describe('Checkbox', () => {
  it('toggles from its label and reports the new state', async () => {
    const onCheckedChange = vi.fn();
    render(
      <div>
        <Checkbox id="consent" onCheckedChange={onCheckedChange} />
        <Label htmlFor="consent">I agree to the privacy policy</Label>
      </div>,
    );

    const checkbox = screen.getByRole('checkbox', { name: 'I agree to the privacy policy' });
    expect(checkbox).not.toBeChecked();

    await userEvent.click(screen.getByText('I agree to the privacy policy'));
    expect(checkbox).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(checkbox);
    expect(checkbox).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('toggles with Space and not with Enter, and not at all when disabled', async () => {
    const onCheckedChange = vi.fn();
    const { rerender } = render(<Checkbox aria-label="Important" onCheckedChange={onCheckedChange} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Important' });

    checkbox.focus();
    await userEvent.keyboard('{Enter}');
    expect(checkbox).not.toBeChecked();
    await userEvent.keyboard(' ');
    expect(checkbox).toBeChecked();
    expect(checkbox).toHaveAttribute('data-state', 'checked');

    rerender(<Checkbox aria-label="Important" onCheckedChange={onCheckedChange} disabled />);
    await userEvent.click(checkbox);
    expect(checkbox).toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledTimes(1);
  });
});
