import type { FastifyPluginCallback } from 'fastify';
import { answerDecisionForm, type Brand, checkoutPage, errorPage, sendPage, settledPage } from './checkout-page';
import { MESSAGES } from './messages';
import {
  PAYDUNYA_API_PREFIXES,
  PAYDUNYA_PAGE_PREFIXES,
  type PaydunyaMode,
  type PaydunyaSandbox,
} from './paydunya.sandbox';
import { simulateFailure } from './provider-failure';
import type { SandboxContext } from './sandbox-context';

const BRAND: Brand = { name: 'PayDunya', accent: '#1d4ed8' };
const MODES: PaydunyaMode[] = ['test', 'live'];

/** PayDunya's API (test and live prefixes) and hosted invoice pages, mounted under `/paydunya`. */
export function paydunyaRoutes(paydunya: PaydunyaSandbox, context: SandboxContext): FastifyPluginCallback {
  return (app, _options, done) => {
    for (const mode of MODES) {
      const api = `/${PAYDUNYA_API_PREFIXES[mode]}/v1/checkout-invoice`;
      const page = `/${PAYDUNYA_PAGE_PREFIXES[mode]}/invoice/:token`;

      app.post(`${api}/create`, (request, reply) => {
        context.stats.paydunya.inits += 1;
        if (simulateFailure(reply, context.behaviour.get().initFailure)) return reply;
        return reply.send(paydunya.create(mode, request.headers, request.body));
      });

      app.get<{ Params: { token: string } }>(`${api}/confirm/:token`, (request, reply) => {
        context.stats.paydunya.checks += 1;
        if (simulateFailure(reply, context.behaviour.takeCheckFailure())) return reply;
        return reply.send(paydunya.confirm(mode, request.headers, request.params.token));
      });

      app.get<{ Params: { token: string } }>(page, (request, reply) => {
        const invoice = paydunya.find(mode, request.params.token);
        if (!invoice) return sendPage(reply, 404, errorPage(BRAND, MESSAGES.errors.unknownTransaction));
        if (invoice.settlement) {
          const { decision } = invoice.settlement;
          return sendPage(reply, 200, settledPage(BRAND, decision, paydunya.merchantRedirect(invoice, decision)));
        }
        const view = checkoutPage(BRAND, {
          description: invoice.description || invoice.storeName,
          amount: invoice.totalAmount,
          currency: 'FCFA',
          details: [
            [MESSAGES.page.merchant, invoice.storeName],
            [MESSAGES.page.reference, invoice.token],
          ],
          decisionUrl: `${paydunya.pageUrl(invoice)}/decision`,
          globalChanges: context.behaviour.changedFields(),
        });
        return sendPage(reply, 200, view);
      });

      app.post<{ Params: { token: string } }>(`${page}/decision`, (request, reply) => {
        if (!paydunya.find(mode, request.params.token)) {
          return sendPage(reply, 404, errorPage(BRAND, MESSAGES.errors.unknownTransaction));
        }
        return answerDecisionForm(reply, BRAND, request.body, (decision, scenario) =>
          paydunya.decide(request.params.token, decision, scenario),
        );
      });
    }
    done();
  };
}
