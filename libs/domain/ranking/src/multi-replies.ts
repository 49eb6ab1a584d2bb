/** The replies of an ioredis MULTI, in order; throws the first error (or when the transaction was aborted). */
export function multiReplies(result: [Error | null, unknown][] | null): unknown[] {
  if (!result) throw new Error('Redis transaction aborted');
  return result.map(([error, value]) => {
    if (error) throw error;
    return value;
  });
}
