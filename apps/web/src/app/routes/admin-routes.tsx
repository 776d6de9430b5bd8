import { lazy, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { AdminSectionId } from '../../components/admin/admin-sections.ts';
import { RequireSession } from '../guards.tsx';

// The portal's frame and pages load only when an admin opens one: parents never download them.
const AdminLayout = lazy(() =>
  import('../../components/admin/admin-layout.tsx').then((m) => ({ default: m.AdminLayout })),
);
const DashboardPage = lazy(() =>
  import('../../features/admin-ops/components/dashboard-page.tsx').then((m) => ({
    default: m.DashboardPage,
  })),
);
const ApiLogsPage = lazy(() =>
  import('../../features/admin-ops/components/api-logs-page.tsx').then((m) => ({
    default: m.ApiLogsPage,
  })),
);
const UsersPage = lazy(() =>
  import('../../features/admin-users/components/users-page.tsx').then((m) => ({
    default: m.UsersPage,
  })),
);
const UserDetailPage = lazy(() =>
  import('../../features/admin-users/components/user-detail-page.tsx').then((m) => ({
    default: m.UserDetailPage,
  })),
);
const AuditLogPage = lazy(() =>
  import('../../features/admin-audit/components/audit-log-page.tsx').then((m) => ({
    default: m.AuditLogPage,
  })),
);
const AdminStoriesRoute = lazy(() =>
  import('../../features/admin-content/components/admin-stories-page.tsx').then((m) => ({
    default: m.AdminStoriesPage,
  })),
);
const AdminReportsRoute = lazy(() =>
  import('../../features/admin-content/components/admin-reports-page.tsx').then((m) => ({
    default: m.AdminReportsPage,
  })),
);
const AdminTestimonialsRoute = lazy(() =>
  import('../../features/admin-content/components/admin-testimonials-page.tsx').then((m) => ({
    default: m.AdminTestimonialsPage,
  })),
);
const AdminCatalogueRoute = lazy(() =>
  import('../../features/admin-content/components/admin-catalogue-page.tsx').then((m) => ({
    default: m.AdminCataloguePage,
  })),
);
const AdminFeedbackRoute = lazy(() =>
  import('../../features/admin-content/components/admin-feedback-page.tsx').then((m) => ({
    default: m.AdminFeedbackPage,
  })),
);

/** An admin page: only for a signed-in admin (others go to /admin/login), inside the portal's frame. */
const adminPage = (path: string, section: AdminSectionId, Page: ComponentType): RouteObject => ({
  path,
  element: (
    <RequireSession kind="admin">
      {() => (
        <AdminLayout section={section}>
          <Page />
        </AdminLayout>
      )}
    </RequireSession>
  ),
});

/**
 * The admin portal's pages: each exists once, without an /ar twin (the language switch turns them
 * Arabic through the stored preference), behind an admin session, in the portal's frame.
 */
export const adminPages: RouteObject[] = [
  { path: 'admin', element: <Navigate replace to="/admin/dashboard" /> },
  adminPage('admin/dashboard', 'dashboard', DashboardPage),
  adminPage('admin/api-logs', 'api-logs', ApiLogsPage),
  adminPage('admin/users', 'users', UsersPage),
  adminPage('admin/users/:id', 'users', UserDetailPage),
  adminPage('admin/audit-log', 'audit', AuditLogPage),
  adminPage('admin/stories', 'stories', AdminStoriesRoute),
  adminPage('admin/reports', 'reports', AdminReportsRoute),
  adminPage('admin/testimonials', 'testimonials', AdminTestimonialsRoute),
  adminPage('admin/catalogue', 'catalogue', AdminCatalogueRoute),
  adminPage('admin/feedback', 'feedback', AdminFeedbackRoute),
];
