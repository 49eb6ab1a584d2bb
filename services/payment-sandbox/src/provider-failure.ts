import type { FastifyReply } from 'fastify';
import type { ProviderFailure } from './behaviour';

/** What a provider's reverse proxy answers when the application behind it is down. */
const NGINX_ERROR_PAGE = `<html>
<head><title>500 Internal Server Error</title></head>
<body>
<center><h1>500 Internal Server Error</h1></center>
<hr><center>nginx</center>
</body>
</html>
`;

/**
 * Answers like a broken provider when asked to: `error` is an nginx 500 page, `timeout` never
 * answers (the connection stays open until the client gives up or the sandbox closes). Returns
 * whether the request was taken over.
 */
export function simulateFailure(reply: FastifyReply, failure: ProviderFailure | null): boolean {
  if (failure === 'error') {
    void reply.code(500).type('text/html').send(NGINX_ERROR_PAGE);
    return true;
  }
  if (failure === 'timeout') {
    reply.hijack();
    return true;
  }
  return false;
}
