import { ApiError, errorMessage, NetworkError, statusMessage } from '@bebe-star/web-common/api-errors';

/**
 * The vote log's resources in the open standards' formats (text, bytes) and the offline proofs: read
 * with fetch itself, since they are not JSON. A failure carries the API's French message.
 */
const address = (path: string) =>
  new URL(path, typeof window === 'undefined' ? 'http://localhost' : window.location.origin).href;

/** The address of a receipt's offline proof (C2SP tlog-proof), which the API serves as a file to save. */
export const offlineProofUrl = (id: number) => address(`/api/transparency/receipts/${id}/proof/`);

/** The address of a resource under the log's prefix (`checkpoint`, `tile/0/001`). */
export const logUrl = (path: string) => address(`/api/transparency/log/${path}`);

async function read(url: string, fallback: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new NetworkError({ cause: error });
  }
  if (response.ok) return response;
  const body: unknown = await response.json().catch(() => null);
  throw new ApiError(response.status, errorMessage(body, statusMessage(response.status) ?? fallback), body);
}

export const readText = async (url: string, fallback: string): Promise<string> => (await read(url, fallback)).text();

export const readJson = async (url: string, fallback: string): Promise<unknown> => (await read(url, fallback)).json();

export const readBytes = async (url: string, fallback: string): Promise<Uint8Array> =>
  new Uint8Array(await (await read(url, fallback)).arrayBuffer());
