import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { transparencyKeys } from '@/lib/api/transparency/transparency-keys';
import { transparency as TRANSPARENCY_TEXT } from '@/messages/transparency';

export type ReceiptProofResponse = components['schemas']['ReceiptProofResponse'];

/**
 * GET /api/transparency/receipts/{id}: the vote's leaf and its inclusion proof against the latest
 * signed head. A 404 (unknown receipt) and a 409 (no signed head covers it yet) carry the API's French
 * message; nothing in the answer is trusted, the page checks it.
 */
export async function getReceiptProof(id: number): Promise<ReceiptProofResponse> {
  return unwrap(
    await api.GET('/api/transparency/receipts/{id}', { params: { path: { id } } }),
    TRANSPARENCY_TEXT.receipt.loadFailed,
  );
}

/** The proof of receipt `id`, once asked for; never cached as fresh, since a later head may cover a pending vote. */
export function useReceiptProof(id: number | null) {
  return useQuery({
    queryKey: transparencyKeys.receipt(id ?? 0),
    queryFn: () => getReceiptProof(id!),
    enabled: id !== null,
    staleTime: 0,
  });
}
