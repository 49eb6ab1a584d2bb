import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { statementKeys } from '@/lib/api/statements/statement-keys';
import { account as ACCOUNT_TEXT } from '@/messages/account';

export type StatementSummary = components['schemas']['StatementSummaryResponse'];

/** GET /api/contests/participants/{id}/statement (the parent only): the participant's votes by what became of them. */
export async function getStatement(participantId: number): Promise<StatementSummary> {
  return unwrap(
    await api.GET('/api/contests/participants/{id}/statement', { params: { path: { id: participantId } } }),
    ACCOUNT_TEXT.statement.loadFailed,
  );
}

export const statementQuery = (participantId: number) =>
  queryOptions({ queryKey: statementKeys.summary(participantId), queryFn: () => getStatement(participantId) });

export const useStatement = (participantId: number) => useQuery(statementQuery(participantId));
