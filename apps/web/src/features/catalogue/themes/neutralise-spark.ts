import { anonymiseDescription } from '@qamar/shared';

/**
 * Story sparks may name children; the description box only ever receives neutral phrases
 * (docs/product/states.md, docs/product/validation.md). A phrase put first ("a curious child ...") gets its capital back.
 */
export function neutraliseSpark(text: string): string {
  const neutral = anonymiseDescription(text);
  return neutral.charAt(0).toLocaleUpperCase('en') + neutral.slice(1);
}
