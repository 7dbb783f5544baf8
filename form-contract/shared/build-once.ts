/**
 * Wraps a builder so it runs on the first call and its result is reused.
 * The forms build their Yup schemas this way: building one at module load cost
 * a page about 20 ms of start-up at Lighthouse's 4× CPU slowdown, before anyone typed.
 */
export function buildOnce<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => (built ??= { value: build() }).value;
}
