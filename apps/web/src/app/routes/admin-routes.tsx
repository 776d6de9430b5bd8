import { lazy, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { AdminSectionId } from '../../components/admin/admin-sections.ts';
import { RequireSession } from '../guards.tsx';

// The portal's frame is its own chunk too: visitors of the other pages never load it.
const AdminLayout = lazy(() => import('../../components/admin/admin-layout.tsx').then((m) => ({ default: m.AdminLayout })));
const AdminStoriesRoute = lazy(() => import('../../features/admin-content/components/admin-stories-page.tsx').then((m) => ({ default: m.AdminStoriesPage })));
const AdminReportsRoute = lazy(() => import('../../features/admin-content/components/admin-reports-page.tsx').then((m) => ({ default: m.AdminReportsPage })));
const AdminTestimonialsRoute = lazy(() => import('../../features/admin-content/components/admin-testimonials-page.tsx').then((m) => ({ default: m.AdminTestimonialsPage })));
const AdminCatalogueRoute = lazy(() => import('../../features/admin-content/components/admin-catalogue-page.tsx').then((m) => ({ default: m.AdminCataloguePage })));
const AdminFeedbackRoute = lazy(() => import('../../features/admin-content/components/admin-feedback-page.tsx').then((m) => ({ default: m.AdminFeedbackPage })));

/** An admin page: only for a signed-in admin (others go to /admin/login), inside the portal's frame. */
const adminPage = (path: string, section: AdminSectionId, Page: ComponentType): RouteObject => ({
  path,
  element: <RequireSession kind="admin">{() => <AdminLayout section={section}><Page /></AdminLayout>}</RequireSession>,
});

/** The admin portal's pages: once each, without an /ar twin (the language switch turns them Arabic). */
export const adminPages: RouteObject[] = [
  { path: 'admin', element: <Navigate replace to="/admin/dashboard" /> },
  adminPage('admin/stories', 'stories', AdminStoriesRoute),
  adminPage('admin/reports', 'reports', AdminReportsRoute),
  adminPage('admin/testimonials', 'testimonials', AdminTestimonialsRoute),
  adminPage('admin/catalogue', 'catalogue', AdminCatalogueRoute),
  adminPage('admin/feedback', 'feedback', AdminFeedbackRoute),
];
