import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation.ts';
import { cn } from '../../lib/cn.ts';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
}

/**
 * A centred modal: focus trapped, Escape and the close button dismiss it. Opened by state rather
 * than a Radix trigger, so it remembers what had focus (layout effects run before Radix moves
 * focus inside) and gives focus back there on close.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
}: DialogProps) {
  const { t } = useTranslation();
  const returnFocusTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (
      open &&
      document.activeElement instanceof HTMLElement &&
      document.activeElement !== document.body
    )
      returnFocusTo.current = document.activeElement;
  }, [open]);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-night-950/50 data-[state=open]:animate-[fade-in_200ms_ease-out]" />
        <RadixDialog.Content
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo.current?.isConnected) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
          className={cn(
            'fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-[var(--radius-card)] bg-white p-6 shadow-soft',
            '-translate-x-1/2 -translate-y-1/2 data-[state=open]:animate-[fade-in_200ms_ease-out]',
            className,
          )}
        >
          <RadixDialog.Title className="pe-8 text-xl font-extrabold text-night-900">
            {title}
          </RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-1 text-sm text-ink-600">
              {description}
            </RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          <div className="mt-5">{children}</div>
          <RadixDialog.Close
            aria-label={t('common.close')}
            className="absolute end-4 top-4 rounded-full p-1.5 text-ink-500 hover:bg-night-50 hover:text-night-900"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
