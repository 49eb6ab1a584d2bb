import { html, type SafeHtml } from '../html';
import { PLAIN_TEXTS } from '../plain-texts';

/** A page that only says why something could not be done, with a way back. */
export function messagePage(detail: string, back: { href: string; label: string }): SafeHtml {
  return html`<h1>${PLAIN_TEXTS.errorTitle}</h1>
    <p class="error" role="alert">${detail}</p>
    <p><a class="button button--plain" href="${back.href}">${back.label}</a></p>`;
}
