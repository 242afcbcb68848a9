import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { FlatMugPoster } from '../flat-preview/flat-mug-preview';
import type { MugSceneProps } from '../mug-scene/mug-scene-type';

// three.js and React Three Fiber load only when the customer starts using this page (docs/customizer.md, The page).
const MugScene = lazy(() => import('#mug-scene'));

/** The customer's first sign of life on the page: a touch, a click, a key, the mouse or the wheel. */
const FIRST_INTERACTION = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel'] as const;

/** Whether the customer has interacted with the page yet, anywhere, or pointed at the view. */
function useFirstInteraction(view: RefObject<HTMLElement | null>): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    if (interacted) return;
    const element = view.current;
    const start = () => setInteracted(true);
    for (const kind of FIRST_INTERACTION) window.addEventListener(kind, start, { capture: true, passive: true });
    element?.addEventListener('pointerenter', start);
    return () => {
      for (const kind of FIRST_INTERACTION) window.removeEventListener(kind, start, { capture: true });
      element?.removeEventListener('pointerenter', start);
    };
  }, [interacted, view]);
  return interacted;
}

/**
 * The 3D view: a poster of the mug (the flat drawing, in the view's box) at once, and the 3D mug in its place from
 * the customer's first interaction, so three.js (most of this page's script and main-thread work) never delays the
 * page's first paint or its controls. The poster stays while the scene's code loads.
 */
export function MugView({ design, onCapture }: MugSceneProps) {
  const view = useRef<HTMLDivElement>(null);
  const interacted = useFirstInteraction(view);
  const poster = (
    <div ref={view} className="mug-scene rounded-3 bg-body-tertiary">
      <FlatMugPoster design={design} />
    </div>
  );
  if (!interacted) return poster;
  return (
    <Suspense fallback={poster}>
      <MugScene design={design} onCapture={onCapture} />
    </Suspense>
  );
}
