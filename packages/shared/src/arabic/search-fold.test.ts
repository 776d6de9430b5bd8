import { describe, expect, it } from 'vitest';
import { foldForSearch, searchTsQuery, searchWords } from './search-fold.ts';

describe('the library search’s folding', () => {
  it('folds as the database folds the stored text', () => {
    expect(foldForSearch('الإسكندريّة')).toBe('الاسكندريه');
    expect(foldForSearch('أإآٱ ؤ ئ ة ى')).toBe('اااا و ي ه ي');
    expect(foldForSearch('القَمَرُ الـــجميل')).toBe('القمر الجميل');
    expect(foldForSearch('\u0670')).toBe('');
    expect(foldForSearch('The Moon')).toBe('the moon');
    expect(foldForSearch('İstanbul')).toBe('istanbul');
  });

  it('gives a word with the article both ways, only from four letters', () => {
    expect(searchWords('الاسكندرية')).toEqual([{ forms: ['اسكندريه', 'الاسكندريه'] }]);
    expect(searchWords('والقمر بالبيت')).toEqual([
      { forms: ['قمر', 'والقمر'] },
      { forms: ['بيت', 'بالبيت'] },
    ]);
    expect(searchWords('الم')).toEqual([{ forms: ['الم'] }]);
    expect(searchWords('الام')).toEqual([{ forms: ['ام', 'الام'] }]);
    expect(searchWords('Alex')).toEqual([{ forms: ['alex'] }]);
  });

  it('drops punctuation and every character a tsquery reads', () => {
    expect(
      searchWords(`moon's & (star) | !night: <-> 'x' \\ *`).map((word) => word.forms[0]),
    ).toEqual(['moon', 's', 'star', 'night', 'x']);
    expect(searchWords('«رحلة»، إلى؟ البحر!')).toEqual([
      { forms: ['رحله'] },
      { forms: ['الي'] },
      { forms: ['بحر', 'البحر'] },
    ]);
    expect(searchWords('  ...  ')).toEqual([]);
    expect(searchWords('cafe\u0301 🙂')).toEqual([{ forms: ['cafe\u0301'] }]);
  });

  it('builds a prefix query of every word', () => {
    expect(searchTsQuery('Moon lit')).toBe('moon:* & lit:*');
    expect(searchTsQuery('رحلة الإسكندرية')).toBe('رحله:* & (اسكندريه:* | الاسكندريه:*)');
    expect(searchTsQuery('!!')).toBeNull();
    expect(searchTsQuery('a b c d e f g h i j k l m n')?.split(' & ')).toHaveLength(12);
  });
});
