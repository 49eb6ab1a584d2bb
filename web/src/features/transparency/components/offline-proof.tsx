import { ApiError, messageOf } from '@bebe-star/web-common/api-errors';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadingState } from '@/components/status-views';
import { transparencyKeys } from '@/lib/api/transparency/transparency-keys';
import { transparency as TRANSPARENCY_TEXT } from '@/messages/transparency';
import { offlineProofUrl, readText } from '../api/log-resources';
import { ProofQrCode } from './proof-qr-code';

const t = TRANSPARENCY_TEXT.offline;

/** GET /api/transparency/receipts/{id}/proof: the text of the receipt's offline proof (C2SP tlog-proof). */
function useOfflineProof(id: number) {
  return useQuery({
    queryKey: transparencyKeys.offlineProof(id),
    queryFn: () => readText(offlineProofUrl(id), t.failed),
    retry: false,
    staleTime: 0,
  });
}

/**
 * « Preuve hors ligne » beside a checked receipt: the proof to download (recu-<id>.tlog-proof), which
 * /verifier checks later with no network, and its QR code; « dans quelques instants » while no
 * published checkpoint holds the vote yet (409).
 */
export function OfflineProof({ id }: { id: number }) {
  const proof = useOfflineProof(id);
  const [showQr, setShowQr] = useState(false);

  let body;
  if (proof.isPending) body = <LoadingState label={t.loading} />;
  else if (proof.isError) {
    const pending = proof.error instanceof ApiError && proof.error.status === 409;
    body = (
      <div className="verifier__message" role="status">
        <p>{pending ? t.pending : messageOf(proof.error, t.failed)}</p>
        <button
          type="button"
          className="button button--small"
          disabled={proof.isFetching}
          onClick={() => void proof.refetch()}
        >
          {proof.isFetching ? t.loading : t.retry}
        </button>
      </div>
    );
  } else {
    body = (
      <>
        <div className="verifier__proof-actions">
          <a className="button button--primary" href={offlineProofUrl(id)} download={`recu-${id}.tlog-proof`}>
            {t.download}
          </a>
          <button type="button" className="button" aria-expanded={showQr} onClick={() => setShowQr((shown) => !shown)}>
            {showQr ? t.hideQr : t.showQr}
          </button>
        </div>
        {showQr && <ProofQrCode id={id} proof={proof.data} url={offlineProofUrl(id)} />}
      </>
    );
  }

  return (
    <section className="verifier__offline" aria-labelledby={`offline-proof-${id}`}>
      <h3 id={`offline-proof-${id}`} className="verdict__subtitle">
        {t.title}
      </h3>
      <p className="verifier__text">{t.text}</p>
      {body}
    </section>
  );
}
