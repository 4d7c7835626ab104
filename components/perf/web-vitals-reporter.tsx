'use client';

import { useEffect } from 'react';
import type { Metric } from 'web-vitals';

let reporting = false;

function logMetric(metric: Metric) {
  const value = metric.name === 'CLS' ? metric.value.toFixed(3) : `${Math.round(metric.value)} ms`;
  console.info(`[web-vitals] ${metric.name} ${value} (${metric.rating})`, metric);
}

/** Development only: Core Web Vitals in the console. Production bundles never load the library. */
export function WebVitalsReporter() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'development' || reporting) return;
    reporting = true;
    void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      for (const report of [onCLS, onFCP, onINP, onLCP, onTTFB]) report(logMetric);
    });
  }, []);

  return null;
}
