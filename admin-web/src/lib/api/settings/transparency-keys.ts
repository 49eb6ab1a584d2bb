import { fetchTransparencyKeys } from '@bebe-star/web-common/shared-reads';
import type { components } from '@contracts/api-schema';
import { useQuery } from '@tanstack/react-query';
import { transparency as TRANSPARENCY_TEXT } from '@/messages/transparency';
import { api } from '../../api-client';
import { settingsKeys } from './settings-keys';

export type SigningKey = components['schemas']['TransparencyKeyResponse'];

/** GET /api/transparency/keys: every public key that signed the vote log, the old ones too. */
export async function getSigningKeys(): Promise<SigningKey[]> {
  return fetchTransparencyKeys(api, TRANSPARENCY_TEXT.keys.failed);
}

export const useSigningKeys = () => useQuery({ queryKey: settingsKeys.signingKeys(), queryFn: getSigningKeys });
