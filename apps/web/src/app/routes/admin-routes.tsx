import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RequireSession } from '../guards.tsx';

// The admin portal's pages, their frame and its charts are chunks of their own: no parent's page loads them.
const AdminLayout = lazy(() => import('../../components/admin/admin-layout.tsx').then((m) => ({ default: m.AdminLayout })));
const DashboardPage = lazy(() => import('../../features/admin-ops/components/dashboard-page.tsx').then((m) => ({ default: m.DashboardPage })));
const ApiLogsPage = lazy(() => import('../../features/admin-ops/components/api-logs-page.tsx').then((m) => ({ default: m.ApiLogsPage })));

/** The admin portal's pages: at the top level only (no /ar twin; the language switch turns them Arabic). */
export const adminPages: RouteObject[] = [
  { path: 'admin', element: <Navigate replace to="/admin/dashboard" /> },
  {
    path: 'admin/dashboard',
    element: <RequireSession kind="admin">{() => <AdminLayout section="dashboard"><DashboardPage /></AdminLayout>}</RequireSession>,
  },
  {
    path: 'admin/api-logs',
    element: <RequireSession kind="admin">{() => <AdminLayout section="api-logs"><ApiLogsPage /></AdminLayout>}</RequireSession>,
  },
];
