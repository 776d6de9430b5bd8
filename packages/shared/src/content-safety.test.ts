import { describe, expect, it } from 'vitest';
import { findUnsafeContent } from './content-safety.ts';

describe('findUnsafeContent', () => {
  it.each([
    'The hero kills the dragon with a sword',
    'a story about a gun',
    'There was blood everywhere',
    'Grandpa died last year',
    'a horror story with zombies',
    'they drink beer and wine',
    'he wants to commit suicide',
    'a story with sex in it',
    'racist jokes',
    'Self-harm is never the answer',
  ])('finds an English unsafe theme: %s', (text) => {
    expect(findUnsafeContent(text)).not.toBeNull();
  });

  it.each([
    'قَتَلَ الفارِسُ التِّنّينَ',
    'البطل يقتل الوحش',
    'وقتلهم جميعًا',
    'معه مسدّس وبندقيته',
    'سالت الدماء على الأرض',
    'بدمه',
    'مات الجدّ',
    'فماتت القطة',
    'قصّة رعب مخيفة',
    'شربوا الخمر',
    'بالمخدرات',
    'فكّر في الانتحار',
    'كلام عنصري',
    'الحــرب',
    'قنبلةٌ',
  ])('finds an Arabic unsafe theme, with or without vowels and prefixes: %s', (text) => {
    expect(findUnsafeContent(text)).not.toBeNull();
  });

  it.each([
    'Layla learned a new skill at the Sussex garden',
    'The killer whale swam near the Dead Sea',
    'Omar and his cat share a warm blanket',
    'A shooting star crossed the sky',
    'Grandma made dates and mint tea',
    'The heroine was brave and kind',
    'They pulled weeds in the garden and watered the flowers',
    'The kite got stuck in a tall tree',
    'A swordfish and a dolphin played in the bay',
    'Sami wants a story about Ramadan lanterns',
    'The drummer played at the wedding',
    'Essex is far away',
    'كانت الدمية الصغيرة على السرير',
    'رتّبت البنت دُمى العيد على الرفّ',
    'لعبت البنت بدميتها الجديدة',
    'اشترت جدتي قلم رصاص ودفترًا',
    'الحشيش أخضر في الحديقة',
    'قرأنا كلمات جميلة عن الصداقة',
    'سيف ولد شجاع يحب القطط',
    'رسمنا شكلًا سداسيًا ومثلثًا',
    'جلسنا على شاطئ البحر الميت',
    'القمر منير والسماء صافية',
    'كانت الشجرة كبيرة والبيت كبيرًا',
    'أكل عمر السكر والتمر',
    'في ليلة العيد علقنا الفوانيس',
  ])('does not flag an innocent sentence: %s', (text) => {
    expect(findUnsafeContent(text)).toBeNull();
  });

  it('lets a story idea speak gently of a death (a grandparent, a pet), never of a corpse, a coffin or a killing', () => {
    for (const text of [
      'Grandpa died last year',
      'our cat died and my daughter is sad',
      'توفيت جدته الأسبوع الماضي',
      'القطة بتاعتنا ماتت',
      'after the funeral she keeps asking about him',
    ]) {
      expect(findUnsafeContent(text, { loss: true }), text).toBeNull();
      expect(findUnsafeContent(text), text).not.toBeNull();
    }
    for (const text of [
      'they found a corpse',
      'the coffin in the hall',
      'جثة في الشارع',
      'he killed the cat',
    ])
      expect(findUnsafeContent(text, { loss: true }), text).not.toBeNull();
  });
});
