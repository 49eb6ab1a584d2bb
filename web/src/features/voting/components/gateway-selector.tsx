import { voting as VOTING_TEXT } from '@/messages/voting';
import type { PaymentGateway } from '../api/init-payment';

const t = VOTING_TEXT.gateways;
const GATEWAYS: readonly PaymentGateway[] = ['cinetpay', 'paydunya', 'intouch'];

/** CinetPay (recommended), PayDunya (alternative) and InTouch (mobile money). */
export function GatewaySelector({
  value,
  onChange,
}: {
  value: PaymentGateway;
  onChange: (gateway: PaymentGateway) => void;
}) {
  return (
    <fieldset className="gateways">
      <legend className="gateways__legend">{t.legend}</legend>
      {GATEWAYS.map((gateway) => (
        <label key={gateway} className={`gateway${value === gateway ? ' gateway--selected' : ''}`}>
          <input
            type="radio"
            name="gateway"
            value={gateway}
            checked={value === gateway}
            onChange={() => onChange(gateway)}
          />
          <span className="gateway__name">{t[gateway].name}</span>
          <span className="gateway__note">{t[gateway].note}</span>
        </label>
      ))}
    </fieldset>
  );
}
