import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { contestQuery } from '@/lib/api/contests/get-contest';
import { inProgressContestsQuery } from '@/lib/api/contests/get-in-progress-contests';
import { votePacksQuery } from '@/lib/api/payments/get-vote-packs';
import type { HeadOf } from '@/lib/page-head';
import { readsQuery } from '@/lib/rendered-query';
import { share as SHARE_TEXT } from '@/messages/share';
import { HOME_TESTIMONIALS, testimonialsQuery } from '@/lib/api/testimonials/get-testimonials';
import { contestParticipantsQuery } from './api/get-contest-participants';
import { contestRankingQuery } from './api/get-contest-ranking';
import { contestsQuery } from './api/get-contests';
import { NO_FILTERS } from './components/participant-filters';

/** A contest's link preview (its participants' and its ranking's pages): its title, its field, its image. */
const contestHead: HeadOf = (params, queryClient) => {
  const contestId = Number(params.contestId);
  if (!Number.isInteger(contestId) || contestId <= 0) return null;
  const contest = queryClient.getQueryData(contestQuery(contestId).queryKey);
  if (!contest) return null;
  return {
    title: SHARE_TEXT.contest.title(contest.title),
    description: SHARE_TEXT.contest.description(contest.participants_count),
    image: contest.image_urls ? { url: contest.image_urls.card, alt: contest.title } : null,
    type: 'website',
  };
};

/**
 * Home, the contest list, a contest's participants and its full ranking. Each asks for its first
 * screen's data while its code loads (its loader), not once it has run; the server's render of them
 * waits for it.
 */
export const contestRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    index: true,
    loader: () => {
      void queryClient.prefetchQuery(inProgressContestsQuery());
      void queryClient.prefetchQuery(votePacksQuery());
      void queryClient.prefetchInfiniteQuery(testimonialsQuery(HOME_TESTIMONIALS));
      return null;
    },
    lazy: () => import('./pages/home-page').then((m) => ({ Component: m.HomePage })),
  },
  {
    path: 'concours',
    loader: () => {
      void queryClient.prefetchQuery(contestsQuery());
      return null;
    },
    lazy: () => import('./pages/contests-page').then((m) => ({ Component: m.ContestsPage })),
  },
  {
    path: 'concours/:contestId/participants',
    loader: ({ params, request }) => {
      const contestId = Number(params.contestId);
      if (Number.isInteger(contestId) && contestId > 0) {
        const search = new URL(request.url).searchParams.get('search') ?? '';
        void queryClient.prefetchQuery(contestQuery(contestId));
        void queryClient.prefetchInfiniteQuery(contestParticipantsQuery(contestId, { ...NO_FILTERS, search }));
      }
      return null;
    },
    // The search asked for first, and the participant whose detail opens over the list.
    handle: { ...readsQuery('search', 'participant').handle, head: contestHead },
    // Filters and the opened participant change the address, not the data to ask for first.
    shouldRevalidate: ({ currentParams, nextParams }) => currentParams.contestId !== nextParams.contestId,
    lazy: () => import('./pages/participants-page').then((m) => ({ Component: m.ParticipantsPage })),
  },
  {
    path: 'concours/:contestId/classement',
    loader: ({ params }) => {
      const contestId = Number(params.contestId);
      if (Number.isInteger(contestId) && contestId > 0) {
        void queryClient.prefetchQuery(contestQuery(contestId));
        void queryClient.prefetchQuery(contestRankingQuery(contestId));
      }
      return null;
    },
    // The view (all votes or free votes only) and the participant marked in the ranking.
    handle: { ...readsQuery('votes', 'highlight').handle, head: contestHead },
    lazy: () => import('./pages/ranking-page').then((m) => ({ Component: m.RankingPage })),
  },
];
