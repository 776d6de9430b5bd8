/** The admin portal's sections, in the order of its side navigation. */
export const adminSections = [
  { id: 'dashboard', path: '/admin/dashboard' },
  { id: 'api-logs', path: '/admin/api-logs' },
  { id: 'users', path: '/admin/users' },
  { id: 'stories', path: '/admin/stories' },
  { id: 'reports', path: '/admin/reports' },
  { id: 'testimonials', path: '/admin/testimonials' },
  { id: 'catalogue', path: '/admin/catalogue' },
  { id: 'feedback', path: '/admin/feedback' },
  { id: 'audit', path: '/admin/audit-log' },
] as const;

export type AdminSectionId = (typeof adminSections)[number]['id'];
