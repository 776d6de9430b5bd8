/** English texts of the admin portal's frame: its navigation and sections. */
export const adminShellEn = {
  title: 'Admin portal',
  navigation: 'Admin sections',
  sections: {
    dashboard: 'Dashboard',
    'api-logs': 'API log',
    users: 'Users',
    stories: 'Stories',
    reports: 'Reports',
    testimonials: 'Testimonials',
    catalogue: 'Catalogue',
    feedback: 'Feedback',
    audit: 'Audit log',
  },
} as const;
