import { useId, useState } from 'react';
import { FlashMessage, useFlash } from '@/components/flash-message';
import { Field } from '@bebe-star/web-common/form-field';
import { QueryView } from '@/components/query-view';
import {
  type HeldCluster,
  type HeldClusterBy,
  type HeldCounts,
  useHeldClusters,
  useHeldCounts,
} from '@/lib/api/votes/held-votes';
import { formatNumber, formatShortDateTime, formatTime } from '@bebe-star/web-common/format';
import type { UrlStateChanges } from '@/lib/url-state';
import { votes as VOTES_TEXT } from '@/messages/votes';
import { HELD_GROUPS } from '../hooks/use-votes-search';
import { DecideDialog, type DecisionRequest } from './decide-dialog';
import { HeldQueue } from './held-queue';
import { HeldVotesTable } from './held-votes-table';

const t = VOTES_TEXT.held;
/** How a cluster is named: a window in the administrator's local time, any other key as the server labels it. */
function clusterName(cluster: HeldCluster, by: HeldClusterBy): string {
  const { from, to } = cluster.filter;
  if (by === 'window' && from && to) return t.window(formatShortDateTime(from), formatTime(to));
  return cluster.label;
}

interface ClusterProps {
  contest: number;
  cluster: HeldCluster;
  by: HeldClusterBy;
  onDecide: (request: DecisionRequest) => void;
}

function Cluster({ contest, cluster, by, onDecide }: ClusterProps) {
  const [open, setOpen] = useState(false);
  const votesId = useId();
  const name = clusterName(cluster, by);
  return (
    <li className="held-cluster">
      <div className="held-cluster__summary">
        <h3 className="held-cluster__name">{name}</h3>
        <p>
          <strong>
            {[t.votes(cluster.votes), t.voters(cluster.voters), t.participants(cluster.participants)].join(' · ')}
          </strong>
        </p>
        <p className="held-cluster__span">
          {t.span(formatShortDateTime(cluster.first_at), formatShortDateTime(cluster.last_at))}
        </p>
        <ul className="held-signals" aria-label={t.signals}>
          {cluster.signals.map((signal) => (
            <li key={signal.code} className="held-signal">
              {t.signal(signal.label, formatNumber(signal.votes))}
            </li>
          ))}
        </ul>
      </div>
      <div className="row-actions held-cluster__actions">
        <button
          type="button"
          className="button button--small button--primary"
          aria-label={t.clusterAction(t.release, name)}
          onClick={() =>
            onDecide({
              decision: 'release',
              target: cluster.filter,
              title: VOTES_TEXT.decide.releaseCluster(name, cluster.votes),
            })
          }
        >
          {t.release}
        </button>
        <button
          type="button"
          className="button button--small button--danger"
          aria-label={t.clusterAction(t.reject, name)}
          onClick={() =>
            onDecide({
              decision: 'reject',
              target: cluster.filter,
              title: VOTES_TEXT.decide.rejectCluster(name, cluster.votes),
            })
          }
        >
          {t.reject}
        </button>
        <button
          type="button"
          className="button button--small"
          aria-expanded={open}
          aria-controls={votesId}
          onClick={() => setOpen(!open)}
        >
          {open ? t.hideVotes : t.showVotes}
        </button>
      </div>
      <div id={votesId} className="held-cluster__votes">
        {open && <HeldVotesTable contest={contest} filter={cluster.filter} name={name} onDecide={onDecide} />}
      </div>
    </li>
  );
}

