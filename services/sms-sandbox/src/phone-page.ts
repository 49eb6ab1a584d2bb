import { escapeHtml as escape, utcTime } from './html';
import { MESSAGES } from './messages';
import { USSD_SCREEN_MAX, type UssdSessionView } from './ussd-phone';

/** One line of the phone's messages: an SMS it received from us, or one it sent to a short code. */
export type PhoneLine =
  | { direction: 'received'; at: string; peer: string; text: string }
  | { direction: 'sent'; at: string; peer: string; text: string; status: number | null };

export interface PhonePageView {
  number: string;
  /** A refused form's message, by the section that sent it. */
  errors: { number?: string; ussd?: string; sms?: string };
  session: UssdSessionView | null;
  dial: { serviceCode: string; networkCode: string };
  sms: { to: string; text: string };
  lines: PhoneLine[];
  /** The payment sandbox's phone page for this number, where mobile-money pushes are confirmed. */
  paymentPhoneUrl: string | null;
}

const t = MESSAGES.phone;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f4f6;color:#1f2937;line-height:1.4}
main{max-width:480px;margin:0 auto;padding:12px}
h1{font-size:1.3rem;margin:4px 0 8px}
h2{font-size:1.05rem;margin:0 0 10px}
.banner{margin:0;font-size:.85rem;background:#fff4d6;border:1px solid #e0b000;padding:8px 10px;border-radius:8px}
section{background:#fff;border-radius:12px;padding:14px;margin:12px 0;box-shadow:0 1px 4px rgba(0,0,0,.08)}
label{display:block;font-size:.9rem;font-weight:600;margin:10px 0 4px}
input,select,textarea{width:100%;font:inherit;font-size:1rem;padding:10px;border:1px solid #9ca3af;border-radius:8px;background:#fff;color:inherit}
textarea{resize:vertical}
.hint{font-size:.8rem;color:#4b5563;margin:4px 0 0}
button{font:inherit;font-size:1rem;font-weight:600;padding:10px 16px;border:0;border-radius:8px;background:#e5e7eb;color:#1f2937;cursor:pointer;min-height:44px}
button.primary{background:#0f766e;color:#fff}
.actions{display:flex;flex-wrap:wrap;gap:8px;margin-top:10px}
.actions button{flex:1 1 auto}
.number{margin:12px 0 0}
.inline{display:flex;gap:8px}
.inline input{flex:1 1 auto;min-width:0}
.inline button{flex:0 0 auto}
.screen{margin:0;min-height:7em;padding:12px;border-radius:8px;background:#0b3d2e;color:#d1fae5;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.95rem;white-space:pre-wrap;overflow-wrap:anywhere}
.meta{font-size:.8rem;color:#4b5563;margin:6px 0 0;overflow-wrap:anywhere}
.error{margin:0 0 8px;padding:8px 10px;border-radius:8px;background:#fee2e2;color:#991b1b}
.warning{margin:6px 0 0;padding:6px 10px;border-radius:8px;background:#fef3c7;color:#92400e;font-size:.85rem}
.over{font-weight:600;margin:8px 0 0}
ol{list-style:none;margin:0;padding:0}
li{padding:8px 10px;margin:0 0 8px;border-radius:8px;overflow-wrap:anywhere}
li.received{background:#ecfdf5;margin-right:24px}
li.sent{background:#eff6ff;margin-left:24px}
li p{margin:0;white-space:pre-wrap}
.links{font-size:.9rem}
a{color:#0f5f8f}
`;

const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escape(value)}">`;
const errorBox = (message: string | undefined) =>
  message ? `<p class="error" role="alert">${escape(message)}</p>` : '';

function numberSection(view: PhonePageView): string {
  return `<form method="get" action="/telephone" class="number">
${errorBox(view.errors.number)}
<label for="numero">${escape(t.number)}</label>
<div class="inline">
<input id="numero" name="numero" type="tel" inputmode="tel" autocomplete="off" value="${escape(view.number)}" aria-describedby="numero-aide">
<button type="submit">${escape(t.useNumber)}</button>
</div>
<p class="hint" id="numero-aide">${escape(t.numberHint)}</p>
</form>`;
}

function dialForm(view: PhonePageView): string {
  const options = t.ussd.networks
    .map(
      (network) =>
        `<option value="${network.code}"${network.code === view.dial.networkCode ? ' selected' : ''}>${escape(network.label)}</option>`,
    )
    .join('');
  return `<form method="post" action="/telephone/ussd">
${hidden('numero', view.number)}
<label for="code">${escape(t.ussd.serviceCode)}</label>
<input id="code" name="code" type="text" inputmode="tel" autocomplete="off" value="${escape(view.dial.serviceCode)}">
<label for="reseau">${escape(t.ussd.network)}</label>
<select id="reseau" name="reseau">${options}</select>
<div class="actions"><button type="submit" class="primary">${escape(t.ussd.dial)}</button></div>
</form>`;
}

function sessionView(view: PhonePageView, session: UssdSessionView): string {
  const tooLong =
    session.screen.length > USSD_SCREEN_MAX
      ? `<p class="warning">${escape(t.ussd.tooLong(session.screen.length, USSD_SCREEN_MAX))}</p>`
      : '';
  const meta = `<p class="meta">${escape(t.ussd.session(session.sessionId, session.text))} · ${escape(t.ussd.status(session.status))}</p>`;
  const hangUp = `<form method="post" action="/telephone/ussd/raccrocher">
${hidden('numero', view.number)}${hidden('session', session.sessionId)}
<div class="actions"><button type="submit">${escape(session.ended ? t.ussd.ok : t.ussd.hangUp)}</button></div>
</form>`;
  if (session.ended) {
    return `<pre class="screen" id="ecran">${escape(session.screen)}</pre>${tooLong}
<p class="over" role="status">${escape(session.expired ? t.expired : t.ussd.over)}</p>${meta}${hangUp}`;
  }
  return `<pre class="screen" id="ecran">${escape(session.screen)}</pre>${tooLong}
<form method="post" action="/telephone/ussd/reponse">
${hidden('numero', view.number)}${hidden('session', session.sessionId)}
<label for="reponse">${escape(t.ussd.reply)}</label>
<input id="reponse" name="reponse" type="text" inputmode="numeric" autocomplete="off" autofocus maxlength="${USSD_SCREEN_MAX}" aria-describedby="ecran">
<div class="actions"><button type="submit" class="primary">${escape(t.ussd.send)}</button></div>
</form>${meta}${hangUp}`;
}

function ussdSection(view: PhonePageView): string {
  return `<section aria-labelledby="ussd-titre" id="ussd">
<h2 id="ussd-titre">${escape(t.ussd.title)}</h2>
${errorBox(view.errors.ussd)}
${view.session ? sessionView(view, view.session) : dialForm(view)}
</section>`;
}

function smsSection(view: PhonePageView): string {
  return `<section aria-labelledby="sms-titre" id="sms">
<h2 id="sms-titre">${escape(t.sms.title)}</h2>
${errorBox(view.errors.sms)}
<form method="post" action="/telephone/sms">
${hidden('numero', view.number)}
<label for="destinataire">${escape(t.sms.to)}</label>
<input id="destinataire" name="destinataire" type="text" inputmode="tel" autocomplete="off" value="${escape(view.sms.to)}">
<label for="texte">${escape(t.sms.text)}</label>
<textarea id="texte" name="texte" rows="2" maxlength="1600" placeholder="${escape(t.sms.placeholder)}">${escape(view.sms.text)}</textarea>
<div class="actions"><button type="submit" class="primary">${escape(t.sms.send)}</button></div>
</form>
</section>`;
}

function lineView(line: PhoneLine): string {
  if (line.direction === 'received') {
    return `<li class="received"><p class="meta">${escape(t.inbox.received(line.peer))} · ${escape(utcTime(line.at))}</p><p>${escape(line.text)}</p></li>`;
  }
  const outcome =
    line.status === null
      ? t.inbox.unanswered
      : line.status >= 200 && line.status < 300
        ? t.inbox.taken(line.status)
        : t.inbox.refused(line.status);
  return `<li class="sent"><p class="meta">${escape(t.inbox.sent(line.peer))} · ${escape(utcTime(line.at))} · ${escape(outcome)}</p><p>${escape(line.text)}</p></li>`;
}

function inboxSection(view: PhonePageView): string {
  const link = `/telephone?numero=${encodeURIComponent(view.number)}#messages`;
  return `<section aria-labelledby="messages-titre" id="messages">
<h2 id="messages-titre">${escape(t.inbox.title)}</h2>
${view.lines.length === 0 ? `<p>${escape(t.inbox.empty)}</p>` : `<ol>${view.lines.map(lineView).join('')}</ol>`}
<p class="links"><a href="${escape(link)}">${escape(t.inbox.refresh)}</a></p>
</section>`;
}

/**
 * The test phone (`/telephone`): a number, its USSD session (dial, the screen, an answer), an SMS to
 * the short code, and the messages it sent and received. Plain HTML forms, no script: usable at 360 px
 * and from any browser.
 */
export function phonePage(view: PhonePageView): string {
  const payments = view.paymentPhoneUrl
    ? `<p class="links">${escape(t.payments)} <a href="${escape(view.paymentPhoneUrl)}">${escape(t.paymentsLink)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(t.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escape(t.heading)}</h1>
<p class="banner">${escape(t.banner)}</p>
${numberSection(view)}
${ussdSection(view)}
${smsSection(view)}
${inboxSection(view)}
${payments}
<p class="links"><a href="/">${escape(t.allMessages)}</a></p>
</main>
</body>
</html>`;
}
