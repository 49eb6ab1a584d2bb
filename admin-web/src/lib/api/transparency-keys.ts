import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { useQuery } from '@tanstack/react-query';
import { transparency as TRANSPARENCY_TEXT } from '@/messages/transparency';
import { api } from '../api-client';

export type SigningKey = components['schemas']['TransparencyKeyResponse'];

/** GET /api/transparency/keys: every public key that signed the vote log, the old ones too. */
export async function getSigningKeys(): Promise<SigningKey[]> {
  return unwrap(await api.GET('/api/transparency/keys'), TRANSPARENCY_TEXT.keys.failed);
}

export const useSigningKeys = () => useQuery({ queryKey: ['transparency-keys'], queryFn: getSigningKeys });
