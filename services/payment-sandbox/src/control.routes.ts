import type { FastifyPluginCallback } from 'fastify';
import { z, ZodError } from 'zod';
import { MESSAGES } from './messages';
import type { SandboxControls } from './sandbox-controls';
import { PROVIDER_NAMES } from './sandbox-stats';
import { DECISIONS, SandboxRequestError } from './transactions';

const decideParamsSchema = z.object({ provider: z.enum(PROVIDER_NAMES), ref: z.string().min(1) });
const decideBodySchema = z.object({ decision: z.enum(DECISIONS) });

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

    app.post('/:provider/transactions/:ref/decide', async (request) => {
      const { provider, ref } = decideParamsSchema.parse(request.params);
      const { decision } = decideBodySchema.parse(request.body);
      return { redirect: await controls.decide(provider, ref, decision) };
    });

    done();
  };
}
