import { Check } from 'lucide-react';
import type { ChildProfile } from '@qamar/shared';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { cn } from '../../../lib/cn.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useChildProfiles } from '../api/child-profiles.ts';
import { ChildAvatar } from './child-avatar.tsx';
import { childName } from './child-values.ts';

/**
 * On /create: the parent's children, any of whom the story is about (the first chosen is the
 * hero). `onChange` hands over the children chosen, in the order they were chosen.
 */
export function ChildPicker({
  chosen,
  onChange,
}: {
  chosen: number[];
  onChange: (children: ChildProfile[]) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const list = useChildProfiles();
  const children = list.data?.children ?? [];
  if (!list.data) return null;
  const toggle = (child: ChildProfile) => {
    const ids = chosen.includes(child.id)
      ? chosen.filter((id) => id !== child.id)
      : [...chosen, child.id];
    onChange(ids.map((id) => children.find((c) => c.id === id)!).filter(Boolean));
  };
  return (
    <section
      className="rounded-[var(--radius-card)] bg-white p-5 shadow-soft sm:p-6"
      aria-labelledby="child-picker-title"
    >
      <h2 id="child-picker-title" className="text-lg font-extrabold text-night-900">
        {t('children.picker.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-600">
        {children.length ? t('children.picker.hint') : t('children.picker.none')}
      </p>
      {children.length ? (
        <ul className="mt-4 flex flex-wrap gap-3">
          {children.map((child) => {
            const on = chosen.includes(child.id);
            const name = childName(child, language);
            return (
              <li key={child.id}>
                <button
                  type="button"
                  aria-pressed={on}
                  onClick={() => toggle(child)}
                  data-testid={`pick-child-${child.id}`}
                  className={cn(
                    'flex items-center gap-3 rounded-full border-2 py-1.5 pe-4 ps-1.5 font-bold transition-colors',
                    on
                      ? 'border-night-900 bg-night-900 text-white'
                      : 'border-night-900/15 bg-white text-night-900 hover:border-night-600',
                  )}
                >
                  <ChildAvatar child={child} className="h-10 w-10" />
                  {name}
                  {on ? <Check className="h-4 w-4 text-moon-300" aria-hidden="true" /> : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <LocalizedLink
          to="/child-profiles"
          className="mt-3 inline-block text-sm font-bold text-night-700 underline"
        >
          {t('children.picker.addLink')}
        </LocalizedLink>
      )}
    </section>
  );
}
