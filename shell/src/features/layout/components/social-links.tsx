import type { ComponentType, SVGProps } from 'react';
import { SITE, type SocialNetwork } from '../../../config/site';
import { FacebookIcon, InstagramIcon, LinkedinIcon, XIcon, YoutubeIcon } from './icons';

const ICONS: Record<SocialNetwork, ComponentType<SVGProps<SVGSVGElement>>> = {
  instagram: InstagramIcon,
  facebook: FacebookIcon,
  youtube: YoutubeIcon,
  x: XIcon,
  linkedin: LinkedinIcon,
};

/** The society's social pages, each an icon link named for screen readers; opens a new tab. */
export function SocialLinks({ className = '' }: { className?: string }) {
  return (
    <ul className={`sh-social ${className}`}>
      {SITE.social.map(({ network, label, url }) => {
        const Icon = ICONS[network];
        return (
          <li key={network}>
            <a href={url} target="_blank" rel="noopener noreferrer" aria-label={`${label} (opens in a new tab)`}>
              <Icon />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
