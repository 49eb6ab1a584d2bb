import { NetworkError } from '@bebe-star/web-common/api-errors';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendWithProgress } from './send-with-progress';

/** The XMLHttpRequest the code under test opened, driven by the test. */
class FakeXhr {
  static last: FakeXhr;
  upload: { onprogress?: (event: ProgressEvent) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  ontimeout?: () => void;
  responseType = '';
  status = 0;
  responseText = '';
  opened: string[] = [];
  headers: Record<string, string> = {};
  sent?: Blob;
  aborted = false;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: Blob) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }
}

const request = () =>
  new Request('http://localhost/api/contests/register', {
    method: 'POST',
    body: 'x'.repeat(1000),
    headers: { 'Idempotency-Key': 'k1', Authorization: 'Bearer t' },
  });

/** Waits until the request body has been read and handed to the fake XHR. */
const sent = () => vi.waitFor(() => expect(FakeXhr.last?.sent).toBeDefined());

describe('sendWithProgress', () => {
  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.last = undefined as unknown as FakeXhr;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends the request with its headers, reports the bytes sent and answers the response', async () => {
    const progress = vi.fn();
    const answer = sendWithProgress(request(), progress);
    await sent();
    const xhr = FakeXhr.last;
    expect(xhr.opened).toEqual(['POST', 'http://localhost/api/contests/register']);
    expect(xhr.headers).toMatchObject({ 'idempotency-key': 'k1', authorization: 'Bearer t' });
    expect(xhr.sent!.size).toBe(1000);
    xhr.progress(620, 1000);
    expect(progress).toHaveBeenLastCalledWith({ sent: 620, total: 1000 });
    xhr.status = 201;
    xhr.responseText = '{"id":4}';
    xhr.onload!();
    const response = await answer;
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ id: 4 });
  });

  it('fails with the French network error when the connection drops', async () => {
    const answer = sendWithProgress(request(), () => undefined);
    await sent();
    FakeXhr.last.onerror!();
    await expect(answer).rejects.toBeInstanceOf(NetworkError);
    await expect(answer).rejects.toThrow('Problème de connexion. Vérifiez votre internet.');
  });

  it('gives up when nothing moves for the stall delay, not while bytes keep going', async () => {
    const answer = sendWithProgress(request(), () => undefined, 1_000);
    await sent();
    vi.useFakeTimers();
    const xhr = FakeXhr.last;
    xhr.progress(100, 1000);
    vi.advanceTimersByTime(900);
    xhr.progress(200, 1000);
    vi.advanceTimersByTime(900);
    expect(xhr.aborted).toBe(false);
    vi.advanceTimersByTime(200);
    expect(xhr.aborted).toBe(true);
    await expect(answer).rejects.toBeInstanceOf(NetworkError);
  });
});
