import { useEffect, useState } from 'react';

const NOISE_PX = 6;
const ALWAYS_SHOWN_ABOVE_PX = 80;

/** True while the user scrolls down (the navbar hides), false again as soon as they scroll up. */
export function useHideOnScroll(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y <= ALWAYS_SHOWN_ABOVE_PX) setHidden(false);
      else if (y > last + NOISE_PX) setHidden(true);
      else if (y < last - NOISE_PX) setHidden(false);
      if (Math.abs(y - last) > NOISE_PX) last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return hidden;
}
