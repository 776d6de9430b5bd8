import {
  BookOpen,
  ClipboardList,
  Flag,
  LayoutDashboard,
  Library,
  MessageSquareQuote,
  MessagesSquare,
  ScrollText,
  Users,
  type LucideIcon,
} from 'lucide-react';

/** The admin portal's sections, in the side navigation's order; each label is `adminAccess.sections.<id>`. */
export const adminSections = [
  { id: 'dashboard', path: '/admin/dashboard', icon: LayoutDashboard },
  { id: 'api-logs', path: '/admin/api-logs', icon: ScrollText },
  { id: 'users', path: '/admin/users', icon: Users },
  { id: 'stories', path: '/admin/stories', icon: BookOpen },
  { id: 'reports', path: '/admin/reports', icon: Flag },
  { id: 'testimonials', path: '/admin/testimonials', icon: MessageSquareQuote },
  { id: 'catalogue', path: '/admin/catalogue', icon: Library },
  { id: 'feedback', path: '/admin/feedback', icon: MessagesSquare },
  { id: 'audit', path: '/admin/audit-log', icon: ClipboardList },
] as const satisfies ReadonlyArray<{ id: string; path: string; icon: LucideIcon }>;

export type AdminSectionId = (typeof adminSections)[number]['id'];
