import { useId, useState, type FormEvent } from 'react';
import { EyeOff, Hourglass } from 'lucide-react';
import { displayNameField, validationMessage } from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session/get-user.ts';
import { toast } from '../../../lib/toast.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { DisplayNameField } from '../../../components/story-visibility/display-name-field.tsx';
import { PublicCopyPreview } from './public-copy-preview.tsx';
import { useChangeVisibility, usePublicCopy } from '../api/visibility-calls.ts';

/**
 * Publishing asks first: the preview of the copy others will read (the parent's own characters'
 * names replaced by neutral ones, highlighted), a box per own character to hide or show its name,
 * the display name others will see, and that a first story is reviewed before it appears.
 */
export function PublishDialog({
  storyId,
  open,
  onOpenChange,
}: {
  storyId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  // The form mounts with each opening (the dialog's content leaves the page when closed), so it starts afresh.
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('publishing.dialog.title')}
      description={t('publishing.dialog.description')}
      className="max-w-2xl"
    >
      <PublishForm storyId={storyId} onClose={() => onOpenChange(false)} />
    </Dialog>
  );
}

function PublishForm({ storyId, onClose }: { storyId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const session = useSession();
  const [hide, setHide] = useState<string[] | undefined>(undefined);
  const [displayName, setDisplayName] = useState(session.user?.displayName ?? '');
  const [nameError, setNameError] = useState<string>();
  const copy = usePublicCopy(storyId, hide, true);
  const change = useChangeVisibility(storyId);
  const namesId = useId();

  const characters = copy.data?.characters ?? [];
  const hidden = hide ?? characters.filter((c) => c.hidden).map((c) => c.name);
  const toggle = (name: string, hideIt: boolean) =>
    setHide(
      hideIt ? [...hidden.filter((n) => n !== name), name] : hidden.filter((n) => n !== name),
    );
  const replacementOf = (name: string) => copy.data?.replacements.find((r) => r.name === name);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validationMessage(displayNameField, displayName, language);
    setNameError(problem);
    if (problem) return;
    change.mutate(
      { change: 'publish', body: { displayName: displayName.trim(), hiddenNames: hidden } },
      {
        onSuccess: (answer) => {
          onClose();
          toast(
            answer.moderation === 'pending'
              ? {
                  title: t('publishing.toast.pendingTitle'),
                  description: t('publishing.toast.pendingText'),
                  variant: 'success',
                }
              : {
                  title: t('publishing.toast.publishedTitle'),
                  description: t('publishing.toast.publishedText'),
                  variant: 'success',
                },
          );
        },
        onError: (error) => {
          if (error instanceof ApiError && error.body?.field === 'displayName')
            setNameError(error.body.message);
          else
            toast({
              title: t('library.visibility.publishFailed'),
              description: errorMessage(error, t('auth.errorTitle')),
              variant: 'destructive',
            });
        },
      },
    );
  };

  return (
    <form className="grid gap-5" onSubmit={submit} noValidate>
      {copy.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-ink-600">
          <Spinner className="h-4 w-4" />
          {t('publishing.dialog.loading')}
        </p>
      ) : copy.isError ? (
        <p role="alert" className="text-sm font-semibold text-rose-500">
          {errorMessage(copy.error, t('publishing.dialog.failed'))}
        </p>
      ) : copy.data ? (
        <>
          <div className="grid gap-2">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <h3 id={`${namesId}-preview`} className="text-base font-extrabold text-night-900">
                {t('publishing.dialog.preview')}
              </h3>
              {copy.data.replacements.length ? (
                <p className="text-xs text-ink-600">{t('publishing.dialog.replacedLegend')}</p>
              ) : null}
            </div>
            <div
              aria-busy={copy.isFetching}
              className={copy.isFetching ? 'opacity-60 transition-opacity' : 'transition-opacity'}
            >
              <PublicCopyPreview
                copy={copy.data}
                language={language}
                label={t('publishing.dialog.preview')}
                pageLabel={(n) => t('publishing.dialog.pageLabel', { n })}
              />
            </div>
          </div>
          <fieldset className="grid gap-2">
            <legend className="text-base font-extrabold text-night-900">
              {t('publishing.dialog.names')}
            </legend>
            <p className="text-sm text-ink-600">
              {characters.some((c) => c.own)
                ? t('publishing.dialog.namesHint')
                : t('publishing.dialog.noOwnCharacters')}
            </p>
            <ul className="grid gap-2">
              {characters.map((character) => {
                const replacement = replacementOf(character.name);
                const name =
                  language === 'ar' && character.nameAr ? character.nameAr : character.name;
                const shownAs =
                  replacement &&
                  (language === 'ar' ? replacement.replacementAr : replacement.replacement);
                return (
                  <li
                    key={character.name}
                    className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-2xl border-2 border-night-900/10 px-4 py-2.5"
                  >
                    <span className="font-bold text-night-900">
                      <bdi>{name}</bdi>
                      {shownAs ? (
                        <span className="ms-2 inline-flex items-center gap-1 text-sm font-semibold text-teal-600">
                          <EyeOff className="h-3.5 w-3.5" aria-hidden="true" />
                          {t('publishing.dialog.shownAs', { name: shownAs })}
                        </span>
                      ) : null}
                    </span>
                    {character.own ? (
                      <label className="flex cursor-pointer items-center gap-2 text-sm font-semibold text-ink-700">
                        <input
                          type="checkbox"
                          className="h-5 w-5 accent-night-700"
                          checked={hidden.includes(character.name)}
                          onChange={(event) => toggle(character.name, event.target.checked)}
                          aria-label={`${t('publishing.dialog.hideName')}: ${name}`}
                        />
                        {t('publishing.dialog.hideName')}
                      </label>
                    ) : (
                      <span className="text-sm text-ink-600">
                        {t('publishing.dialog.stockCharacter')}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </fieldset>
        </>
      ) : null}
      <DisplayNameField value={displayName} onChange={setDisplayName} error={nameError} />
      <p className="flex items-start gap-2 rounded-2xl bg-moon-100 p-3 text-sm text-night-900">
        <Hourglass className="mt-0.5 h-4 w-4 shrink-0 text-moon-500" aria-hidden="true" />
        {t('publishing.dialog.review')}
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onClose}>
          {t('publishing.dialog.cancel')}
        </Button>
        <Button type="submit" disabled={change.isPending || !copy.data}>
          {change.isPending ? t('publishing.dialog.publishing') : t('publishing.dialog.publish')}
        </Button>
      </div>
    </form>
  );
}
