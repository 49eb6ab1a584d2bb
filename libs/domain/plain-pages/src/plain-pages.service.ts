import { randomUUID } from 'node:crypto';
import { HttpStatus, Injectable } from '@nestjs/common';
import { AppConfig } from '@app/config';
import { AppError, MESSAGES } from '@app/common';
import { maskPhone, PLAIN_PATH, plainPaths } from '@app/contracts';
import { UserDirectory } from '@app/identity';
import { CheckoutService, PAYMENT_PROVIDERS, type PaymentProvider } from '@app/payments';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type {
  PlainCodeForm,
  PlainPackForm,
  PlainPhoneForm,
  PlainReturnForm,
  PlainVoteForm,
} from './dto/plain-forms.dto';
import type { SafeHtml } from './html';
import { layout, type PlainAccount } from './pages/layout';
import { messagePage } from './pages/message-page';
import { participantPage, type ParticipantView, type VoteOutcome } from './pages/participant-page';
import { codeFormPage, type FormErrors, phoneFormPage } from './pages/sign-in-pages';
import { PlainParticipants } from './plain-participants';
import { type PendingSignIn, PlainSession, type PlainVisit } from './plain-session';
import { PlainSignIn } from './plain-sign-in';
import { PLAIN_TEXTS } from './plain-texts';
import { timeZoneOfNumber } from './plain-times';
import { PlainVotes } from './plain-votes';

const t = PLAIN_TEXTS;

/** What a route answers: a page and its status, or where to send the browser (303, see Other). */
export type PlainAnswer = { status: number; page: SafeHtml } | { redirect: string };

/** The key of a vote form as the vote's Idempotency-Key: what the API accepts of one. */
const VOTE_KEY = /^[A-Za-z0-9-]{1,64}$/;

const participantPath = plainPaths.participant;
const signInPath = (participantId: number | null) => plainPaths.signIn(participantId ?? undefined);

