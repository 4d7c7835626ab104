import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

type Crumb = { name: string; href?: string };

/** The title band at the top of the general pages (texts from the page_titles records), with breadcrumbs. */
export function PageBanner({ title, subtitle, image, crumbs }: { title: string; subtitle?: string; image?: string; crumbs?: Crumb[] }) {
  const t = useTranslations('nav');
  return (
    <section className="relative isolate overflow-hidden bg-slate-900 px-4 py-14 text-white sm:py-20">
      {/* The first screen's largest picture: preloaded and fetched before the page's other pictures. */}
      {image && <Image src={image} alt="" fill sizes="100vw" className="-z-10 object-cover opacity-40" preload fetchPriority="high" />}
      <div className="mx-auto max-w-7xl">
        {crumbs && crumbs.length > 1 && (
          <nav aria-label={t('breadcrumb')} className="mb-4 text-sm text-slate-200">
            <ol className="flex flex-wrap items-center gap-1">
              {crumbs.map((crumb, index) => (
                <li key={`${crumb.name}-${index}`} className="flex items-center gap-1">
                  {index > 0 && <span aria-hidden="true">/</span>}
                  {crumb.href && index < crumbs.length - 1 ? (
                    <Link href={crumb.href} className="underline-offset-2 hover:underline">{crumb.name}</Link>
                  ) : (
                    <span aria-current={index === crumbs.length - 1 ? 'page' : undefined}>{crumb.name}</span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        )}
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        {subtitle && <p className="mt-3 max-w-2xl text-lg text-slate-100">{subtitle}</p>}
      </div>
    </section>
  );
}
