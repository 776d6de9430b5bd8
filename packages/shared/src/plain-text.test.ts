import { describe, expect, it } from 'vitest';
import { findContactOrLink, findPlainTextProblem } from './plain-text.ts';

describe('findContactOrLink', () => {
  it.each([
    'see https://example.com/story',
    'http://bit.ly',
    'HTTPS://EXAMPLE.ORG',
    'hxxps://evil.example',
    'https : // example . org',
    'www.example.com',
    'WWW . example . com',
    'go to www dot qamar dot com',
    'example.com',
    'EXAMPLE.COM',
    'HTTP://x.y',
    'go to www.qamar-stories.net',
    'follow x.com/someone',
    'my site: layla.co.uk',
    'visit قصص.com',
    'Example.Com/page',
    'example dot com',
    'example DOT com',
    'example (dot) com',
    'example [dot] net',
    'example [.] com',
    'example(.)org',
    'example . com',
    'example .com',
    'wa.me/971501234567',
    'message me on wa.me',
    't.me/somechannel',
    'instagram.com/mystories',
    'bit.ly/3abc',
    'my-site.co.uk',
    'shop.store',
    'qamar.ae',
    'example。com',
    'example\u200B.com',
    'ｅｘａｍｐｌｅ．ｃｏｍ',
    'sub.domain.example.io/path?x=1',
    'find us at stories.xyz/page',
    'mailto:someone',
    'شوفوا الموقع example.com',
    'زوروا مثال نقطة كوم',
    'موقعنا qamar دوت كوم',
    'مثال.com',
    'qamar نقطة نت',
  ])('finds a link: %s', (text) => {
    expect(findContactOrLink(text)).toMatchObject({ kind: 'link' });
  });

  it.each([
    'write to me at mum@example.com',
    'MUM@EXAMPLE.COM',
    'mum @ example . com',
    'mum (at) example (dot) com',
    'mum [at] example [dot] org',
    'mum at example dot com',
    'first.last+kids@mail.example.ae',
    'mum＠example.com',
    'layla.h+qamar@mail.co',
    'أرسل إلى salma @ gmail.com',
    'راسلوني على mum@example.com',
    'بريدي mum آت example دوت كوم',
  ])('finds an email: %s', (text) => {
    expect(findContactOrLink(text)).toMatchObject({ kind: 'email' });
  });

  it.each([
    'call 0501234567',
    '+971 50 123 4567',
    '+971-50-123-4567',
    '050.123.4567',
    '(050) 123 4567',
    '050 123 45 67',
    '1234567',
    '0 5 0 1 2 3 4 5 6 7',
    '٠٥٠١٢٣٤٥٦٧',
    'رقمي ٠٥٠ ١٢٣ ٤٥٦٧',
    '+٩٧١٥٠١٢٣٤٥٦٧',
    '۰۹۱۲۳۴۵۶۷۸۹',
    'اتصلوا على ۰۵۰-۱۲۳-۴۵۶۷',
    '٠٥٠-١٢٣٤٥٦٧',
    '０５０１２３４５６７',
    'WhatsApp: 050 1234567',
    'tel:0501234567',
    'واتساب 0501234567',
    '05٠1234567',
    '050\u200B1234567',
    '050–123–4567',
    '+20 100 123 4567',
    '(02) 555-1234',
    'رقمي ۰۹۱۲ ۳۴۵ ۶۷۸',
  ])('finds a phone number: %s', (text) => {
    expect(findContactOrLink(text)).toMatchObject({ kind: 'phone' });
  });

  it.each([
    'My daughter loved this story!',
    'قصة جميلة جدًا، أحبتها ابنتي',
    'We read it 3 times. Then she slept.',
    'The end.Then we slept',
    'My son is 5 and his sister is 7.',
    'We read it on 12.05.2024',
    'قرأناها في 2024-05-12',
    'from 2019-2024 we read every night',
    'Page 3, page 4, page 5, page 6, page 7, page 8, page 9',
    'She counted 1, 2, 3, 4, 5, 6, 7 stars',
    'The moon is 384400 km away',
    'a polka dot dress',
    'she looked at the moon',
    'anecdotes about grandma',
    'Mr.Smith the baker',
    'e.g. the cat',
    'I loved it.It was lovely',
    'I loved it.The kids too',
    'It was late.So we read two.',
    'We loved it.My son too',
    'We loved it.Me too',
    'Great story.Co-sleeping nights are easier now',
    'Ages 3-5 and 6-8 both liked it',
    'Version 1.2.3 works',
    'قصص رائعة، ابنتي (٦ سنوات) تحبها كثيرًا.',
    'هذه نقطة مهمة في القصة',
    'عمرها ٥ سنوات وأخوها ٧',
    'Thanks! 10/10 would read again',
    'version 2.5 of the story',
    'The 2 kids and 1 dog',
    'Salam, we loved @ every page',
  ])('lets plain text pass: %s', (text) => {
    expect(findContactOrLink(text)).toBeNull();
  });
});

describe('what was found', () => {
  it('is the address as read, disguises undone', () => {
    expect(findContactOrLink('see Example dot com please')).toEqual({
      kind: 'link',
      match: 'example.com',
    });
    expect(findContactOrLink('mum (at) example (dot) org')).toEqual({
      kind: 'email',
      match: 'mum (at) example.org',
    });
    expect(findContactOrLink('call +971 50 123 4567 now')).toEqual({
      kind: 'phone',
      match: '+971 50 123 4567',
    });
  });
});

describe('findPlainTextProblem', () => {
  it('names the problem', () => {
    expect(findPlainTextProblem('see example.com')).toBe('link');
    expect(findPlainTextProblem('mum@example.com')).toBe('contact');
    expect(findPlainTextProblem('٠٥٠١٢٣٤٥٦٧')).toBe('contact');
    expect(findPlainTextProblem('a story with a gun')).toBe('unsafe');
    expect(findPlainTextProblem('قصة فيها خمر')).toBe('unsafe');
    expect(findPlainTextProblem('A lovely story, thank you')).toBeNull();
    expect(findPlainTextProblem('قصة رائعة، شكرًا لكم')).toBeNull();
  });

  it('lets a loved one’s death be spoken of gently', () => {
    expect(findPlainTextProblem('It helped us after grandpa died')).toBeNull();
    expect(findPlainTextProblem('ساعدتنا بعد أن توفي جدّنا')).toBeNull();
  });
});
