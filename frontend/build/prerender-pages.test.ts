import { describe, expect, it } from 'vitest';

import { fileForPath, fillTemplate, withRouteCode } from './prerender-pages';

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

describe('withRouteCode', () => {
  it("asks for the route's files in the head, behind what the first paint needs", () => {
    const html = withRouteCode(template, ['assets/dashboard-1.js', 'assets/card-2.js']);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/dashboard-1.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/card-2.js">');
  });

  it('leaves a page without route files as it was', () => {
    expect(withRouteCode(template, [])).toBe(template);
  });
});
