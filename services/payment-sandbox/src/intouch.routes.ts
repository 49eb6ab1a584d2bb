import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import { answerDecisionForm, type Brand, checkoutPage, errorPage, sendPage, settledPage } from './checkout-page';
import { PHONE_BRAND, type PhoneOutcome, phonePage } from './intouch-phone-page';
import { INSUFFICIENT_FUNDS_PIN } from './intouch-push.sandbox';
import { type IntouchSandbox, type IntouchTransaction, TOUCHPAY_PARAMETERS } from './intouch.sandbox';
import { MESSAGES } from './messages';
import { simulateFailure } from './provider-failure';
import type { SandboxContext } from './sandbox-context';
import { SandboxRequestError } from './transactions';

const BRAND: Brand = { name: 'TouchPay (InTouch)', accent: '#c2410c' };

/** A phone's number in the page's path: E.164 (+ optional) or national digits. */
const PHONE_NUMBER = /^\+?\d{6,15}$/;

const phoneAnswerSchema = z.object({
  decision: z.enum(['confirm', 'refuse']),
  pin: z.string().trim().default(''),
});

const phoneQuerySchema = z.object({ resultat: z.enum(['paid', 'refused', 'insufficient']).optional() });

/** TouchPay's script, as the merchant's page loads it: `sendPaymentInfos` opens the hosted checkout. */
function touchpayScript(checkoutUrl: string): string {
  const parameters = TOUCHPAY_PARAMETERS.join(', ');
  return `(function () {
  var checkoutUrl = ${JSON.stringify(checkoutUrl)};
  var names = ${JSON.stringify(TOUCHPAY_PARAMETERS)};
  window.sendPaymentInfos = function sendPaymentInfos(${parameters}) {
    var values = [${parameters}];
    var query = new URLSearchParams();
    for (var i = 0; i < names.length; i++) {
      query.append(names[i], values[i] === undefined || values[i] === null ? '' : String(values[i]));
    }
    window.location.href = checkoutUrl + '?' + query.toString();
  };
})();
`;
}

/** InTouch's TouchPay script, hosted checkout and GU status API, mounted under `/intouch`. */
export function intouchRoutes(intouch: IntouchSandbox, context: SandboxContext): FastifyPluginCallback {
  return (app, _options, done) => {
    app.get('/touchpay.js', (_request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .type('application/javascript; charset=utf-8')
        .send(touchpayScript(intouch.checkoutUrl())),
    );

    /** The hosted page of an opened transaction, or its outcome once decided. */
    const transactionPage = (transaction: IntouchTransaction): string => {
      if (transaction.settlement) {
        const { decision } = transaction.settlement;
        return settledPage(BRAND, decision, intouch.returnRedirect(transaction, decision));
      }
      return checkoutPage(BRAND, {
        description: MESSAGES.page.intouchOrder(transaction.domainName),
        amount: transaction.amount,
        currency: 'FCFA',
        details: [
          [MESSAGES.page.reference, transaction.orderNumber],
          [MESSAGES.page.customer, transaction.clientName || transaction.clientPhone],
        ],
        decisionUrl: `${intouch.checkoutUrl()}/${encodeURIComponent(transaction.orderNumber)}/decision`,
        globalChanges: context.behaviour.changedFields(),
      });
    };

    app.get('/checkout', (request, reply) => {
      context.stats.intouch.inits += 1;
      if (simulateFailure(reply, context.behaviour.get().initFailure)) return reply;
      try {
        return sendPage(reply, 200, transactionPage(intouch.open(request.query)));
      } catch (error) {
        if (!(error instanceof SandboxRequestError)) throw error;
        return sendPage(reply, error.statusCode, errorPage(BRAND, error.message));
      }
    });

    app.post<{ Params: { orderNumber: string } }>('/checkout/:orderNumber/decision', (request, reply) =>
      answerDecisionForm(reply, BRAND, request.body, (decision, scenario) =>
        intouch.decide(request.params.orderNumber, decision, scenario),
      ),
    );

    /** TouchPay API "paiement marchand": a payment pushed to a phone. */
    app.put<{ Params: { agencyCode: string } }>(
      '/dist/api/touchpayapi/v1/:agencyCode/transaction',
      (request, reply) => {
        context.stats.intouch.inits += 1;
        if (simulateFailure(reply, context.behaviour.get().initFailure)) return reply;
        const answer = intouch.pushes.request(
          request.params.agencyCode,
          request.query,
          request.url,
          request.headers.authorization,
          request.body,
        );
        return reply
          .code(answer.statusCode)
          .headers(answer.headers ?? {})
          .send(answer.body);
      },
    );

    /** The payer's phone: the requests pushed to it, answered with a PIN. */
    const phone = (number: string, outcome: PhoneOutcome | null, error: string | null) =>
      phonePage({
        number,
        pushes: intouch.pushes.list(number),
        merchantName: context.merchantName,
        path: `${context.publicUrl()}/intouch/telephone/${encodeURIComponent(number)}`,
        outcome,
        error,
      });

    app.get<{ Params: { number: string } }>('/telephone/:number', (request, reply) => {
      const { number } = request.params;
      if (!PHONE_NUMBER.test(number)) return sendPage(reply, 400, errorPage(PHONE_BRAND, MESSAGES.phone.invalidNumber));
      const query = phoneQuerySchema.safeParse(request.query);
      return sendPage(reply, 200, phone(number, query.success ? (query.data.resultat ?? null) : null, null));
    });

    app.post<{ Params: { number: string; id: string } }>('/telephone/:number/:id', async (request, reply) => {
      const { number, id } = request.params;
      if (!PHONE_NUMBER.test(number)) return sendPage(reply, 400, errorPage(PHONE_BRAND, MESSAGES.phone.invalidNumber));
      const form = phoneAnswerSchema.safeParse(request.body);
      if (!form.success) return sendPage(reply, 400, phone(number, null, MESSAGES.errors.invalidRequest));
      const { decision, pin } = form.data;
      try {
        if (decision === 'confirm') await intouch.pushes.confirm(id, pin);
        else await intouch.pushes.refuse(id);
        const outcome: PhoneOutcome =
          decision === 'refuse' ? 'refused' : pin === INSUFFICIENT_FUNDS_PIN ? 'insufficient' : 'paid';
        return reply.redirect(
          `${context.publicUrl()}/intouch/telephone/${encodeURIComponent(number)}?resultat=${outcome}`,
          303,
        );
      } catch (error) {
        if (!(error instanceof SandboxRequestError)) throw error;
        return sendPage(reply, error.statusCode, phone(number, null, error.message));
      }
    });

    app.post<{ Params: { agencyCode: string } }>('/v1/:agencyCode/check_status', (request, reply) => {
      context.stats.intouch.checks += 1;
      if (simulateFailure(reply, context.behaviour.takeCheckFailure())) return reply;
      const answer = intouch.checkStatus(request.params.agencyCode, request.headers.authorization, request.body);
      return reply.code(answer.statusCode).send(answer.body);
    });

    done();
  };
}
