/** Query keys of the admin dashboard and logs. */
export const adminOpsKeys = {
  dashboard: (from: string, to: string) => ['admin-ops', 'dashboard', from, to] as const,
  log: (kind: 'engine' | 'requests', query: string) => ['admin-ops', 'log', kind, query] as const,
};
