'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { useAfterLoad } from '@/components/providers/after-load';
import { RateTickerPlaceholder } from '@/components/rates/rate-ticker-placeholder';

const LoadedRateTicker = dynamic(() => import('@/components/rates/rate-ticker-island'), { ssr: false, loading: () => <RateTickerPlaceholder /> });

/** Where the ticker is shown (`md:flex` in components/rates/rate-parts.tsx); narrower, the mobile menu's box has the rates. */
const TICKER_SHOWN = '(min-width: 768px)';

/** Whether the ticker has been on screen in this tab: false on the server, on phones, until the window is widened. */
function useTickerShown(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(TICKER_SHOWN);
    // Once shown it stays mounted: turning a tablet back to portrait hides it with CSS, as before.
    const update = () => setShown((was) => was || query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return shown;
}

/**
 * The header's TRY → USD/EUR ticker. Its rates come from the API after the page anyway, so its code
 * (TanStack Query, the API client) loads then too (components/providers/after-load.ts); until the
 * rates arrive it shows its loading bars in its own place. On a phone the ticker is hidden (the menu's
 * rate box shows the rates when opened), so nothing is loaded, asked or formatted for it there
 * (docs/decisions/0110-phones-fetch-the-first-screen-first.md).
 */
export function HeaderRateTicker() {
  const ready = useAfterLoad();
  const shown = useTickerShown();
  return ready && shown ? <LoadedRateTicker /> : <RateTickerPlaceholder />;
}
