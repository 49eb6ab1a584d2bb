import { Link } from 'react-router-dom';
import { useResultsDossier } from '@/lib/api/contests/get-results-dossier';
import { useDateFormats } from '@/lib/use-date-formats';
import { results as RESULTS_TEXT } from '@/messages/results';
import './results-dossier.css';

const t = RESULTS_TEXT;

/**
 * A closed contest's results dossier: its latest version, the PDF and the signed file of its votes,
 * the file's SHA-256 and the key's fingerprint (to compare with what the verifier shows), and the way
 * to /verifier. Nothing while the dossier is not made, or the contest not known to be closed (null).
 */
export function ResultsDossier({ contestId }: { contestId: number | null }) {
  const { formatDateTime } = useDateFormats();
  const dossier = useResultsDossier(contestId).data;
  if (!dossier) return null;
  const { latest } = dossier;
  return (
    <section className="card results-dossier" aria-labelledby="results-dossier-title">
      <h2 id="results-dossier-title">{t.title}</h2>
      <p className="results-dossier__version">
        <time dateTime={latest.created_at}>{t.version(latest.version, formatDateTime(latest.created_at))}</time>
      </p>
      <p className="results-dossier__intro">{t.intro}</p>
      <div className="results-dossier__actions">
        <a className="button button--small button--primary" href={latest.pdf_url} download>
          {t.pdf}
        </a>
        <a className="button button--small" href={latest.file_url} download>
          {t.file}
        </a>
      </div>
      <dl className="results-dossier__hashes">
        <div>
          <dt>{t.fileSha256}</dt>
          <dd>
            <code>{latest.file_sha256}</code>
          </dd>
        </div>
        <div>
          <dt>{t.keyFingerprint}</dt>
          <dd>
            <code>{dossier.key_fingerprint}</code>
          </dd>
        </div>
      </dl>
      <Link className="results-dossier__verify" to="/verifier">
        {t.verify}
      </Link>
    </section>
  );
}

/** One line for a parent's statement: these votes are in the contest's dossier, with its two downloads. */
export function ResultsDossierLine({ contestId }: { contestId: number | null }) {
  const dossier = useResultsDossier(contestId).data;
  if (!dossier) return null;
  return (
    <p className="results-dossier-line">
      {t.inStatement} :{' '}
      <a href={dossier.latest.pdf_url} download>
        {t.pdfShort}
      </a>
      {' · '}
      <a href={dossier.latest.file_url} download>
        {t.fileShort}
      </a>
    </p>
  );
}
