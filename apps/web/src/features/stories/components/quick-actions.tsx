import { BookOpen, Library, MapPin, Sparkles, Users } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { cn } from '../../../lib/cn.ts';
import { VerifyTooltip } from './verify-tooltip.tsx';

const tile =
  'flex min-h-28 flex-col items-start justify-between gap-3 rounded-2xl p-4 font-extrabold shadow-soft transition-transform';
const actions = [
  { key: 'myStories', to: '/my-stories', Icon: BookOpen },
  { key: 'myCharacters', to: '/my-characters', Icon: Users },
  { key: 'myLocations', to: '/my-locations', Icon: MapPin },
  { key: 'library', to: '/library', Icon: Library },
] as const;

/** Create Story, My Stories, My Characters, My Locations, Library; creating waits for a verified email. */
export function QuickActions({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  const createLabel = t('stories.dashboard.actions.create');
  const create = (
    <>
      <Sparkles className="h-6 w-6" aria-hidden="true" />
      <span>{createLabel}</span>
    </>
  );
  return (
    <section aria-labelledby="quick-actions">
      <h2 id="quick-actions" className="mb-3 text-xl font-extrabold text-night-900">
        {t('stories.dashboard.actionsTitle')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <li className="col-span-2 sm:col-span-1">
          {verified ? (
            <LocalizedLink
              to="/create"
              className={cn(tile, 'bg-moon-400 text-night-950 hover:-translate-y-0.5')}
            >
              {create}
            </LocalizedLink>
          ) : (
            <VerifyTooltip
              text={t('stories.dashboard.verifyTooltip', {
                action: t('stories.dashboard.verifyActions.create'),
              })}
            >
              <button
                type="button"
                aria-disabled="true"
                className={cn(tile, 'w-full cursor-not-allowed bg-moon-100 text-night-900/70')}
              >
                {create}
              </button>
            </VerifyTooltip>
          )}
        </li>
        {actions.map(({ key, to, Icon }) => (
          <li key={key}>
            <LocalizedLink
              to={to}
              className={cn(tile, 'h-full bg-white text-night-900 hover:-translate-y-0.5')}
            >
              <Icon className="h-6 w-6 text-night-600" aria-hidden="true" />
              <span>{t(`stories.dashboard.actions.${key}`)}</span>
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
