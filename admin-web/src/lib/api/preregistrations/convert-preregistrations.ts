import { invalidateKeys } from '@bebe-star/web-common/query-client';
import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { preregistrations as PREREGISTRATIONS_TEXT } from '@/messages/preregistrations';
import { api } from '../../api-client';
import { contestKeys } from '../contests/contest-keys';
import { preregistrationKeys } from './preregistration-keys';

export type BulkConvertResult = components['schemas']['BulkConvertResponse'];

/** POST /api/contests/admin/preregistrations/bulk_convert: each convertible one becomes a participant; the others say why not. */
export async function convertPreregistrations(ids: number[]): Promise<BulkConvertResult> {
  return unwrap(
    await api.POST('/api/contests/admin/preregistrations/bulk_convert', { body: { preregistration_ids: ids } }),
    PREREGISTRATIONS_TEXT.convert.failed,
  );
}

export function useConvertPreregistrations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertPreregistrations,
    onSettled: () => invalidateKeys(queryClient, [preregistrationKeys.all, contestKeys.all]),
  });
}
