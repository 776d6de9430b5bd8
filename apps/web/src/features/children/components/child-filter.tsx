import { inputClass } from '../../../components/ui/field.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useChildProfiles } from '../api/child-profiles.ts';
import { childName } from './child-values.ts';

/** Stories by child: all the parent's stories, or those made with one of their children (shown once there is a child). */
export function ChildFilter({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (childId: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const children = useChildProfiles().data?.children ?? [];
  if (children.length === 0) return null;
  return (
    <label className="grid gap-1 text-sm font-bold text-ink-700">
      {t('children.filter.label')}
      <select
        className={`${inputClass} py-2`}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}
        data-testid="child-filter"
      >
        <option value="">{t('children.filter.all')}</option>
        {children.map((child) => (
          <option key={child.id} value={child.id}>
            {childName(child, language)}
          </option>
        ))}
      </select>
    </label>
  );
}
