import type { FastifyError, FastifyPluginCallback } from 'fastify';
import { answerDecisionForm, type Brand, checkoutPage, errorPage, sendPage, settledPage } from './checkout-page';
import { type CinetpaySandbox, unreadableRequest } from './cinetpay.sandbox';
import { MESSAGES } from './messages';
import { simulateFailure } from './provider-failure';
import type { SandboxContext } from './sandbox-context';

const BRAND: Brand = { name: 'CinetPay', accent: '#0f7b45' };

/** CinetPay's API and hosted checkout, mounted under `/cinetpay`. */
export function cinetpayRoutes(cinetpay: CinetpaySandbox, context: SandboxContext): FastifyPluginCallback {
  return (app, _options, done) => {
    // CinetPay's API reports an unreadable body as a missing field, still with HTTP 200.
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const api = request.routeOptions.url?.startsWith('/cinetpay/v2/') ?? false;
      if (!api || (error.statusCode !== 400 && error.statusCode !== 415)) throw error;
      return reply.code(200).send(unreadableRequest(error.message));
    });

    app.post('/v2/payment', (request, reply) => {
      context.stats.cinetpay.inits += 1;
      if (simulateFailure(reply, context.behaviour.get().initFailure)) return reply;
      return reply.send(cinetpay.initialize(request.body));
    });

    app.post('/v2/payment/check', (request, reply) => {
      context.stats.cinetpay.checks += 1;
      if (simulateFailure(reply, context.behaviour.takeCheckFailure())) return reply;
      return reply.send(cinetpay.check(request.body));
    });

    app.get<{ Params: { token: string } }>('/checkout/:token', (request, reply) => {
      const transaction = cinetpay.findByToken(request.params.token);
      if (!transaction) {
        return sendPage(reply, 404, errorPage(BRAND, MESSAGES.errors.unknownTransaction));
      }
      if (transaction.settlement) {
        const page = settledPage(BRAND, transaction.settlement.decision, cinetpay.returnRedirect(transaction));
        return sendPage(reply, 200, page);
      }
      const page = checkoutPage(BRAND, {
        description: transaction.description,
        amount: transaction.amount,
        currency: transaction.currency,
        details: [[MESSAGES.page.reference, transaction.transactionId]],
        decisionUrl: `${cinetpay.checkoutUrl(transaction)}/decision`,
        globalChanges: context.behaviour.changedFields(),
      });
      return sendPage(reply, 200, page);
    });

    app.post<{ Params: { token: string } }>('/checkout/:token/decision', (request, reply) => {
      if (!cinetpay.findByToken(request.params.token)) {
        return sendPage(reply, 404, errorPage(BRAND, MESSAGES.errors.unknownTransaction));
      }
      return answerDecisionForm(reply, BRAND, request.body, (decision, scenario) =>
        cinetpay.decide(request.params.token, decision, scenario),
      );
    });

    done();
  };
}
