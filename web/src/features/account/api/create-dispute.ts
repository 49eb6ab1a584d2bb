import { unwrap } from '@bebe-star/web-common/api-errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { statementKeys } from '@/lib/api/statements/statement-keys';
import { account as ACCOUNT_TEXT } from '@/messages/account';

export interface DisputeRequest {
  participantId: number;
  ledgerId: number;
  message: string;
}

/** POST /api/contests/participants/{id}/statement/disputes: the parent contests a refused or cancelled vote. */
export async function createDispute({ participantId, ledgerId, message }: DisputeRequest) {
  return unwrap(
    await api.POST('/api/contests/participants/{id}/statement/disputes', {
      params: { path: { id: participantId } },
      body: { ledger_id: ledgerId, message },
    }),
    ACCOUNT_TEXT.statement.sendFailed,
  );
}

/** Sends a dispute; the statement's lines are read again to show it on its vote. */
export function useCreateDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDispute,
    onSuccess: (_dispute, { participantId }) =>
      queryClient.invalidateQueries({ queryKey: statementKeys.votes(participantId) }),
  });
}
