import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginCallback } from 'fastify';
import { MESSAGES } from './messages';
import { answerDelay, E164, type SmsSandboxContext } from './sandbox-context';

const same = (a: string, b: string) =>
  Buffer.byteLength(a) === Buffer.byteLength(b) && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Africa's Talking's bulk SMS API, under `/africastalking`: a form-encoded POST with the `apiKey`
 * header, one recipient entry per number; delivery reports posted form-encoded to the callback.
 */
export function africastalkingRoutes(context: SmsSandboxContext): FastifyPluginCallback {
  return (app, _options, done) => {
    app.post('/version1/messaging', async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const { username, apiKey } = context.credentials.africastalking;
      const received = request.headers.apikey;
      if (typeof received !== 'string' || !same(received, apiKey) || body.username !== username) {
        return reply.code(401).type('text/plain; charset=utf-8').send(MESSAGES.errors.badApiKey);
      }
      const numbers = typeof body.to === 'string' ? body.to.split(',').map((item) => item.trim()) : [];
      if (numbers.length === 0 || typeof body.message !== 'string' || body.message.length === 0) {
        return reply
          .code(400)
          .send({ SMSMessageData: { Message: MESSAGES.errors.badBody('to, message'), Recipients: [] } });
      }
      if (!(await answerDelay(context, reply))) return reply;
      const from = typeof body.from === 'string' ? body.from : 'AFRICASTKNG';
      const recipients = numbers.map((number) => {
        if (!E164.test(number)) {
          return { statusCode: 403, number, status: 'InvalidPhoneNumber', cost: '0', messageId: 'None' };
        }
        const stored = context.store.add({ gateway: 'africastalking', to: number, from, text: body.message as string });
        const messageId = `ATXid_${randomBytes(12).toString('hex')}`;
        if (context.africastalkingCallbackUrl) {
          const delivered = context.store.behaviour.deliver;
          stored.status = delivered ? 'delivered' : 'failed';
          context.receipts.later(context.africastalkingCallbackUrl, {
            form: {
              id: messageId,
              status: delivered ? 'Success' : 'Failed',
              phoneNumber: number,
              networkCode: '61201',
              ...(delivered ? {} : { failureReason: 'AbsentSubscriber' }),
            },
          });
        }
        return { statusCode: 101, number, status: 'Success', cost: 'XOF 0.0000', messageId };
      });
      const accepted = recipients.filter((recipient) => recipient.statusCode === 101).length;
      return reply.code(201).send({
        SMSMessageData: {
          Message: `Sent to ${accepted}/${recipients.length} Total Cost: XOF 0`,
          Recipients: recipients,
        },
      });
    });
    done();
  };
}
