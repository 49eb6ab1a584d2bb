import type { FastifyPluginCallback } from 'fastify';
import { z, ZodError } from 'zod';
import { MESSAGES } from './messages';
import type { SandboxControls } from './sandbox-controls';
import { PROVIDER_NAMES } from './sandbox-stats';
import { DECISIONS, SandboxRequestError } from './transactions';

const decideParamsSchema = z.object({ provider: z.enum(PROVIDER_NAMES), ref: z.string().min(1) });
const decideBodySchema = z.object({ decision: z.enum(DECISIONS) });
const pushParamsSchema = z.object({ ref: z.string().min(1) });
const pushesQuerySchema = z.object({ number: z.string().min(1).optional() });
/** The PIN the payer types; any 4 digits pay, "0000" is a wallet without enough money. */
const confirmBodySchema = z.object({ pin: z.string().default('1234') });

/** The JSON control API, mounted under `/_sandbox`. */
export function controlRoutes(controls: SandboxControls): FastifyPluginCallback {
  return (app, _options, done) => {
    app.setErrorHandler((error: unknown, _request, reply) => {
      if (error instanceof ZodError) {
        return reply.code(400).send({ message: MESSAGES.errors.invalidRequest, issues: error.issues });
      }
      if (error instanceof SandboxRequestError) return reply.code(error.statusCode).send({ message: error.message });
      throw error;
    });

    app.get('/behaviour', () => controls.behaviour());

    app.put('/behaviour', (request) => controls.behave(request.body ?? {}));

    app.post('/reset', () => {
      controls.reset();
      return controls.behaviour();
    });

    app.get('/stats', () => controls.stats());

    app.post('/intouch/transactions', (request) => controls.openIntouch(request.body));

    app.get('/intouch/pushes', (request) => controls.pushes(pushesQuerySchema.parse(request.query).number));

    app.post('/intouch/pushes/:ref/confirm', async (request) => {
      const { ref } = pushParamsSchema.parse(request.params);
      const { pin } = confirmBodySchema.parse(request.body ?? {});
      return { status: await controls.confirmPush(ref, pin) };
    });

    app.post('/intouch/pushes/:ref/refuse', async (request) => {
      const { ref } = pushParamsSchema.parse(request.params);
      return { status: await controls.refusePush(ref) };
    });

    app.post('/:provider/transactions/:ref/decide', async (request) => {
      const { provider, ref } = decideParamsSchema.parse(request.params);
      const { decision } = decideBodySchema.parse(request.body);
      return { redirect: await controls.decide(provider, ref, decision) };
    });

    done();
  };
}
