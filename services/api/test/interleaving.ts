// How a race test forces its interleaving rather than hoping for it: a promise the test settles
// when it chooses, and a service method held at a chosen point until the test lets it go.
import { jest } from '@jest/globals';

/** A promise the test settles when it chooses. */
export function held(): { promise: Promise<void>; release: () => void } {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Makes the next call of `object[method]` stop, before or after the real call, until `release`;
 * `reached` settles once it is there. The spy is undone by `jest.restoreAllMocks()`.
 */
export function pauseOnce<T extends object>(object: T, method: keyof T & string, where: 'before' | 'after') {
  const reached = held();
  const resume = held();
  const real = (object[method] as (...args: unknown[]) => Promise<unknown>).bind(object);
  const spy = jest.spyOn(object as Record<string, (...args: unknown[]) => Promise<unknown>>, method);
  spy.mockImplementationOnce(async (...args: unknown[]) => {
    if (where === 'before') {
      reached.release();
      await resume.promise;
      return real(...args);
    }
    const result = await real(...args);
    reached.release();
    await resume.promise;
    return result;
  });
  return { reached: reached.promise, release: resume.release, spy };
}
