import { useCallback, useState } from 'react';
import { FlashMessage, useFlash } from '@/components/flash-message';
import { PageHeader } from '@/components/page-header';
import { QueryView } from '@/components/query-view';
import { usePrizeClaimStats } from '@/lib/api/prize-claim-stats';
import { type PrizeClaim, usePrizeClaims } from '@/lib/api/prize-claims';
import { useExportPrizeClaims } from '@/lib/api/prize-claims-export';
import { saveFile } from '@/lib/download';
import { formatNumber } from '@/lib/format';
import { common as COMMON_TEXT } from '@/messages/common';
import { prizeClaims as CLAIMS_TEXT } from '@/messages/prize-claims';
import { ClaimFilters } from './components/claim-filters';
import { ClaimStatCards } from './components/claim-stat-cards';
import { ClaimsTable } from './components/claims-table';
import { PayClaimDialog } from './components/pay-claim-dialog';
import { PrizeStatsWidget } from './components/prize-stats-widget';
import { RejectClaimDialog } from './components/reject-claim-dialog';
import type { ClaimDecision, DecisionResult } from './decision';
import { DEFAULT_CLAIM_PAGE_SIZE, useClaimsSearch } from './hooks/use-claims-search';

/** /admin/reclamations-prix: the winners' prize claims, their figures, and paying or rejecting them. */
export function PrizeClaimsPage() {
  const { search, filters, update: updateSearch } = useClaimsSearch();
  const claims = usePrizeClaims(search);
  const stats = usePrizeClaimStats();
  const exportCsv = useExportPrizeClaims();
  const [flash, showFlash] = useFlash();
  const [decision, setDecision] = useState<{ claim: PrizeClaim; kind: ClaimDecision } | null>(null);

  const decide = useCallback((claim: PrizeClaim, kind: ClaimDecision) => setDecision({ claim, kind }), []);
  const closeDecision = () => setDecision(null);
  const decided = (result: DecisionResult) => {
    setDecision(null);
    if (!result.ok) return showFlash({ kind: 'error', text: result.message });
    const text = result.claim.status === 'paid' ? CLAIMS_TEXT.pay.done : CLAIMS_TEXT.reject.done;
    showFlash({ kind: 'success', text: text(result.claim.id) });
  };
  const download = () =>
    exportCsv.mutate(filters, {
      onSuccess: (file) => saveFile(file.name, file.content),
      onError: () => showFlash({ kind: 'error', text: CLAIMS_TEXT.exportFailed }),
    });
  const refresh = () => {
    void claims.refetch();
    void stats.refetch();
  };

  return (
    <div className="page">
      <PageHeader
        title={CLAIMS_TEXT.title}
        subtitle={CLAIMS_TEXT.subtitle}
        actions={
          <>
            <button type="button" className="button" onClick={refresh}>
              {COMMON_TEXT.refresh}
            </button>
            <button type="button" className="button button--primary" onClick={download} disabled={exportCsv.isPending}>
              {exportCsv.isPending ? CLAIMS_TEXT.exporting : CLAIMS_TEXT.export}
            </button>
          </>
        }
      />
      <FlashMessage flash={flash} />
      <ClaimStatCards stats={stats.data} />
      <PrizeStatsWidget stats={stats.data} failed={stats.isError} />
      <ClaimFilters filters={filters} onApply={updateSearch} />
      <section className="panel" aria-labelledby="claims-title">
        <h2 id="claims-title" className="panel__title">
          {CLAIMS_TEXT.table.caption}
          {claims.data && (
            <span className="panel__count">{CLAIMS_TEXT.table.count(formatNumber(claims.data.count))}</span>
          )}
        </h2>
        <QueryView
          query={claims}
          failed={CLAIMS_TEXT.loadFailed}
          empty={CLAIMS_TEXT.table.empty}
          isEmpty={(data) => data.results.length === 0}
        >
          {(data) => (
            <ClaimsTable
              claims={data.results}
              page={{ page: search.page, pageSize: search.page_size, count: data.count }}
              busy={claims.isPlaceholderData}
              onPageChange={(page, pageSize) =>
                updateSearch({
                  page: page > 1 ? page : undefined,
                  page_size: pageSize === DEFAULT_CLAIM_PAGE_SIZE ? undefined : pageSize,
                })
              }
              onDecide={decide}
            />
          )}
        </QueryView>
      </section>
      {decision?.kind === 'pay' && <PayClaimDialog claim={decision.claim} onClose={closeDecision} onDone={decided} />}
      {decision?.kind === 'reject' && (
        <RejectClaimDialog claim={decision.claim} onClose={closeDecision} onDone={decided} />
      )}
    </div>
  );
}
