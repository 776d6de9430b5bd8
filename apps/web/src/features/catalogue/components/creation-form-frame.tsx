import type { ReactNode } from 'react';
import type { Gender } from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import type { CreationForm, CreationFormProps } from '../hooks/use-creation-form.ts';
import { useCreator, type CatalogueKind } from '../hooks/use-creator.ts';
import { CreationPanel } from './creation-panel.tsx';

const texts = {
  character: {
    adminNote: 'catalogue.characterForm.adminNote',
    submit: 'catalogue.characterForm.submit',
  },
  location: {
    adminNote: 'catalogue.locationForm.adminNote',
    submit: 'catalogue.locationForm.submit',
  },
} as const;

/** Around a creation form's own fields: the panel, the admin's note, cancel and submit; or, once created, the summary. */
export function CreationFormFrame<T>({
  kind,
  form,
  generating,
  gender,
  onCancel,
  renderCreated,
  children,
}: Pick<CreationFormProps<T>, 'onCancel' | 'renderCreated'> & {
  kind: CatalogueKind;
  form: CreationForm<T>;
  generating: boolean;
  gender?: Gender | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const creator = useCreator();
  if (form.created && renderCreated) return renderCreated(form.created, form.again);
  return (
    <CreationPanel
      kind={kind}
      generating={generating}
      gender={gender}
      upgradeOpen={form.upgradeOpen}
      onUpgradeOpenChange={form.setUpgradeOpen}
    >
      <form
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(event) => void form.submit(event)}
        noValidate
      >
        {creator.isAdmin ? (
          <p className="rounded-2xl bg-night-50 p-3 text-sm font-semibold text-night-800 sm:col-span-2">
            {t(texts[kind].adminNote)}
          </p>
        ) : null}
        {children}
        <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
          {onCancel ? (
            <Button variant="ghost" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          ) : null}
          <Button type="submit" variant="secondary">
            {t(texts[kind].submit)}
          </Button>
        </div>
      </form>
    </CreationPanel>
  );
}
