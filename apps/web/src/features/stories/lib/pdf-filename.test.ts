import { describe, expect, it } from 'vitest';
import { pdfFilename } from './pdf-filename.ts';

describe('pdfFilename', () => {
  it('prefers the UTF-8 title of filename*', () => {
    const title = 'نور تتقاسم الحلاوة.pdf';
    expect(
      pdfFilename(
        `attachment; filename="Noor Shares.pdf"; filename*=UTF-8''${encodeURIComponent(title)}`,
        'x.pdf',
      ),
    ).toBe(title);
  });

  it('falls back to the plain name, then to the given one', () => {
    expect(pdfFilename('attachment; filename="Noor Shares.pdf"', 'x.pdf')).toBe('Noor Shares.pdf');
    expect(pdfFilename("attachment; filename*=UTF-8''%E0%A4%A; filename=plain.pdf", 'x.pdf')).toBe(
      'plain.pdf',
    );
    expect(pdfFilename(null, 'x.pdf')).toBe('x.pdf');
    expect(pdfFilename('attachment', 'x.pdf')).toBe('x.pdf');
  });
});
