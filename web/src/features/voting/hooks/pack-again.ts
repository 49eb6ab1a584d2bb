import { useSearchParams } from 'react-router-dom';
import { useHydrated } from '@/lib/hydrated';

/** The vote page's query parameter naming the pack to buy again (a payment cancelled or failed). */
export const PACK_AGAIN_QUERY = 'pack';

/** The vote page of the payment's child with its pack chosen again ("Réessayer"), kept across a reload. */
export function packAgainPath(contestId: number, participantId: number, packId: number | null): string {
  const page = `/vote/${contestId}/${participantId}`;
  return packId === null ? page : `${page}?${PACK_AGAIN_QUERY}=${packId}`;
}

/**
 * The pack the address asks to buy again, read once the page is the browser's (the server's render
 * and the browser's first one show no choice, so the page is rendered once for every address).
 */
export function usePackAgain(): number | null {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const value = params.get(PACK_AGAIN_QUERY);
  return hydrated && value && /^\d+$/.test(value) ? Number(value) : null;
}
