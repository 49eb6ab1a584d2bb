import { Link } from 'react-router-dom';
import { LoadingState } from '@/components/status-views';
import { useDateFormats } from '@/lib/use-date-formats';
import { receipts as RECEIPTS_TEXT } from '@/messages/receipts';
import { type VoterReceipt, useMyReceipts } from '../api/get-my-receipts';

const t = RECEIPTS_TEXT.myVotes;

/** What the vote is and what became of it: "Vote gratuit · compté", "Pack de 60 votes · annulé"… */
export function receiptLabel({ kind, votes, status }: VoterReceipt): string {
  if (status === 'held') return t.inReview;
  return `${t.kinds[kind](votes)} · ${t.statuses[status]}`;
}

/** Where a receipt is checked: /verifier with its number and fingerprint filled in. */
const verifyUrl = ({ ledger_id, leaf_hash }: VoterReceipt) =>
  `/verifier?${new URLSearchParams({ recu: String(ledger_id), empreinte: leaf_hash })}`;

function ReceiptItem({ receipt }: { receipt: VoterReceipt }) {
  const { formatDateTime } = useDateFormats();
  return (
    <li className="my-vote">
      <p className="my-vote__head">
        <time dateTime={receipt.at}>{formatDateTime(receipt.at)}</time>
        <span className={`my-vote__status my-vote__status--${receipt.status}`}>{receiptLabel(receipt)}</span>
      </p>
      <p className="my-vote__target">
        <Link to={`/vote/${receipt.contest_id}/${receipt.participant_id}`}>{receipt.baby_name}</Link> ·{' '}
        {receipt.contest_title}
      </p>
      <p className="my-vote__receipt">
        {t.receipt(receipt.ledger_id)} ·{' '}
        <Link to={verifyUrl(receipt)} aria-label={t.verifyReceipt(receipt.ledger_id)}>
          {t.verify}
        </Link>
      </p>
    </li>
  );
}

/** "Mes votes": the voter's receipts, newest first, a page at a time, each checkable on /verifier. */
export function MyVotesSection({ userId }: { userId: number }) {
  const receipts = useMyReceipts(userId);
  const items = receipts.data?.pages.flatMap((page) => page.results) ?? [];
  return (
    <section className="card account-section" aria-labelledby="my-votes-title">
      <div className="account-section__header">
        <h2 id="my-votes-title">{t.title}</h2>
      </div>
      {receipts.isPending && <LoadingState />}
      {receipts.isError && (
        <div className="account-section__error" role="alert">
          <p>{t.loadFailed}</p>
          <button type="button" className="button button--small" onClick={() => void receipts.refetch()}>
            {t.retry}
          </button>
        </div>
      )}
      {receipts.isSuccess && items.length === 0 && <p className="account-section__empty">{t.empty}</p>}
      {items.length > 0 && (
        <>
          <p className="account-section__intro">{t.intro}</p>
          <ol className="my-votes" aria-label={t.caption}>
            {items.map((receipt) => (
              <ReceiptItem key={receipt.ledger_id} receipt={receipt} />
            ))}
          </ol>
        </>
      )}
      {receipts.hasNextPage && (
        <button
          type="button"
          className="button button--small my-votes__more"
          disabled={receipts.isFetchingNextPage}
          onClick={() => void receipts.fetchNextPage()}
        >
          {receipts.isFetchingNextPage ? t.loadingMore : t.more}
        </button>
      )}
    </section>
  );
}
