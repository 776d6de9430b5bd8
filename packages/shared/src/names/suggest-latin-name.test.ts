import { describe, expect, it } from 'vitest';
import { suggestLatinName } from './suggest-latin-name.ts';

describe('the English spelling offered for an Arabic name', () => {
  it('takes the table’s first spelling, of the whole name or of every word', () => {
    expect(suggestLatinName('سامي', { gender: 'male' })).toBe('Sami');
    expect(suggestLatinName(' فَهْد ')).toBe('Fahad');
    expect(suggestLatinName('عبدالله')).toBe('Abdullah');
    expect(suggestLatinName('محمد علي', { gender: 'male' })).toBe('Mohammed Ali');
  });

  it('offers nothing for a name the table does not know, or for a place', () => {
    expect(suggestLatinName('زوربي')).toBeNull();
    expect(suggestLatinName('حديقة سطح جدتي')).toBeNull();
    expect(suggestLatinName('')).toBeNull();
  });
});
