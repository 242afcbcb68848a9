/** Lets the browser paint and answer input before the next step. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Hands what `load` gives to one caller a task, in the order they asked: the charts waiting for ECharts then draw one
 * per task rather than all in one long task. A failed turn fails alone; the next one loads again.
 */
export function oneATask<T>(load: () => Promise<T>): () => Promise<T> {
  let previous: Promise<unknown> = Promise.resolve();
  return () => {
    const turn = previous.then(load).then(async (loaded) => {
      await nextTask();
      return loaded;
    });
    previous = turn.catch(() => undefined);
    return turn;
  };
}
