import type { components } from '@contracts/api-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Testimonial } from './get-testimonials';
import { changeRefusal, testimonialCall } from './testimonial-errors';
import { testimonialKeys } from './testimonial-keys';

export type TestimonialChange = components['schemas']['UpdateTestimonialDto'];

/** PATCH /api/contests/feedback/{id} `{rating, text}` (its author only). */
export async function updateTestimonial(id: number, change: TestimonialChange): Promise<Testimonial> {
  return testimonialCall(
    () => api.PATCH('/api/contests/feedback/{id}', { params: { path: { id } }, body: change }),
    changeRefusal('edit'),
  );
}

export function useUpdateTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: TestimonialChange }) => updateTestimonial(id, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testimonialKeys.all }),
  });
}
