import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { displayNameField, nameField, validationMessage, type CurrentUser } from '@qamar/shared';
import { DisplayNameField } from '../../../components/story-visibility/display-name-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field, inputClass } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useUpdateProfile } from '../api/account-calls.ts';
import { useFailureToast } from '../hooks/use-failure-toast.ts';

export function DetailsForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [name, setName] = useState(user.name);
  const [displayName, setDisplayName] = useState(user.displayName ?? '');
  const [emailLanguage, setEmailLanguage] = useState<string>(language);
  const [errors, setErrors] = useState<{ name?: string; displayName?: string }>({});
  const update = useUpdateProfile();
  const failed = useFailureToast();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The display name is optional until the parent first publishes; once chosen it can change, not go.
    const keepDisplayName = displayName.trim() === '' && user.displayName === null;
    const found = {
      name: validationMessage(nameField, name, language),
      displayName: keepDisplayName
        ? undefined
        : validationMessage(displayNameField, displayName, language),
    };
    setErrors(found);
    if (found.name || found.displayName) return;
    try {
      await update.mutateAsync({
        name,
        language: emailLanguage,
        ...(keepDisplayName ? {} : { displayName }),
      });
      toast({ title: t('profile.saved'), variant: 'success' });
    } catch (failure) {
      if (failure instanceof ApiError && failure.body?.field === 'displayName')
        setErrors({ displayName: failure.body.message });
      else failed(failure);
    }
  };
  return (
    <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
      <Field
        label={t('profile.name')}
        autoComplete="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
      />
      <DisplayNameField value={displayName} onChange={setDisplayName} error={errors.displayName} />
      <div className="grid gap-1.5">
        <label htmlFor="profile-language" className="text-sm font-bold text-ink-700">
          {t('profile.language')}
        </label>
        <select
          id="profile-language"
          value={emailLanguage}
          onChange={(e) => setEmailLanguage(e.target.value)}
          className={inputClass}
        >
          <option value="en" lang="en">
            English
          </option>
          <option value="ar" lang="ar">
            العربية
          </option>
        </select>
      </div>
      <Button type="submit" className="justify-self-start" disabled={update.isPending}>
        {update.isPending ? t('profile.saving') : t('profile.save')}
      </Button>
    </form>
  );
}
