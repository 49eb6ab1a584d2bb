import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { babyKeys } from '@/lib/api/babies/baby-keys';
import { preregistrationKeys } from '@/lib/api/preregistrations/preregistration-keys';
import { participation as PARTICIPATION_TEXT } from '@/messages/participation';
import { toFormData } from '../utils/form-data';

type Form = components['schemas']['CreatePreregistrationForm'];

export type PreregistrationRequest =
  | { kind: 'existing'; contest: number; baby: number; country?: string; city?: string; phone_number?: string }
  | { kind: 'new'; fields: Omit<Form, 'photo' | 'baby' | 'baby_id'>; photo: File };

/** POST /api/contests/preregistrations: `{baby, contest}` as JSON, or a new baby with its photo as multipart. */
export async function createPreregistration(request: PreregistrationRequest) {
  const fallback = PARTICIPATION_TEXT.preregistration.error;
  if (request.kind === 'new') {
    return unwrap(
      await api.POST('/api/contests/preregistrations', {
        body: request.fields,
        bodySerializer: (body) => toFormData(body, { photo: request.photo }),
      }),
      fallback,
    );
  }
  const { contest, baby, country, city, phone_number } = request;
  // The document marks date_of_birth as required; the API needs it only for a new baby.
  const body = { contest, baby, country, city, phone_number } as Form;
  return unwrap(await api.POST('/api/contests/preregistrations', { body }), fallback);
}

export function useCreatePreregistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPreregistration,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: preregistrationKeys.all }),
        queryClient.invalidateQueries({ queryKey: babyKeys.all }),
      ]),
  });
}
