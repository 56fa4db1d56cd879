const running = new Map<string, Promise<unknown>>();

/**
 * Runs `run` after every earlier call with the same key has settled, one at a time within this
 * process: a customer's syncs, its creation, its payment form. Another instance is not covered.
 */
export function serialized<T>(key: string, run: () => Promise<T>): Promise<T> {
  const previous = running.get(key) ?? Promise.resolve();
  const next = previous.catch(() => {}).then(run);
  running.set(key, next);
  void next
    .catch(() => {})
    .finally(() => {
      if (running.get(key) === next) running.delete(key);
    });
  return next;
}
