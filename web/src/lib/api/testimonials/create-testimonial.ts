import { ApiError } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { awards as AWARDS_TEXT } from '@/messages/awards';
import type { Testimonial } from './get-testimonials';
import { createRefusal, testimonialCall } from './testimonial-errors';
import { testimonialKeys } from './testimonial-keys';

export type NewTestimonial = components['schemas']['CreateTestimonialDto'];

/** POST /api/contests/feedback `{rating, text, winner}`: one testimonial per win, by its parent. */
export async function createTestimonial(testimonial: NewTestimonial): Promise<Testimonial> {
  if (!authStore.get()) throw new ApiError(401, AWARDS_TEXT.testimonialErrors.missingToken, null);
  return testimonialCall(() => api.POST('/api/contests/feedback', { body: testimonial }), createRefusal);
}

export function useCreateTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTestimonial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testimonialKeys.all }),
  });
}
