import type { CurrentUser } from '@qamar/shared';
import { ShareExperienceCard } from '../../features/community/components/share-experience-card.tsx';
import { DashboardPage } from '../../features/stories/components/dashboard-page.tsx';

/** The dashboard, with the community's invitation to share an experience at its end. */
export function DashboardRoute({ user }: { user: CurrentUser }) {
  return (
    <DashboardPage user={user}>
      <ShareExperienceCard />
    </DashboardPage>
  );
}
