import { useCallback, useMemo, useState } from 'react';
import { FlashMessage, useFlash } from '@/components/flash-message';
import { PageHeader } from '@/components/page-header';
import { QueryView } from '@/components/query-view';
import { StatCards } from '@/components/stat-cards';
import { useHeldCounts } from '@/lib/api/votes/held-votes';
import { useParticipant } from '@/lib/api/participants/participant';
import { Field } from '@bebe-star/web-common/form-field';
import { VOTE_CHANNELS, type VoteChannel, useVoteLedger, useVoteSummary } from '@/lib/api/votes/vote-ledger';
import { formatNumber } from '@bebe-star/web-common/format';
import { votes as VOTES_TEXT } from '@/messages/votes';
import { HeldVotesSection } from './components/held-votes-section';
import { LEDGER_PAGE_SIZE, LedgerTable, type ReversalRequest } from './components/ledger-table';
import { ParticipantPicker } from './components/participant-picker';
import { ParticipantStatement } from './components/participant-statement';
import { ReversalLog } from './components/reversal-log';
import { ReverseDialog } from './components/reverse-dialog';
import { VoteDisputes } from './components/vote-disputes';
import { VOTES_VIEWS, useVotesSearch } from './hooks/use-votes-search';
import './votes.css';

const t = VOTES_TEXT;

/** The ledger's filter: every channel, or the lines of one (web, USSD, SMS). */
function ChannelFilter({
  channel,
  onChange,
}: {
  channel: VoteChannel | undefined;
  onChange: (channel: VoteChannel | undefined) => void;
}) {
  return (
    <Field label={t.channels.filter}>
      {(control) => (
        <select
          {...control}
          value={channel ?? ''}
          onChange={(event) => onChange(VOTE_CHANNELS.find((one) => one === event.target.value))}
        >
          <option value="">{t.channels.all}</option>
          {VOTE_CHANNELS.map((one) => (
            <option key={one} value={one}>
              {t.channels[one]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function ParticipantLedger({
  participantId,
  page,
  channel,
  onPage,
  onChannel,
}: {
  participantId: number;
  page: number;
  channel: VoteChannel | undefined;
  onPage: (page: number) => void;
  onChannel: (channel: VoteChannel | undefined) => void;
}) {
  const participant = useParticipant(participantId);
  const summary = useVoteSummary(participantId);
  const ledger = useVoteLedger(participantId, page, LEDGER_PAGE_SIZE, channel);
  const [flash, showFlash] = useFlash(6000);
  const [request, setRequest] = useState<ReversalRequest | null>(null);
  const onReverse = useCallback((next: ReversalRequest) => setRequest(next), []);
  const name = participant.data?.baby_details.name ?? '';
  const names = useMemo(() => new Map([[participantId, name]]), [participantId, name]);

  return (
    <>
      <FlashMessage flash={flash} />
      {summary.data && (
        <StatCards
          label={t.summary.label}
          stats={[
            { label: t.summary.total, value: formatNumber(summary.data.total), tone: 'success' },
            { label: t.summary.free, value: formatNumber(summary.data.free) },
            { label: t.summary.paid, value: formatNumber(summary.data.paid) },
            { label: t.summary.reversed, value: formatNumber(summary.data.reversed), tone: 'danger' },
          ]}
        />
      )}
      <section className="panel" aria-labelledby="ledger-title">
        <div className="panel__header">
          <h2 id="ledger-title">{t.ledger.title(name)}</h2>
          <ChannelFilter channel={channel} onChange={onChannel} />
        </div>
        <QueryView
          query={ledger}
          failed={t.ledger.failed}
          empty={channel === undefined ? t.ledger.empty : t.ledger.emptyChannel}
          isEmpty={(data) => data.results.length === 0}
        >
          {(data) => (
            <LedgerTable
              lines={data.results}
              page={{ page, pageSize: LEDGER_PAGE_SIZE, count: data.count }}
              busy={ledger.isPlaceholderData}
              onPageChange={onPage}
              onReverse={onReverse}
            />
          )}
        </QueryView>
      </section>
      <ParticipantStatement participantId={participantId} name={name} />
      {request && participant.data && (
        <ReverseDialog
          contest={participant.data.contest}
          request={request}
          names={names}
          onClose={() => setRequest(null)}
          onDone={(result) => {
            setRequest(null);
            showFlash({ kind: 'success', text: result.detail });
          }}
        />
      )}
    </>
  );
}

/**
 * /admin/votes: first the held votes to release or reject (every contest's, oldest first); a
 * participant's vote ledger (free, paid, reversals; all channels or one) and statement, reversing fraud
 * after seeing its effect; the parents' disputes to answer.
 */
export function VotesPage() {
  const [search, update] = useVotesSearch();
  const held = useHeldCounts();
  return (
    <div className="page">
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <div className="segmented votes-views" role="group" aria-label={t.views.label}>
        {VOTES_VIEWS.map((view) => (
          <button
            key={view}
            type="button"
            className="segmented__item"
            aria-pressed={search.view === view}
            onClick={() => update({ view, page: undefined, size: undefined })}
          >
            {view === 'held' && held.data ? t.views.heldCount(held.data.total) : t.views[view]}
          </button>
        ))}
      </div>
      {search.view === 'held' && (
        <HeldVotesSection
          contest={search.contest}
          by={search.by}
          page={search.page}
          pageSize={search.size}
          onChange={update}
        />
      )}
      {search.view === 'disputes' && <VoteDisputes status={search.disputes} onChange={update} />}
      {search.view === 'ledger' && (
        <>
          <ParticipantPicker search={search.search} participant={search.participant} onChange={update} />
          {search.participant !== undefined && (
            <ParticipantLedger
              participantId={search.participant}
              page={search.page}
              channel={search.channel}
              onPage={(page) => update({ page: page > 1 ? page : undefined })}
              onChannel={(channel) => update({ channel, page: undefined })}
            />
          )}
          <ReversalLog />
        </>
      )}
    </div>
  );
}
