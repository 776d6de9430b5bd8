import { describe, expect, it } from 'vitest';
import { arabicPlaceGender } from './place-gender.ts';

describe('the gender of a place', () => {
  it('is feminine for a first word in ة, on فعلاء, or a feminine noun without a mark', () => {
    for (const name of [
      'حديقة سطح جدتي',
      'الغابة المسحورة',
      'صحراء وادي رم',
      'دار جدي',
      'أرض الأحلام',
      'بئر القرية',
      'سماء الليل',
      'حَدِيقَة',
    ]) {
      expect(arabicPlaceGender(name), name).toBe('female');
    }
  });

  it('is feminine when a definite adjective in ة shows it', () => {
    expect(arabicPlaceGender('الحدائق المعلقة')).toBe('female');
    expect(arabicPlaceGender('الشعاب المرجانية في البحر الأحمر')).toBe('female');
  });

  it('is masculine otherwise, and without an Arabic name', () => {
    for (const name of [
      'السوق القديم',
      'بيت جدتي',
      'فناء بيت الجدة',
      'ميناء المراكب',
      'متحف المدينة',
      'كوخ في الجبل',
      'منتزه الحي',
      '',
    ]) {
      expect(arabicPlaceGender(name), name).toBe('male');
    }
    expect(arabicPlaceGender(null)).toBe('male');
  });
});
