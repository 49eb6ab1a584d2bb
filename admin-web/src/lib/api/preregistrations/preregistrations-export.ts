import { ApiError } from '@bebe-star/web-common/api-errors';
import { useMutation } from '@tanstack/react-query';
import { preregistrations as PREREGISTRATIONS_TEXT } from '@/messages/preregistrations';
import { api } from '../../api-client';
import { type DownloadedFile, fileNameOf } from '../../download';
import type { PreregistrationFilters } from './preregistrations';

/** GET /api/contests/admin/preregistrations/export: the filtered pre-registrations as a CSV file. */
export async function exportPreregistrationsCsv(filters: PreregistrationFilters): Promise<DownloadedFile> {
  const { data, response } = await api.GET('/api/contests/admin/preregistrations/export', {
    params: { query: filters },
    parseAs: 'blob',
  });
  if (!response.ok || !data) throw new ApiError(response.status, PREREGISTRATIONS_TEXT.exportFailed, null);
  return {
    name: fileNameOf(response, PREREGISTRATIONS_TEXT.csvFileName(new Date().toISOString().slice(0, 10))),
    content: data,
  };
}

export const useExportPreregistrations = () => useMutation({ mutationFn: exportPreregistrationsCsv });
