import { type ChangeEvent, type DragEvent, type FormEvent, useId, useMemo, useState } from 'react';
import { describedByOf, FieldNotes } from '@bebe-star/web-common/form-field';
import { LoadingState } from '@/components/status-views';
import { transparency as TRANSPARENCY_TEXT } from '@/messages/transparency';
import { type DossierReading, readDossier } from '../verification/read-dossier';
import { isLogProof } from '../verification/read-log-proof';
import { readWitnessKey } from '../verification/sealed-close';
import { DossierVerdict } from './dossier-verdict';
import { LogProofVerdict } from './log-proof-verdict';
import { Unverified } from './verdict';

const t = TRANSPARENCY_TEXT.dossier;
const p = TRANSPARENCY_TEXT.proof;
const s = TRANSPARENCY_TEXT.seal;

/** A file or a pasted text: a results dossier to check, or an offline proof to check (by its first line). */
type Reading = DossierReading | { proof: string };

/** What is being checked (a file's name, or the pasted text), and what it was found to be once read (null: still reading). */
interface Checking {
  source: string;
  reading: Reading | null;
}

const readingOf = (text: string): Reading => (isLogProof(text) ? { proof: text } : readDossier(text));

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
 * "Vérifier un dossier de résultats ou une preuve de vote": a dossier file, chosen or dropped, read and
 * checked in this browser (signatures, Merkle proof, every participant's count recomputed from the
 * leaves, the close cosigned by the court officer's witness, with the key the reader pastes or the
 * site's); or a vote's offline proof (a .tlog-proof file, or its text pasted), checked with no network.
 */
export function DossierCheck() {
  const [checking, setChecking] = useState<Checking | null>(null);
  const [dragging, setDragging] = useState(false);
  const [pasted, setPasted] = useState('');
  const [pasteError, setPasteError] = useState<string | null>(null);
  const pasteId = useId();
  const [courtText, setCourtText] = useState('');
  const [courtLeft, setCourtLeft] = useState(false);
  const court = useMemo(() => (courtText.trim() === '' ? null : readWitnessKey(courtText)), [courtText]);
  const courtError = court && 'error' in court ? court.error : null;
  // Said under the field once the reader leaves it, not while they type; the verdict is « Non vérifié » while it cannot be read.
  const shownCourtError = courtLeft ? courtError : null;
  const courtId = useId();

  const check = (file: File | undefined) => {
    if (!file) return;
    const source = t.file(file.name);
    setChecking({ source, reading: null });
    readText(file).then(
      (text) => setChecking({ source, reading: readingOf(text) }),
      () => setChecking({ source, reading: { error: t.unreadable } }),
    );
  };

  const checkPasted = (event: FormEvent) => {
    event.preventDefault();
    if (!isLogProof(pasted)) {
      setPasteError(p.pasteEmpty);
      return;
    }
    setPasteError(null);
    setChecking({ source: p.pasted, reading: { proof: pasted } });
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
          accept="application/json,.json,.tlog-proof,text/plain,.txt"
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            check(event.target.files?.[0]);
            // The same file chosen again (fixed, or to check again) must fire a change.
            event.target.value = '';
          }}
        />
      </label>
      <details className="verifier__paste">
        <summary>{p.paste}</summary>
        <form noValidate onSubmit={checkPasted}>
          <div className="field">
            <label htmlFor={pasteId}>{p.pasteLabel}</label>
            <textarea
              id={pasteId}
              className="verifier__hash-input"
              rows={6}
              spellCheck={false}
              autoComplete="off"
              value={pasted}
              aria-invalid={pasteError ? true : undefined}
              aria-describedby={describedByOf(pasteId, p.pasteHint, pasteError)}
              onChange={(event) => setPasted(event.target.value)}
            />
            <FieldNotes inputId={pasteId} hint={p.pasteHint} error={pasteError} />
          </div>
          <button type="submit" className="button button--primary">
            {p.pasteSubmit}
          </button>
        </form>
      </details>
      <details className="verifier__paste">
        <summary>{s.paste}</summary>
        <div className="field">
          <label htmlFor={courtId}>{s.keyLabel}</label>
          <textarea
            id={courtId}
            className="verifier__hash-input"
            rows={3}
            spellCheck={false}
            autoComplete="off"
            autoCapitalize="off"
            value={courtText}
            aria-invalid={shownCourtError ? true : undefined}
            aria-describedby={describedByOf(courtId, s.keyHint, shownCourtError)}
            onChange={(event) => setCourtText(event.target.value)}
            onBlur={() => setCourtLeft(true)}
          />
          <FieldNotes inputId={courtId} hint={s.keyHint} error={shownCourtError} />
        </div>
      </details>
      {checking && <p className="verifier__file">{checking.source}</p>}
      {checking &&
        (checking.reading === null ? (
          <LoadingState label={t.checking} />
        ) : 'error' in checking.reading ? (
          <p className="verifier__message" role="alert">
            {checking.reading.error}
          </p>
        ) : 'proof' in checking.reading ? (
          <LogProofVerdict text={checking.reading.proof} />
        ) : courtError ? (
          <Unverified reason={courtError} />
        ) : (
          <DossierVerdict dossier={checking.reading.dossier} given={court && 'key' in court ? court.key : null} />
        ))}
    </section>
  );
}
