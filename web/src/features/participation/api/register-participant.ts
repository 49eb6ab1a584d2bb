import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { babyKeys } from '@/lib/api/babies/baby-keys';
import { contestKeys } from '@/lib/api/contests/contest-keys';
import { participation as PARTICIPATION_TEXT } from '@/messages/participation';
import { toFormData } from '../utils/form-data';

export type RegistrationFields = Omit<components['schemas']['RegisterParticipantForm'], 'photo'>;

/** POST /api/contests/register (multipart): the child, the contact details and the photo. */
export async function registerParticipant({ fields, photo }: { fields: RegistrationFields; photo: File }) {
  return unwrap(
    await api.POST('/api/contests/register', {
      body: fields,
      bodySerializer: (body) => toFormData(body, { photo }),
    }),
    PARTICIPATION_TEXT.errors.registration,
  );
}

/** Registers the participant; the user's babies and the contests (counts) are read again afterwards. */
export function useRegisterParticipant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerParticipant,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: babyKeys.all }),
        queryClient.invalidateQueries({ queryKey: contestKeys.all }),
      ]),
  });
}
