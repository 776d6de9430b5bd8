import { useEffect, useRef } from 'react';
import { Toast } from 'radix-ui';
import { X } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation.ts';
import { timings } from '@qamar/shared';
import { cn } from '../../lib/cn.ts';
import { dismissToast, useToasts } from '../../lib/toast.ts';

const tones = {
  default: 'border-night-100 bg-white text-ink-900',
  success: 'border-teal-600/30 bg-white text-ink-900',
  destructive: 'border-rose-500 bg-rose-500 text-white',
};

/** Radix toasts: 5 s, swipe up 50 px to dismiss, F8 focuses the region (docs/product/limits.md). */
export function Toaster({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const { t } = useTranslation();
  const items = useToasts();
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (focusOnMount) viewport.current?.focus();
  }, [focusOnMount]);
  return (
    <Toast.Provider
      duration={timings.toastDuration}
      swipeDirection="up"
      swipeThreshold={timings.toastSwipeThresholdPx}
      label={t('toast.region', { hotkey: 'F8' })}
    >
      {items.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          duration={item.duration}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border-2 p-4 pe-10 shadow-soft',
            'data-[state=open]:animate-[toast-in_200ms_ease-out] data-[state=closed]:animate-[toast-out_150ms_ease-in]',
            'data-[swipe=move]:translate-y-[var(--radix-toast-swipe-move-y)] data-[swipe=end]:animate-[toast-out_150ms_ease-in]',
            tones[item.variant ?? 'default'],
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="font-extrabold">{item.title}</Toast.Title>
            {item.description ? (
              <Toast.Description className="text-sm opacity-90">
                {item.description}
              </Toast.Description>
            ) : null}
          </div>
          {item.action ? (
            <Toast.Action altText={item.action.label} asChild>
              <button
                type="button"
                onClick={item.action.onClick}
                className="ms-auto shrink-0 self-center rounded-full border-2 border-current px-3 py-1 text-sm font-bold"
              >
                {item.action.label}
              </button>
            </Toast.Action>
          ) : null}
          <Toast.Close
            aria-label={t('toast.close')}
            className="absolute end-2 top-2 rounded-full p-1 opacity-70 hover:opacity-100"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      ))}
      {/* Below the header (never over its menu), in the inline-end corner on wider screens. */}
      <Toast.Viewport
        ref={viewport}
        className="fixed inset-x-0 top-16 z-[100] mx-auto flex w-full max-w-md flex-col gap-2 p-4 outline-none sm:end-0 sm:start-auto sm:mx-0 sm:max-w-sm"
      />
    </Toast.Provider>
  );
}
