import { arabicPlaceGender, type Gender } from '@qamar/shared';

/**
 * The grammatical gender Arabic texts about a catalogue item agree with («سامي جاهز»، «سلمى جاهزة»):
 * a character's own gender, a place's read from its Arabic name (masculine without one: مكان).
 */
export function itemGender(item: object): Gender {
  if ('gender' in item && (item.gender === 'male' || item.gender === 'female')) return item.gender;
  return arabicPlaceGender(
    'nameAr' in item && typeof item.nameAr === 'string' ? item.nameAr : null,
  );
}
