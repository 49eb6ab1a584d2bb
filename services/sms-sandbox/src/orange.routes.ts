import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MESSAGES } from './messages';
import { answerDelay, E164, type SmsSandboxContext } from './sandbox-context';

const TOKEN_LIFETIME_SECONDS = 3600;

const sendSchema = z.object({
  outboundSMSMessageRequest: z.object({
    address: z.string().regex(/^tel:\+[1-9]\d{7,14}$/, 'address: tel:+<numéro E.164> attendu'),
    senderAddress: z.string(),
    senderName: z.string().max(11).optional(),
    outboundSMSTextMessage: z.object({ message: z.string().min(1).max(1600) }),
  }),
});

const subscriptionSchema = z.object({
  deliveryReceiptSubscription: z.object({
    callbackReference: z.object({ notifyURL: z.string().url(), callbackData: z.string().max(256).optional() }),
  }),
});

const same = (a: string, b: string) =>
  Buffer.byteLength(a) === Buffer.byteLength(b) && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const problemOf = (error: z.ZodError) =>
  error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join(', ');

/**
 * Orange's "SMS Africa and Middle East" API, under `/orange`: the client-credentials token, outbound
 * messages from the registered sender, delivery-receipt subscriptions and the receipts posted to them.
 */
export function orangeRoutes(context: SmsSandboxContext): FastifyPluginCallback {
  const tokens = new Map<string, number>();
  const subscriptions = new Map<string, { notifyURL: string; callbackData?: string }>();
  const senderAddress = () => `tel:+${context.credentials.orange.sender}`;

  /** The bearer token's check; answers 401 as Orange does and says false when it fails. */
  const authorized = (request: FastifyRequest, reply: FastifyReply): boolean => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const expiresAt = tokens.get(token);
    if (expiresAt !== undefined && expiresAt > Date.now()) return true;
    void reply.code(401).send({ code: 42, message: 'Expired credentials', description: MESSAGES.errors.badToken });
    return false;
  };

  return (app, _options, done) => {
    app.post('/oauth/v3/token', (request, reply) => {
      const { clientId, clientSecret } = context.credentials.orange;
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      if (!same(request.headers.authorization ?? '', expected)) {
        return reply.code(401).send({ error: 'invalid_client', error_description: MESSAGES.errors.badCredentials });
      }
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (body.grant_type !== 'client_credentials') {
        return reply.code(400).send({ error: 'unsupported_grant_type', error_description: MESSAGES.errors.badGrant });
      }
      const accessToken = randomBytes(24).toString('base64url');
      tokens.set(accessToken, Date.now() + TOKEN_LIFETIME_SECONDS * 1000);
      context.store.stats.orangeTokens += 1;
      return { token_type: 'Bearer', access_token: accessToken, expires_in: TOKEN_LIFETIME_SECONDS };
    });

    app.post<{ Params: { sender: string } }>('/smsmessaging/v1/outbound/:sender/subscriptions', (request, reply) => {
      if (!authorized(request, reply)) return reply;
      if (request.params.sender !== senderAddress()) {
        return reply.code(400).send(serviceException('SVC0002', MESSAGES.errors.badSender));
      }
      const parsed = subscriptionSchema.safeParse(request.body);
      if (!parsed.success) return reply.code(400).send(serviceException('SVC0002', problemOf(parsed.error)));
      const { callbackReference } = parsed.data.deliveryReceiptSubscription;
      subscriptions.set(request.params.sender, callbackReference);
      const id = randomBytes(8).toString('hex');
      return reply.code(201).send({
        deliveryReceiptSubscription: {
          callbackReference,
          resourceURL: `${context.publicUrl()}/orange/smsmessaging/v1/outbound/${encodeURIComponent(request.params.sender)}/subscriptions/${id}`,
        },
      });
    });

    app.post<{ Params: { sender: string } }>('/smsmessaging/v1/outbound/:sender/requests', async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      const parsed = sendSchema.safeParse(request.body);
      if (!parsed.success) return reply.code(400).send(serviceException('SVC0002', problemOf(parsed.error)));
      const message = parsed.data.outboundSMSMessageRequest;
      if (request.params.sender !== senderAddress() || message.senderAddress !== senderAddress()) {
        return reply.code(400).send(serviceException('SVC0002', MESSAGES.errors.badSender));
      }
      if (!(await answerDelay(context, reply))) return reply;
      const to = message.address.slice('tel:'.length);
      const stored = context.store.add({
        gateway: 'orange',
        to,
        from: message.senderName ?? senderAddress(),
        text: message.outboundSMSTextMessage.message,
      });
      const subscription = subscriptions.get(request.params.sender);
      if (subscription && E164.test(to)) {
        const delivered = context.store.behaviour.deliver;
        stored.status = delivered ? 'delivered' : 'failed';
        context.receipts.later(subscription.notifyURL, {
          json: {
            deliveryInfoNotification: {
              callbackData: subscription.callbackData,
              deliveryInfo: {
                address: message.address,
                deliveryStatus: delivered ? 'DeliveredToTerminal' : 'DeliveryImpossible',
              },
            },
          },
        });
      }
      return reply.code(201).send({
        outboundSMSMessageRequest: {
          ...message,
          resourceURL: `${context.publicUrl()}/orange/smsmessaging/v1/outbound/${encodeURIComponent(request.params.sender)}/requests/${stored.id}`,
        },
      });
    });

    done();
  };
}

/** OneAPI's error body. */
function serviceException(messageId: string, text: string) {
  return { requestError: { serviceException: { messageId, text, variables: [] } } };
}
