import { LRUCache } from "lru-cache";

/**
 * Loads kept per key for the content's current generation (version.ts): a new generation
 * empties what is kept, callers asking at once share one load, a failed load (or a value
 * `keep` refuses) is not remembered, and past `max` entries the least recently asked for goes.
 */
export function generationCache<V>(
  generation: () => number,
  max: number,
  keep: (value: V) => boolean = () => true,
) {
  let keptGeneration = generation();
  const entries = new LRUCache<string, Promise<V>>({ max });
  return (key: string, load: () => Promise<V>): Promise<V> => {
    if (generation() !== keptGeneration) {
      keptGeneration = generation();
      entries.clear();
    }
    const kept = entries.get(key);
    if (kept) return kept;
    const loading = load();
    entries.set(key, loading);
    const forget = () => {
      if (entries.peek(key) === loading) entries.delete(key);
    };
    loading.then((value) => {
      if (!keep(value)) forget();
    }, forget);
    return loading;
  };
}
