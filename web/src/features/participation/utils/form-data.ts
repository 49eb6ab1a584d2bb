/** A multipart body from plain fields (empty values left out) and an optional file. */
export function toFormData(fields: object, files: Record<string, Blob | null | undefined> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null && value !== '') form.append(name, String(value));
  }
  for (const [name, file] of Object.entries(files)) {
    if (file) form.append(name, file);
  }
  return form;
}
