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
        <div key={row.key} className="tour-price-row">
          <dt>
            <span className="font-semibold">{t(row.key)}</span>
            <span className="tour-muted block text-xs">{row.ages}</span>
          </dt>
          <dd className="text-right">
            <span className="tour-price">{row.price === 0 ? t('free') : formatTry(row.price, locale)}</span>
            <ApproxPrice amountKurus={row.price} className="block" />
          </dd>
        </div>
      ))}
    </dl>
  );
}
