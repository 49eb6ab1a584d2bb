import { StatCards } from '@/components/stat-cards';
import type { DashboardFigures } from '@/lib/api/dashboard/dashboard';
import { formatFcfa, formatNumber } from '@bebe-star/web-common/format';
import { common as COMMON_TEXT } from '@/messages/common';
import { dashboard as DASHBOARD_TEXT } from '@/messages/dashboard';

const t = DASHBOARD_TEXT.cards;

/**
 * The spec's cards (users, contests, active contests, participants, votes, comments) with packs and
 * revenue, and the votes waiting for an administrator (held votes, parents' disputes).
 */
export function DashboardCards({ figures }: { figures: DashboardFigures }) {
  const { users, contests, votes, comments } = figures;
  return (
    <StatCards
      label={t.label}
      stats={[
        { label: t.users, value: formatNumber(users.total), detail: t.usersActive(users.active) },
        {
          label: t.contests,
          value: formatNumber(contests.total),
          detail: t.contestsByStatus(contests.draft, contests.pre_registration, contests.closed),
        },
        {
          label: COMMON_TEXT.activeContests.label,
          value: formatNumber(contests.active),
          detail: COMMON_TEXT.activeContests.detail,
          tone: 'success',
        },
        { label: t.participants, value: formatNumber(figures.participants) },
        { label: t.packs, value: formatNumber(figures.vote_packs) },
        {
          label: t.votes,
          value: formatNumber(votes.total),
          detail: t.votesSplit(votes.free, votes.paid, votes.reversed),
          tone: 'success',
        },
        {
          label: t.comments,
          value: formatNumber(comments.total),
          detail: t.toModerate(formatNumber(comments.to_moderate)),
          tone: comments.to_moderate > 0 ? 'warning' : 'neutral',
        },
        { label: t.revenue, value: formatFcfa(figures.revenue.total), detail: t.revenueHint, tone: 'success' },
        {
          label: t.heldVotes,
          value: formatNumber(figures.held_votes),
          detail: t.heldVotesHint,
          tone: figures.held_votes > 0 ? 'warning' : 'neutral',
          link: { to: '/votes?view=held', label: t.review },
        },
        {
          label: t.openDisputes,
          value: formatNumber(figures.open_disputes),
          tone: figures.open_disputes > 0 ? 'warning' : 'neutral',
          link: { to: '/votes?view=disputes', label: t.answer },
        },
      ]}
    />
  );
}
