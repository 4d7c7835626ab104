import { NotFoundContent } from '@/components/layout/not-found-content';

/** An unknown address or a page that called notFound(): the localized 404 inside this group's header and footer. */
export default function NotFound() {
  return <NotFoundContent />;
}
