/**
 * How many extractions a process runs at once (DOCUMENT_CONCURRENCY, default 1): a counting
 * semaphore shared by the worker's loops and the uploads' head starts.
 */
export function extractionSlots(count: number) {
  let free = count;
  const waiting: (() => void)[] = [];
  /** A slot now, or false when all are taken. */
  const tryTake = (): boolean => {
    if (free === 0) return false;
    free--;
    return true;
  };
  return {
    tryTake,
    /** Resolves when a slot is this caller's. */
    take: (): Promise<void> =>
      tryTake() ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve)),
    give: (): void => {
      const next = waiting.shift();
      if (next) next();
      else free++;
    },
  };
}
