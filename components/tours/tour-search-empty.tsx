import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { SearchIcon } from '@/components/ui/icons';

/** No tour matches: say so kindly and offer the way back to every tour. */
export function TourSearchEmpty({ resetHref, beyondLastPage = false }: { resetHref: string; beyondLastPage?: boolean }) {
  const t = useTranslations('tours.empty');
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700">
      <SearchIcon className="h-10 w-10 text-slate-400" />
      <h2 className="mt-4 text-xl font-semibold">{t(beyondLastPage ? 'pageTitle' : 'title')}</h2>
      <p className="mt-2 max-w-md text-slate-600 dark:text-slate-300">{t(beyondLastPage ? 'pageText' : 'text')}</p>
      <Link href={resetHref} className="mt-6 rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
        {t(beyondLastPage ? 'firstPage' : 'reset')}
      </Link>
    </div>
  );
}
