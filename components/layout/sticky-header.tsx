'use client';

import { useEffect, useState } from 'react';

/** docs/product-rules.md#screens: the 80 px header becomes sticky after 50 px of scrolling. */
export const STICKY_AFTER_PX = 50;

export function StickyHeader({ children }: { children: React.ReactNode }) {
  const [sticky, setSticky] = useState(false);
  useEffect(() => {
    const onScroll = () => setSticky(window.scrollY > STICKY_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <div className="h-20">
      <header
        data-sticky={sticky}
        className={`site-header-bar ${sticky ? 'fixed shadow-md' : 'absolute'}`}
      >
        {children}
      </header>
    </div>
  );
}
