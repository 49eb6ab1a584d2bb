import { PLAIN_PATH } from '@app/contracts';
import { html, type SafeHtml } from '../html';
import { PLAIN_TEXTS } from '../plain-texts';

const t = PLAIN_TEXTS.signIn;

/** A form's fields' errors, by field, and an error of the whole form. */
export interface FormErrors {
  form?: string;
  fields?: Record<string, string>;
}

export interface PhoneFormPage {
  formToken: string;
  participant: { id: number; name: string } | null;
  /** The countries served, by ISO code, with their French names; the one preselected. */
  countries: { code: string; name: string }[];
  country: string;
  number: string;
  firstName: string;
  errors: FormErrors;
  /** A line of information at the top (signed out, a code expired). */
  notice?: string;
}

export interface CodeFormPage {
  formToken: string;
  participantId: number | null;
  maskedPhone: string;
  /** No first name was given with the number: asked here too, in case the number has no account yet. */
  askFirstName: boolean;
  errors: FormErrors;
}

const formError = (errors: FormErrors) => errors.form && html`<p class="error" role="alert">${errors.form}</p>`;

/** A field's error, tied to its input by `aria-describedby`. */
const fieldError = (errors: FormErrors, field: string) =>
  errors.fields?.[field] && html`<p class="field-error" id="${field}-erreur">${errors.fields[field]}</p>`;

const describedBy = (errors: FormErrors, field: string, hint?: string) => {
  const ids = [hint, errors.fields?.[field] ? `${field}-erreur` : undefined].filter(Boolean).join(' ');
  return ids ? html` aria-describedby="${ids}"` : '';
};

const returnField = (participantId: number | null | undefined) =>
  participantId != null && html`<input type="hidden" name="participant" value="${participantId}" />`;

/** The sign-in's first form: the number (and its country), and the first name for a new account. */
export function phoneFormPage(page: PhoneFormPage): SafeHtml {
  const { errors } = page;
  return html`<h1>${t.title}</h1>
    ${page.notice && html`<p class="notice" role="status">${page.notice}</p>`}
    <p>${page.participant ? t.forParticipant(page.participant.name) : t.intro}</p>
    ${formError(errors)}
    <form method="post" action="${PLAIN_PATH}/connexion">
      <input type="hidden" name="jeton" value="${page.formToken}" />
      ${returnField(page.participant?.id)}
      <label for="pays">${t.country}</label>
      <select id="pays" name="pays">
        <option value="">${t.countryInNumber}</option>
        ${page.countries.map(
          ({ code, name }) =>
            html`<option value="${code}" ${code === page.country ? ' selected' : ''}>${name}</option>`,
        )}
      </select>
      <label for="numero">${t.number}</label>
      <input
        id="numero"
        name="numero"
        type="tel"
        inputmode="tel"
        autocomplete="tel"
        maxlength="32"
        required
        value="${page.number}"
        ${describedBy(errors, 'numero', 'numero-aide')}
      />
      <p class="hint" id="numero-aide">${t.numberHint}</p>
      ${fieldError(errors, 'numero')}
      <label for="prenom">${t.firstName}</label>
      <input
        id="prenom"
        name="prenom"
        autocomplete="given-name"
        maxlength="150"
        value="${page.firstName}"
        ${describedBy(errors, 'prenom')}
      />
      ${fieldError(errors, 'prenom')}
      <button type="submit">${t.send}</button>
    </form>`;
}

/** The sign-in's second form: the code received by SMS. */
export function codeFormPage(page: CodeFormPage): SafeHtml {
  const { errors } = page;
  const again = page.participantId === null ? '' : `?participant=${page.participantId}`;
  return html`<h1>${t.codeTitle}</h1>
    <p role="status">${t.codeSent(page.maskedPhone)}</p>
    ${formError(errors)}
    <form method="post" action="${PLAIN_PATH}/connexion/code">
      <input type="hidden" name="jeton" value="${page.formToken}" />
      ${returnField(page.participantId)}
      <label for="code">${t.code}</label>
      <input
        id="code"
        name="code"
        inputmode="numeric"
        autocomplete="one-time-code"
        pattern="[0-9]{6}"
        maxlength="6"
        required${describedBy(errors, 'code')}
      />
      ${fieldError(errors, 'code')}
      ${
        page.askFirstName &&
        html`<label for="prenom">${t.firstName}</label>
          <input id="prenom" name="prenom" autocomplete="given-name" maxlength="150" ${describedBy(errors, 'prenom')} />
          ${fieldError(errors, 'prenom')}`
      }
      <button type="submit">${t.confirm}</button>
    </form>
    <p><a href="${PLAIN_PATH}/connexion${again}">${t.otherNumber}</a></p>`;
}
