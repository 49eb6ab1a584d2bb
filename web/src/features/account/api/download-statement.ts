import { ApiError } from '@bebe-star/web-common/api-errors';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { account as ACCOUNT_TEXT } from '@/messages/account';

/** The file name the server gives in Content-Disposition, else `fallback`. */
function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  return /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallback;
}

/**
 * GET /api/contests/participants/{id}/statement.csv, handed to the browser as a download. Fetched
 * through the client rather than a plain link: the site's session is a bearer token, which a link
 * does not carry.
 */
export async function downloadStatement(participantId: number): Promise<void> {
  const { data, response } = await api.GET('/api/contests/participants/{id}/statement.csv', {
    params: { path: { id: participantId } },
    parseAs: 'blob',
  });
  if (!response.ok || !data) throw new ApiError(response.status, ACCOUNT_TEXT.statement.downloadFailed, null);
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, ACCOUNT_TEXT.statement.fileName(participantId));
  document.body.append(link);
  link.click();
  link.remove();
  // Released once the browser has started reading it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const useDownloadStatement = () => useMutation({ mutationFn: downloadStatement });
