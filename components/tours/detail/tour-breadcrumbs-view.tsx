'use client';

import { Link } from '@/i18n/navigation';

/**
 * The trail drawn from its names and addresses (./tour-breadcrumbs.tsx): the payload carries those,
 * not the list's markup (docs/decisions/0128).
 */
export function TourBreadcrumbsView({ trail, label, className }: { trail: { name: string; path: string }[]; label: string; className: string }) {
  return (
    <nav aria-label={label} className={`text-sm ${className}`}>
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map((crumb, index) => (
          <li key={crumb.path} className="flex items-center gap-1">
            {index === trail.length - 1 ? (
              <span aria-current="page" className="font-medium">{crumb.name}</span>
            ) : (
              <>
                <Link href={crumb.path} className="underline-offset-4 hover:underline">{crumb.name}</Link>
                <span aria-hidden="true">/</span>
              </>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
