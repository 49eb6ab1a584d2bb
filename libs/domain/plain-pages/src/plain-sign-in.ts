import { HttpStatus, Injectable } from '@nestjs/common';
import { AppConfig } from '@app/config';
import { AppError, MESSAGES } from '@app/common';
import { DIAL_CODES } from '@app/contracts';
import { PhoneSignIn, ProofOfWork, type TokenPair } from '@app/identity';
import type { FastifyRequest } from 'fastify';
import { type CountryCode, getCountryCallingCode } from 'libphonenumber-js/max';
import type { FormErrors } from './pages/sign-in-pages';
import type { PendingSignIn } from './plain-session';
import { PLAIN_TEXTS } from './plain-texts';

/** A refused step of the sign-in: what to say beside the form, with the page's status. */
export interface SignInRefusal {
  status: number;
  errors: FormErrors;
}

/** The API's field names, as the pages' forms name them. */
const FIELDS: Record<string, string> = { phone: 'numero', country: 'pays', first_name: 'prenom', code: 'code' };

/** A refusal of the phone sign-in (a French 4xx) as the form shows it; anything else is thrown. */
function refusalOf(error: unknown): SignInRefusal {
  if (!(error instanceof AppError) || error.status >= HttpStatus.INTERNAL_SERVER_ERROR) throw error;
  const body = error.body;
  if (typeof body.detail === 'string') return { status: error.status, errors: { form: body.detail } };
  const fields = Object.fromEntries(
    Object.entries(body as Record<string, string[]>).map(([field, messages]) => [FIELDS[field] ?? field, messages[0]]),
  );
  return { status: error.status, errors: { fields } };
}

const CODE = /^\d{6}$/;

/**
 * The phone sign-in of the pages without script: libs/domain/identity's `PhoneSignIn`, its limits and its codes,
 * with one difference: a page without script cannot compute the proof of work a number never confirmed
 * costs, so such a number takes one of the address's codes without script instead (identity's rule).
 */
@Injectable()
export class PlainSignIn {
  /** The countries served, by ISO code, with their French names, in French order. */
  readonly countries: { code: string; name: string }[];

  constructor(
    config: AppConfig,
    private readonly phones: PhoneSignIn,
    private readonly proofOfWork: ProofOfWork,
  ) {
    const names = new Intl.DisplayNames(['fr'], { type: 'region' });
    this.countries = config.phoneSignIn.countries
      .map((code) => ({ code: code.toUpperCase(), name: names.of(code.toUpperCase()) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  }

  /** The ISO code of a country named as the site names them (« Sénégal »), if it is served; else ''. */
  countryNamed(name: string): string {
    const dial = DIAL_CODES[name];
    if (!dial) return '';
    return this.countries.find(({ code }) => `+${getCountryCallingCode(code as CountryCode)}` === dial)?.code ?? '';
  }

  /** Sends the code: the number in E.164 and the first name to keep until the code comes back, or why not. */
  async sendCode(
    request: FastifyRequest,
    form: { numero?: string; pays?: string; prenom?: string },
  ): Promise<PendingSignIn | SignInRefusal> {
    if (!form.numero) return { status: HttpStatus.BAD_REQUEST, errors: { fields: { numero: MESSAGES.phone.invalid } } };
    try {
      const sent = await this.phones.sendCode(
        { phone: form.numero, country: form.pays || undefined },
        { ...this.proofOfWork.callerOf(request), proof: undefined },
        { withoutScript: true },
      );
      return { phone: sent.phone, firstName: form.prenom ?? '' };
    } catch (error) {
      return refusalOf(error);
    }
  }

  /** Signs in with the code sent to the pending number: the site's tokens, or why not. */
  async signIn(
    request: FastifyRequest,
    pending: PendingSignIn,
    form: { code?: string; prenom?: string },
  ): Promise<TokenPair | SignInRefusal> {
    const code = form.code?.replace(/\s/g, '') ?? '';
    if (!CODE.test(code)) {
      return { status: HttpStatus.BAD_REQUEST, errors: { fields: { code: PLAIN_TEXTS.signIn.codeFormat } } };
    }
    try {
      const signedIn = await this.phones.signIn(
        { phone: pending.phone, code, first_name: form.prenom || pending.firstName || undefined },
        { ...this.proofOfWork.callerOf(request), proof: undefined },
      );
      return { access: signedIn.access_token, refresh: signedIn.refresh_token };
    } catch (error) {
      return refusalOf(error);
    }
  }
}
