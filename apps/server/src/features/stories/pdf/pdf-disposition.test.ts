import { describe, expect, it } from 'vitest';
import { pdfDisposition } from './pdf-disposition.ts';

const story = {
  title: 'My Story',
  titleEn: 'Layla and Omar: Together Is Better',
  titleAr: 'لَيْلَى وَعُمَرُ: مَعًا أَفْضَلُ',
  titleDialect: 'ليلى وعمر مع بعض أحلى',
};

describe('pdfDisposition', () => {
  it('names the file after the English title, in ASCII and as UTF-8, without characters file names refuse', () => {
    expect(pdfDisposition(story, 'bilingual')).toBe(
      `attachment; filename="Layla and Omar - Together Is Better.pdf"; filename*=UTF-8''Layla%20and%20Omar%20-%20Together%20Is%20Better.pdf`,
    );
  });

  it('gives Arabic and dialect editions their Arabic title without vowel marks', () => {
    const name = (edition: 'ar' | 'dialect') =>
      decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(pdfDisposition(story, edition))![1]!);
    expect(name('ar')).toBe('ليلى وعمر - معا أفضل.pdf');
    expect(name('dialect')).toBe('ليلى وعمر مع بعض أحلى.pdf');
    expect(pdfDisposition(story, 'ar')).toContain(
      'filename="Layla and Omar - Together Is Better.pdf"',
    );
  });

  it('keeps the plain name ASCII and falls back when nothing of the title is left', () => {
    expect(pdfDisposition({ ...story, titleEn: 'Zoë’s "Big" Night' }, 'en')).toContain(
      'filename="Zoes Big Night.pdf"',
    );
    expect(
      pdfDisposition({ title: 'My Story', titleEn: '', titleAr: null, titleDialect: null }, 'en'),
    ).toContain('filename="Qamar story.pdf"');
  });
});
