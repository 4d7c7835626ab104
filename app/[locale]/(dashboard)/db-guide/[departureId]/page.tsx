import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { GuideCheckIn } from '@/components/dashboard/guide/guide-check-in';
import type { Locale } from '@/i18n/routing';
import { requireGuidePage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { assignedDeparture } from '@/lib/travellers/check-in';
import { DashboardMessages } from '@/components/providers/page-messages';

export async function generateMetadata({ params }: PageProps<'/[locale]/db-guide/[departureId]'>): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'adminGuide' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** One departure's check-in on the guide's phone; another guide's departure is not found. */
export default async function GuideDeparturePage({ params }: PageProps<'/[locale]/db-guide/[departureId]'>) {
  const { locale: raw, departureId } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const guide = await requireGuidePage(locale);
  if (!/^\d{1,9}$/.test(departureId)) notFound();
  if (!(await assignedDeparture(await getDb(), Number(departureId), guide.id))) notFound();
  return (
    <DashboardMessages namespaces={['adminGuide']}>
      <GuideCheckIn departureId={Number(departureId)} />
    </DashboardMessages>
  );
}
