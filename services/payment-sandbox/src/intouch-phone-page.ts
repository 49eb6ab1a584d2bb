import { type Brand, escapeHtml, formatAmount, layout } from './checkout-page';
import type { PushStatus, PushView } from './intouch-push.sandbox';
import { MESSAGES } from './messages';

export const PHONE_BRAND: Brand = { name: MESSAGES.phone.brand, accent: '#c2410c' };

/** What happened to the request the payer just answered, as the page says it after the redirect. */
export type PhoneOutcome = keyof typeof MESSAGES.phone.outcomes;

export interface PhoneView {
  number: string;
  pushes: PushView[];
  merchantName: string;
  /** The path of the page itself (the forms post under it). */
  path: string;
  outcome: PhoneOutcome | null;
  error: string | null;
}

const francs = (amount: number) => formatAmount(amount, 'F CFA');

/** A request waiting on the phone: the operator's prompt, the PIN, confirm or refuse (plain forms, no script needed). */
function pendingRequest(view: PhoneView, push: PushView): string {
  const action = `${view.path}/${encodeURIComponent(push.id_from_client)}`;
  const prompt = MESSAGES.phone.request(view.merchantName, francs(push.amount));
  const pinId = `pin-${push.id_from_gu}`;
  return `<section>
<p><strong>${escapeHtml(push.operator)}</strong></p>
<p>${escapeHtml(prompt)}</p>
<form method="post" action="${escapeHtml(action)}">
<label for="${pinId}">${escapeHtml(MESSAGES.phone.pin)}</label>
<input id="${pinId}" name="pin" type="password" inputmode="numeric" autocomplete="off" pattern="[0-9]{4}" maxlength="4" aria-describedby="${pinId}-aide">
<p id="${pinId}-aide" class="banner">${escapeHtml(MESSAGES.phone.pinHelp)}</p>
<button class="primary" type="submit" name="decision" value="confirm">${escapeHtml(MESSAGES.phone.confirm)}</button>
<button type="submit" name="decision" value="refuse" formnovalidate>${escapeHtml(MESSAGES.phone.refuse)}</button>
</form>
</section>`;
}

/**
 * The payer's phone as the sandbox plays it (`/intouch/telephone/<number>`): each payment request
 * pushed to the number, to confirm with a PIN or refuse, and the requests already answered or expired.
 */
export function phonePage(view: PhoneView): string {
  const waiting = view.pushes.filter((push) => push.status === 'INITIATED');
  const past = view.pushes.filter((push) => push.status !== 'INITIATED');
  const notices = [
    ...(view.outcome ? [`<p class="note" role="status">${escapeHtml(MESSAGES.phone.outcomes[view.outcome])}</p>`] : []),
    ...(view.error ? [`<p class="note" role="alert">${escapeHtml(view.error)}</p>`] : []),
  ];
  const requests =
    waiting.length === 0
      ? `<p>${escapeHtml(MESSAGES.phone.none)}</p>`
      : waiting.map((push) => pendingRequest(view, push)).join('\n');
  const history =
    past.length === 0
      ? ''
      : `<h2>${escapeHtml(MESSAGES.phone.history)}</h2><ul>${past
          .map((push) => {
            const status = MESSAGES.phone.statuses[push.status as Exclude<PushStatus, 'INITIATED'>];
            return `<li>${escapeHtml(MESSAGES.phone.past(francs(push.amount), status))}</li>`;
          })
          .join('')}</ul>`;
  return layout(
    PHONE_BRAND,
    `<p><strong>${escapeHtml(MESSAGES.phone.number(view.number))}</strong></p>
<p>${escapeHtml(MESSAGES.phone.intro)}</p>
${notices.join('\n')}
${requests}
<p><a href="${escapeHtml(view.path)}">${escapeHtml(MESSAGES.phone.refresh)}</a></p>
${history}`,
  );
}
