import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { clearTokens } from '../../../lib/tokens.ts';
import { toast } from '../../../lib/toast.ts';
import { useLocalize } from '../../../lib/use-language.ts';
import { useDeleteAccount } from '../api/account-calls.ts';
import { useFailureToast } from '../hooks/use-failure-toast.ts';

export function DeleteAccount() {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const remove = useDeleteAccount();
  const failed = useFailureToast();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const localize = useLocalize();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(t('auth.required'));
      return;
    }
    // docs/product/validation.md: deleting asks the browser's confirmation, stating it cannot be undone.
    if (!window.confirm(t('profile.deleteConfirm'))) return;
    try {
      const response = await remove.mutateAsync(password);
      clearTokens();
      queryClient.clear();
      toast({
        title: t('profile.deletedTitle'),
        description: response.message,
        variant: 'success',
      });
      await navigate(localize('/'));
    } catch (failure) {
      failed(failure);
    }
  };
  return (
    <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
      <p className="text-ink-700">{t('profile.deleteText')}</p>
      <Field
        className="max-w-sm"
        label={t('profile.currentPassword')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <Button
        type="submit"
        variant="danger"
        className="justify-self-start"
        disabled={remove.isPending}
      >
        {t('profile.deleteButton')}
      </Button>
    </form>
  );
}
