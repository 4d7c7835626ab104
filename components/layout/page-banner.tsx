import Image from 'next/image';

type Crumb = { name: string; href?: string };

/** The title band at the top of the general pages (texts from the page_titles records). */
export function PageBanner({ title, subtitle, image }: { title: string; subtitle?: string; image?: string; crumbs?: Crumb[] }) {
  return (
    <section className="relative isolate overflow-hidden bg-slate-900 px-4 py-14 text-white sm:py-20">
      {image && <Image src={image} alt="" fill sizes="100vw" className="-z-10 object-cover opacity-40" priority />}
      <div className="mx-auto max-w-7xl">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        {subtitle && <p className="mt-3 max-w-2xl text-lg text-slate-100">{subtitle}</p>}
      </div>
    </section>
  );
}
