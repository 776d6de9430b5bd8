import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError, apiRequest } from '../api-client.ts';
import { clearTokens } from '../tokens.ts';
import { toast } from '../toast.ts';
import { useLocalize } from '../use-language.ts';

/** Sign out (SPEC.md 4): tell the server, then clear the user, every stored token and the whole cache, and go home. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const localize = useLocalize();
  const { t } = useTranslation();
  return async () => {
    let failed = false;
    try {
      await apiRequest('/api/auth/logout', { method: 'POST', token: 'user' });
    } catch (error) {
      // A token the server no longer knows is already signed out.
      failed = !(error instanceof ApiError && error.status === 401);
    }
    clearTokens();
    queryClient.clear();
    if (failed) {
      toast({ title: t('session.logoutFailed'), description: t('session.logoutFailedDescription'), variant: 'destructive' });
    } else {
      toast({ title: t('session.loggedOut'), description: t('session.loggedOutDescription'), variant: 'success' });
    }
    await navigate(localize('/'));
  };
}
