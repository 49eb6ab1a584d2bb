import type { FastifyPluginCallback, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { MessageStore } from './message-store';
import { type PhoneLine, type PhonePageView, phonePage } from './phone-page';
import { networkCode, phoneNumber, serviceCode, shortCode, smsText, ussdInput } from './phone-schemas';
import { InboundSmsUnconfigured, type PhoneSms } from './phone-sms';
import { DEFAULT_NETWORK_CODE, DEFAULT_PHONE_NUMBER, type SmsSandboxContext } from './sandbox-context';
import { UssdRefused, type UssdPhone } from './ussd-phone';

/** Lines of the phone's messages shown, newest first. */
const LINES_SHOWN = 50;

/** The named fields of a form or a query, each a text ('' when missing or repeated). */
function fieldsOf<K extends string>(source: unknown, ...names: K[]): Record<K, string> {
  const fields = typeof source === 'object' && source !== null ? (source as Record<string, unknown>) : {};
  return Object.fromEntries(
    names.map((name) => [name, typeof fields[name] === 'string' ? fields[name] : '']),
  ) as Record<K, string>;
}

export interface PhoneDevices {
  ussd: UssdPhone;
  sms: PhoneSms;
  store: MessageStore;
}

type Errors = PhonePageView['errors'];

/**
 * The test phone's page, `/telephone?numero=+225…`, and its forms (posted, then redirected back to
 * the page, so that a reload sends nothing twice): dial, answer, hang up, send an SMS.
 */
export function phoneRoutes(context: SmsSandboxContext, { ussd, sms, store }: PhoneDevices): FastifyPluginCallback {
  const page = (number: string, errors: Errors = {}, drafts: Partial<Pick<PhonePageView, 'dial' | 'sms'>> = {}) => {
    const session = ussd.onScreen(number);
    const received: PhoneLine[] = store
      .list(number)
      .map((message) => ({ direction: 'received', at: message.sentAt, peer: message.from, text: message.text }));
    const sent: PhoneLine[] = sms.list(number).map((message) => ({
      direction: 'sent',
      at: message.sentAt,
      peer: message.to,
      text: message.text,
      status: message.status,
    }));
    return phonePage({
      number,
      errors,
      session,
      dial: drafts.dial ?? {
        serviceCode: session?.serviceCode ?? context.phone.serviceCode,
        networkCode: session?.networkCode ?? DEFAULT_NETWORK_CODE,
      },
      sms: drafts.sms ?? { to: context.phone.shortCode, text: '' },
      lines: [...received, ...sent].sort((a, b) => b.at.localeCompare(a.at)).slice(0, LINES_SHOWN),
      paymentPhoneUrl: context.phone.paymentSandboxUrl
        ? `${context.phone.paymentSandboxUrl}/intouch/telephone/${encodeURIComponent(number)}`
        : null,
    });
  };
  const show = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
  const back = (reply: FastifyReply, number: string, section: string) =>
    reply.redirect(`/telephone?numero=${encodeURIComponent(number)}#${section}`, 303);
  /** The form's number, or the page that says it is wrong. */
  const numberOf = (value: unknown) => phoneNumber.safeParse(value);

  return (app, _options, done) => {
    app.get('/telephone', (request, reply) => {
      const { numero } = fieldsOf(request.query, 'numero');
      if (numero === '') return show(reply, 200, page(DEFAULT_PHONE_NUMBER));
      const number = numberOf(numero);
      if (!number.success) {
        return show(reply, 400, page(DEFAULT_PHONE_NUMBER, { number: number.error.issues[0].message }));
      }
      return show(reply, 200, page(number.data));
    });

    app.post('/telephone/ussd', async (request, reply) => {
      const form = fieldsOf(request.body, 'numero', 'code', 'reseau');
      const number = numberOf(form.numero);
      if (!number.success) {
        return show(reply, 400, page(DEFAULT_PHONE_NUMBER, { number: number.error.issues[0].message }));
      }
      const dial = { serviceCode: form.code, networkCode: form.reseau };
      const checked = z.object({ serviceCode, networkCode }).safeParse(dial);
      if (!checked.success) {
        return show(reply, 400, page(number.data, { ussd: checked.error.issues[0].message }, { dial }));
      }
      try {
        await ussd.dial({ phoneNumber: number.data, ...checked.data });
      } catch (error) {
        if (!(error instanceof UssdRefused)) throw error;
        return show(reply, 409, page(number.data, { ussd: error.message }, { dial }));
      }
      return back(reply, number.data, 'ussd');
    });

    app.post('/telephone/ussd/reponse', async (request, reply) => {
      const form = fieldsOf(request.body, 'numero', 'session', 'reponse');
      const number = numberOf(form.numero);
      if (!number.success) {
        return show(reply, 400, page(DEFAULT_PHONE_NUMBER, { number: number.error.issues[0].message }));
      }
      const input = ussdInput.safeParse(form.reponse);
      if (!input.success) return show(reply, 400, page(number.data, { ussd: input.error.issues[0].message }));
      try {
        await ussd.reply(form.session, input.data);
      } catch (error) {
        if (!(error instanceof UssdRefused)) throw error;
        return show(reply, error.reason === 'unknown' ? 404 : 409, page(number.data, { ussd: error.message }));
      }
      return back(reply, number.data, 'ussd');
    });

    app.post('/telephone/ussd/raccrocher', (request, reply) => {
      const form = fieldsOf(request.body, 'numero', 'session');
      const number = numberOf(form.numero);
      if (!number.success) {
        return show(reply, 400, page(DEFAULT_PHONE_NUMBER, { number: number.error.issues[0].message }));
      }
      try {
        ussd.hangUp(form.session);
      } catch (error) {
        // A session already forgotten is hung up too.
        if (!(error instanceof UssdRefused)) throw error;
      }
      return back(reply, number.data, 'ussd');
    });

    app.post('/telephone/sms', async (request, reply) => {
      const form = fieldsOf(request.body, 'numero', 'destinataire', 'texte');
      const number = numberOf(form.numero);
      if (!number.success) {
        return show(reply, 400, page(DEFAULT_PHONE_NUMBER, { number: number.error.issues[0].message }));
      }
      const draft = { sms: { to: form.destinataire, text: form.texte } };
      const checked = z.object({ to: shortCode, text: smsText }).safeParse(draft.sms);
      if (!checked.success) {
        return show(reply, 400, page(number.data, { sms: checked.error.issues[0].message }, draft));
      }
      try {
        await sms.send({ from: number.data, ...checked.data, networkCode: DEFAULT_NETWORK_CODE });
      } catch (error) {
        if (!(error instanceof InboundSmsUnconfigured)) throw error;
        return show(reply, 409, page(number.data, { sms: error.message }, draft));
      }
      return back(reply, number.data, 'messages');
    });

    done();
  };
}
