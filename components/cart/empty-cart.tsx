import { Link } from '@/i18n/navigation';

/** What the cart and checkout pages show without a line to order: a sentence and the way to the tours. */
export function EmptyCart({ message, explore }: { message: string; explore: string }) {
  return (
    <div className="flex flex-col items-start gap-4 rounded-2xl border border-dashed border-slate-300 p-8 dark:border-slate-700">
      <p className="text-lg font-semibold">{message}</p>
      <Link href="/tour-list-1" className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
        {explore}
      </Link>
    </div>
  );
}
