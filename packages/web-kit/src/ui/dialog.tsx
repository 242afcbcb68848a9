import { lazy, Suspense, useState } from 'react';
import type { DialogProps } from './dialog-frame';

export type { DialogProps } from './dialog-frame';

/**
 * react-bootstrap's Modal and what it brings (its transitions, focus trap and scroll lock) load with the first
 * dialog a page opens, not with every page that could open one (docs/serving.md#what-loads-when).
 */
const DialogFrame = lazy(() => import('./dialog-frame').then((module) => ({ default: module.DialogFrame })));

/**
 * The one dialog of the web application (`DialogFrame`). Once it has been shown it stays mounted, so that it
 * closes with its transition and opens again at once.
 */
export function Dialog(props: DialogProps) {
  const shown = props.show ?? true;
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <DialogFrame {...props} />
    </Suspense>
  );
}
