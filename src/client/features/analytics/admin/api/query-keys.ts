// The admin's analytics queries: one report per query string of its filters.
export const analyticsKeys = {
  report: (searchParams: string) => ['/api/admin/analytics', searchParams] as const,
};
