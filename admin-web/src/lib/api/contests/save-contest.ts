import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contests as CONTESTS_TEXT } from '@/messages/contests';
import { api } from '../../api-client';
import { contestKeys } from './contest-keys';
import type { Contest } from './contests';

export type ContestFields = Omit<components['schemas']['CreateContestForm'], 'image'>;

/** The multipart body: empty values left out (an unset pre-registration date is not sent), the image only when chosen. */
function contestFormData(fields: ContestFields, image: File | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null && value !== '') form.append(name, String(value));
  }
  if (image) form.append('image', image);
  return form;
}

export interface SaveContest {
  /** Absent: a new contest. */
  id?: number;
  fields: ContestFields;
  image: File | null;
}

/** POST /api/contests/contests, or PATCH /api/contests/contests/{id}, as multipart (spec 002 §7). */
export async function saveContest({ id, fields, image }: SaveContest): Promise<Contest> {
  const bodySerializer = () => contestFormData(fields, image);
  if (id === undefined) {
    return unwrap(
      await api.POST('/api/contests/contests', { body: fields, bodySerializer }),
      CONTESTS_TEXT.form.createFailed,
    );
  }
  return unwrap(
    await api.PATCH('/api/contests/contests/{id}', { params: { path: { id } }, body: fields, bodySerializer }),
    CONTESTS_TEXT.form.updateFailed,
  );
}

export function useSaveContest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contestKeys.all }),
  });
}
