import { useAdminSession } from '../../../lib/session/get-admin.ts';
import { useSession } from '../../../lib/session/get-user.ts';
import { useUsageStats } from '../../../lib/session/use-usage-stats.ts';

export type CatalogueKind = 'character' | 'location';

/**
 * Who is creating and what they may do (docs/product/validation.md, docs/product/roles-and-plans.md): admins skip the limit and email checks;
 * parents need a verified email and room in their plan, read from the server's usage stats.
 */
export function useCreator() {
  const { user } = useSession();
  const { admin } = useAdminSession();
  const usage = useUsageStats({ staleTime: 60_000, gcTime: 5 * 60_000 });
  const isAdmin = Boolean(admin);
  const stats = usage.data;
  const used = (kind: CatalogueKind) =>
    stats ? (kind === 'character' ? stats.characters : stats.locations) : undefined;
  return {
    isAdmin,
    user,
    usage,
    used,
    needsVerification: !isAdmin && Boolean(user) && user?.emailVerified === false,
    atLimit: (kind: CatalogueKind) => {
      const counter = used(kind);
      return !isAdmin && counter !== undefined && counter.used >= counter.limit;
    },
  };
}
