import type { ReactNode } from 'react';
import { avatarPresets } from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { ChildValues } from './child-values.ts';
import { chipClass, Section } from './child-form-parts.tsx';

/** The avatar's presets, with the drawn avatar beside them. */
export function AvatarFields({
  avatar,
  onChange,
  preview,
}: {
  avatar: ChildValues['avatar'];
  onChange: (avatar: ChildValues['avatar']) => void;
  preview?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Section title={t('children.form.avatar')}>
      <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start">
        <div className="grid gap-3">
          <AvatarChoice
            label={t('children.form.skinTone')}
            ids={avatarPresets.skinTone}
            value={avatar.skinTone}
            text={(id) => t(`children.form.skinTones.${id}`)}
            onChange={(skinTone) => onChange({ ...avatar, skinTone })}
          />
          <AvatarChoice
            label={t('children.form.hair')}
            ids={avatarPresets.hair}
            value={avatar.hair}
            text={(id) => t(`children.form.hairs.${id}`)}
            onChange={(hair) => onChange({ ...avatar, hair })}
          />
          <AvatarChoice
            label={t('children.form.clothing')}
            ids={avatarPresets.clothing}
            value={avatar.clothing}
            text={(id) => t(`children.form.clothes.${id}`)}
            onChange={(clothing) => onChange({ ...avatar, clothing })}
          />
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              aria-pressed={avatar.glasses}
              className={chipClass(avatar.glasses)}
              onClick={() => onChange({ ...avatar, glasses: !avatar.glasses })}
            >
              {t('children.form.glasses')}
            </button>
            <button
              type="button"
              aria-pressed={avatar.hijab}
              className={chipClass(avatar.hijab)}
              onClick={() => onChange({ ...avatar, hijab: !avatar.hijab })}
            >
              {t('children.form.hijab')}
            </button>
          </div>
        </div>
        {preview}
      </div>
    </Section>
  );
}

function AvatarChoice<T extends string>({
  label,
  ids,
  value,
  text,
  onChange,
}: {
  label: string;
  ids: readonly T[];
  value: T;
  text: (id: T) => string;
  onChange: (id: T) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <span className="text-xs font-bold uppercase tracking-wide text-ink-500">{label}</span>
      <div className="flex flex-wrap gap-2">
        {ids.map((id) => (
          <button
            key={id}
            type="button"
            aria-pressed={value === id}
            className={chipClass(value === id)}
            onClick={() => onChange(id)}
          >
            {text(id)}
          </button>
        ))}
      </div>
    </div>
  );
}
