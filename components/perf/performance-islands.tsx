import { RoutePrefetcher } from './route-prefetcher';
import { ServiceWorkerRegistration } from './service-worker-registration';
import { WebVitalsReporter } from './web-vitals-reporter';

/** The layout's invisible helpers: route prefetching, the service worker and (in development) web-vitals. */
export function PerformanceIslands() {
  return (
    <>
      <RoutePrefetcher />
      <ServiceWorkerRegistration />
      <WebVitalsReporter />
    </>
  );
}
