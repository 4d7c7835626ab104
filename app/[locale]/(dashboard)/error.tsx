'use client';

import { ErrorNotice } from '@/components/layout/error-notice';

/** A page of this group that failed: the sentence inside the group's frame (its header stays). */
export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  return <ErrorNotice reset={reset} />;
}
