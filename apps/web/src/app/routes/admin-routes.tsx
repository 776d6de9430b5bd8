import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RequireSession } from '../guards.tsx';

// The portal's frame and pages load only when an admin opens one: parents never download them.
const AdminLayout = lazy(() => import('../../components/admin/admin-layout.tsx').then((m) => ({ default: m.AdminLayout })));
const UsersPage = lazy(() => import('../../features/admin-users/components/users-page.tsx').then((m) => ({ default: m.UsersPage })));
const UserDetailPage = lazy(() => import('../../features/admin-users/components/user-detail-page.tsx').then((m) => ({ default: m.UserDetailPage })));
const AuditLogPage = lazy(() => import('../../features/admin-audit/components/audit-log-page.tsx').then((m) => ({ default: m.AuditLogPage })));

/**
 * The admin portal's pages: each exists once, without an /ar twin (the language switch turns them
 * Arabic through the stored preference), behind an admin session, in the portal's frame.
 */
export const adminPages: RouteObject[] = [
  { path: 'admin', element: <Navigate replace to="/admin/dashboard" /> },
  {
    path: 'admin/users',
    element: <RequireSession kind="admin">{() => <AdminLayout section="users"><UsersPage /></AdminLayout>}</RequireSession>,
  },
  {
    path: 'admin/users/:id',
    element: <RequireSession kind="admin">{() => <AdminLayout section="users"><UserDetailPage /></AdminLayout>}</RequireSession>,
  },
  {
    path: 'admin/audit-log',
    element: <RequireSession kind="admin">{() => <AdminLayout section="audit"><AuditLogPage /></AdminLayout>}</RequireSession>,
  },
];
