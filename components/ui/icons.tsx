/**
 * Small decorative icons (the surrounding control carries the accessible name). Each is an empty
 * element the stylesheet paints (components/ui/icons.css): the SVGs are in the cached CSS, not in
 * every page. `className` sets the size (`h-5 w-5` by default) and anything else an SVG had.
 */
type IconProps = { className?: string };
const base = 'h-5 w-5';

function icon(shape: string) {
  return function Icon({ className = base }: IconProps) {
    return <span aria-hidden="true" className={`icon icon-${shape} ${className}`} />;
  };
}

export const CartIcon = icon('cart');
/** A person's outline: the account menu. */
export const UserIcon = icon('user');
export const SearchIcon = icon('search');
export const MenuIcon = icon('menu');
export const CloseIcon = icon('close');
export const PhoneIcon = icon('phone');
/** A speech bubble with a handset, as WhatsApp links are usually marked. */
export const WhatsappIcon = icon('whatsapp');
export const MailIcon = icon('mail');
export const PinIcon = icon('pin');
export const CheckIcon = icon('check');
export const FacebookIcon = icon('facebook');
export const InstagramIcon = icon('instagram');
export const SunIcon = icon('sun');
export const MoonIcon = icon('moon');
export const TicketIcon = icon('ticket');
