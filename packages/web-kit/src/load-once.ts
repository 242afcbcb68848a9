/**
 * `load` run on the first call and its result kept for the next ones; a load that fails (a lost connection) runs
 * again on the next call. For the code a page loads on first use (docs/serving.md#what-loads-when).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    if (!loading) {
      loading = load();
      loading.catch(() => {
        loading = undefined;
      });
    }
    return loading;
  };
}
