import type { Metadata } from 'next';
import QueryPage, { generateMetadata as queryMetadata } from './search/page';

// Without a query string this list is the same for everyone: it is cached as a full route. Requests
// with a query are rewritten by proxy.ts to ./search, which renders per request.
export const revalidate = 3600;

const noQuery = Promise.resolve({});

export function generateMetadata({ params }: PageProps<'/[locale]/tour-list-2'>): Promise<Metadata> {
  return queryMetadata({ params, searchParams: noQuery } as PageProps<'/[locale]/tour-list-2/search'>);
}

export default function Page({ params }: PageProps<'/[locale]/tour-list-2'>) {
  return <QueryPage params={params} searchParams={noQuery} />;
}
