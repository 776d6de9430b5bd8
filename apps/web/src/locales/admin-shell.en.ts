/**
 * English texts of the admin portal's frame (its sections), loaded by admin pages alone
 * (components/admin/admin-layout.tsx).
 */
export const adminShellEn = {
  label: 'Admin portal',
  sections: {
    dashboard: 'Dashboard',
    'api-logs': 'API logs',
    users: 'Users',
    stories: 'Stories',
    reports: 'Reports',
    testimonials: 'Testimonials',
    catalogue: 'Catalogue',
    feedback: 'Feedback',
    audit: 'Audit log',
  },
} as const;
