import { communityLimits } from '@qamar/shared';
import { useTranslation } from '../../lib/use-translation.ts';
import { Field } from '../ui/field.tsx';

/** The name others see on what the parent publishes, explained under it: on /profile and in the publish dialog. */
export function DisplayNameField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Field
      label={t('publishing.displayName')}
      autoComplete="nickname"
      maxLength={communityLimits.displayNameMax}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      hint={<p className="text-sm text-ink-600">{t('publishing.displayNameHint')}</p>}
    />
  );
}
