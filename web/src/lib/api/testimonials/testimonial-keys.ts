/** The query keys of testimonials, from here only: one per endpoint. */
export const testimonialKeys = {
  all: ['testimonials'] as const,
  /** GET /api/contests/feedback (public, newest first): every loaded page of `pageSize` */
  list: (pageSize: number) => ['testimonials', 'list', pageSize] as const,
  /** GET /api/contests/feedback?mine=true (the signed-in parent's, hidden ones included) */
  mine: (userId: number) => ['testimonials', 'mine', userId] as const,
};
