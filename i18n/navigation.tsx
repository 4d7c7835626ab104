import NextLink from 'next/link';
import { useLocale } from 'next-intl';
import { createNavigation } from 'next-intl/navigation';
import type { ComponentProps } from 'react';
import { routing } from './routing';

export const { redirect, usePathname, useRouter, getPathname } = createNavigation(routing);

type Href = Parameters<typeof getPathname>[0]['href'];
type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: Href };

/**
 * A link in the visitor's language: Next's `Link` to the localized address (`/about`, `/en/about`),
 * worked out where it renders. Not a client component of its own: in a server component it renders
 * on the server, so the page's RSC payload carries only Next's link and its address, not next-intl's
 * link with the locale and the cookie settings repeated on each of a page's ~90 links
 * (docs/decisions/0115). Switching language is the language menu's job (it writes the cookie).
 */
export function Link({ href, ...props }: LinkProps) {
  const locale = useLocale();
  return <NextLink href={getPathname({ href, locale })} {...props} />;
}
