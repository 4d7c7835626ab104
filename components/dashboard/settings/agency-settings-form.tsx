'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { request } from '@/lib/api/client';
import type { AgencySettings, AgencySettingsInput } from '@/lib/admin/settings-schema';
import { useLocalizedZodResolver } from '@/components/contact/use-localized-resolver';
import { Field, FormMessage, inputClass, SubmitButton } from '@/components/auth/form-parts';
import { useApiForm } from '@/components/auth/use-api-form';
import { formatIban } from '@/lib/validation/tr-ids';

/** The schema module (with zod) is fetched when the form is first validated, not with the page. */
const loadSchema = () => import('@/lib/admin/settings-schema').then((module) => module.agencySettingsSchema);

type Saved = AgencySettings & { updatedAt: string };

/** The form's values: the IBAN in groups of four, as people read it. */
function toValues(settings: AgencySettings): AgencySettingsInput {
  const { companyName, bankName, iban, tursabLicenceNo, mersisNo, paymentStoreType, cancelOnOverdueBalance } = settings;
  return { companyName, bankName, iban: formatIban(iban), tursabLicenceNo, mersisNo, paymentStoreType, cancelOnOverdueBalance: cancelOnOverdueBalance ?? false };
}

const storeTypeLabels = { '3D_PAY_HOSTING': 'storeTypeHosting', '3D_PAY': 'storeTypePay' } as const;

/** /db-settings for admins: the agency's legal details, receiving bank account and card payment page. */
export function AgencySettingsForm({ initial }: { initial: Saved }) {
  const t = useTranslations('adminSettings');
  const id = useId();
  const form = useForm<AgencySettingsInput, unknown, AgencySettings>({ resolver: useLocalizedZodResolver(loadSchema), defaultValues: toValues(initial) });
  const { alert, run } = useApiForm(form);
  const [notice, setNotice] = useState<string | null>(null);
  // The settings this form shows were saved at this time: another admin's later save is not overwritten (412).
  const [loadedAt, setLoadedAt] = useState(initial.updatedAt);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    setNotice(null);
    const result = await run(() => request<Saved>('admin/settings', { method: 'put', json: input, headers: { 'If-Match': `"${loadedAt}"` } }));
    if (!result.ok) return;
    setLoadedAt(result.value.updatedAt);
    form.reset(toValues(result.value));
    setNotice(t('api.saved'));
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label={t('title')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={`${id}-company`} label={t('companyName')} error={errors.companyName}>
          {(described) => <input type="text" autoComplete="organization" className={inputClass} {...form.register('companyName')} {...described} />}
        </Field>
        <Field id={`${id}-bank`} label={t('bankName')} error={errors.bankName}>
          {(described) => <input type="text" className={inputClass} {...form.register('bankName')} {...described} />}
        </Field>
      </div>
      <Field id={`${id}-iban`} label={t('iban')} hint={t('ibanHint')} error={errors.iban}>
        {(described) => <input type="text" inputMode="text" autoCapitalize="characters" spellCheck={false} className={`${inputClass} font-mono`} {...form.register('iban')} {...described} />}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={`${id}-tursab`} label={t('tursabLicenceNo')} error={errors.tursabLicenceNo}>
          {(described) => <input type="text" className={inputClass} {...form.register('tursabLicenceNo')} {...described} />}
        </Field>
        <Field id={`${id}-mersis`} label={t('mersisNo')} hint={t('mersisHint')} error={errors.mersisNo}>
          {(described) => <input type="text" inputMode="numeric" className={inputClass} {...form.register('mersisNo')} {...described} />}
        </Field>
      </div>
      <fieldset className="flex flex-col gap-2" aria-describedby={errors.paymentStoreType ? `${id}-store-error` : undefined}>
        <legend className="mb-1 font-semibold">{t('storeType')}</legend>
        {(['3D_PAY_HOSTING', '3D_PAY'] as const).map((value) => (
          <label key={value} className="flex items-center gap-3 rounded-xl border border-slate-200 p-3 has-[:checked]:border-brand-600 dark:border-slate-700">
            <input type="radio" value={value} className="h-4 w-4 accent-brand-600" {...form.register('paymentStoreType')} />
            <span>{t(storeTypeLabels[value])}</span>
          </label>
        ))}
        {errors.paymentStoreType?.message && (
          <p id={`${id}-store-error`} className="text-sm font-medium text-red-700 dark:text-red-300">
            {errors.paymentStoreType.message}
          </p>
        )}
      </fieldset>
      <label className="flex items-start gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-700">
        <input type="checkbox" className="mt-1 h-4 w-4 accent-brand-600" {...form.register('cancelOnOverdueBalance')} />
        <span>
          <span className="block font-semibold">{t('cancelOnOverdueBalance')}</span>
          <span className="block text-sm text-slate-600 dark:text-slate-400">{t('cancelOnOverdueBalanceHint')}</span>
        </span>
      </label>
      <FormMessage tone="error" message={alert} />
      <FormMessage tone="info" message={notice} />
      <div className="sm:w-fit">
        <SubmitButton pending={isSubmitting} label={t('save')} pendingLabel={t('saving')} />
      </div>
    </form>
  );
}
