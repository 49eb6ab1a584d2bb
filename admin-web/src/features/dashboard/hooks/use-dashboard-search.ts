import { z } from 'zod';
import { useUrlState } from '@/lib/url-state';

/** Periods offered for the votes-per-hour chart, in hours; 48 by default (the server's default). */
export const DASHBOARD_PERIODS = [24, 48, 168] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/** The dashboard's state in the URL: the charted contest (none = the first open one) and the period. */
const dashboardSearchSchema = z.object({
  contest: z.preprocess(Number, z.number().int().positive()).optional().catch(undefined),
  hours: z.preprocess(Number, z.union([z.literal(24), z.literal(48), z.literal(168)])).catch(48),
});

export const useDashboardSearch = () => useUrlState(dashboardSearchSchema);
