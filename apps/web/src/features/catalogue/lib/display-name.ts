import type { Character, Language, Location } from '@qamar/shared';

type Details = { name?: unknown; nameAr?: unknown; basic?: { name?: unknown; nameAr?: unknown } };

/** Details may arrive as a JSON string or an object (docs/product/data.md). */
function readDetails(details: unknown): Details {
  if (typeof details === 'string') {
    try {
      const parsed: unknown = JSON.parse(details);
      return parsed && typeof parsed === 'object' ? (parsed as Details) : {};
    } catch {
      return {};
    }
  }
  return details && typeof details === 'object' ? (details as Details) : {};
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/**
 * A character's name as docs/product/data.md orders it: the Arabic name on Arabic pages when there is one,
 * otherwise the English name, the name, then the names inside the details; else the fallback.
 */
export function characterName(
  character: Pick<Character, 'name' | 'nameEn' | 'nameAr'> & { details?: unknown },
  language: Language,
  fallback: string,
): string {
  const details = readDetails(character.details);
  const arabic =
    language === 'ar'
      ? (text(character.nameAr) ?? text(details.nameAr) ?? text(details.basic?.nameAr))
      : undefined;
  return (
    arabic ??
    text(character.nameEn) ??
    text(character.name) ??
    text(details.name) ??
    text(details.basic?.name) ??
    fallback
  );
}

/** A place's name: Arabic on Arabic pages when there is one, else English, else the name. */
export function locationName(
  location: Pick<Location, 'name' | 'nameEn' | 'nameAr'>,
  language: Language,
  fallback: string,
): string {
  const arabic = language === 'ar' ? text(location.nameAr) : undefined;
  return arabic ?? text(location.nameEn) ?? text(location.name) ?? fallback;
}

/** The first letter of a name for the avatar drawn when a portrait is missing. */
export function initialOf(name: string): string {
  return Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '?';
}
