import { NetworkError } from '@bebe-star/web-common/api-errors';

export interface UploadProgress {
  /** Bytes of the body sent so far. */
  sent: number;
  total: number;
}

/** No byte sent nor answer received for this long: the connection is taken as dropped. */
export const STALL_MS = 30_000;

/**
 * Sends `request` with XMLHttpRequest, the only browser API that reports an upload's progress, and
 * answers a Response as fetch would. A dropped connection, or one where nothing moves for 30 s, fails
 * with a NetworkError (the French « Problème de connexion »).
 */
export async function sendWithProgress(
  request: Request,
  onProgress: (progress: UploadProgress) => void,
  stallMs = STALL_MS,
): Promise<Response> {
  const body = await request.blob();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let stall: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(stall);
      stall = setTimeout(() => xhr.abort(), stallMs);
    };
    const fail = () => {
      clearTimeout(stall);
      reject(new NetworkError());
    };
    xhr.open(request.method, request.url);
    request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      watch();
      onProgress({ sent: event.loaded, total: event.lengthComputable ? event.total : body.size });
    };
    xhr.upload.onload = watch;
    xhr.onload = () => {
      clearTimeout(stall);
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const colon = line.indexOf(':');
        if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
      }
      const empty = xhr.status === 204 || xhr.status === 304;
      resolve(new Response(empty ? null : xhr.responseText, { status: xhr.status, headers }));
    };
    xhr.onerror = fail;
    xhr.onabort = fail;
    xhr.ontimeout = fail;
    watch();
    onProgress({ sent: 0, total: body.size });
    xhr.send(body);
  });
}
