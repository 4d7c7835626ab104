'use client';

import { secondaryButton } from './ui';

/**
 * Prints the page. The print rules keep only the element with `data-print-area` on paper: the
 * dashboard's sidebar, the site header and footer and every control are hidden.
 */
export function PrintButton({ label }: { label: string }) {
  return (
    <>
      <style>
        {
          '@media print { body header, body footer, body aside, body nav, [data-no-print] { display: none !important; } body [data-print-area] { font-size: 11pt; } body [data-print-area] table { min-width: 0 !important; } @page { margin: 12mm; } }'
        }
      </style>
      <button type="button" data-no-print onClick={() => window.print()} className={secondaryButton}>
        {label}
      </button>
    </>
  );
}