/** A participant id from a form or an address: a positive integer, else none. */
function participantIdOf(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

interface ParticipantExtras {
  status?: number;
  outcome?: VoteOutcome;
  message?: { kind: 'notice' | 'error'; text: string };
}

/**
 * The pages without script, each a plain HTML form that works in Opera Mini's extreme mode, an in-app
 * browser or with JavaScript turned off: a participant's page, its free vote and its result, the packs
 * (to the provider's hosted checkout), the sign-in by phone number and SMS code, the sign-out. Every
 * action goes through the services the site's API uses (VoteService, PhoneSignIn, CheckoutService).
 */
@Injectable()
export class PlainPages {
  private readonly site: string;

  constructor(
    config: AppConfig,
    private readonly session: PlainSession,
    private readonly participants: PlainParticipants,
    private readonly votes: PlainVotes,
    private readonly signIn: PlainSignIn,
    private readonly checkout: CheckoutService,
    private readonly users: UserDirectory,
  ) {
    this.site = config.publicWebUrl;
  }

  async participant(request: FastifyRequest, reply: FastifyReply, id: number): Promise<PlainAnswer> {
    const visit = await this.session.visit(request, reply);
    return this.participantAnswer(visit, await this.participants.view(id));
  }

  /** The free vote: a visitor signs in first; a form that is not this visit's changes nothing. */
  async vote(request: FastifyRequest, reply: FastifyReply, id: number, form: PlainVoteForm): Promise<PlainAnswer> {
    const visit = await this.session.visit(request, reply);
    const refused = await this.refusedForm(request, visit, form, id);
    if (refused) return refused;
    const view = await this.participants.view(id);
    if (!view) return this.participantAnswer(visit, null);
    const key = form.cle && VOTE_KEY.test(form.cle) ? `simple-${form.cle}` : undefined;
    try {
      const { status, outcome } = await this.votes.cast(visit.voter!, id, request, key);
      const fresh = (await this.participants.view(id)) ?? view;
      if (outcome.kind !== 'counted') return this.participantAnswer(visit, fresh, { status, outcome });
      // The ranking's projection follows the ledger a moment later: a counted vote is in the count shown.
      const votes = Math.max(fresh.votes, outcome.votes, view.votes + 1);
      return this.participantAnswer(visit, { ...fresh, votes }, { status, outcome: { ...outcome, votes } });
    } catch (error) {
      // Signed out elsewhere since the page was shown: sign in again.
      if (error instanceof AppError && error.status === HttpStatus.UNAUTHORIZED) return { redirect: signInPath(id) };
      throw error;
    }
  }

  /** A pack: the provider's hosted checkout, where the browser is sent (303); or why not, on the page. */
  async buy(
    request: FastifyRequest,
    reply: FastifyReply,
    id: number,
    packId: number,
    form: PlainPackForm,
  ): Promise<PlainAnswer> {
    const visit = await this.session.visit(request, reply);
    const refused = await this.refusedForm(request, visit, form, id);
    if (refused) return refused;
    const view = await this.participants.view(id);
    if (!view) return this.participantAnswer(visit, null);
    const offered = (await this.participants.offer(view)).gateways.map(({ id: provider }) => provider);
    const provider = form.fournisseur || offered[0];
    if (!provider || !offered.includes(provider) || !PAYMENT_PROVIDERS.includes(provider as PaymentProvider)) {
      return this.participantAnswer(visit, view, {
        status: HttpStatus.BAD_REQUEST,
        message: { kind: 'error', text: t.packs.unknownProvider },
      });
    }
    try {
      const opened = await this.checkout.open(provider as PaymentProvider, visit.voter!.userId, {
        participant: id,
        pack: packId,
      });
      return { redirect: opened.payment_url };
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= HttpStatus.INTERNAL_SERVER_ERROR) throw error;
      const detail = typeof error.body.detail === 'string' ? error.body.detail : MESSAGES.http.badRequest;
      return this.participantAnswer(visit, view, { status: error.status, message: { kind: 'error', text: detail } });
    }
  }

  /** The sign-in's first form; a signed-in visitor goes back to the participant. */
  async phoneForm(request: FastifyRequest, reply: FastifyReply, participant: string | undefined) {
    const visit = await this.session.visit(request, reply);
    const participantId = participantIdOf(participant);
    if (visit.voter) return { redirect: participantId === null ? '/' : participantPath(participantId) };
    return this.phoneFormAnswer(visit, participantId, HttpStatus.OK, {});
  }

  /** Sends the code, keeps the number until it comes back, and shows the code's form (303). */
  async sendCode(request: FastifyRequest, reply: FastifyReply, form: PlainPhoneForm): Promise<PlainAnswer> {
    const visit = await this.session.visit(request, reply);
    const participantId = participantIdOf(form.participant);
    const forgery = this.session.forgery(request, visit, form.jeton);
    if (forgery) {
      return this.phoneFormAnswer(visit, participantId, HttpStatus.FORBIDDEN, { form: t.forms[forgeryText(forgery)] });
    }
    const sent = await this.signIn.sendCode(request, form);
    if ('errors' in sent) return this.phoneFormAnswer(visit, participantId, sent.status, sent.errors, form);
    this.session.rememberPending(reply, sent);
    return { redirect: `${PLAIN_PATH}/connexion/code${participantId === null ? '' : `?participant=${participantId}`}` };
  }

  async codeForm(request: FastifyRequest, reply: FastifyReply, participant: string | undefined) {
    const visit = await this.session.visit(request, reply);
    const participantId = participantIdOf(participant);
    const pending = this.session.pending(request);
    if (!pending) return this.phoneFormAnswer(visit, participantId, HttpStatus.OK, {}, {}, t.signIn.expired);
    return this.codeFormAnswer(visit, pending, participantId, HttpStatus.OK, {});
  }

  /** Signs in with the code, then back to the participant (303). */
  async checkCode(request: FastifyRequest, reply: FastifyReply, form: PlainCodeForm): Promise<PlainAnswer> {
    const visit = await this.session.visit(request, reply);
    const participantId = participantIdOf(form.participant);
    const pending = this.session.pending(request);
    if (!pending) {
      return this.phoneFormAnswer(visit, participantId, HttpStatus.BAD_REQUEST, {}, {}, t.signIn.expired);
    }
    const forgery = this.session.forgery(request, visit, form.jeton);
    if (forgery) {
      return this.codeFormAnswer(visit, pending, participantId, HttpStatus.FORBIDDEN, {
        form: t.forms[forgeryText(forgery)],
      });
    }
    const signedIn = await this.signIn.signIn(request, pending, form);
    if ('errors' in signedIn)
      return this.codeFormAnswer(visit, pending, participantId, signedIn.status, signedIn.errors);
    this.session.open(reply, signedIn);
    return { redirect: participantId === null ? '/' : participantPath(participantId) };
  }

  async signOut(request: FastifyRequest, reply: FastifyReply, form: PlainReturnForm): Promise<PlainAnswer> {
    const visit = await this.session.visit(request, reply);
    const participantId = participantIdOf(form.participant);
    const back = participantId === null ? '/' : participantPath(participantId);
    const forgery = this.session.forgery(request, visit, form.jeton);
    if (forgery) {
      return this.page(
        HttpStatus.FORBIDDEN,
        visit,
        t.errorTitle,
        this.site,
        messagePage(t.forms[forgeryText(forgery)], {
          href: back,
          label: t.forms.retry,
        }),
      );
    }
    await this.session.close(request, reply);
    return { redirect: back };
  }

  /** An error page in the pages' frame (the error filter's). */
  async errorPage(request: FastifyRequest, reply: FastifyReply, status: number, detail: string): Promise<PlainAnswer> {
    const visit = await this.session.visit(request, reply).catch(() => null);
    return this.page(status, visit, t.errorTitle, this.site, messagePage(detail, { href: '/', label: t.home }));
  }

  /**
   * Why a POST of the participant's forms is not carried out: another site's (403), a visitor's (to the
   * sign-in, 303), or a form that is not this visit's (403, the page with a fresh form).
   */
  private async refusedForm(
    request: FastifyRequest,
    visit: PlainVisit,
    form: { jeton?: string },
    id: number,
  ): Promise<PlainAnswer | null> {
    const forgery = this.session.forgery(request, visit, form.jeton);
    if (forgery === 'foreign') {
      return this.page(
        HttpStatus.FORBIDDEN,
        visit,
        t.errorTitle,
        this.site,
        messagePage(t.forms.foreign, {
          href: participantPath(id),
          label: t.forms.retry,
        }),
      );
    }
    if (!visit.voter) return { redirect: signInPath(id) };
    if (forgery === 'token') {
      return this.participantAnswer(visit, await this.participants.view(id), {
        status: HttpStatus.FORBIDDEN,
        message: { kind: 'error', text: t.forms.refused },
      });
    }
    return null;
  }

  private async participantAnswer(
    visit: PlainVisit,
    view: ParticipantView | null,
    extras: ParticipantExtras = {},
  ): Promise<PlainAnswer> {
    if (!view) {
      return this.page(
        HttpStatus.NOT_FOUND,
        visit,
        t.errorTitle,
        this.site,
        messagePage(t.participant.notFound, {
          href: '/',
          label: t.home,
        }),
      );
    }
    const [offer, account] = await Promise.all([this.participants.offer(view), this.account(visit)]);
    const body = participantPage({
      participant: view,
      offer,
      signedIn: visit.voter !== null,
      formToken: visit.formToken,
      voteKey: randomUUID(),
      timeZone: timeZoneOfNumber(account?.phone),
      now: new Date(),
      ...extras,
    });
    const title = t.participant.title(view.name);
    return this.page(extras.status ?? HttpStatus.OK, visit, title, this.fullVersion(view), body, account, view.id);
  }

  private async phoneFormAnswer(
    visit: PlainVisit,
    participantId: number | null,
    status: number,
    errors: FormErrors,
    typed: { numero?: string; pays?: string; prenom?: string } = {},
    notice?: string,
  ): Promise<PlainAnswer> {
    const view = participantId === null ? null : await this.participants.view(participantId);
    const body = phoneFormPage({
      formToken: visit.formToken,
      participant: view && { id: view.id, name: view.name },
      countries: this.signIn.countries,
      country: typed.pays ?? (view ? this.signIn.countryNamed(view.country) : ''),
      number: typed.numero ?? '',
      firstName: typed.prenom ?? '',
      errors,
      notice,
    });
    return this.page(status, visit, t.signIn.title, view ? this.fullVersion(view) : `${this.site}/login`, body);
  }

  private codeFormAnswer(
    visit: PlainVisit,
    pending: PendingSignIn,
    participantId: number | null,
    status: number,
    errors: FormErrors,
  ): Promise<PlainAnswer> {
    const body = codeFormPage({
      formToken: visit.formToken,
      participantId,
      maskedPhone: maskPhone(pending.phone) ?? pending.phone,
      askFirstName: pending.firstName === '',
      errors,
    });
    return this.page(status, visit, t.signIn.codeTitle, `${this.site}/login`, body);
  }

  private async page(
    status: number,
    visit: PlainVisit | null,
    title: string,
    fullVersion: string,
    body: SafeHtml,
    account?: (PlainAccount & { phone: string }) | null,
    participantId?: number,
  ): Promise<PlainAnswer> {
    const shown = account === undefined && visit ? await this.account(visit) : (account ?? null);
    return { status, page: layout({ title, account: shown, fullVersion, participantId }, body) };
  }

  /** The signed-in account as the header names it (with its number, for the times shown). */
  private async account(visit: PlainVisit): Promise<(PlainAccount & { phone: string }) | null> {
    if (!visit.voter) return null;
    const contact = await this.users.find(visit.voter.userId);
    if (!contact) return null;
    return {
      firstName: contact.firstName,
      maskedPhone: maskPhone(contact.phone),
      phone: contact.phone,
      formToken: visit.formToken,
    };
  }

  private fullVersion(view: ParticipantView): string {
    return `${this.site}/vote/${view.contestId}/${view.id}`;
  }
}

const forgeryText = (forgery: 'foreign' | 'token') => (forgery === 'foreign' ? 'foreign' : 'refused');
