import { type ChangeEvent, type DragEvent, useState } from 'react';
import { LoadingState } from '@/components/status-views';
import { useDateFormats } from '@/lib/use-date-formats';
import { transparency as TRANSPARENCY_TEXT } from '@/messages/transparency';
import { useTransparencyKeys } from '../api/get-transparency-keys';
import { checkKey } from '../verification/published-key';
import { type DossierReading, readDossier } from '../verification/read-dossier';
import { Checked, KeyFingerprint, Verdict } from './verdict';

const t = TRANSPARENCY_TEXT.dossier;

/** The file being checked, and what it was found to be once read (null: still reading). */
interface Checking {
  file: string;
  reading: DossierReading | null;
}

function DossierVerdict({ reading }: { reading: Extract<DossierReading, { dossier: unknown }> }) {
  const { formatDateTime } = useDateFormats();
  const keys = useTransparencyKeys();
  if (keys.isPending) return <LoadingState label={t.checking} />;
  const { content } = reading.dossier;
  const key = checkKey(content.public_key, keys.data ?? null);
  const problems = key.published === false ? [...reading.problems, TRANSPARENCY_TEXT.keys.unknown] : reading.problems;
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
    </Verdict>
  );
}

/** A file's text through FileReader: Blob.text() is missing from the older phones' browsers the site serves. */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error(file.name));
    reader.readAsText(file);
  });
}

/**
 * "Vérifier un dossier de résultats": a dossier file, chosen or dropped, read and checked in this
 * browser (signatures, Merkle proof, every participant's count recomputed from the leaves).
 */
export function DossierCheck() {
  const [checking, setChecking] = useState<Checking | null>(null);
  const [dragging, setDragging] = useState(false);

  const check = (file: File | undefined) => {
    if (!file) return;
    setChecking({ file: file.name, reading: null });
    readText(file).then(
      (text) => setChecking({ file: file.name, reading: readDossier(text) }),
      () => setChecking({ file: file.name, reading: { error: t.unreadable } }),
    );
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    check(event.dataTransfer.files[0]);
  };

  return (
    <section className="card verifier__section" aria-labelledby="dossier-title">
      <h2 id="dossier-title">{t.title}</h2>
      <p className="verifier__text">{t.text}</p>
      <label
        className={`verifier__drop${dragging ? ' verifier__drop--over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <span className="verifier__drop-title">{t.choose}</span>
        <span className="verifier__drop-hint">{t.drop}</span>
        <input
          type="file"
          accept="application/json,.json"
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            check(event.target.files?.[0]);
            // The same file chosen again (fixed, or to check again) must fire a change.
            event.target.value = '';
          }}
        />
      </label>
      {checking && <p className="verifier__file">{t.file(checking.file)}</p>}
      {checking &&
        (checking.reading === null ? (
          <LoadingState label={t.checking} />
        ) : 'error' in checking.reading ? (
          <p className="verifier__message" role="alert">
            {checking.reading.error}
          </p>
        ) : (
          <DossierVerdict reading={checking.reading} />
        ))}
    </section>
  );
}
