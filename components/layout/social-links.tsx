import { FacebookIcon, InstagramIcon } from '@/components/ui/icons';

export function SocialLinks({ facebook, instagram, className = '' }: { facebook?: string; instagram?: string; className?: string }) {
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      {facebook && (
        <a href={facebook} target="_blank" rel="noopener noreferrer" aria-label="Facebook" className="social-button">
          <FacebookIcon />
        </a>
      )}
      {instagram && (
        <a href={instagram} target="_blank" rel="noopener noreferrer" aria-label="Instagram" className="social-button">
          <InstagramIcon />
        </a>
      )}
    </div>
  );
}
