import { NotFoundContent, notFoundFileMetadata } from '@/components/layout/not-found-content';

/** An unknown address or a page that called notFound(): the localized 404 inside this group's header and footer. */
export default function NotFound() {
  return <NotFoundContent />;
}

/** Its title says the page was not found, in the page's language (with the pages' own, see notFoundMetadata). */
export const generateMetadata = notFoundFileMetadata;
