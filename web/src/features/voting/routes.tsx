import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { contestChannelsQuery } from '@/lib/api/channels/get-contest-channels';
import { participantInContestQuery, participantQuery } from '@/lib/api/participants/get-participant';
import { votePacksQuery } from '@/lib/api/payments/get-vote-packs';
import type { HeadOf } from '@/lib/page-head';
import { readsQuery } from '@/lib/rendered-query';
import { share as SHARE_TEXT } from '@/messages/share';
import { paymentStatusQuery } from './api/get-payment-status';
import { PAYMENT_REFERENCE_QUERY, paymentReferenceIn } from './hooks/use-payment-reference';

const t = SHARE_TEXT.participant;

/**
 * A participant's link preview: "Votez pour <prénom> — <concours>", its standing (public on the page),
 * its vote code, and the child's photo in the card size. Only the first name, as the page shows it.
 */
const participantHead: HeadOf = (params, queryClient) => {
  if (!/^\d+$/.test(params.participantId ?? '')) return null;
  const participant = queryClient.getQueryData(participantQuery(Number(params.participantId)).queryKey);
  if (!participant) return null;
  const name = participant.baby_details.name;
  const contest = participant.contest_details.title;
  const votes = participant.vote_count ?? participant.votes ?? 0;
  const standing = participant.rank ? t.standing(participant.rank, votes) : null;
  return {
    title: t.title(name, contest),
    description: t.description(name, contest, standing, participant.vote_code),
    image: { url: participant.baby_details.photo_urls.card, alt: t.imageAlt(name) },
    type: 'profile',
  };
};

/**
 * A payment's result page asks for the payment its address names while its code loads: the server
 * renders it too, so that a browser without JavaScript coming back from the provider sees the result.
 */
const paymentResultLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) => {
    const reference = paymentReferenceIn(new URL(request.url).searchParams);
    if (reference) void queryClient.prefetchQuery(paymentStatusQuery(reference));
    return null;
  };

/**
 * The vote page asks for its participant, the packs and how to vote by SMS and USSD while its code loads
 * (its loader), not once it has run.
 */
export const votingRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    path: 'vote/:contestId/:participantId',
    loader: ({ params }) => {
      const participantId = /^\d+$/.test(params.participantId ?? '') ? Number(params.participantId) : null;
      const contestId = /^\d+$/.test(params.contestId ?? '') ? Number(params.contestId) : null;
      if (participantId) void queryClient.prefetchQuery(participantQuery(participantId));
      if (contestId) void queryClient.prefetchQuery(contestChannelsQuery(contestId));
      // A participant of another contest than the address's is not found there (a 404 when rendered on the server).
      if (participantId && contestId) {
        void queryClient.prefetchQuery(participantInContestQuery(queryClient, contestId, participantId));
      }
      void queryClient.prefetchQuery(votePacksQuery());
      return null;
    },
    handle: { head: participantHead },
    // The return flags of a payment change the address, not the data to ask for first.
    shouldRevalidate: ({ currentParams, nextParams }) => currentParams.participantId !== nextParams.participantId,
    lazy: () => import('./pages/vote-page').then((m) => ({ Component: m.VotePage })),
  },
  {
    path: 'payment-success',
    loader: paymentResultLoader(queryClient),
    ...readsQuery(...PAYMENT_REFERENCE_QUERY),
    lazy: () => import('./pages/payment-success-page').then((m) => ({ Component: m.PaymentSuccessPage })),
  },
  {
    path: 'payment-failed',
    loader: paymentResultLoader(queryClient),
    ...readsQuery(...PAYMENT_REFERENCE_QUERY),
    lazy: () => import('./pages/payment-failed-page').then((m) => ({ Component: m.PaymentFailedPage })),
  },
];
