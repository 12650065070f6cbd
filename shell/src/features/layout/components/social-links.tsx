import type { ComponentType, SVGProps } from 'react';
import { frameText, SOCIAL_NETWORKS, type SocialNetwork } from '@society/contracts';
import { useSiteSettings, useText } from '@society/web-kit';
import { FacebookIcon, InstagramIcon, LinkedinIcon, XIcon, YoutubeIcon } from './icons';

const NETWORKS: Record<SocialNetwork, { label: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }> = {
  instagram: { label: 'Instagram', Icon: InstagramIcon },
  facebook: { label: 'Facebook', Icon: FacebookIcon },
  youtube: { label: 'YouTube', Icon: YoutubeIcon },
  x: { label: 'X (Twitter)', Icon: XIcon },
  linkedin: { label: 'LinkedIn', Icon: LinkedinIcon },
};

/** The society's social pages (those it has set), each an icon link named for screen readers; opens a new tab. */
export function SocialLinks({ className = '' }: { className?: string }) {
  const links = useSiteSettings()?.social.links;
  const t = useText(frameText);
  return (
    <ul className={`sh-social ${className}`}>
      {SOCIAL_NETWORKS.filter((network) => links?.[network]).map((network) => {
        const { label, Icon } = NETWORKS[network];
        return (
          <li key={network}>
            <a href={links?.[network]} target="_blank" rel="noopener noreferrer" aria-label={t('opensInNewTab', { network: label })}>
              <Icon />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
