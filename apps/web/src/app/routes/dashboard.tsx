import type { CurrentUser } from '@qamar/shared';
import { ShareExperienceCard } from '../../features/community/components/share-experience-card.tsx';
import { DashboardPage } from '../../features/stories/components/dashboard-page.tsx';
import { ChildFilter } from '../../features/children/components/child-filter.tsx';

/** The dashboard, with the children's filter on its recent stories and the community's invitation to share an experience at its end. */
export function DashboardRoute({ user }: { user: CurrentUser }) {
  return (
    <DashboardPage
      user={user}
      childFilter={(value, onChange) => <ChildFilter value={value} onChange={onChange} />}
    >
      <ShareExperienceCard />
    </DashboardPage>
  );
}
