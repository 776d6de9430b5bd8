import type { ChildProfile, CreateChildRequest, FamilyWord, Language } from '@qamar/shared';

export type ChildValues = Required<
  Omit<CreateChildRequest, 'familyWords' | 'reading' | 'avatar'>
> & {
  familyWords: { grandma: FamilyWord | null; grandpa: FamilyWord | null };
  reading: ChildProfile['reading'];
  avatar: ChildProfile['avatar'];
};

export const thisYear = new Date().getFullYear();

const blank: ChildValues = {
  nameEn: '',
  nameAr: '',
  gender: 'female',
  birthMonth: 1,
  birthYear: thisYear - 5,
  dialect: 'standard',
  interests: [],
  avoid: [],
  familyWords: { grandma: null, grandpa: null },
  reading: { mode: 'read-along', vowelMarks: true },
  avatar: { skinTone: 'medium', hair: 'long', clothing: 'blue', glasses: false, hijab: false },
};

export const valuesOf = (child: ChildProfile | null): ChildValues =>
  child
    ? {
        nameEn: child.nameEn,
        nameAr: child.nameAr,
        gender: child.gender,
        birthMonth: child.birthMonth,
        birthYear: child.birthYear,
        dialect: child.dialect,
        interests: child.interests,
        avoid: child.avoid,
        familyWords: child.familyWords,
        reading: child.reading,
        avatar: child.avatar,
      }
    : blank;

/** A child's name in the given language (the Arabic or the English form of it). */
export const childName = (child: Pick<ChildProfile, 'nameEn' | 'nameAr'>, language: Language) =>
  language === 'ar' ? child.nameAr : child.nameEn;
