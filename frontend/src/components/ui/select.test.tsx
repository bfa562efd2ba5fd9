import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { Label } from './label';
import { Select } from './select';

const voices = [
  { value: 'default', label: 'Default' },
  { value: 'female', label: 'Female' },
] as const;

describe('Select', () => {
  // First in the file: React warns of an unknown handler on an element once per process.
  it('keeps the change callback off the closed stand-in (React warns of unknown handlers on a button)', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      render(<Select aria-label="Voice" options={voices} value="default" onValueChange={vi.fn()} />);
      expect(screen.getByRole('combobox', { name: 'Voice' })).not.toHaveAttribute('onvaluechange');
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it('is labelled by its Label and reports the chosen option', async () => {
    const onValueChange = vi.fn();
    render(
      <div>
        <Label htmlFor="voice">Voice</Label>
        <Select id="voice" options={voices} defaultValue="default" onValueChange={onValueChange} />
      </div>,
    );

    const trigger = screen.getByRole('combobox', { name: 'Voice' });
    expect(trigger).toHaveTextContent('Default');

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Female' }));

    expect(onValueChange).toHaveBeenCalledWith('female');
    // The look-alike button gave way to the full control when it was first used.
    expect(screen.getByRole('combobox', { name: 'Voice' })).toHaveTextContent('Female');
  });

  it('shows its placeholder until something is chosen', () => {
    render(<Select aria-label="Voice" options={voices} placeholder="Choose a voice" />);
    expect(screen.getByRole('combobox', { name: 'Voice' })).toHaveTextContent('Choose a voice');
  });
});
