import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { changeRefusal, testimonialCall } from './testimonial-errors';
import { testimonialKeys } from './testimonial-keys';

/** DELETE /api/contests/feedback/{id} (its author only); answers the server's confirmation. */
export async function deleteTestimonial(id: number): Promise<string> {
  const { detail } = await testimonialCall(
    () => api.DELETE('/api/contests/feedback/{id}', { params: { path: { id } } }),
    changeRefusal('delete'),
  );
  return detail;
}

export function useDeleteTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTestimonial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testimonialKeys.all }),
  });
}
