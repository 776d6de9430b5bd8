import { describe, expect, it } from 'vitest';
import { arabicNameAdvice, englishNameAdvice } from './name-advice.ts';

describe('the advice of the name fields', () => {
  it('offers to move an Arabic name typed in the English field while the Arabic field is empty', () => {
    expect(englishNameAdvice('حديقة سطح جدتي', '')).toBe('move');
    expect(englishNameAdvice('سامي', '  ')).toBe('move');
  });

  it('offers to swap names typed in each other’s fields', () => {
    expect(englishNameAdvice('سامي', 'Sami')).toBe('swap');
    expect(englishNameAdvice('سامي', 'Sami سامي')).toBe('latin');
  });

  it('says which field wants what when both hold Arabic', () => {
    expect(englishNameAdvice('سامي', 'سامي')).toBe('latin');
    expect(englishNameAdvice('Sami سامي', 'سامي')).toBe('latin');
  });

  it('asks for the English name once there is only an Arabic one', () => {
    expect(englishNameAdvice('', 'حديقة سطح جدتي')).toBe('ask');
    expect(englishNameAdvice('', '')).toBeNull();
    expect(englishNameAdvice('Grandma’s garden', 'حديقة جدتي')).toBeNull();
    expect(englishNameAdvice('Sami', '')).toBeNull();
  });

  it('offers to move a Latin name typed in the Arabic field while the English field is empty', () => {
    expect(arabicNameAdvice('', 'Sami')).toBe('move');
    expect(arabicNameAdvice('Sami', 'Sami')).toBeNull();
    expect(arabicNameAdvice('', 'سامي')).toBeNull();
  });
});
