import { formatPhone } from '@bebe-star/web-common/phone-format';
import type { PrizeClaim } from '@/lib/api/prize-claims/prize-claims';
import { formatFcfa } from '@bebe-star/web-common/format';
import { ordinal } from '@bebe-star/web-common/french';
import { prizeClaims as CLAIMS_TEXT } from '@/messages/prize-claims';

const t = CLAIMS_TEXT.summary;

/** What is being decided: the winner, the prize and where it is paid (number and operator). */
export function ClaimSummary({ claim }: { claim: PrizeClaim }) {
  const { winner_data: winner } = claim;
  return (
    <dl className="claim-summary">
      <div>
        <dt>{t.winner}</dt>
        <dd>
          {winner.participant_baby_name} ({winner.participant_name}) · {winner.contest_title}
        </dd>
      </div>
      <div>
        <dt>{t.prize}</dt>
        <dd>
          {ordinal(winner.rank)} · {formatFcfa(winner.prize)}
        </dd>
      </div>
      <div>
        <dt>{t.phone}</dt>
        <dd>{formatPhone(claim.phone_number)}</dd>
      </div>
      <div>
        <dt>{t.operator}</dt>
        <dd>{CLAIMS_TEXT.table.operator(claim.operator)}</dd>
      </div>
    </dl>
  );
}
