import type { LogProofVerdict as Reading } from '@contracts/transparency/log-proof';
import { parseNoteVerifierKey } from '@contracts/transparency/signed-note';
import { useMemo } from 'react';
import { LoadingState } from '@/components/status-views';
import { useContest } from '@/lib/api/contests/get-contest';
import { useDateFormats } from '@/lib/use-date-formats';
import { transparency as TRANSPARENCY_TEXT } from '@/messages/transparency';
import { type LogKeys, useLogKeys } from '../api/log-keys';
import { readLogProof } from '../verification/read-log-proof';
import { Checked, Unverified, Verdict } from './verdict';

const t = TRANSPARENCY_TEXT.proof;
const r = TRANSPARENCY_TEXT.receipt;

/** The contest's title when the site answers (online), its number always. */
function ContestName({ id }: { id: number }) {
  const contest = useContest(id);
  return <>{contest.data ? r.contestNamed(contest.data.title, id) : r.contestNumber(id)}</>;
}

function UsedKeys({ keys }: { keys: LogKeys }) {
  const { formatDateTime } = useDateFormats();
  const origin = parseNoteVerifierKey(keys.log)?.name ?? keys.log;
  return (
    <Checked term={t.keys}>
      <span>{t.keysValue(origin, keys.witnesses.length, keys.quorum)}</span>
      <span>{t.keysRead(formatDateTime(keys.readAt))}</span>
    </Checked>
  );
}

function Facts({ reading, keys }: { reading: Reading; keys: LogKeys }) {
  const { formatDateTime } = useDateFormats();
  const { leaf, index, size, cosigners } = reading;
  return (
    <dl className="verdict__facts">
      {leaf && (
        <>
          <Checked term={r.vote}>
            {leaf.kind === 'held' ? r.kinds.held : `${r.kinds[leaf.kind]} · ${r.weight(leaf.weight)}`}
          </Checked>
          <Checked term={r.contest}>
            <ContestName id={leaf.contest} />
          </Checked>
          <Checked term={r.participant}>{r.participantNumber(leaf.participant)}</Checked>
          <Checked term={r.at}>{formatDateTime(leaf.at)}</Checked>
          {leaf.v === 3 && <Checked term={r.channel}>{r.channels[leaf.channel]}</Checked>}
        </>
      )}
      {index !== null && <Checked term={r.position}>{r.positionValue(index)}</Checked>}
      {size !== null && <Checked term={t.size}>{t.sizeValue(size)}</Checked>}
      {size !== null && (
        <Checked term={t.cosigners}>
          {cosigners.length === 0 ? (
            <span>{t.noCosigner}</span>
          ) : (
            cosigners.map(({ name, time }) => (
              <span key={name}>{t.cosignedAt(name, formatDateTime(new Date(time * 1000)))}</span>
            ))
          )}
        </Checked>
      )}
      <UsedKeys keys={keys} />
    </dl>
  );
}

/**
 * An offline proof's verdict, checked in this browser with no network: against the log's and the
 * witnesses' keys read from the site now, or kept from an earlier visit; « Non vérifié » without any.
 */
export function LogProofVerdict({ text }: { text: string }) {
  const { keys, missing } = useLogKeys();
  const reading = useMemo(() => keys && readLogProof(text, keys), [text, keys]);
  if (missing) return <Unverified reason={t.noKeys} />;
  if (!keys || !reading) return <LoadingState label={t.checking} />;
  return (
    <Verdict problems={reading.problems}>
      <h3 className="verdict__subtitle">{reading.problems.length === 0 ? t.checked : t.claimed}</h3>
      <Facts reading={reading} keys={keys} />
    </Verdict>
  );
}
