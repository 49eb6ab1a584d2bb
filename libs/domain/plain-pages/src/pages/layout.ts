import { PLAIN_PATH } from '@app/contracts';
import { html, type SafeHtml } from '../html';
import { PLAIN_TEXTS } from '../plain-texts';
import { PLAIN_STYLE_VERSION } from './plain-style';

const t = PLAIN_TEXTS;

/** Who is signed in, as the header names them, and the token the sign-out form brings back. */
export interface PlainAccount {
  firstName: string;
  maskedPhone: string | null;
  formToken: string;
}

export interface PlainFrame {
  title: string;
  /** The signed-in account, or null for a visitor. */
  account: PlainAccount | null;
  /** The page of the full site that this one stands for (its canonical address, and the footer's link). */
  fullVersion: string;
  /** The participant a sign-out comes back to. */
  participantId?: number;
}

/** The sign-out: a form (a link would sign out on any page that merely loads it). */
function signOut(account: PlainAccount, participantId: number | undefined): SafeHtml {
  return html`<form class="inline" method="post" action="${PLAIN_PATH}/deconnexion">
    <input type="hidden" name="jeton" value="${account.formToken}" />${
      participantId !== undefined && html`<input type="hidden" name="participant" value="${participantId}" />`
    } <button class="link" type="submit">${t.signOut}</button>
  </form>`;
}

/**
 * A whole page: plain HTML in French, no script, the pages' small style sheet, one column. Its
 * canonical address is the full site's page, which search engines keep instead.
 */
export function layout(frame: PlainFrame, body: SafeHtml): SafeHtml {
  const { account } = frame;
  return html`<!doctype html>
    <html lang="fr">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${frame.title} · ${t.site}</title>
        <link rel="stylesheet" href="${PLAIN_PATH}/style.css?v=${PLAIN_STYLE_VERSION}" />
        <link rel="canonical" href="${frame.fullVersion}" />
      </head>
      <body>
        <header>
          <a class="brand" href="/">${t.site}</a> <small>${t.lightVersion}</small>
          ${
            account &&
            html`<div class="account">
              <span>${t.signedInAs(account.firstName, account.maskedPhone)}</span> ${signOut(
                account,
                frame.participantId,
              )}
            </div>`
          }
        </header>
        <main>${body}</main>
        <footer><a href="${frame.fullVersion}">${t.fullVersion}</a></footer>
      </body>
    </html> `;
}
