import { useAdminSession } from '../../../lib/session/get-admin.ts';
import { useUsageStats } from '../../../lib/session/use-usage-stats.ts';
import { AgeGroupField } from './age-group-field.tsx';
import { allowedDialects, dialectOptions } from './dialect-options.ts';
import { DialectField } from './dialect-field.tsx';
import { PageCountField } from './page-count-field.tsx';
import type { StorySettings } from './story-settings.ts';

/** The body of card 4: age group, story language and page count. */
export function StorySettingsFields({
  value,
  onChange,
}: {
  value: StorySettings;
  onChange: (value: StorySettings) => void;
}) {
  const usage = useUsageStats();
  const isAdmin = Boolean(useAdminSession().admin);
  const options = dialectOptions(allowedDialects(usage.data?.dialects), isAdmin);
  return (
    <div className="grid gap-6">
      <AgeGroupField
        value={value.ageGroup}
        onChange={(ageGroup) => onChange({ ...value, ageGroup })}
      />
      <DialectField
        value={value.dialect}
        onChange={(dialect) => onChange({ ...value, dialect })}
        options={options}
        showUpgrade={!isAdmin}
      />
      <PageCountField value={value.length} onChange={(length) => onChange({ ...value, length })} />
    </div>
  );
}
