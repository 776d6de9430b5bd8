import { useState } from 'react';
import { Flag } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { ReportInput } from '../api/report-story.ts';
import { ReportDialog } from './report-dialog.tsx';

/** The flag that opens the report dialog; once the parent has reported, it says so and opens nothing. */
export function ReportButton({
  about,
  reported,
  send,
  label,
}: {
  about: 'story' | 'comment';
  reported: boolean;
  send: (input: ReportInput) => Promise<unknown>;
  label?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const text = reported ? t('communityActions.bar.reported') : t('communityActions.bar.report');
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="text-ink-600 hover:text-rose-500 aria-disabled:cursor-default aria-disabled:text-ink-500 aria-disabled:hover:bg-transparent"
        // Still focusable once reported, so focus has somewhere to return when the thanks close.
        aria-disabled={reported || undefined}
        aria-label={label && !reported ? label : undefined}
        onClick={() => (reported ? undefined : setOpen(true))}
      >
        <Flag className="h-4 w-4" aria-hidden="true" />
        {text}
      </Button>
      <ReportDialog open={open} onOpenChange={setOpen} about={about} send={send} />
    </>
  );
}
