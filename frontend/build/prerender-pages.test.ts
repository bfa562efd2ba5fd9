import { describe, expect, it } from 'vitest';

import { fileForPath, fillTemplate, withAppAfterFirstPaint } from './prerender-pages';

const template = `<!doctype html>
<html lang="en-GB">
  <head>
    <title>daily</title>
    <meta
      name="description"
      content="The default description."
    />
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('fillTemplate', () => {
  it("puts the page's markup in #root, marked with its path, and its title and description in the head", () => {
    const html = fillTemplate(template, '/about', {
      head: '<title>About daily · daily</title>',
      body: '<main><h1>About daily</h1></main>',
      description: 'Cost, privacy & "proof".',
    });
    expect(html).toContain('<div id="root" data-prerendered="/about"><main><h1>About daily</h1></main></div>');
    expect(html).toContain('<title>About daily · daily</title>');
    expect(html).not.toContain('<title>daily</title>');
    expect(html).toContain('content="Cost, privacy &amp; &quot;proof&quot;."');
    expect(html).not.toContain('The default description.');
  });

  it('keeps the default title and description when the page sets none, and adds other head elements', () => {
    const html = fillTemplate(template, '/login', {
      head: '<link rel="canonical" href="/login"/>',
      body: '<p>$& $1</p>',
      description: null,
    });
    expect(html).toContain('<title>daily</title>');
    expect(html).toContain('The default description.');
    expect(html).toContain('<link rel="canonical" href="/login"/></head>');
    // Replacement patterns in the markup are taken literally.
    expect(html).toContain('<p>$& $1</p>');
  });

  it('refuses a template without an empty #root', () => {
    expect(() => fillTemplate('<div id="root">x</div>', '/', { head: '', body: '', description: null })).toThrow(/empty/);
  });
});

describe('fileForPath', () => {
  it('writes / as index.html and every other page as <path>/index.html', () => {
    expect(fileForPath('/')).toBe('index.html');
    expect(fileForPath('/about')).toBe('about/index.html');
    expect(fileForPath('/privacy-policy/')).toBe('privacy-policy/index.html');
  });
});

describe('withAppAfterFirstPaint', () => {
  // The head as the build writes it: the starter, then the app's module script and its preload.
  const page = `<head>
    <script async src="/assets/start-1.js"></script>
    <script type="module" crossorigin src="/assets/index-2.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-4.css">
  </head><body><div id="root"></div></body>`;

  it("takes the app's code out of the head and names it, the route's files after the entry's, on the starter's tag", () => {
    const html = withAppAfterFirstPaint(page, ['assets/dashboard-5.js', 'assets/card-6.js']);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<script async src="/assets/start-1.js" data-app="/assets/index-2.js" data-preload="/assets/runtime-3.js /assets/dashboard-5.js /assets/card-6.js"></script>',
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-4.css">');
  });

  it('refuses a page with no module script or no starter, rather than write a shell that never starts', () => {
    expect(() => withAppAfterFirstPaint(template, [])).toThrow(/no module script/);
    expect(() => withAppAfterFirstPaint(page.replace('<script async src="/assets/start-1.js"></script>', ''), [])).toThrow(/no starter/);
  });
});
