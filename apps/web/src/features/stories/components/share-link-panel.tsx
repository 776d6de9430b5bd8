import { useState } from 'react';
import { Eye, Link2, RefreshCw, Unlink } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useShareAction, useShareLink, type ShareAction } from '../api/share-calls.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ShareLinkField } from './share-link-field.tsx';

type Confirmable = Exclude<ShareAction, 'create'>;

/** The link, its copy button and view count, and the owner's create, rotate and revoke (the last two asked first). */
export function ShareLinkPanel({ storyId }: { storyId: number }) {
  const { t } = useTranslation();
  const link = useShareLink(storyId, true);
  const action = useShareAction(storyId);
  const [asking, setAsking] = useState<Confirmable | null>(null);

  const run = (kind: ShareAction) =>
    action.mutate(kind, {
      onSuccess: () => {
        setAsking(null);
        if (kind !== 'create')
          toast({
            title: t(kind === 'rotate' ? 'share.controls.rotated' : 'share.controls.revoked'),
            variant: 'success',
          });
      },
      onError: (error) =>
        toast({
          title: t('share.controls.failed'),
          description: errorMessage(error, t('share.controls.failed')),
          variant: 'destructive',
        }),
    });

  if (link.isPending)
    return (
      <Spinner
        className="mx-auto block h-8 w-8 text-night-700"
        label={t('share.controls.loading')}
      />
    );
  if (link.isError) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-2xl bg-rose-500/10 p-4 font-semibold text-rose-500"
      >
        <p className="me-auto">{t('share.controls.loadFailed')}</p>
        <Button size="sm" variant="outline" onClick={() => void link.refetch()}>
          {t('share.controls.retry')}
        </Button>
      </div>
    );
  }

  const share = link.data.share;
  if (!share) {
    return (
      <div className="grid justify-items-start gap-4">
        <p className="text-ink-700">{t('share.controls.none')}</p>
        <Button onClick={() => run('create')} disabled={action.isPending}>
          <Link2 className="h-5 w-5" aria-hidden="true" />
          {action.isPending ? t('share.controls.creating') : t('share.controls.create')}
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <ShareLinkField path={share.path} />
      <p
        className="flex items-center gap-2 text-sm font-bold text-ink-700"
        data-testid="share-views"
      >
        <Eye className="h-4 w-4" aria-hidden="true" />
        <span className="tabular-nums">
          {t('share.controls.views', { views: share.viewCount, max: share.maxViews })}
        </span>
      </p>
      {asking ? (
        <section
          role="group"
          aria-labelledby="share-confirm-title"
          className="grid gap-3 rounded-2xl bg-moon-100 p-4"
        >
          <h3 id="share-confirm-title" className="font-extrabold text-night-900">
            {t(asking === 'rotate' ? 'share.controls.rotateTitle' : 'share.controls.revokeTitle')}
          </h3>
          <p className="text-sm text-ink-700">
            {t(asking === 'rotate' ? 'share.controls.rotateText' : 'share.controls.revokeText')}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant={asking === 'rotate' ? 'primary' : 'danger'}
              disabled={action.isPending}
              onClick={() => run(asking)}
            >
              {action.isPending
                ? t('share.controls.working')
                : t(
                    asking === 'rotate'
                      ? 'share.controls.rotateConfirm'
                      : 'share.controls.revokeConfirm',
                  )}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={action.isPending}
              onClick={() => setAsking(null)}
            >
              {t('common.cancel')}
            </Button>
          </div>
        </section>
      ) : (
        <div className="flex flex-wrap gap-2 border-t border-night-900/10 pt-4">
          <Button size="sm" variant="outline" onClick={() => setAsking('rotate')}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            {t('share.controls.rotate')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-rose-500 hover:bg-rose-500/10"
            onClick={() => setAsking('revoke')}
          >
            <Unlink className="h-4 w-4" aria-hidden="true" />
            {t('share.controls.revoke')}
          </Button>
        </div>
      )}
    </div>
  );
}
