import { useState } from 'react';
import { Share2 } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Button, type ButtonProps } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ShareLinkPanel } from './share-link-panel.tsx';

/**
 * The owner's Share button (the reader and each complete story in /my-stories): it opens the
 * link controls. The link is only asked for once the dialog opens, so a list of stories costs nothing.
 */
export function ShareStoryButton({
  storyId,
  title,
  ...button
}: { storyId: number; title: string } & Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-label={t('share.controls.openLabel', { title })}
        {...button}
        onClick={() => setOpen(true)}
      >
        <Share2 className="h-4 w-4" aria-hidden="true" />
        {t('share.controls.open')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('share.controls.title')}
        description={t('share.controls.description')}
      >
        {open ? <ShareLinkPanel storyId={storyId} /> : null}
      </Dialog>
    </>
  );
}
