import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import type { MessageStore } from './message-store';
import { MESSAGES } from './messages';

const listSchema = z.object({
  to: z
    .string()
    .regex(/^\+[1-9]\d{7,14}$/)
    .optional(),
});
const behaviourSchema = z
  .object({
    answerDelayMs: z.number().int().min(0).max(120_000),
    receiptDelayMs: z.number().int().min(0).max(60_000),
    deliver: z.boolean(),
  })
  .partial()
  .strict();

/** The JSON control API, under `/control`: the messages (tests and the e2e read codes there), the behaviour, the counters. */
export function controlRoutes(store: MessageStore): FastifyPluginCallback {
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
      store.reset();
      return store.behaviour;
    });

    done();
  };
}
