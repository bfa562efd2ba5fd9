import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { Button } from './button';

describe('Button', () => {
  it('is a non-submitting button that reports clicks', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);

    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks while disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    );

    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('while loading, is busy, blocks clicks and is named by its loading label', async () => {
    const onClick = vi.fn();
    render(
      <Button loading loadingLabel="Processing..." onClick={onClick}>
        Subscribe Now
      </Button>,
    );

    const button = screen.getByRole('button', { name: 'Processing...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps its own label for assistive technology when loading without a loading label', () => {
    render(<Button loading>Save</Button>);

    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
  });

  it('keeps the label in place while loading so the width does not jump', () => {
    const { rerender } = render(<Button loadingLabel="Processing...">Subscribe Now</Button>);
    expect(screen.getByText('Subscribe Now')).toBeInTheDocument();
    expect(screen.getByRole('button')).not.toHaveAttribute('aria-busy');

    rerender(
      <Button loading loadingLabel="Processing...">
        Subscribe Now
      </Button>,
    );
    // Still laid out (only made transparent), so it keeps holding the button's width.
    expect(screen.getByText('Subscribe Now')).toBeInTheDocument();
    expect(screen.getByText('Subscribe Now').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('submits its form when asked to be a submit button', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit">Send</Button>
      </form>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
