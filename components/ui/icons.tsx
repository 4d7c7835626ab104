import sprite from './icons.svg';

/**
 * Small decorative icons (the surrounding control carries the accessible name). Each is an `<svg>`
 * that uses a symbol of one sprite, components/ui/icons.svg, drawn in the text's colour
 * (`currentColor`): the shapes travel once, in a content-hashed file the browser keeps, not in every
 * page, and the browser parses one SVG document for all of them (docs/decisions/0162). `className`
 * sets the size (`h-5 w-5` by default) and anything else an SVG takes.
 */
type IconProps = { className?: string };
const base = 'h-5 w-5';
const spriteUrl: string = sprite.src;

function icon(shape: string) {
  const href = `${spriteUrl}#${shape}`;
  return function Icon({ className = base }: IconProps) {
    return (
      <svg aria-hidden="true" className={className}>
        <use href={href} />
      </svg>
    );
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
