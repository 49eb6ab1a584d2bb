import { useMemo } from 'react';
import { z } from 'zod';
import type { PrizeClaimQuery } from '@/lib/api/prize-claims/prize-claims';
import { useUrlState } from '@/lib/url-state';

/** Page sizes of the claims table (spec 002 §9), 20 by default. */
export const CLAIM_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_CLAIM_PAGE_SIZE = 20;
export const CLAIM_STATUSES = ['pending', 'paid', 'rejected'] as const;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);
const positive = z.preprocess(Number, z.number().int().positive());

/** The filters of the claims table (also those of the CSV export). */
const claimFiltersSchema = z.object({
  search: z.string().trim().min(1).max(100).optional().catch(undefined),
  winner_rank: z
    .preprocess(Number, z.union([z.literal(1), z.literal(2), z.literal(3)]))
    .optional()
    .catch(undefined),
  contest: positive.optional().catch(undefined),
  status: z.enum(CLAIM_STATUSES).optional().catch(undefined),
  date_from: day,
  date_to: day,
});

/** The claims screen's state as kept in the URL: paging and filters, each field dropped when invalid. */
const claimsSearchSchema = claimFiltersSchema.extend({
  page: positive.catch(1),
  page_size: z
    .preprocess(Number, z.union([z.literal(10), z.literal(20), z.literal(50), z.literal(100)]))
    .catch(DEFAULT_CLAIM_PAGE_SIZE),
}) satisfies z.ZodType<PrizeClaimQuery, z.ZodTypeDef, unknown>;

export type ClaimsSearch = z.output<typeof claimsSearchSchema>;
export type ClaimFilters = z.output<typeof claimFiltersSchema>;

/** Paging and filters of the claims table, read from and written to the URL. */
export function useClaimsSearch() {
  const [search, update] = useUrlState(claimsSearchSchema);
  // The same fields without the paging (zod leaves out keys it does not know).
  const filters = useMemo(() => claimFiltersSchema.parse(search), [search]);
  return { search, filters, update };
}
