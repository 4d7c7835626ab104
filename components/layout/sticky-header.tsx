'use client';

import { useEffect, useState } from 'react';

/** docs/product-rules.md#screens: the 80 px header becomes sticky after 50 px of scrolling. */
export const STICKY_AFTER_PX = 50;

/**
 * The header keeps its place at the top of the window from the first pixel (CSS `position: sticky`,
 * which the browser applies in the same frame as the scroll); after 50 px it takes its raised look
 * (`data-sticky`, a shadow). It never moves from "scrolled away" to "on top" in a later frame, which
 * covered whatever had just been scrolled under it, a press in progress included
 * (docs/decisions/0130-header-sticky-from-the-start.md).
 */
export function StickyHeader({ children }: { children: React.ReactNode }) {
  const [sticky, setSticky] = useState(false);
  useEffect(() => {
    const onScroll = () => setSticky(window.scrollY > STICKY_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <header data-sticky={sticky} className={`site-header-bar sticky ${sticky ? 'shadow-md' : ''}`}>
      {children}
    </header>
  );
}
