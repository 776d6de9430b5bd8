/** A catalogue item's seed slug: kebab-case, so it is also a valid media key segment. */
export const catalogueSlugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const catalogueSlugMax = 64;

export interface CatalogueCharacter {
  slug: string;
  nameEn: string;
  nameAr: string;
  type: 'human' | 'animal' | 'magical';
  gender: 'male' | 'female';
  age: number;
  species?: string;
  descriptionEn: string;
  descriptionAr: string;
}
export interface CatalogueLocation {
  slug: string;
  nameEn: string;
  nameAr: string;
  type: 'city' | 'nature' | 'fantasy';
  descriptionEn: string;
  descriptionAr: string;
  setting?: string;
}
export interface CatalogueTheme {
  slug: string;
  nameEn: string;
  nameAr: string;
  icon: string;
  featured: boolean;
  featuredOrder: number;
  sparksEn: string[];
  sparksAr: string[];
}
