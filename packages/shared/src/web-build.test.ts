import { describe, expect, it } from 'vitest';
import { fillPage } from './web-build.ts';

describe('fillPage', () => {
  const template = '<html><head><title>x</title></head><body><div id="root"></div></body></html>';

  it('puts the head tags before </head> and the markup into #root, taken as text (no $ patterns)', () => {
    expect(fillPage(template, { head: '<meta name="a" />', body: '<p>$& and $1</p>' })).toBe(
      '<html><head><title>x</title><meta name="a" /></head><body><div id="root"><p>$& and $1</p></div></body></html>',
    );
    expect(fillPage(template, { body: '<p>b</p>' })).toContain('<div id="root"><p>b</p></div>');
  });

  it('refuses a page without an empty #root', () => {
    expect(() =>
      fillPage('<html><head></head><body><div id="root"><p>x</p></div></body></html>', {
        body: '',
      }),
    ).toThrow(/empty <div id="root">/);
  });
});
