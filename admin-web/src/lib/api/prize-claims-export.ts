import { useMutation } from '@tanstack/react-query';
import type { operations } from '@contracts/api-schema';
import { prizeClaims as CLAIMS_TEXT } from '../../messages/prize-claims';
import { ApiError, api } from '../api-client';

export type PrizeClaimExportFilters = Omit<
  NonNullable<operations['AdminPrizeClaimController_export']['parameters']['query']>,
  'format'
>;

export interface CsvFile {
  name: string;
  content: Blob;
}

/** The file name the server gives in Content-Disposition, else reclamations-prix-<day>.csv. */
function fileNameOf(response: Response): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const named = /filename="?([^";]+)"?/.exec(disposition)?.[1];
  return named ?? CLAIMS_TEXT.csvFileName(new Date().toISOString().slice(0, 10));
}

/** GET /api/contests/admin/prize-claims/export?format=csv: the filtered claims as a spreadsheet file. */
export async function exportPrizeClaimsCsv(filters: PrizeClaimExportFilters): Promise<CsvFile> {
  const { data, response } = await api.GET('/api/contests/admin/prize-claims/export', {
    params: { query: { ...filters, format: 'csv' } },
    parseAs: 'blob',
  });
  if (!response.ok || !data) throw new ApiError(response.status, CLAIMS_TEXT.exportFailed, null);
  return { name: fileNameOf(response), content: data };
}

export const useExportPrizeClaims = () => useMutation({ mutationFn: exportPrizeClaimsCsv });
