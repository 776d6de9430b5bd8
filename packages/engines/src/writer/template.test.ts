import { describe, expect, it } from 'vitest';
import { choiceShape, parseTemplate, renderTemplate, tokensOf } from './template.ts';

describe('template', () => {
  it('resolves tokens and returns null when one has no value', () => {
    const parts = parseTemplate('{H} met {F}.');
    expect(renderTemplate(parts, [], (t) => (t.name === 'H' ? 'Layla' : 'Omar'))).toBe(
      'Layla met Omar.',
    );
    expect(renderTemplate(parts, [], (t) => (t.name === 'H' ? 'Layla' : null))).toBeNull();
  });

  it('takes the same option of a choice group in every language', () => {
    const en = parseTemplate('A [red|blue] kite.');
    const ar = parseTemplate('طائِرَةٌ [حَمْراءُ|زَرْقاءُ].');
    expect(choiceShape(en)).toEqual(choiceShape(ar));
    expect(renderTemplate(en, [1], () => null)).toBe('A blue kite.');
    expect(renderTemplate(ar, [1], () => null)).toBe('طائِرَةٌ زَرْقاءُ.');
  });

  it('reads fields, arguments and tokens nested inside choices', () => {
    const parts = parseTemplate('[قالَ{H:|تْ}|هَمَسَ{H:|تْ}] {d.want:H}');
    const tokens = tokensOf(parts);
    expect(tokens.map((t) => `${t.name}.${t.field}:${t.args.join('|')}`)).toEqual([
      'H.:|تْ',
      'H.:|تْ',
      'd.want:H',
    ]);
  });
});
