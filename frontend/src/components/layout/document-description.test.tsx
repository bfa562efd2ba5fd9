import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { DocumentDescription } from './document-description';

function description(): string | null | undefined {
  return document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
}

afterEach(() => {
  document.head.querySelectorAll('meta[name="description"]').forEach((tag) => tag.remove());
});

describe('DocumentDescription', () => {
  it('updates the existing description while shown and restores it afterwards', () => {
    const tag = document.createElement('meta');
    tag.name = 'description';
    tag.content = 'Default';
    document.head.append(tag);

    const { rerender, unmount } = render(<DocumentDescription content="About the product" />);
    expect(description()).toBe('About the product');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);

    rerender(<DocumentDescription content="How it works" />);
    expect(description()).toBe('How it works');

    unmount();
    expect(description()).toBe('Default');
  });

  it('adds a description when the document has none, and removes it again', () => {
    const { unmount } = render(<DocumentDescription content="Privacy" />);
    expect(description()).toBe('Privacy');
    unmount();
    expect(description()).toBeUndefined();
  });
});
