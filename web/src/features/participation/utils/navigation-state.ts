/**
 * The contest id passed in navigation state by the contest pages: `{contestId}` or `{contest: {id}}`.
 */
export function contestIdFromState(state: unknown): number | null {
  if (!state || typeof state !== 'object') return null;
  const record = state as { contestId?: unknown; contest?: unknown };
  const raw =
    record.contestId ??
    (record.contest && typeof record.contest === 'object' ? (record.contest as { id?: unknown }).id : record.contest);
  const id = typeof raw === 'string' ? Number(raw) : raw;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}
