import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { notFoundMetadata } from '@/components/layout/not-found-content';

/** The 404's title, also once the browser has loaded the page (components/layout/not-found-content.tsx). */
export async function generateMetadata({ params }: PageProps<'/[locale]/[...rest]'>): Promise<Metadata> {
  return notFoundMetadata((await params).locale);
}

/** Any unknown path inside a locale renders the localized 404 page. */
export default function CatchAll() {
  notFound();
}
