/** The query keys of the dashboard, from here only: one per endpoint. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  /** GET /api/admin/dashboard (written in place by the live counters) */
  figures: () => ['dashboard', 'figures'] as const,
  /** GET /api/admin/dashboard/votes-per-hour */
  votesPerHour: (contest: number | undefined, hours: number) =>
    ['dashboard', 'votes-per-hour', contest, hours] as const,
  /** GET /api/admin/setup-checklist */
  setupChecklist: () => ['dashboard', 'setup-checklist'] as const,
};
