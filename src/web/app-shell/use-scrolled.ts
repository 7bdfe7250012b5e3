// True once the page has scrolled past `threshold` pixels (the header turns compact and translucent).
// It turns false again only near the top: the compact header is 8 px shorter, and the browser's
// scroll anchoring moves the page by that much, which would otherwise flip the state back and forth
// forever on a page scrolled just past the threshold.
import { useEffect, useState } from 'react';

const HYSTERESIS = 9;

export function useScrolled(threshold = 10): boolean {
  const [scrolled, setScrolled] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold);
  useEffect(() => {
    const onScroll = () =>
      setScrolled((was) =>
        was ? window.scrollY > Math.max(0, threshold - HYSTERESIS) : window.scrollY > threshold,
      );
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
}
