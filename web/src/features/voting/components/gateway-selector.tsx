import type { OfferedGateway } from '@/lib/api/settings/site-settings';
import { voting as VOTING_TEXT } from '@/messages/voting';
import type { PaymentGateway } from '../api/init-payment';

const t = VOTING_TEXT.gateways;

/** What each provider takes, when it is one the site knows. */
const covers = (id: string): string | undefined => (t.covers as Record<string, string>)[id];

/** The providers the deployment offers, in its order: the first recommended, the others alternatives. */
export function GatewaySelector({
  gateways,
  value,
  onChange,
}: {
  gateways: OfferedGateway[];
  value: PaymentGateway | null;
  onChange: (gateway: PaymentGateway) => void;
}) {
  if (gateways.length === 0) {
    return (
      <p className="gateways gateways--none" role="status">
        {t.none}
      </p>
    );
  }
  return (
    <fieldset className="gateways">
      <legend className="gateways__legend">{t.legend}</legend>
      {gateways.map(({ id, label, recommended }) => {
        const standing = recommended ? t.recommended : t.alternative;
        return (
          <label key={id} className={`gateway${value === id ? ' gateway--selected' : ''}`}>
            <input
              type="radio"
              name="gateway"
              value={id}
              checked={value === id}
              onChange={() => onChange(id as PaymentGateway)}
            />
            <span className="gateway__name">{label}</span>
            <span className="gateway__note">{covers(id) ? `${standing} : ${covers(id)}` : standing}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
