import { describe, expect, it } from 'vitest';
import { findContactOrLink } from './plain-text.ts';

const kind = (text: string) => findContactOrLink(text)?.kind ?? null;

describe('contacts and links in plain text', () => {
  it('finds links: a scheme, www, or a bare domain', () => {
    for (const text of ['see https://example.org/story', 'HTTP://x.y', 'WWW.Example.com', 'go to www.qamar-stories.net', 'follow x.com/someone', 'on t.me/channel', 'bit.ly/abc', 'my site: layla.co.uk', 'visit قصص.com', 'shop.example.store now']) {
      expect(kind(text), text).toBe('link');
    }
  });

  it('finds email addresses, with spaces around the at sign too', () => {
    for (const text of ['write to layla@example.com', 'layla.h+qamar@mail.co', 'أرسل إلى salma @ gmail.com', 'x＠y.org']) expect(kind(text), text).toBe('email');
  });

  it('finds phone numbers of seven digits or more, in any digits and with separators', () => {
    for (const text of ['call 0501234567', '+20 100 123 4567', '(02) 555-1234', 'اتصلوا على ٠٥٠١٢٣٤٥٦٧', 'رقمي ۰۹۱۲ ۳۴۵ ۶۷۸', '050.123.4567']) expect(kind(text), text).toBe('phone');
  });

  it('leaves ordinary sentences alone', () => {
    for (const text of [
      'My daughter loves the moon stories. She asks for one every night!',
      'I loved it.The kids too', 'It was late.So we read two.', 'We loved it.My son too',
      'We read 3 stories on 12 nights in 2024.',
      'قصص رائعة، ابنتي (٦ سنوات) تحبها كثيرًا.',
      'e.g. the dragon story, i.e. the best one',
      'Ages 3-5 and 6-8 both liked it',
      'Version 1.2.3 works',
    ]) {
      expect(findContactOrLink(text), text).toBeNull();
    }
  });
});
