type VectorImageProps = { src: string; alt: string; width: number; height: number; className?: string; eager?: boolean };

/**
 * A picture that is one of the site's SVG files (the logo, a flag, a card brand), shown as it is in a
 * plain `<img>` with its size. next/image had nothing to do for these (`unoptimized`) but add an
 * attribute and an inline style to every one, and a component to hydrate, on every page
 * (docs/decisions/0162). `eager` for a picture at the top of the page; the others load as they near
 * the screen.
 */
export function VectorImage({ src, alt, width, height, className, eager = false }: VectorImageProps) {
  // eslint-disable-next-line @next/next/no-img-element -- an SVG served as it is: no size for next/image to choose
  return <img src={src} alt={alt} width={width} height={height} className={className} loading={eager ? undefined : 'lazy'} decoding="async" />;
}
