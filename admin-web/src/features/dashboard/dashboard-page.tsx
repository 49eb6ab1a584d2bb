import { PageHeader } from '@/components/page-header';
import { ErrorView, LoadingView } from '@/components/status-views';
import { useContests } from '@/lib/api/contests/contests';
import { useCurrentUser } from '@/lib/api/users/current-user';
import { useDashboard } from '@/lib/api/dashboard/dashboard';
import { errorText } from '@/lib/error-text';
import { type LiveState, useLiveDashboard } from '@/lib/live-dashboard';
import { common as COMMON_TEXT } from '@/messages/common';
import { dashboard as DASHBOARD_TEXT } from '@/messages/dashboard';
import { CHART_COLORS } from './chart-colors';
import { DashboardCards } from './components/dashboard-cards';
import { NotificationCards } from './components/notification-cards';
import { RevenueChart } from './components/revenue-chart';
import { SetupChecklistPanel } from './components/setup-checklist';
import { StatusChart } from './components/status-chart';
import { VotesPerHourChart } from './components/votes-per-hour-chart';
import { useDashboardSearch } from './hooks/use-dashboard-search';
import './dashboard.css';

function LiveBadge({ state }: { state: LiveState }) {
  return (
    <span className={`live-badge live-badge--${state}`} role="status" aria-label={DASHBOARD_TEXT.live.label}>
      {DASHBOARD_TEXT.live[state]}
    </span>
  );
}

/**
 * /admin/tableau-de-bord: the setup checklist until the deployment is ready, the product's figures from
 * one server call, live counters and four charts.
 */
export function DashboardPage() {
  const figures = useDashboard();
  const contests = useContests();
  const live = useLiveDashboard();
  const [search, update] = useDashboardSearch();
  const { user } = useCurrentUser();
  const contestList = contests.data ?? [];
  // The chart opens where the votes are: the contest of the newest vote, else the first open one.
  const chartedContest =
    search.contest ??
    figures.data?.latest_votes_contest ??
    (contestList.find((contest) => contest.status === 'open') ?? contestList[0])?.id;

  return (
    <div className="page">
      <PageHeader
        title={DASHBOARD_TEXT.title}
        subtitle={DASHBOARD_TEXT.subtitle}
        actions={
          <>
            <LiveBadge state={live} />
            <button type="button" className="button" onClick={() => void figures.refetch()}>
              {COMMON_TEXT.refresh}
            </button>
          </>
        }
      />
      <SetupChecklistPanel enabled={user?.permissions.includes('manage_settings') ?? false} />
      {figures.isPending ? (
        <LoadingView />
      ) : figures.isError ? (
        <ErrorView
          message={errorText(figures.error, DASHBOARD_TEXT.loadFailed)}
          onRetry={() => void figures.refetch()}
        />
      ) : (
        <>
          <DashboardCards figures={figures.data} />
          <NotificationCards notifications={figures.data.notifications} />
          <div className="dashboard-charts">
            <VotesPerHourChart
              contests={contestList}
              contest={chartedContest}
              hours={search.hours}
              onChange={(changes) => update(changes)}
            />
            <RevenueChart daily={figures.data.revenue_daily} />
            <StatusChart
              id="payments-by-status"
              title={DASHBOARD_TEXT.payments.title}
              empty={DASHBOARD_TEXT.payments.empty}
              counts={(['succeeded', 'pending', 'flagged', 'failed'] as const).map((status) => ({
                key: status,
                label: DASHBOARD_TEXT.payments.statuses[status],
                count: figures.data.payments[status],
                color: CHART_COLORS[status],
              }))}
            />
            <StatusChart
              id="claims-by-state"
              title={DASHBOARD_TEXT.claims.title}
              empty={DASHBOARD_TEXT.claims.empty}
              counts={(['pending', 'paid', 'rejected'] as const).map((status) => ({
                key: status,
                label: DASHBOARD_TEXT.claims.statuses[status],
                count: figures.data.claims[status],
                color: CHART_COLORS[status === 'paid' ? 'paid_claims' : status],
              }))}
            />
          </div>
        </>
      )}
    </div>
  );
}
