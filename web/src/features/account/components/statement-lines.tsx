import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormMessage } from '@bebe-star/web-common/form-field';
import { useDateFormats } from '@/lib/use-date-formats';
import { account as ACCOUNT_TEXT } from '@/messages/account';
import { receipts as RECEIPTS_TEXT } from '@/messages/receipts';
import type { StatementLine } from '../api/get-statement-votes';
import { DisputeForm } from './dispute-form';

const t = ACCOUNT_TEXT.statement;

function Dispute({ line, participantId }: { line: StatementLine; participantId: number }) {
  const { formatDateTime } = useDateFormats();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  if (line.dispute) {
    return (
      <div className="statement-line__dispute">
        {sent && <FormMessage kind="success">{sent}</FormMessage>}
        <span className="badge badge--dispute">{t.sent}</span>
        {line.dispute.answer && <p>{t.answer(line.dispute.answer)}</p>}
      </div>
    );
  }
  if (line.contestable_id === null) return null;
  const when = formatDateTime(line.created_at);
  return open ? (
    <DisputeForm
      participantId={participantId}
      ledgerId={line.contestable_id}
      when={when}
      onClose={() => setOpen(false)}
      onSent={setSent}
    />
  ) : (
    <button
      type="button"
      className="button button--small statement-line__contest"
      aria-label={t.disputeLabel(when)}
      onClick={() => setOpen(true)}
    >
      {t.dispute}
    </button>
  );
}

/**
 * One vote of the statement: when, what, through which channel (site, USSD, SMS), its receipt (to
 * check on /verifier), from whom (masked), and what became of it.
 */
function Line({ line, participantId }: { line: StatementLine; participantId: number }) {
  const { formatDateTime } = useDateFormats();
  return (
    <li className="statement-line">
      <div className="statement-line__head">
        <time dateTime={line.created_at}>{formatDateTime(line.created_at)}</time>
        <span className={`badge badge--${line.status}`}>{line.status_label}</span>
      </div>
      <dl className="statement-line__details">
        <div>
          <dt>{t.kind}</dt>
          <dd>
            {t.kinds[line.kind]}
            {line.votes !== 1 && ` · ${t.votes(line.votes)}`}
          </dd>
        </div>
        <div>
          <dt>{t.channel}</dt>
          <dd>
            <span className="statement-line__channel">{t.channels[line.channel]}</span>
          </dd>
        </div>
        <div>
          <dt>{RECEIPTS_TEXT.statement.receipt}</dt>
          <dd>
            <Link to={`/verifier?recu=${line.id}`} aria-label={RECEIPTS_TEXT.statement.verifyReceipt(line.id)}>
              {RECEIPTS_TEXT.statement.receiptNumber(line.id)}
            </Link>
          </dd>
        </div>
        <div>
          <dt>{t.voter}</dt>
          <dd>{line.voter}</dd>
        </div>
        {line.payment_reference && (
          <div>
            <dt>{t.payment}</dt>
            <dd className="statement-line__reference">{line.payment_reference}</dd>
          </div>
        )}
      </dl>
      {line.reason && <p className="statement-line__reason">{line.reason}</p>}
      {line.decided_at && <p className="statement-line__decided">{t.decidedOn(formatDateTime(line.decided_at))}</p>}
      <Dispute line={line} participantId={participantId} />
    </li>
  );
}

/** The statement's votes, newest first; one card each on a phone, aligned rows on a wide screen. */
export function StatementLines({ lines, participantId }: { lines: StatementLine[]; participantId: number }) {
  return (
    <ol className="statement-lines" aria-label={t.votesCaption}>
      {lines.map((line) => (
        <Line key={line.id} line={line} participantId={participantId} />
      ))}
    </ol>
  );
}
