import { useDeferredValue } from 'react';

/**
 * Whether a page's content may be drawn: `ready` (its data is here), drawn in a deferred render.
 * React draws the render that brings a read's answer in one piece (a query store's update is
 * synchronous), and a large page drawn that way held a phone's main thread for 250–300 ms; a deferred
 * render yields to the browser every few milliseconds (docs/serving.md#drawn-in-slices). Until then the
 * page keeps its loading state, also when the data was already there as it mounted.
 */
export function useDrawnInSlices(ready: boolean): boolean {
  return useDeferredValue(ready, false);
}
