import { formatPhone } from '@bebe-star/web-common/phone-format';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable, type DataTableFeatures, type ServerPage } from '@/components/data-table';
import type { PrizeClaim } from '@/lib/api/prize-claims/prize-claims';
import { formatFcfa, formatShortDateTime } from '@bebe-star/web-common/format';
import { ordinal } from '@bebe-star/web-common/french';
import { prizeClaims as CLAIMS_TEXT } from '@/messages/prize-claims';
import type { ClaimDecision } from '../decision';
import { CLAIM_PAGE_SIZES } from '../hooks/use-claims-search';

const t = CLAIMS_TEXT.table;
const column = createColumnHelper<DataTableFeatures, PrizeClaim>();

function StatusCell({ claim }: { claim: PrizeClaim }) {
  return (
    <div className="cell-stack">
      <span className={`status-badge status-badge--${claim.status}`}>{CLAIMS_TEXT.statuses[claim.status]}</span>
      {claim.status === 'paid' && claim.payout_reference && (
        <small>
          {t.paidWith(claim.payout_reference)}
          {claim.payout_amount !== null && ` · ${formatFcfa(claim.payout_amount)}`}
        </small>
      )}
      {claim.status === 'rejected' && claim.rejection_reason && <small>{claim.rejection_reason}</small>}
    </div>
  );
}

function claimColumns(onDecide: (claim: PrizeClaim, decision: ClaimDecision) => void) {
  return column.columns([
    column.display({
      id: 'claim',
      header: t.claim,
      cell: ({ row: { original: claim } }) => (
        <div className="cell-stack">
          <strong>{t.claimId(claim.id)}</strong>
          <small>{t.contest(claim.winner_data.contest_title, claim.winner_data.contest)}</small>
        </div>
      ),
    }),
    column.display({
      id: 'winner',
      header: t.winner,
      cell: ({ row: { original: claim } }) => (
        <div className="cell-stack">
          <strong>{claim.winner_data.participant_name}</strong>
          <small>{claim.winner_data.participant_baby_name}</small>
        </div>
      ),
    }),
    column.display({
      id: 'prize',
      header: t.rankAndPrize,
      cell: ({ row: { original: claim } }) => (
        <div className="cell-stack">
          <span className={`rank-badge rank-badge--${claim.winner_data.rank}`}>{ordinal(claim.winner_data.rank)}</span>
          <span className="nowrap">{formatFcfa(claim.winner_data.prize)}</span>
        </div>
      ),
    }),
    column.display({
      id: 'contact',
      header: t.contact,
      cell: ({ row: { original: claim } }) => (
        <div className="cell-stack">
          <a href={`tel:${claim.phone_number}`}>{formatPhone(claim.phone_number)}</a>
          <small className="nowrap">{t.operator(claim.operator)}</small>
          {claim.user_email && <small>{claim.user_email}</small>}
        </div>
      ),
    }),
    column.accessor('created_at', { header: t.date, cell: ({ getValue }) => formatShortDateTime(getValue()) }),
    column.display({ id: 'status', header: t.status, cell: ({ row }) => <StatusCell claim={row.original} /> }),
    column.display({
      id: 'actions',
      header: t.actions,
      cell: ({ row: { original: claim } }) =>
        claim.status === 'pending' && (
          <div className="row-actions">
            <button
              type="button"
              className="button button--small button--success"
              aria-label={`${CLAIMS_TEXT.pay.action} (${t.claimId(claim.id)})`}
              onClick={() => onDecide(claim, 'pay')}
            >
              {CLAIMS_TEXT.pay.action}
            </button>
            <button
              type="button"
              className="button button--small button--danger"
              aria-label={`${CLAIMS_TEXT.reject.action} (${t.claimId(claim.id)})`}
              onClick={() => onDecide(claim, 'reject')}
            >
              {CLAIMS_TEXT.reject.action}
            </button>
          </div>
        ),
    }),
  ]);
}

interface ClaimsTableProps {
  claims: PrizeClaim[];
  page: ServerPage;
  busy: boolean;
  onPageChange: (page: number, pageSize: number) => void;
  onDecide: (claim: PrizeClaim, decision: ClaimDecision) => void;
}

/** The claims of the current page: who won what, how to reach them, and the decision to take. */
export function ClaimsTable({ claims, page, busy, onPageChange, onDecide }: ClaimsTableProps) {
  const columns = useMemo(() => claimColumns(onDecide), [onDecide]);
  return (
    <DataTable
      caption={t.caption}
      columns={columns}
      rows={claims}
      page={page}
      pageSizes={CLAIM_PAGE_SIZES}
      onPageChange={onPageChange}
      busy={busy}
    />
  );
}
