import { ApiError, errorMessage } from '@bebe-star/web-common/api-errors';
import { awards as AWARDS_TEXT } from '@/messages/awards';

const t = AWARDS_TEXT.testimonialErrors;

type Result<T> = { data?: T; error?: unknown; response: Response };

/** The French message of a refused testimonial call, by status (the spec's catalogue). */
export type TestimonialRefusal = (status: number, body: unknown) => string;

/**
 * Runs a testimonial call and turns a failure into an ApiError carrying the spec's message: the
 * network is down, the session expired (401), or what `refusal` says for the other statuses.
 */
export async function testimonialCall<T>(call: () => Promise<Result<T>>, refusal: TestimonialRefusal): Promise<T> {
  let result: Result<T>;
  try {
    result = await call();
  } catch {
    throw new ApiError(0, t.network, null);
  }
  const { data, error, response } = result;
  if (response.ok && data !== undefined) return data;
  const message = response.status === 401 ? t.sessionExpired : refusal(response.status, error);
  throw new ApiError(response.status, message, error);
}

/** Submitting: the server's reason for a 400 or 403, a missing service, or the server's status. */
export const createRefusal: TestimonialRefusal = (status, body) => {
  if (status === 400 || status === 403) return errorMessage(body, t.invalid);
  if (status === 404) return t.serviceNotFound;
  return t.server(status);
};

/** Editing or deleting: not the owner, gone, or the server's reason. */
export const changeRefusal =
  (kind: 'edit' | 'delete'): TestimonialRefusal =>
  (status, body) => {
    if (status === 403) return kind === 'edit' ? t.editForbidden : t.deleteForbidden;
    if (status === 404) return t.notFound;
    return errorMessage(body, kind === 'edit' ? t.editFailed : t.deleteFailed);
  };
