import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteStory } from '../api/delete-story.ts';

/** Which story the confirmation is open for, and deleting it with its toasts. */
export function useDeleteStoryFlow(onDeleted?: () => void) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<{ id: number; title: string } | null>(null);
  const remove = useDeleteStory();
  const confirm = async () => {
    if (!target) return;
    try {
      await remove.mutateAsync(target.id);
      toast({ title: t('stories.reader.deleted'), variant: 'success' });
      setTarget(null);
      onDeleted?.();
    } catch (error) {
      toast({
        title: t('stories.reader.deleteFailed'),
        description: errorMessage(error, t('auth.errorTitle')),
        variant: 'destructive',
      });
    }
  };
  return {
    target,
    ask: setTarget,
    close: () => setTarget(null),
    confirm,
    pending: remove.isPending,
  };
}
