import type { ChildProfile } from '@qamar/shared';
import { useLanguage } from '../../../lib/use-language.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { childName } from './child-values.ts';

/** The avatar the server drew from the presets (an SVG document: shapes only, never a photo). */
export function ChildAvatar({
  child,
  className = 'h-24 w-24',
}: {
  child: ChildProfile;
  className?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = childName(child, language);
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(child.avatarSvg)}`}
      alt={t('children.card.avatarAlt', { name })}
      className={`${className} shrink-0 rounded-full bg-night-50 object-cover shadow-soft`}
    />
  );
}
