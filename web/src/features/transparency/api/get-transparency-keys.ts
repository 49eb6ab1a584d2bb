import { fetchTransparencyKeys } from '@bebe-star/web-common/shared-reads';
import type { components } from '@contracts/api-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { transparencyKeys } from '@/lib/api/transparency/transparency-keys';
import { transparency as TRANSPARENCY_TEXT } from '@/messages/transparency';

export type TransparencyKey = components['schemas']['TransparencyKeyResponse'];

/** GET /api/transparency/keys: every public key that ever signed the log, old ones included. */
export async function getTransparencyKeys(): Promise<TransparencyKey[]> {
  return fetchTransparencyKeys(api, TRANSPARENCY_TEXT.keys.unavailable);
}

/** The published keys: a receipt's or a dossier's key must be one of them. They change only at a rotation. */
export const transparencyKeysQuery = () =>
  queryOptions({ queryKey: transparencyKeys.keys(), queryFn: getTransparencyKeys, staleTime: 5 * 60_000 });

export const useTransparencyKeys = () => useQuery(transparencyKeysQuery());
