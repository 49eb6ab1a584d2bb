import type { FastifyPluginCallback, FastifyReply } from 'fastify';
import { z } from 'zod';
import { MESSAGES } from './messages';
import { firstIssue, networkCode, phoneNumber, serviceCode, shortCode, smsText, ussdInput } from './phone-schemas';
import { InboundSmsUnconfigured } from './phone-sms';
import type { PhoneDevices } from './phone.routes';
import { DEFAULT_NETWORK_CODE, E164, type SmsSandboxContext } from './sandbox-context';
import { UssdRefused } from './ussd-phone';

const listSchema = z.object({ to: z.string().regex(E164).optional() });
const sentSchema = z.object({ from: z.string().regex(E164).optional() });
const behaviourSchema = z
  .object({
    answerDelayMs: z.number().int().min(0).max(120_000),
    receiptDelayMs: z.number().int().min(0).max(60_000),
    deliver: z.boolean(),
    ussdSessionMs: z.number().int().min(1).max(3_600_000),
  })
  .partial()
  .strict();
const dialSchema = z.object({ phoneNumber, serviceCode: serviceCode.optional(), networkCode: networkCode.optional() });
const replySchema = z.object({ input: ussdInput });
/** A replay or a forgery: any text, from the session's number or another. */
const rawSchema = z.object({ text: z.string().max(2_000), phoneNumber: phoneNumber.optional() });
const smsSchema = z.object({
  from: phoneNumber,
  text: smsText,
  to: shortCode.optional(),
  networkCode: networkCode.optional(),
});

const refusalStatus = (error: UssdRefused) => (error.reason === 'unknown' ? 404 : 409);

/** The request's body checked by `schema`, or the 400 answered with the first French message. */
function bodyOf<T extends z.ZodTypeAny>(schema: T, body: unknown, reply: FastifyReply): z.infer<T> | null {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data as z.infer<T>;
  void reply.code(400).send({ message: firstIssue(parsed.error) });
  return null;
}

/**
 * The JSON control API, under `/control`: the messages sent (tests and the e2e read codes there), the
 * behaviour, the counters; the test phone driven by tests: USSD sessions and SMS to the short code.
 */
export function controlRoutes(
  context: SmsSandboxContext,
  { store, ussd, sms }: PhoneDevices,
  reset: () => void,
): FastifyPluginCallback {
  /** Runs a USSD request, answering a refusal (unknown session, ended, busy, no callback) with its status. */
  const ussdStep = async (reply: FastifyReply, step: () => Promise<unknown>) => {
    try {
      return await step();
    } catch (error) {
      if (!(error instanceof UssdRefused)) throw error;
      return reply.code(refusalStatus(error)).send({ message: error.message });
    }
  };

  return (app, _options, done) => {
    app.get('/messages', (request, reply) => {
      const parsed = listSchema.safeParse(request.query);
      if (!parsed.success) return reply.code(400).send({ message: MESSAGES.errors.invalidRequest });
      return { messages: store.list(parsed.data.to) };
    });

    app.get('/stats', () => store.stats);

    app.get('/behaviour', () => store.behaviour);

    app.put('/behaviour', (request, reply) => {
      const parsed = behaviourSchema.safeParse(request.body ?? {});
      if (!parsed.success) return reply.code(400).send({ message: MESSAGES.errors.invalidRequest });
      store.behaviour = { ...store.behaviour, ...parsed.data };
      return store.behaviour;
    });

    app.post('/reset', () => {
      reset();
      return store.behaviour;
    });

    app.post('/ussd', async (request, reply) => {
      const body = bodyOf(dialSchema, request.body, reply);
      if (!body) return reply;
      return ussdStep(reply, () =>
        ussd.dial({
          phoneNumber: body.phoneNumber,
          serviceCode: body.serviceCode ?? context.phone.serviceCode,
          networkCode: body.networkCode ?? DEFAULT_NETWORK_CODE,
        }),
      );
    });

    app.post<{ Params: { sessionId: string } }>('/ussd/:sessionId', async (request, reply) => {
      const body = bodyOf(replySchema, request.body, reply);
      if (!body) return reply;
      return ussdStep(reply, () => ussd.reply(request.params.sessionId, body.input));
    });

    app.post<{ Params: { sessionId: string } }>('/ussd/:sessionId/raw', async (request, reply) => {
      const body = bodyOf(rawSchema, request.body, reply);
      if (!body) return reply;
      return ussdStep(reply, () => ussd.raw(request.params.sessionId, body.text, body.phoneNumber));
    });

    app.get('/sms', (request, reply) => {
      const parsed = sentSchema.safeParse(request.query);
      if (!parsed.success) return reply.code(400).send({ message: MESSAGES.errors.invalidRequest });
      return { messages: sms.list(parsed.data.from) };
    });

    app.post('/sms', async (request, reply) => {
      const body = bodyOf(smsSchema, request.body, reply);
      if (!body) return reply;
      try {
        const sent = await sms.send({
          from: body.from,
          to: body.to ?? context.phone.shortCode,
          text: body.text,
          networkCode: body.networkCode ?? DEFAULT_NETWORK_CODE,
        });
        if (sent.status === null) return reply.code(502).send({ message: MESSAGES.phone.smsUnanswered, ...sent });
        return sent;
      } catch (error) {
        if (!(error instanceof InboundSmsUnconfigured)) throw error;
        return reply.code(409).send({ message: error.message });
      }
    });

    done();
  };
}