function HeldClusters({ contest, by }: { contest: number; by: HeldClusterBy }) {
  const clusters = useHeldClusters(contest, by);
  const [flash, showFlash] = useFlash(6000);
  const [request, setRequest] = useState<DecisionRequest | null>(null);
  return (
    <section className="panel" aria-labelledby="held-title">
      <h2 id="held-title">{t.title}</h2>
      <p className="held-intro">{t.intro}</p>
      <FlashMessage flash={flash} />
      <QueryView query={clusters} failed={t.failed} empty={t.empty} isEmpty={(data) => data.length === 0}>
        {(data) => (
          <ul className="held-clusters" aria-label={t.clusters} aria-busy={clusters.isPlaceholderData}>
            {data.map((cluster) => (
              <Cluster key={cluster.key} contest={contest} cluster={cluster} by={by} onDecide={setRequest} />
            ))}
          </ul>
        )}
      </QueryView>
      {request && (
        <DecideDialog
          contest={contest}
          request={request}
          onClose={() => setRequest(null)}
          onDone={(result) => {
            setRequest(null);
            showFlash({ kind: 'success', text: result.detail });
          }}
        />
      )}
    </section>
  );
}

/** The contests whose votes wait, each with its count, most waiting first; all of them first. */
function HeldContestMenu({
  contest,
  counts,
  onChange,
}: {
  contest: number | undefined;
  counts: HeldCounts | undefined;
  onChange: (value: string) => void;
}) {
  const listed = counts?.contests ?? [];
  const missing = contest !== undefined && !listed.some((row) => row.contest_id === contest);
  return (
    <Field label={t.contest}>
      {(control) => (
        <select {...control} value={contest ?? ''} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t.allContests(counts?.total ?? 0)}</option>
          {listed.map((row) => (
            <option key={row.contest_id} value={row.contest_id}>
              {t.contestOption(row.contest_title || `#${row.contest_id}`, row.votes)}
            </option>
          ))}
          {missing && <option value={contest}>{t.contestOption(`#${contest}`, 0)}</option>}
        </select>
      )}
    </Field>
  );
}

interface HeldVotesSectionProps {
  contest: number | undefined;
  by: HeldClusterBy | undefined;
  page: number;
  pageSize: number;
  onChange: (changes: UrlStateChanges) => void;
}

/**
 * "Votes en vérification": the queue of every contest's held votes, oldest first, each released or
 * rejected from its row, or a selection at once; a contest's votes in clusters once grouped.
 */
export function HeldVotesSection({ contest, by, page, pageSize, onChange }: HeldVotesSectionProps) {
  const counts = useHeldCounts();
  const [flash, showFlash] = useFlash(6000);
  const [request, setRequest] = useState<DecisionRequest | null>(null);
  const grouped = by !== undefined && contest !== undefined;
  return (
    <>
      <section className="panel vote-picker">
        <div className="filter-bar">
          <HeldContestMenu
            contest={contest}
            counts={counts.data}
            onChange={(value) =>
              onChange({ contest: value, participant: undefined, search: undefined, page: undefined })
            }
          />
          <Field label={t.groupBy}>
            {(control) => (
              <select
                {...control}
                value={grouped ? by : ''}
                disabled={contest === undefined}
                onChange={(event) => onChange({ by: event.target.value, page: undefined })}
              >
                <option value="">{t.queueGroup}</option>
                {HELD_GROUPS.map((group) => (
                  <option key={group} value={group}>
                    {t.groups[group]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        {contest === undefined && <p>{t.groupsNeedContest}</p>}
      </section>
      {grouped ? (
        <HeldClusters contest={contest} by={by} />
      ) : (
        <section className="panel" aria-labelledby="held-title">
          <h2 id="held-title">{t.title}</h2>
          <p className="held-intro">{t.intro}</p>
          {counts.data && <p className="held-waiting">{t.waiting(counts.data.total)}</p>}
          <FlashMessage flash={flash} />
          <HeldQueue
            contest={contest}
            page={page}
            pageSize={pageSize}
            onPageChange={(next, size) =>
              onChange({ page: next > 1 ? next : undefined, size: size === 20 ? undefined : size })
            }
            onDecide={setRequest}
          />
          {request && (
            <DecideDialog
              request={request}
              onClose={() => setRequest(null)}
              onDone={(result) => {
                setRequest(null);
                showFlash({ kind: 'success', text: result.detail });
              }}
            />
          )}
        </section>
      )}
    </>
  );
}
