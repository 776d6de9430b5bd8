import { describe, expect, it } from 'vitest';
import { displayNameField } from './community.ts';

const problem = (value: string) => displayNameField.safeParse(value).error?.issues[0]?.message;

describe('the display name', () => {
  it('takes a chosen name of 2 to 40 characters in any script', () => {
    expect(displayNameField.parse('  Umm Noor ')).toBe('Umm Noor');
    expect(displayNameField.parse('أم خالد')).toBe('أم خالد');
    expect(problem('K')).toBe('validation.minLength');
    expect(problem('x'.repeat(41))).toBe('validation.maxLength');
  });

  it('refuses an email address, a link or a phone number, each with its own message', () => {
    expect(problem('layla@example.com')).toBe('community.displayNameEmail');
    expect(problem('layla at example dot com')).toBe('community.displayNameEmail');
    expect(problem('@layla')).toBe('community.displayNameEmail');
    expect(problem('www.layla.com')).toBe('community.displayNameContact');
    expect(problem('layla.com/stories')).toBe('community.displayNameContact');
    expect(problem('Mum 050 123 4567')).toBe('community.displayNameContact');
    expect(problem('أم ٠٥٠١٢٣٤٥٦٧')).toBe('community.displayNameContact');
  });

  it('answers a very long value by its length alone (the contact checks never read it)', () => {
    expect(problem('a.'.repeat(60_000))).toBe('validation.maxLength');
  });
});
