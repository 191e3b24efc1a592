/**
 * Runs `step` over `items`, at most `limit` at a time, and returns the results in the items' order. Once a step
 * has thrown, no further one starts; the first error is thrown when the running ones have ended, so that nothing
 * is still writing when the caller reports the failure.
 */
export async function atMost<T, R>(limit: number, items: T[], step: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  let failure: { error: unknown } | undefined;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      for (let i = next++; i < items.length && !failure; i = next++) {
        try {
          results[i] = await step(items[i]!);
        } catch (error) {
          failure ??= { error };
        }
      }
    }),
  );
  if (failure) throw failure.error;
  return results;
}
