import { describe, expect, it } from 'vitest';

import { renderMarkdown, slugify } from './render-markdown.ts';

describe('renderMarkdown', () => {
  it('gives every heading an id and lists the headings', () => {
    const { html, headings } = renderMarkdown('Intro\n\n## Market & proof\n\nText\n\n## Edge\n');
    expect(html).toContain('<h2 id="market-proof">Market &amp; proof</h2>');
    expect(html).toContain('<h2 id="edge">Edge</h2>');
    expect(headings.map((heading) => heading.id)).toEqual(['market-proof', 'edge']);
  });

  it('renders emphasis, lists and tables as formatted HTML', () => {
    const { html } = renderMarkdown('**bold**\n\n- one\n- two\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<li>one</li>');
    expect(html).toMatch(/<div class="table-scroll" tabindex="0"><table>/);
    // A phone is told that the table goes on past the edge.
    expect(html).toMatch(/<p class="table-hint" aria-hidden="true">Swipe sideways to see the whole table →<\/p><div class="table-scroll"/);
    expect(html).toContain('<td>2</td>');
  });

  it('makes stable slugs', () => {
    expect(slugify('  Team  ')).toBe('team');
    expect(slugify('Thesis: why now?')).toBe('thesis-why-now');
  });
});
