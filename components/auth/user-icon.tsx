/** A person's outline (decorative; the surrounding control carries the accessible name; components/ui/icons.css). */
export function UserIcon({ className = 'h-5 w-5' }: { className?: string }) {
  return <span aria-hidden="true" className={`icon icon-user ${className}`} />;
}
