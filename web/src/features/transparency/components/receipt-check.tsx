import { ApiError } from '@bebe-star/web-common/api-errors';
import { voteLeafHash } from '@contracts/transparency/leaf';
import { toHex } from '@contracts/transparency/merkle';
import { receiptProblems } from '@contracts/transparency/verify';
import { TextField } from '@bebe-star/web-common/form-field';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { LoadingState } from '@/components/status-views';
import { useContest } from '@/lib/api/contests/get-contest';
import { useDateFormats } from '@/lib/use-date-formats';
import { transparency as TRANSPARENCY_TEXT } from '@/messages/transparency';
import { type ReceiptProofResponse, useReceiptProof } from '../api/get-receipt-proof';
import { useTransparencyKeys } from '../api/get-transparency-keys';
import { checkKey } from '../verification/published-key';
import { OfflineProof } from './offline-proof';
import { Checked, KeyFingerprint, Verdict } from './verdict';

const t = TRANSPARENCY_TEXT.receipt;

/** A receipt to check: its number, the leaf hash the vote's answer gave (if known), and which attempt. */
interface Asked {
  id: number;
  leafHash: string | undefined;
  attempt: number;
}

/** The receipt's number (a whole number above 0) and its fingerprint (64 hex digits, or none), named as in the link. */
const receiptSchema = z
  .object({
    recu: z
      .string()
      .trim()
      .refine(
        (number) => /^\d+$/.test(number) && Number.isSafeInteger(Number(number)) && Number(number) > 0,
        t.badNumber,
      ),
    empreinte: z
      .string()
      .trim()
      .toLowerCase()
      .refine((hash) => hash === '' || /^[0-9a-f]{64}$/.test(hash), t.badFingerprint),
  })
  .transform(({ recu, empreinte }) => ({ id: Number(recu), leafHash: empreinte || undefined }));
type ReceiptFields = z.input<typeof receiptSchema>;
type Receipt = z.output<typeof receiptSchema>;

/**
 * What the vote counts in the ranking now (beside the proof, not signed with it): a held vote counts
 * once released, a reversed one no longer; the decision that changed it links to its own receipt.
 */
function Standing({ standing }: { standing: NonNullable<ReceiptProofResponse['standing']> }) {
  const { formatDateTime } = useDateFormats();
  const { status, votes, decided_by: decidedBy, decided_at: decidedAt } = standing;
  const said = status === 'counted' || status === 'held' ? t.standings[status] : null;
  const decided =
    status !== 'counted' && status !== 'held' && decidedAt ? t.standings[status](formatDateTime(decidedAt)) : null;
  return (
    <div className="verdict__fact verdict__fact--standing">
      <dt>{t.standing}</dt>
      <dd>
        <span>
          <strong>{t.standingVotes(votes)}</strong>
          {(said ?? decided) && ` · ${said ?? decided}`}
          {decidedBy !== null && (
            <>
              {' ('}
              <Link to={`/verifier?recu=${decidedBy}`}>{t.decisionReceipt(decidedBy)}</Link>)
            </>
          )}
        </span>
      </dd>
    </div>
  );
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
          {leaf.kind === 'held' ? t.kinds.held : `${t.kinds[leaf.kind]} · ${t.weight(leaf.weight)}`}
        </Checked>
        <Checked term={t.contest}>
          {contest.data ? t.contestNamed(contest.data.title, leaf.contest) : t.contestNumber(leaf.contest)}
        </Checked>
        <Checked term={t.participant}>
          {proof.participant_name
            ? t.participantNamed(proof.participant_name, leaf.participant)
            : t.participantNumber(leaf.participant)}
        </Checked>
        <Checked term={t.at}>{formatDateTime(leaf.at)}</Checked>
        {leaf.v === 3 && <Checked term={t.channel}>{t.channels[leaf.channel]}</Checked>}
        <Checked term={t.position}>{t.positionValue(proof.index)}</Checked>
        <Checked term={t.head}>{t.headValue(head.size, formatDateTime(head.time))}</Checked>
        <Checked term={t.key}>
          <KeyFingerprint fingerprint={key.fingerprint} published={key.published} />
        </Checked>
      </dl>
      {proof.standing && (
        <dl className="verdict__facts verdict__facts--standing">
          <Standing standing={proof.standing} />
        </dl>
      )}
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
  return (
    <>
      <VerifiedVote proof={proof.data} leafHash={asked.leafHash} />
      <OfflineProof id={asked.id} />
    </>
  );
}

/**
 * "Vérifier un reçu de vote": the receipt's number and fingerprint, typed or brought by the vote
 * page's link (?recu=…&empreinte=…, checked at once).
 */
export function ReceiptCheck() {
  const [params] = useSearchParams();
  // The link's values are also the inputs' defaultValue, so that the server's render shows them.
  const [linkedReceipt] = useState(() => ({
    recu: params.get('recu') ?? '',
    empreinte: params.get('empreinte') ?? '',
  }));
  const { register, handleSubmit, formState } = useForm<ReceiptFields, unknown, Receipt>({
    resolver: zodResolver(receiptSchema),
    defaultValues: linkedReceipt,
    reValidateMode: 'onSubmit',
  });
  const errors = formState.errors;
  const [asked, setAsked] = useState<Asked | null>(() => {
    const linked = receiptSchema.safeParse(linkedReceipt);
    return linked.success ? { ...linked.data, attempt: 0 } : null;
  });

  const submit = (receipt: Receipt) => setAsked({ ...receipt, attempt: (asked?.attempt ?? 0) + 1 });

  return (
    <section className="card verifier__section" aria-labelledby="receipt-title">
      <h2 id="receipt-title">{t.title}</h2>
      <p className="verifier__text">{t.text}</p>
      <form className="verifier__form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
        <TextField
          label={t.number}
          inputMode="numeric"
          autoComplete="off"
          error={errors.recu?.message}
          defaultValue={linkedReceipt.recu}
          {...register('recu')}
        />
        <TextField
          label={t.fingerprint}
          autoComplete="off"
          spellCheck={false}
          className="verifier__hash-input"
          hint={t.fingerprintHint}
          error={errors.empreinte?.message}
          defaultValue={linkedReceipt.empreinte}
          {...register('empreinte')}
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
