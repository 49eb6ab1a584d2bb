import { ApiError, errorMessage, statusMessage, unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { babyKeys } from '@/lib/api/babies/baby-keys';
import { contestKeys } from '@/lib/api/contests/contest-keys';
import { authStore } from '@/lib/auth-store';
import { participation as PARTICIPATION_TEXT } from '@/messages/participation';
import { toFormData } from '../utils/form-data';
import { sendWithProgress, type UploadProgress } from './send-with-progress';

export type RegistrationFields = Omit<components['schemas']['RegisterParticipantForm'], 'photo'>;
type Participant = components['schemas']['ParticipantResponse'];

const PATH = '/api/contests/register';

export interface Registration {
  fields: RegistrationFields;
  photo: File;
  /** The same for every send of one wizard: a retry after a dropped connection never enters the child twice. */
  key: string;
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * POST /api/contests/register (multipart): the child, the contact details and the photo, sent with
 * XMLHttpRequest to report the upload's progress. An access token that expired while the form was
 * filled is renewed by the API client, which sends the form again under the same key.
 */
export async function registerParticipant({ fields, photo, key, onProgress = () => undefined }: Registration) {
  const t = PARTICIPATION_TEXT.errors;
  const token = authStore.get()?.accessToken;
  const request = new Request(new URL(PATH, window.location.origin), {
    method: 'POST',
    body: toFormData(fields, { photo }),
    headers: { 'Idempotency-Key': key, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  const response = await sendWithProgress(request, onProgress);
  if (response.status === 401 && authStore.get()) {
    return unwrap(
      await api.POST(PATH, {
        body: fields,
        bodySerializer: (body) => toFormData(body, { photo }),
        params: { header: { 'Idempotency-Key': key } },
      }),
      t.registration,
    );
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok && body) return body as Participant;
  throw new ApiError(response.status, errorMessage(body, statusMessage(response.status) ?? t.registration), body);
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
