import { QueryView } from '@/components/query-view';
import { useResultsDossier } from '@/lib/api/contests/results-dossier';
import { groupHex } from '@/lib/fingerprint';
import { formatDateTime } from '@bebe-star/web-common/format';
import { transparency as TRANSPARENCY_TEXT } from '@/messages/transparency';

const t = TRANSPARENCY_TEXT.dossier;

/**
 * A closed contest's results dossier as published: its latest version, the links anyone can use
 * (the public URLs, served to the back office as well) and the file's SHA-256 to quote next to them.
 */
export function ResultsDossier({ contestId }: { contestId: number }) {
  const dossier = useResultsDossier(contestId);
  return (
    <section className="panel results-dossier" aria-labelledby="results-dossier-title">
      <h2 id="results-dossier-title">{t.title}</h2>
      <QueryView query={dossier} failed={t.failed} empty="" isEmpty={() => false}>
        {(data) =>
          data === null ? (
            <div className="results-dossier__preparing" role="status">
              <strong>{t.preparing}</strong>
              <p>{t.preparingHint}</p>
            </div>
          ) : (
            <>
              <dl className="results-dossier__facts">
                <div>
                  <dt>{t.version}</dt>
                  <dd>{data.latest.version}</dd>
                </div>
                <div>
                  <dt>{t.createdAt}</dt>
                  <dd>{formatDateTime(data.latest.created_at)}</dd>
                </div>
                <div>
                  <dt>{t.leaves}</dt>
                  <dd>{t.leavesCount(data.latest.leaves)}</dd>
                </div>
                <div className="results-dossier__wide">
                  <dt>{t.sha256}</dt>
                  <dd>
                    <code className="fingerprint">{groupHex(data.latest.file_sha256)}</code>
                  </dd>
                </div>
                <div className="results-dossier__wide">
                  <dt>{t.keyFingerprint}</dt>
                  <dd>
                    <code className="fingerprint">{groupHex(data.key_fingerprint)}</code>
                  </dd>
                </div>
              </dl>
              <div className="results-dossier__links">
                <a className="button button--primary" href={data.latest.pdf_url} download>
                  {t.pdf}
                </a>
                <a className="button" href={data.latest.file_url} download>
                  {t.json}
                </a>
              </div>
              {data.versions.length > 1 && (
                <p className="results-dossier__earlier">{t.earlier(data.versions.length - 1)}</p>
              )}
            </>
          )
        }
      </QueryView>
    </section>
  );
}
