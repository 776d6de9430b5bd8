import { useId, useRef } from 'react';
import { Copy } from 'lucide-react';
import { localizePath } from '../../../lib/localized-path.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';

/**
 * The link as text, and a Copy button. Where the clipboard is refused (an insecure page, an old
 * browser), the link is selected in its field so the parent can copy it by hand.
 * The link carries the sharer's language (/ar/share/… from the Arabic site); a reader still has the
 * language switch.
 */
export function ShareLinkField({ path }: { path: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  // The link carries the sharer's language: shared from Arabic, it opens in Arabic.
  const url = `${window.location.origin}${localizePath(path, language)}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('share.controls.copied'), variant: 'success' });
    } catch {
      field.current?.focus();
      field.current?.select();
      toast({ title: t('share.controls.copyManually') });
    }
  };

  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-bold text-ink-700">
        {t('share.controls.link')}
      </label>
      {/* A wrapping field, so the whole link shows even on a phone. */}
      <textarea
        id={id}
        ref={field}
        readOnly
        rows={2}
        value={url}
        dir="ltr"
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
        className={`${inputClass} resize-none break-all py-2 font-mono text-sm leading-relaxed`}
      />
      <Button onClick={() => void copy()} className="mt-1 justify-self-start">
        <Copy className="h-4 w-4" aria-hidden="true" />
        {t('share.controls.copy')}
      </Button>
    </div>
  );
}
