import { useLocale, useTranslations } from 'next-intl';
import { ApproxPrice } from '@/components/rates/approx-price';
import type { TourDetail } from '@/lib/catalog/tours';
import { formatTry } from '@/lib/money';

type Props = { tour: Pick<TourDetail, 'adultPrice' | 'childPrice' | 'babyPrice' | 'childAgeMax' | 'babyAgeMax'> };

/** Per-person prices for adults, children and babies with the ages each covers, and approximate USD/EUR. */
export function PriceList({ tour }: Props) {
  const t = useTranslations('tourDetail');
  const locale = useLocale();
  const rows = [
    { key: 'adult', ages: t('adultAges', { min: tour.childAgeMax + 1 }), price: tour.adultPrice },
    { key: 'child', ages: t('childAges', { min: tour.babyAgeMax + 1, max: tour.childAgeMax }), price: tour.childPrice },
    { key: 'baby', ages: t('babyAges', { max: tour.babyAgeMax }), price: tour.babyPrice },
  ] as const;
  return (
    <dl className="divide-y divide-slate-200 dark:divide-slate-800">
      {rows.map((row) => (
        <div key={row.key} className="flex items-baseline justify-between gap-4 py-3">
          <dt>
            <span className="font-semibold">{t(row.key)}</span>
            <span className="block text-xs text-slate-600 dark:text-slate-400">{row.ages}</span>
          </dt>
          <dd className="text-right">
            <span className="text-lg font-bold text-brand-700 dark:text-brand-100">{row.price === 0 ? t('free') : formatTry(row.price, locale)}</span>
            <ApproxPrice amountKurus={row.price} className="block" />
          </dd>
        </div>
      ))}
    </dl>
  );
}
