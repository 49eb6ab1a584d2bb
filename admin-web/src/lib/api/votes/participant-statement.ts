import { ApiError, unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { votes as VOTES_TEXT } from '@/messages/votes';
import { api } from '../../api-client';
import { type DownloadedFile, fileNameOf } from '../../download';
import { participantStatementKeys } from './vote-keys';

export type StatementSummary = components['schemas']['StatementSummaryResponse'];
export type StatementLine = components['schemas']['StatementLineResponse'];
export type StatementPage = components['schemas']['PageResponse'] & { results: StatementLine[] };

/** GET /api/contests/admin/participants/{id}/statement: the participant's votes by what became of them. */
export async function getParticipantStatement(id: number): Promise<StatementSummary> {
  return unwrap(
    await api.GET('/api/contests/admin/participants/{id}/statement', { params: { path: { id } } }),
    VOTES_TEXT.statement.failed,
  );
}

export const useParticipantStatement = (id: number) =>
  useQuery({ queryKey: participantStatementKeys.summary(id), queryFn: () => getParticipantStatement(id) });

/** GET /api/contests/admin/participants/{id}/statement/votes: one page of the statement's lines, newest first. */
export async function getStatementLines(id: number, page: number, pageSize: number): Promise<StatementPage> {
  return unwrap(
    await api.GET('/api/contests/admin/participants/{id}/statement/votes', {
      params: { path: { id }, query: { page, page_size: pageSize } },
    }),
    VOTES_TEXT.statement.failed,
  );
}

export const useStatementLines = (id: number, page: number, pageSize: number) =>
  useQuery({
    queryKey: participantStatementKeys.votes(id, page, pageSize),
    queryFn: () => getStatementLines(id, page, pageSize),
    placeholderData: keepPreviousData,
  });

/** GET /api/contests/admin/participants/{id}/statement.csv: the whole statement as a spreadsheet file. */
export async function exportStatementCsv(id: number): Promise<DownloadedFile> {
  const { data, response } = await api.GET('/api/contests/admin/participants/{id}/statement.csv', {
    params: { path: { id } },
    parseAs: 'blob',
  });
  if (!response.ok || !data) throw new ApiError(response.status, VOTES_TEXT.statement.downloadFailed, null);
  return { name: fileNameOf(response, VOTES_TEXT.statement.fileName(id)), content: data };
}

export const useExportStatement = () => useMutation({ mutationFn: exportStatementCsv });
