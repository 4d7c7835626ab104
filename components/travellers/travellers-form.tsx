'use client';

import { useEffect, useMemo, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/errors';
import { getJson, putJson } from '@/lib/api/client';
import { NATIONALITIES } from '@/lib/travellers/rules';

type Traveller = { name: string; surname: string; birthDate: string | null; nationality: string | null; tckn: string | null; passportNo: string | null };
type Seat = { lineId: number; seat: number; category: 'adult' | 'child' | 'baby'; traveller: Traveller | null };
type Line = { lineId: number; tourName: string; startsOn: string; startTime: string | null; requiresIdList: boolean };
type Answer = { orderNo: string; editable: boolean; deadline: string; missing: number; lines: Line[]; seats: Seat[] };
type Row = { name: string; surname: string; birthDate: string; nationality: string; tckn: string; passportNo: string };

const input = 'min-h-11 w-full rounded-xl border border-slate-300 px-3 text-base dark:border-slate-700 dark:bg-slate-900';

/**
 * The travellers of a booking, one block per seat, opened from the signed link of the booking
 * e-mail (no sign-in) or from the booking page. Every field is checked again on the server.
 */
export function TravellersForm({ code }: { code: string }) {
  const t = useTranslations('travellers');
  const locale = useLocale();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [rows, setRows] = useState<Row[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return NATIONALITIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => (a.code === 'TR' ? -1 : b.code === 'TR' ? 1 : a.name.localeCompare(b.name, locale)));
  }, [locale]);

  const take = (data: Answer) => {
    setAnswer(data);
    setRows(data.seats.map(({ traveller }) => ({ name: traveller?.name ?? '', surname: traveller?.surname ?? '', birthDate: traveller?.birthDate ?? '', nationality: traveller?.nationality ?? '', tckn: traveller?.tckn ?? '', passportNo: traveller?.passportNo ?? '' })));
  };

  useEffect(() => {
    getJson<Answer>(`Travellers/${encodeURIComponent(code)}`)
      .then(take)
      .catch((error: unknown) => setMessage({ tone: 'error', text: error instanceof ApiError ? (error.serverMessage ?? error.message) : String(error) }));
  }, [code]);

  if (!answer) {
    return message ? (
      <p role="alert" className="rounded-xl bg-red-50 p-4 font-medium text-red-800 dark:bg-red-950 dark:text-red-200">
        {message.text}
      </p>
    ) : (
      <p aria-busy="true">…</p>
    );
  }

  const deadline = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Istanbul' }).format(new Date(answer.deadline));
  const set = (index: number, field: keyof Row, value: string) => setRows((current) => current.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
  const error = (index: number, field: string) => errors[`travellers.${index}.${field}`];

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setMessage(null);
    setErrors({});
    try {
      const travellers = answer.seats.map((seat, index) => ({ lineId: seat.lineId, seat: seat.seat, ...rows[index] }));
      const saved = await putJson<Answer>(`Travellers/${encodeURIComponent(code)}`, { travellers });
      take(saved);
      setMessage({ tone: 'ok', text: t('saved') });
    } catch (failure) {
      if (failure instanceof ApiError) {
        setErrors(failure.fieldErrors);
        setMessage({ tone: 'error', text: failure.serverMessage ?? failure.message });
      } else setMessage({ tone: 'error', text: String(failure) });
    } finally {
      setSaving(false);
    }
  };

  const field = (index: number, name: keyof Row, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => {
    const id = `traveller-${index}-${name}`;
    const problem = error(index, name);
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
        </label>
        <input id={id} value={rows[index][name]} onChange={(event) => set(index, name, event.target.value)} disabled={!answer.editable} aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${id}-error` : undefined} className={input} {...props} />
        {problem && (
          <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-300">
            {problem}
          </p>
        )}
      </div>
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-6" noValidate>
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight">{t('title')}</h1>
        <p className="mt-2">{t('intro', { orderNo: answer.orderNo })}</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{answer.editable ? t('deadline', { deadline }) : t('closed')}</p>
        <p className="mt-1 font-medium" data-testid="travellers-missing">
          {answer.missing > 0 ? t('missing', { count: answer.missing }) : t('complete')}
        </p>
      </div>
      {answer.lines.map((line) => (
        <section key={line.lineId} className="flex flex-col gap-4" aria-label={line.tourName}>
          <h2 className="text-xl font-bold">
            {line.tourName} · {new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${line.startsOn}T00:00:00Z`))}
            {line.startTime ? `, ${line.startTime}` : ''}
          </h2>
          {line.requiresIdList && <p className="rounded-xl bg-brand-50 p-3 text-sm dark:bg-slate-900">{t('idListNote')}</p>}
          {answer.seats.map((seat, index) =>
            seat.lineId !== line.lineId ? null : (
              <fieldset key={`${seat.lineId}-${seat.seat}`} className="grid gap-3 rounded-2xl border border-slate-200 p-4 sm:grid-cols-2 dark:border-slate-800">
                <legend className="px-1 font-semibold">{t('seat', { number: seat.seat + 1, category: t(`category.${seat.category}`) })}</legend>
                {field(index, 'name', t('name'), { autoComplete: 'off', maxLength: 60 })}
                {field(index, 'surname', t('surname'), { autoComplete: 'off', maxLength: 60 })}
                {seat.category !== 'adult' && field(index, 'birthDate', t('birthDate'), { type: 'date' })}
                {(line.requiresIdList || rows[index].nationality) && (
                  <div className="flex flex-col gap-1">
                    <label htmlFor={`traveller-${index}-nationality`} className="text-sm font-semibold">
                      {t('nationality')}
                    </label>
                    <select id={`traveller-${index}-nationality`} value={rows[index].nationality} onChange={(event) => set(index, 'nationality', event.target.value)} disabled={!answer.editable} className={input}>
                      <option value="">{t('chooseNationality')}</option>
                      {countries.map((country) => (
                        <option key={country.code} value={country.code}>
                          {country.name}
                        </option>
                      ))}
                    </select>
                    {error(index, 'nationality') && <p className="text-sm text-red-700 dark:text-red-300">{error(index, 'nationality')}</p>}
                  </div>
                )}
                {line.requiresIdList && rows[index].nationality === 'TR' && field(index, 'tckn', t('tckn'), { inputMode: 'numeric', maxLength: 11, autoComplete: 'off' })}
                {line.requiresIdList && rows[index].nationality !== '' && rows[index].nationality !== 'TR' && field(index, 'passportNo', t('passportNo'), { maxLength: 20, autoComplete: 'off' })}
              </fieldset>
            ),
          )}
        </section>
      ))}
      <div role="status" aria-live="polite">
        {message && <p className={`rounded-xl p-3 font-medium ${message.tone === 'ok' ? 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100' : 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200'}`}>{message.text}</p>}
      </div>
      {answer.editable && (
        <button type="submit" disabled={saving} className="inline-flex min-h-12 items-center justify-center self-start rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
          {saving ? t('saving') : t('save')}
        </button>
      )}
    </form>
  );
}
