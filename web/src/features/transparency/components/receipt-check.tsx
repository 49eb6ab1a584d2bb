import { ApiError } from '@bebe-star/web-common/api-errors';
import { voteLeafHash } from '@contracts/transparency/leaf';
import { toHex } from '@contracts/transparency/merkle';
import { receiptProblems } from '@contracts/transparency/verify';
import { type FormEvent, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TextField } from '@/components/form-field';
import { LoadingState } from '@/components/status-views';
import { useContest } from '@/lib/api/contests/get-contest';
import { useDateFormats } from '@/lib/use-date-formats';
import { transparency as TRANSPARENCY_TEXT } from '@/messages/transparency';
import { type ReceiptProofResponse, useReceiptProof } from '../api/get-receipt-proof';
import { useTransparencyKeys } from '../api/get-transparency-keys';
import { checkKey } from '../verification/published-key';
import { Checked, KeyFingerprint, Verdict } from './verdict';

const t = TRANSPARENCY_TEXT.receipt;

/** A receipt to check: its number, the leaf hash the vote's answer gave (if known), and which attempt. */
interface Asked {
  id: number;
  leafHash: string | undefined;
  attempt: number;
}

interface FieldErrors {
  number?: string;
  fingerprint?: string;
}

function parse(number: string, fingerprint: string): { id: number; leafHash: string | undefined } | FieldErrors {
  const id = /^\d+$/.test(number.trim()) ? Number(number.trim()) : NaN;
  const hash = fingerprint.trim().toLowerCase();
  const errors: FieldErrors = {
    number: Number.isSafeInteger(id) && id > 0 ? undefined : t.badNumber,
    fingerprint: hash === '' || /^[0-9a-f]{64}$/.test(hash) ? undefined : t.badFingerprint,
  };
  if (errors.number || errors.fingerprint) return errors;
  return { id, leafHash: hash || undefined };
}

function VerifiedVote({ proof, leafHash }: { proof: ReceiptProofResponse; leafHash: string | undefined }) {
  const { formatDateTime } = useDateFormats();
  const keys = useTransparencyKeys();
  const contest = useContest(proof.leaf.contest);
  const key = checkKey(proof.public_key, keys.data ?? null);
  const problems = useMemo(() => receiptProblems(proof, leafHash), [proof, leafHash]);
  if (keys.isPending) return <LoadingState label={t.checking} />;
  const { leaf, head } = proof;
  const found = key.published === false ? [...problems, TRANSPARENCY_TEXT.keys.unknown] : problems;
  return (
    <Verdict problems={found}>
      <h3 className="verdict__subtitle">{found.length === 0 ? t.checked : t.claimed}</h3>
      <dl className="verdict__facts">
        <Checked term={t.vote}>
          {t.kinds[leaf.kind]} · {t.weight(leaf.weight)}
        </Checked>
        <Checked term={t.contest}>
          {contest.data ? t.contestNamed(contest.data.title, leaf.contest) : t.contestNumber(leaf.contest)}
        </Checked>
        <Checked term={t.participant}>{t.participantNumber(leaf.participant)}</Checked>
        <Checked term={t.at}>{formatDateTime(leaf.at)}</Checked>
        {leaf.v === 3 && <Checked term={t.channel}>{t.channels[leaf.channel]}</Checked>}
        <Checked term={t.position}>{t.positionValue(proof.index)}</Checked>
        <Checked term={t.head}>{t.headValue(head.size, formatDateTime(head.time))}</Checked>
        <Checked term={t.key}>
          <KeyFingerprint fingerprint={key.fingerprint} published={key.published} />
        </Checked>
      </dl>
      {leafHash === undefined ? (
        <p className="verdict__note">{t.fingerprintNotChecked}</p>
      ) : (
        toHex(voteLeafHash(leaf)) === leafHash && <p className="verdict__note">{t.fingerprintChecked}</p>
      )}
    </Verdict>
  );
}

/** The proof of one receipt, fetched, then checked here with the shared verifier. */
function ReceiptResult({ asked }: { asked: Asked }) {
  const proof = useReceiptProof(asked.id);
  if (proof.isPending) return <LoadingState label={t.checking} />;
  if (proof.isError) {
    const unknown = proof.error instanceof ApiError && proof.error.status === 404;
    return (
      <div className="verifier__message" role="alert">
        <p>{proof.error.message}</p>
        {!unknown && (
          <button
            type="button"
            className="button button--small"
            disabled={proof.isFetching}
            onClick={() => void proof.refetch()}
          >
            {proof.isFetching ? t.checking : t.retry}
          </button>
        )}
      </div>
    );
  }
  return <VerifiedVote proof={proof.data} leafHash={asked.leafHash} />;
}

/**
 * "Vérifier un reçu de vote": the receipt's number and fingerprint, typed or brought by the vote
 * page's link (?recu=…&empreinte=…, checked at once).
 */
export function ReceiptCheck() {
  const [params] = useSearchParams();
  const [number, setNumber] = useState(() => params.get('recu') ?? '');
  const [fingerprint, setFingerprint] = useState(() => params.get('empreinte') ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [asked, setAsked] = useState<Asked | null>(() => {
    const linked = parse(number, fingerprint);
    return 'id' in linked ? { ...linked, attempt: 0 } : null;
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parse(number, fingerprint);
    if (!('id' in parsed)) {
      setErrors(parsed);
      return;
    }
    setErrors({});
    setAsked({ ...parsed, attempt: (asked?.attempt ?? 0) + 1 });
  };

  return (
    <section className="card verifier__section" aria-labelledby="receipt-title">
      <h2 id="receipt-title">{t.title}</h2>
      <p className="verifier__text">{t.text}</p>
      <form className="verifier__form" noValidate onSubmit={submit}>
        <TextField
          label={t.number}
          name="recu"
          inputMode="numeric"
          autoComplete="off"
          value={number}
          error={errors.number}
          onChange={(event) => setNumber(event.target.value)}
        />
        <TextField
          label={t.fingerprint}
          name="empreinte"
          autoComplete="off"
          spellCheck={false}
          className="verifier__hash-input"
          value={fingerprint}
          hint={t.fingerprintHint}
          error={errors.fingerprint}
          onChange={(event) => setFingerprint(event.target.value)}
        />
        <button type="submit" className="button button--primary">
          {t.submit}
        </button>
      </form>
      {/* A new attempt is a new mount: the proof is asked again, a pending vote may be covered by now. */}
      {asked && <ReceiptResult key={asked.attempt} asked={asked} />}
    </section>
  );
}
