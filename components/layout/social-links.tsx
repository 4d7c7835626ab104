import { FacebookIcon, InstagramIcon } from '@/components/ui/icons';

export function SocialLinks({ facebook, instagram, className = '' }: { facebook?: string; instagram?: string; className?: string }) {
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      {facebook && (
        <a href={facebook} target="_blank" rel="noopener noreferrer" aria-label="Facebook" className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-slate-100 hover:bg-brand-100 dark:bg-slate-800">
          <FacebookIcon />
        </a>
      )}
      {instagram && (
        <a href={instagram} target="_blank" rel="noopener noreferrer" aria-label="Instagram" className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-slate-100 hover:bg-brand-100 dark:bg-slate-800">
          <InstagramIcon />
        </a>
      )}
    </div>
  );
}
