export interface DownloadedFile {
  name: string;
  content: Blob;
}

/** The file name the server gives in Content-Disposition, else `fallback`. */
export function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  return /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallback;
}

/** Hands a file to the browser as a download. */
export function saveFile(name: string, content: Blob): void {
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Released once the browser has started reading it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
