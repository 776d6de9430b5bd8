import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from '../use-translation.ts';
import { ApiError, apiRequest } from '../api-client.ts';
import { clearTokens } from '../tokens.ts';
import { toast } from '../toast.ts';
import { useLocalize } from '../use-language.ts';
import { adminQueryKey } from './get-admin.ts';

/**
 * Ending a session: tell the server (a token it no longer knows is already signed out), clear what
 * the browser keeps, say so, and go on. A parent's sign-out clears every token and the whole cache
 * and goes home (docs/product/states.md); an admin's clears the admin token and returns to the admin sign-in, in
 * the language the portal was in.
 */
function useEndSession(kind: 'user' | 'admin'): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const localize = useLocalize();
  const { t } = useTranslation();
  return async () => {
    let failed = false;
    try {
      await apiRequest(kind === 'user' ? '/api/auth/logout' : '/api/admin/logout', {
        method: 'POST',
        token: kind,
      });
    } catch (error) {
      failed = !(error instanceof ApiError && error.status === 401);
    }
    if (kind === 'user') {
      clearTokens();
      queryClient.clear();
    } else {
      clearTokens('admin');
      queryClient.removeQueries({ queryKey: adminQueryKey });
    }
    if (failed) {
      toast({
        title: t('session.logoutFailed'),
        description: t('session.logoutFailedDescription'),
        variant: 'destructive',
      });
    } else if (kind === 'user') {
      toast({
        title: t('session.loggedOut'),
        description: t('session.loggedOutDescription'),
        variant: 'success',
      });
    } else {
      toast({
        title: t('admin.loggedOut'),
        description: t('admin.loggedOutDescription'),
        variant: 'success',
      });
    }
    await navigate(localize(kind === 'user' ? '/' : '/admin/login'));
  };
}

export const useSignOut = () => useEndSession('user');
export const useAdminSignOut = () => useEndSession('admin');
