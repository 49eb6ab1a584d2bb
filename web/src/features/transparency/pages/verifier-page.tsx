import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '@/components/status-views';
import { transparency as TRANSPARENCY_TEXT } from '@/messages/transparency';
import { DossierCheck } from '../components/dossier-check';
import { LogFollower } from '../components/log-follower';
import { ReceiptCheck } from '../components/receipt-check';
import '../transparency.css';

const t = TRANSPARENCY_TEXT;
const KEYS_URL = '/api/transparency/keys/';

/** /verifier: a vote's receipt or a results dossier, checked by the visitor's browser itself. */
export function VerifierPage() {
  const [params] = useSearchParams();
  return (
    <div className="verifier">
      <PageTitle>{t.title}</PageTitle>
      <p className="verifier__intro">{t.intro}</p>
      <LogFollower />
      {/* A link to another receipt (a decision's) checks that one: the form starts again from the address. */}
      <ReceiptCheck key={params.get('recu') ?? ''} />
      <DossierCheck />
      <section className="verifier__how" aria-labelledby="verifier-how-title">
        <h2 id="verifier-how-title">{t.how.title}</h2>
        <ul>
          {t.how.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>
          {t.how.keys}{' '}
          <a href={KEYS_URL} className="verifier__keys">
            {KEYS_URL}
          </a>
          .
        </p>
      </section>
    </div>
  );
}
