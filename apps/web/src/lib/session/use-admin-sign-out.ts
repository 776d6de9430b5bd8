import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError, apiRequest } from '../api-client.ts';
import { clearTokens } from '../tokens.ts';
import { toast } from '../toast.ts';
import { adminQueryKey } from './get-admin.ts';

/** The admin session ends on the server, its token is cleared, and the admin goes back to the sign-in page. */
export function useAdminSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return async () => {
    let failed = false;
    try {
      await apiRequest('/api/admin/logout', { method: 'POST', token: 'admin' });
    } catch (error) {
      failed = !(error instanceof ApiError && error.status === 401);
    }
    clearTokens('admin');
    queryClient.setQueryData(adminQueryKey, null);
    queryClient.removeQueries({ queryKey: adminQueryKey });
    toast(
      failed
        ? { title: t('session.logoutFailed'), description: t('session.logoutFailedDescription'), variant: 'destructive' }
        : { title: t('admin.loggedOut'), description: t('admin.loggedOutDescription'), variant: 'success' },
    );
    await navigate('/admin/login');
  };
}
