import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/auth-store';
import { awards as AWARDS_TEXT } from '@/messages/awards';
import { testimonialKeys } from './testimonial-keys';

export type Testimonial = components['schemas']['TestimonialResponse'];
export type TestimonialPage = components['schemas']['PageResponse'] & { results: Testimonial[] };

/** The parent's own testimonials all fit in one page: one per win. */
const MINE_PAGE_SIZE = 100;

/** GET /api/contests/feedback: the public testimonials, newest first (or with `mine`, the parent's own). */
export async function getTestimonials(query: {
  page?: number;
  page_size: number;
  mine?: boolean;
}): Promise<TestimonialPage> {
  return unwrap(await api.GET('/api/contests/feedback', { params: { query } }), AWARDS_TEXT.testimonials.loadFailed);
}

/** The home shows at most six testimonials (its first page of them). */
export const HOME_TESTIMONIALS = 6;

/** The public testimonials, page after page ("Voir plus"). */
export const testimonialsQuery = (pageSize: number) =>
  infiniteQueryOptions({
    queryKey: testimonialKeys.list(pageSize),
    queryFn: ({ pageParam }) => getTestimonials({ page: pageParam, page_size: pageSize }),
    initialPageParam: 1,
    getNextPageParam: (last: TestimonialPage) =>
      last.current_page < last.total_pages ? last.current_page + 1 : undefined,
  });

export const useTestimonials = (pageSize: number) => useInfiniteQuery(testimonialsQuery(pageSize));

export const myTestimonialsQuery = (userId: number) =>
  queryOptions({
    queryKey: testimonialKeys.mine(userId),
    queryFn: async () => (await getTestimonials({ mine: true, page_size: MINE_PAGE_SIZE })).results,
  });

/** The signed-in parent's testimonials; nothing is asked without a session. */
export function useMyTestimonials() {
  const session = useSession();
  return useQuery({ ...myTestimonialsQuery(session?.userId ?? 0), enabled: session !== null });
}
