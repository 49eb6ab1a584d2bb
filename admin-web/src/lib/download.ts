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
