import { fetchVotePacks } from '@bebe-star/web-common/shared-reads';
import { expectOk, unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { votePacks as PACKS_TEXT } from '@/messages/vote-packs';
import { api } from '../../api-client';
import { votePackKeys } from './vote-pack-keys';

export type VotePack = components['schemas']['VotePackResponse'];
export type VotePackBody = components['schemas']['VotePackDto'];

/** GET /api/payments/packs: the packs on sale (searched by name or description when asked). */
export async function getVotePacks(search?: string): Promise<VotePack[]> {
  return fetchVotePacks(api, PACKS_TEXT.loadFailed, { search });
}

export const useVotePacks = (search?: string) =>
  useQuery({ queryKey: votePackKeys.list(search ?? ''), queryFn: () => getVotePacks(search) });

/** POST /api/payments/packs (id absent) or PATCH /api/payments/packs/{id}. */
export async function saveVotePack({ id, body }: { id?: number; body: VotePackBody }): Promise<VotePack> {
  if (id === undefined) return unwrap(await api.POST('/api/payments/packs', { body }), PACKS_TEXT.form.failed);
  return unwrap(
    await api.PATCH('/api/payments/packs/{id}', { params: { path: { id } }, body }),
    PACKS_TEXT.form.failed,
  );
}

/** DELETE /api/payments/packs/{id} (204): off sale; payments already made keep their pack's name. */
export async function deleteVotePack(id: number): Promise<void> {
  expectOk(await api.DELETE('/api/payments/packs/{id}', { params: { path: { id } } }), PACKS_TEXT.remove.failed);
}

export function useVotePackWrites() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: votePackKeys.all });
  return {
    save: useMutation({ mutationFn: saveVotePack, onSuccess }),
    remove: useMutation({ mutationFn: deleteVotePack, onSuccess }),
  };
}
