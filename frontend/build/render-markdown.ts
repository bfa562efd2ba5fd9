import { Marked, Renderer, type Tokens } from 'marked';

export type MarkdownHeading = { id: string; text: string; depth: number };

/** "Market & proof" → "market-proof": stable ids for links such as /one-pager#market. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .replace(/-+/g, '-');
}

/**
 * Turns Markdown into HTML and lists its section headings. Headings get ids so each section
 * can be linked to; tables are wrapped so a wide one scrolls inside its box on a phone.
 * Only for the site's own copy, which is trusted: nothing typed by visitors goes through here.
 */
export function renderMarkdown(source: string): { html: string; headings: MarkdownHeading[] } {
  const headings: MarkdownHeading[] = [];
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading(this: Renderer, { tokens, depth, text }: Tokens.Heading) {
        const id = slugify(text);
        headings.push({ id, text, depth });
        return `<h${depth} id="${id}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
      table(this: Renderer, token: Tokens.Table) {
        const html = Renderer.prototype.table.call(this, token);
        // Focusable so keyboard users can scroll a table wider than the screen. On a phone, a line
        // above it and a shadow at the cut edge (index.css) say there is more to the right.
        return `<p class="table-hint" aria-hidden="true">Swipe sideways to see the whole table →</p><div class="table-scroll" tabindex="0">${html}</div>\n`;
      },
    },
  });
  const html = marked.parse(source, { async: false });
  return { html, headings };
}
