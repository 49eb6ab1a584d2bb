import type { NoteVerifierKey } from '@contracts/transparency/signed-note';
import type { Dossier } from '@contracts/transparency/verify';
import { useMemo } from 'react';
import { LoadingState } from '@/components/status-views';
import { useDateFormats } from '@/lib/use-date-formats';
import { transparency as TRANSPARENCY_TEXT } from '@/messages/transparency';
import { useTransparencyKeys } from '../api/get-transparency-keys';
import { type LogKeys, useLogKeys } from '../api/log-keys';
import { checkKey } from '../verification/published-key';
import { checkDossier } from '../verification/read-dossier';
import {
  type CourtKey,
  courtKeyOf,
  requiredWitnesses,
  type SealedClose,
  sealedClose,
} from '../verification/sealed-close';
import { Checked, KeyFingerprint, Verdict } from './verdict';

const t = TRANSPARENCY_TEXT.dossier;
const s = TRANSPARENCY_TEXT.seal;
const p = TRANSPARENCY_TEXT.proof;

/** « Clôture scellée »: the closing checkpoint, the witnesses whose cosignature verifies, the court officer's key used. */
function SealFacts({ seal, court, keys }: { seal: SealedClose; court: CourtKey | null; keys: LogKeys | null }) {
  const { formatDateTime } = useDateFormats();
  const at = (time: number) => formatDateTime(new Date(time * 1000));
  const courtKeyText = () => {
    if (court?.given) return s.courtKeyGiven;
    if (!keys) return s.courtKeyUnread;
    return court ? s.courtKeyPublished(court.key.name, formatDateTime(keys.readAt)) : s.courtKeyNone;
  };
  return (
    <dl className="verdict__facts">
      {seal.size !== null && <Checked term={s.size}>{p.sizeValue(seal.size)}</Checked>}
      <Checked term={s.cosigners}>
        {seal.cosigners.length === 0 ? (
          // A log with no witness at all seals its closes alone; otherwise none whose key is known cosigned.
          <span>{keys?.witnesses.length === 0 ? p.noCosigner : s.noCosigner}</span>
        ) : (
          seal.cosigners.map(({ name, time, court: theCourts }) => (
            <span key={name}>
              {p.cosignedAt(name, at(time))}
              {theCourts && (
                <>
                  {' '}
                  <strong>{s.courtMark}</strong>
                </>
              )}
            </span>
          ))
        )}
      </Checked>
      <Checked term={s.courtKey}>{courtKeyText()}</Checked>
    </dl>
  );
}

/**
 * A results dossier's verdict: its signatures, votes and counts, the key that signed it against the site's,
 * and its sealed close, cosigned by the court officer's witness (`given`: the key the reader pasted, else the
 * one the site publishes or this browser kept).
 */
export function DossierVerdict({ dossier, given }: { dossier: Dossier; given: NoteVerifierKey | null }) {
  const { formatDateTime } = useDateFormats();
  const published = useTransparencyKeys();
  const { keys, missing } = useLogKeys();
  const court = useMemo(() => courtKeyOf(given, keys), [given, keys]);
  const ready = !published.isPending && (keys !== null || missing);
  const check = useMemo(
    () => (ready ? checkDossier(dossier, requiredWitnesses(dossier.content, court)) : null),
    [ready, dossier, court],
  );
  const seal = useMemo(() => sealedClose(dossier.content, keys, court), [dossier, keys, court]);
  if (!check) return <LoadingState label={t.checking} />;
  if ('error' in check) {
    return (
      <p className="verifier__message" role="alert">
        {check.error}
      </p>
    );
  }
  const { content } = dossier;
  const key = checkKey(content.public_key, published.data ?? null);
  const problems = key.published === false ? [...check.problems, TRANSPARENCY_TEXT.keys.unknown] : check.problems;
  return (
    <Verdict problems={problems}>
      <dl className="verdict__facts">
        <Checked term={t.contest}>{content.contest.title}</Checked>
        <Checked term={t.votes}>{t.votesValue(content.leaves.length)}</Checked>
        <Checked term={t.participants}>{t.participantsValue(content.participants.length)}</Checked>
        <Checked term={t.head}>
          {TRANSPARENCY_TEXT.receipt.headValue(content.head.size, formatDateTime(content.head.time))}
        </Checked>
        <Checked term={t.key}>
          <KeyFingerprint fingerprint={key.fingerprint} published={key.published} />
        </Checked>
      </dl>
      <h3 className="verdict__subtitle">{s.title}</h3>
      {seal ? <SealFacts seal={seal} court={court} keys={keys} /> : <p className="verdict__note">{s.none}</p>}
    </Verdict>
  );
}
