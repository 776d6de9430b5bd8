import { Star, StarOff } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAdminSession } from '../../../lib/session/get-admin.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useChangeVisibility } from '../api/visibility-calls.ts';

/** Admins choose the home page's example stories from the reader (docs/product/screens.md); nothing for anyone else. */
export function FeatureToggle({
  storyId,
  title,
  featured,
}: {
  storyId: number;
  title: string;
  featured: boolean;
}) {
  const { t } = useTranslation();
  const session = useAdminSession();
  const change = useChangeVisibility(storyId);
  if (session.status !== 'signed-in') return null;
  const onClick = () =>
    change.mutate(
      { change: featured ? 'unfeature' : 'feature' },
      {
        onSuccess: () =>
          toast({
            title: t(
              featured ? 'library.visibility.unfeaturedToast' : 'library.visibility.featuredToast',
            ),
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: t('library.visibility.featureFailed'),
            description: errorMessage(error, t('auth.errorTitle')),
            variant: 'destructive',
          }),
      },
    );
  return (
    <div
      role="group"
      aria-label={t('library.visibility.adminActions')}
      className="flex flex-wrap gap-2"
    >
      <Button
        variant={featured ? 'outline' : 'secondary'}
        size="sm"
        disabled={change.isPending}
        aria-label={t(
          featured ? 'library.visibility.unfeatureLabel' : 'library.visibility.featureLabel',
          { title },
        )}
        onClick={onClick}
      >
        {featured ? (
          <StarOff className="h-4 w-4" aria-hidden="true" />
        ) : (
          <Star className="h-4 w-4" aria-hidden="true" />
        )}
        {t(featured ? 'library.visibility.unfeature' : 'library.visibility.feature')}
      </Button>
    </div>
  );
}
