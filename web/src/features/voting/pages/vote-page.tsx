import { ApiError } from '@bebe-star/web-common/api-errors';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { AuthRequiredModal } from '@/components/auth-required-modal';
import { RankingAnnouncer } from '@/components/ranking-announcer';
import { smsShareLine } from '@/components/phone-votes';
import { ShareActions } from '@/components/share-actions';
import { ErrorState, LoadingState } from '@/components/status-views';
import { useParticipantProfile } from '@/lib/api/babies/get-participant-profile';
import { type ContestChannels, useContestChannels } from '@/lib/api/channels/get-contest-channels';
import { participantKeys } from '@/lib/api/participants/participant-keys';
import { inContest, type Participant, useParticipant } from '@/lib/api/participants/get-participant';
import { useVotePacks } from '@/lib/api/payments/get-vote-packs';
import { useSession } from '@/lib/auth-store';
import { useHydrated } from '@/lib/hydrated';
import type { LiveRankingEntry } from '@contracts/live-protocol';
import { plainPaths } from '@contracts/plain-pages';
import { useLiveRanking } from '@/lib/live-ranking';
import { common as COMMON_TEXT } from '@/messages/common';
import { share as SHARE_TEXT } from '@/messages/share';
import { voting as VOTING_TEXT } from '@/messages/voting';
import { ContestBanner } from '../components/contest-banner';
import { FreeVoteCard } from '../components/free-vote-card';
import { ParticipantProfile } from '../components/participant-profile';
import { PrizeCard } from '../components/prize-card';
import { PrizeWonBanner } from '../components/prize-won-banner';
import { VotePacks } from '../components/vote-packs';
import { useContestWatch } from '../hooks/use-contest-watch';
import { useFreeVote } from '../hooks/use-free-vote';
import { rememberVoteIntent, takeVoteIntent } from '../hooks/vote-intent';
import '../voting.css';

const t = VOTING_TEXT;
/** Offered only after a free vote: its code (and the notification texts) is no part of the page's first visit. */
const FreeVoteReminder = lazy(() =>
  import('../components/free-vote-reminder').then((m) => ({ default: m.FreeVoteReminder })),
);
/** Lines of the live feed followed: the most the feed gives, so most participants are live. */
const LIVE_LIMIT = 100;
const BANNER_MS = 5_000;
const NO_LINES: LiveRankingEntry[] = [];
const FLAGS = ['payment_success', 'refresh_votes'] as const;

const positiveId = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : null);

/** After a payment (or when asked), reload the participant fresh, say so for 5 s and clean the address. */
function useReturnBanner(participantId: number) {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const flag =
    params.get('payment_success') === 'true' ? 'payment' : params.get('refresh_votes') === 'true' ? 'refresh' : null;
  const [banner, setBanner] = useState<'payment' | 'refresh' | null>(null);

  useEffect(() => {
    if (!flag) return;
    setBanner(flag);
    void queryClient.invalidateQueries({ queryKey: participantKeys.detail(participantId) });
    setParams(
      (current) => {
        FLAGS.forEach((name) => current.delete(name));
        return current;
      },
      { replace: true },
    );
  }, [flag, participantId, queryClient, setParams]);

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  return banner;
}

/** What sharing the page sends: its address and the message (with the SMS to send while the contest takes votes by SMS). */
const shareOf = (participant: Participant, channels: ContestChannels | null) => ({
  path: `/vote/${participant.contest}/${participant.id}`,
  text: SHARE_TEXT.message(
    participant.baby_details.name,
    participant.contest_details.title,
    participant.vote_code,
    smsShareLine(channels, participant.vote_code),
  ),
});

/**
 * The page's share actions for everyone; for the parent who entered the child, the same actions in a
 * "Faites voter vos proches" card. The message says the SMS to send while the contest takes votes by SMS.
 */
function ShareCard({ participant, channels }: { participant: Participant; channels: ContestChannels | null }) {
  const profile = useParticipantProfile();
  const own = profile.data?.participations.some((entry) => entry.id === participant.id) ?? false;
  const name = participant.baby_details.name;
  return (
    <section className={`share-card card${own ? ' share-card--parent' : ''}`} aria-labelledby="share-card-title">
      <h2 id="share-card-title" className="share-card__title">
        {own ? SHARE_TEXT.parentCard.title : t.share.title}
      </h2>
      {own && <p className="share-card__text">{SHARE_TEXT.parentCard.text(name)}</p>}
      <ShareActions {...shareOf(participant, channels)} />
    </section>
  );
}

