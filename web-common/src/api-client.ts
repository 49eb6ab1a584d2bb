import type { paths } from '@contracts/api-schema';
import createClient, { type Client } from 'openapi-fetch';
import { NetworkError } from './api-errors';
import { withProofOfWork } from './proof-of-work';

/** The typed API client, generated from the API's OpenAPI document. */
export type ApiClient = Client<paths>;

/** What differs between the site and the back office: where requests go and how a session rides on them. */
export interface ApiClientOptions {
  /** Where the contract's `/api/…` paths are served. */
  baseUrl: string;
  credentials?: RequestCredentials;
  /** Sends one request over the app's transport. */
  send: (request: Request) => Promise<Response>;
  /** The request with the session's credentials (a header), or as it is when cookies carry them. */
  authorize: (request: Request) => Request;
  session: {
    /** Whether someone is signed in, asked on a 401: only theirs are worth a refresh. */
    active: () => boolean;
    /** Renews the session through the client that does not refresh; true when renewed. */
    refresh: (plainApi: ApiClient) => Promise<boolean>;
    /** Called when the session could not be renewed. */
    end: () => void;
  };
}

/**
 * A request the browser could not complete (a TypeError: offline, reset; a TimeoutError; an AbortError
 * the caller did not ask for) becomes a NetworkError with the French message; the caller's own
 * cancellation stays the AbortError that React Query expects.
 */
function sendExplained(send: (request: Request) => Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    try {
      return await send(request);
    } catch (error) {
      const name = (error as { name?: unknown } | null)?.name;
      const unanswered = error instanceof TypeError || name === 'TimeoutError' || name === 'AbortError';
      throw unanswered && !request.signal.aborted ? new NetworkError({ cause: error }) : error;
    }
  };
}

/**
 * The API client of a front end. Every request goes through `withProofOfWork`, which meets the proof
 * of work the API asks of a busy address; 401s are handled here once: a signed-in user's request is
 * replayed after one refresh, shared by every request that met a 401 meanwhile, and the session ends
 * when the refresh fails (the request then replayed without it). A request that gets no answer fails with
 * a {@link NetworkError}.
 */
export function createApiClient({ baseUrl, credentials, send, authorize, session }: ApiClientOptions): ApiClient {
  const sendProving = withProofOfWork(sendExplained(send));
  // Without the session handling: the refresh call itself must not go round it.
  const plainApi = createClient<paths>({ baseUrl, credentials, fetch: sendProving });
  let refreshing: Promise<boolean> | null = null;

  const refreshOnce = (): Promise<boolean> => {
    refreshing ??= session
      .refresh(plainApi)
      .catch(() => false)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  const authFetch = async (input: Request): Promise<Response> => {
    const replay = input.clone();
    const response = await sendProving(authorize(input));
    if (response.status !== 401 || !session.active()) return response;
    // Asked again with the renewed session, or, when it could not be renewed, as a visitor's: a public
    // read still gets its answer once the session is over.
    if (!(await refreshOnce())) session.end();
    return sendProving(authorize(replay));
  };

  return createClient<paths>({ baseUrl, credentials, fetch: authFetch });
}
