'use client';

import { ErrorNotice } from '@/components/layout/error-notice';

/**
 * A failure of a route group's layout itself (a page's own failure is shown inside its frame by the
 * group's error.tsx): the sentence alone, since the frame is what failed.
 */
export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  return (
    <main id="main" className="flex-1">
      <ErrorNotice reset={reset} />
    </main>
  );
}
