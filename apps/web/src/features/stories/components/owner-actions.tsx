import { Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ShareStoryButton } from '../../../components/share/share-story-button.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useLocalize } from '../../../lib/use-language.ts';
import { useDeleteStoryFlow } from '../hooks/use-delete-story-flow.ts';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';

/** What the owner can do with a story. */
export function OwnerActions({ storyId, title, shareable = false }: { storyId: number; title: string; shareable?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalize();
  const flow = useDeleteStoryFlow(() => navigate(localize('/my-stories')));
  return (
    <div role="group" aria-label={t('stories.reader.ownerActions')} className="flex flex-wrap gap-2">
      {/* PDF download and publishing to the library and forum go here (DECISIONS.md 2) once their server parts exist. */}
      {shareable ? <ShareStoryButton storyId={storyId} title={title} /> : null}
      <Button variant="ghost" size="sm" className="text-rose-500 hover:bg-rose-500/10 group-data-[bedtime=true]:text-rose-300" onClick={() => flow.ask({ id: storyId, title })}>
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        {t('stories.reader.delete')}
      </Button>
      <ConfirmDeleteDialog open={flow.target !== null} onOpenChange={(open) => (open ? undefined : flow.close())} title={title} pending={flow.pending} onConfirm={() => void flow.confirm()} />
    </div>
  );
}