function LoadedVotePage({ participant }: { participant: Participant }) {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [authRequired, setAuthRequired] = useState(false);
  const contestId = participant.contest;
  const live = useLiveRanking(contestId, LIVE_LIMIT);
  const freeVote = useFreeVote(contestId, participant.id);
  const packs = useVotePacks();
  const watch = useContestWatch(participant.contest_details);
  const channels = useContestChannels(contestId);
  /** The count our own vote got, shown until the live feed moves past the version it was seen at. */
  const [confirmed, setConfirmed] = useState<{ count: number; liveVersion: number } | null>(null);
  /** This visitor's votes held for checking in this session, shown as "en vérification" beside the count. */
  const [heldVotes, setHeldVotes] = useState(0);
  /** The counted vote to thank for: the place before it and the count it made, until dismissed. */
  const [thanked, setThanked] = useState<{ before: number | null; count: number } | null>(null);

  const { justVoted } = freeVote;
  const { resync } = live;
  useEffect(() => {
    if (justVoted) resync();
  }, [justVoted, resync]);

  const entry = participant.secure_id
    ? live.ranking?.find((line) => line.secure_id === participant.secure_id)
    : undefined;
  const base = entry?.vote_count ?? participant.vote_count ?? participant.votes ?? 0;
  const stillAhead = confirmed && confirmed.liveVersion === live.version && confirmed.count > base;
  const votes = (stillAhead ? confirmed.count : base) + freeVote.pendingVotes;
  const rank = entry ? entry.rank : (participant.rank ?? null);

  const contest = participant.contest_details;
  const contestOver = watch.finished;
  const phoneChannels = contestOver ? null : channels;
  const returnUrl = `${location.pathname}${location.search}`;

  /** Signing in, or confirming a number, on the way back here: the vote is cast on return (`takeVoteIntent`). */
  const leaveToVote = (path: '/login' | '/compte/telephone') => {
    rememberVoteIntent(participant.id);
    void navigate(`${path}?${new URLSearchParams({ returnUrl, pays: participant.country })}`);
  };

  // The place the vote made, once the live ranking counts it; unknown until then (or without the feed).
  const placeAfter = thanked && entry && entry.vote_count >= thanked.count ? entry.rank : null;
  const thanks = thanked
    ? t.freeVote.thanksPlace(
        participant.baby_details.name,
        participant.baby_details.gender === 'female',
        thanked.before,
        placeAfter,
      )
    : null;

  const vote = () => {
    const before = rank;
    if (!session) leaveToVote('/login');
    else
      freeVote.vote(
        (count, held) => {
          if (held) setHeldVotes((votes) => votes + 1);
          else {
            setConfirmed({ count, liveVersion: live.version });
            setThanked({ before, count });
          }
        },
        () => leaveToVote('/compte/telephone'),
      );
  };

  // Back from signing in (or confirming a number) to cast the vote asked for: cast now, no second tap.
  const intended = hydrated && session !== null && freeVote.state !== 'starting';
  const castIntended = useRef(vote);
  castIntended.current = () => {
    if (takeVoteIntent(participant.id) && freeVote.state === 'available' && !contestOver) vote();
  };
  useEffect(() => {
    if (intended) castIntended.current();
  }, [intended]);

  return (
    <div className="vote-page">
      {watch.prize && <PrizeWonBanner prize={watch.prize} />}
      {participant.secure_id && <RankingAnnouncer lines={live.ranking ?? NO_LINES} followed={participant.secure_id} />}
      <ContestBanner contest={contest} />
      <div className="vote-page__main">
        <ParticipantProfile
          participant={participant}
          votes={votes}
          heldVotes={heldVotes}
          rank={rank}
          live={live.status === 'live' && Boolean(entry)}
          highlighted={Boolean(participant.secure_id && live.highlighted.has(participant.secure_id))}
          phoneChannels={phoneChannels}
        />
      </div>
      <div className="vote-page__side">
        {/* A winning parent already has the banner's way to the claim. */}
        <PrizeCard contest={contest} rank={rank} claimLink={watch.closed && !watch.prize} />
        <FreeVoteCard
          state={freeVote.state}
          contestOver={contestOver}
          secondsLeft={freeVote.secondsLeft}
          progress={freeVote.progress}
          error={freeVote.error}
          justVoted={freeVote.justVoted}
          held={freeVote.held}
          receipt={freeVote.receipt}
          thanks={freeVote.justVoted ? thanks : null}
          share={shareOf(participant, phoneChannels)}
          onDismissThanks={() => setThanked(null)}
          action={plainPaths.vote(participant.id)}
          onVote={vote}
        />
        {session && freeVote.justVoted && (
          <Suspense fallback={null}>
            <FreeVoteReminder secondsLeft={freeVote.secondsLeft} />
          </Suspense>
        )}
        <ShareCard participant={participant} channels={phoneChannels} />
        {!contestOver &&
          (packs.isPending ? (
            <LoadingState label={t.packs.loading} />
          ) : packs.isError ? (
            <p className="vote-packs__error" role="alert">
              {t.packs.loadError}{' '}
              <button type="button" className="button button--small" onClick={() => void packs.refetch()}>
                {COMMON_TEXT.retry}
              </button>
            </p>
          ) : (
            <VotePacks
              packs={packs.data}
              participant={{ id: participant.id, contestId, name: participant.baby_details.name }}
              contestEnd={watch.endDate}
              loggedIn={Boolean(session)}
              onAuthRequired={() => setAuthRequired(true)}
            />
          ))}
      </div>
      {freeVote.popup && (
        <div className="vote-popup" role="alertdialog" aria-live="assertive" aria-labelledby="vote-popup-text">
          <p id="vote-popup-text">{freeVote.popup}</p>
          <button type="button" className="button button--small" onClick={freeVote.closePopup}>
            {COMMON_TEXT.close}
          </button>
        </div>
      )}
      {authRequired && <AuthRequiredModal returnUrl={returnUrl} onClose={() => setAuthRequired(false)} />}
    </div>
  );
}

