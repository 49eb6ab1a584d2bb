import { ApiError } from '@bebe-star/web-common/api-errors';
import type { operations } from '@contracts/api-schema';
import { useMutation } from '@tanstack/react-query';
import { prizeClaims as CLAIMS_TEXT } from '@/messages/prize-claims';
import { api } from '../../api-client';
import { type DownloadedFile, fileNameOf } from '../../download';

export type PrizeClaimExportFilters = Omit<
  NonNullable<operations['AdminPrizeClaimController_export']['parameters']['query']>,
  'format'
>;

/** GET /api/contests/admin/prize-claims/export?format=csv: the filtered claims as a spreadsheet file. */
export async function exportPrizeClaimsCsv(filters: PrizeClaimExportFilters): Promise<DownloadedFile> {
  const { data, response } = await api.GET('/api/contests/admin/prize-claims/export', {
    params: { query: { ...filters, format: 'csv' } },
    parseAs: 'blob',
  });
  if (!response.ok || !data) throw new ApiError(response.status, CLAIMS_TEXT.exportFailed, null);
  return { name: fileNameOf(response, CLAIMS_TEXT.csvFileName(new Date().toISOString().slice(0, 10))), content: data };
}

export const useExportPrizeClaims = () => useMutation({ mutationFn: exportPrizeClaimsCsv });
