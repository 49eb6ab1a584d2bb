import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { transparencyKeys } from '@/lib/api/transparency/transparency-keys';
import { receipts as RECEIPTS_TEXT } from '@/messages/receipts';

export type VoterReceipt = components['schemas']['VoterReceiptResponse'];

/** Receipts loaded at a time: about two phone screens, so the account's other sections stay near. */
const PAGE_SIZE = 10;

/** GET /api/votes/receipts: the signed-in voter's receipts, newest first, older than `before` when given. */
export async function getMyReceipts(before: number | undefined) {
  return unwrap(
    await api.GET('/api/votes/receipts', { params: { query: { before, limit: PAGE_SIZE } } }),
    RECEIPTS_TEXT.myVotes.loadFailed,
  );
}

/** "Mes votes" of user `userId`: the pages loaded so far, and the next one from the last page's next_before. */
export const useMyReceipts = (userId: number) =>
  useInfiniteQuery({
    queryKey: transparencyKeys.myReceipts(userId),
    queryFn: ({ pageParam }) => getMyReceipts(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
  });