/** No such participant in this contest (unknown, deleted, or of another contest than the address's). */
function ParticipantNotFound({ onRetry }: { onRetry?: () => void }) {
  return (
    <section className="state" role="alert">
      <h1>{t.notFoundTitle}</h1>
      <p>{t.notFoundText}</p>
      <div className="state__actions">
        {onRetry && (
          <button type="button" className="button button--primary" onClick={onRetry}>
            {COMMON_TEXT.retry}
          </button>
        )}
        <Link className="button" to="/">
          {t.home}
        </Link>
        <Link className="button" to="/concours">
          {t.allContests}
        </Link>
      </div>
    </section>
  );
}

function VoteView({ contestId, participantId }: { contestId: number; participantId: number }) {
  const query = useParticipant(participantId);
  const banner = useReturnBanner(participantId);

  if (query.isPending) return <LoadingState label={t.loadingParticipant} />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return <ParticipantNotFound onRetry={() => void query.refetch()} />;
    }
    return <ErrorState title={t.loadErrorTitle} message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  if (!inContest(query.data, contestId)) return <ParticipantNotFound />;
  return (
    <>
      {banner && (
        <p className="vote-banner" role="status">
          {banner === 'payment' ? t.paymentSuccessBanner : t.votesRefreshedBanner}
        </p>
      )}
      <LoadedVotePage participant={query.data} />
    </>
  );
}

/** /vote/:contestId/:participantId — one participant, its free vote and the vote packs. */
export function VotePage() {
  const params = useParams();
  const contestId = positiveId(params.contestId);
  const participantId = positiveId(params.participantId);
  if (!contestId || !participantId) {
    return (
      <section className="state">
        <h1>{t.invalidParamsTitle}</h1>
        <p>{t.invalidParamsText}</p>
        <Link className="button button--primary" to="/">
          {COMMON_TEXT.backHome}
        </Link>
      </section>
    );
  }
  return <VoteView key={participantId} contestId={contestId} participantId={participantId} />;
}
