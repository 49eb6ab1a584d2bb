import { useCallback, useState } from 'react';
import { FlashMessage, useFlash } from '@/components/flash-message';
import { ListPage, ListPanel, toPageSearch } from '@/components/list-page';
import { usePrizeClaimStats } from '@/lib/api/prize-claims/prize-claim-stats';
import { type PrizeClaim, usePrizeClaims } from '@/lib/api/prize-claims/prize-claims';
import { useExportPrizeClaims } from '@/lib/api/prize-claims/prize-claims-export';
import { saveFile } from '@/lib/download';
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
    <ListPage
      title={CLAIMS_TEXT.title}
      subtitle={CLAIMS_TEXT.subtitle}
      onRefresh={refresh}
      actions={
        <button type="button" className="button button--primary" onClick={download} disabled={exportCsv.isPending}>
          {exportCsv.isPending ? CLAIMS_TEXT.exporting : CLAIMS_TEXT.export}
        </button>
      }
    >
      <FlashMessage flash={flash} />
      <ClaimStatCards stats={stats.data} />
      <PrizeStatsWidget stats={stats.data} failed={stats.isError} />
      <ClaimFilters filters={filters} onApply={updateSearch} />
      <ListPanel
        id="claims-title"
        caption={CLAIMS_TEXT.table.caption}
        count={CLAIMS_TEXT.table.count}
        query={claims}
        failed={CLAIMS_TEXT.loadFailed}
        empty={CLAIMS_TEXT.table.empty}
      >
        {(data) => (
          <ClaimsTable
            claims={data.results}
            page={{ page: search.page, pageSize: search.page_size, count: data.count }}
            busy={claims.isPlaceholderData}
            onPageChange={toPageSearch(updateSearch, DEFAULT_CLAIM_PAGE_SIZE)}
            onDecide={decide}
          />
        )}
      </ListPanel>
      {decision?.kind === 'pay' && <PayClaimDialog claim={decision.claim} onClose={closeDecision} onDone={decided} />}
      {decision?.kind === 'reject' && (
        <RejectClaimDialog claim={decision.claim} onClose={closeDecision} onDone={decided} />
      )}
    </ListPage>
  );
}
