import { QueryView } from '@/components/query-view';
import { useSigningKeys } from '@/lib/api/settings/transparency-keys';
import { groupHex } from '@/lib/fingerprint';
import { formatDateTime } from '@bebe-star/web-common/format';
import { transparency as TRANSPARENCY_TEXT } from '@/messages/transparency';

const t = TRANSPARENCY_TEXT.keys;

/**
 * The vote log's public keys with their fingerprints, newest first: the organisers publish the
 * current one, and a dossier's verification only trusts a key whose fingerprint was published.
 */
export function SigningKeys() {
  const keys = useSigningKeys();
  return (
    <section className="panel signing-keys" aria-labelledby="signing-keys-title">
      <h2 id="signing-keys-title">{t.title}</h2>
      <p className="settings-section__intro">{t.intro}</p>
      <QueryView query={keys} failed={t.failed} empty={t.empty} isEmpty={(data) => data.length === 0}>
        {(data) => (
          <ul className="signing-keys__list">
            {[...data]
              .sort((a, b) => b.created_at.localeCompare(a.created_at))
              .map((key, index) => (
                <li key={key.key_id} className="signing-keys__key">
                  <strong>{index === 0 ? t.current : t.previous}</strong>
                  <span className="signing-keys__label">{t.fingerprint}</span>
                  <code className="fingerprint">{groupHex(key.fingerprint)}</code>
                  <small>{t.since(formatDateTime(key.created_at))}</small>
                </li>
              ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
