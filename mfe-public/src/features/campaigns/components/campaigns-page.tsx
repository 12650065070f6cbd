import type { CSSProperties } from 'react';
import { pagesCampaignsText } from '@society/contracts';
import { ButtonLink, useText } from '@society/web-kit';
import { PageIntro } from '../../../components/form-page-intro';
import { usePageMeta } from '../../../components/page-meta';
import { useCampaignCopy } from '../data/campaign-copy';
import { CAMPAIGNS, type Campaign } from '../data/campaigns';
import { CampaignIcon } from './campaign-icon';
import './campaigns.css';

function CampaignCard({ campaign }: { campaign: Campaign }) {
  const t = useText(pagesCampaignsText);
  const { title, focus, description, url, colour, icon } = campaign;
  return (
    <li className="cmp-card" style={{ '--campaign-colour': colour } as CSSProperties}>
      <span className="cmp-card__icon">
        <CampaignIcon name={icon} />
      </span>
      <p className="cmp-card__focus">{focus}</p>
      <h2 className="cmp-card__title">{title}</h2>
      <p className="cmp-card__text">{description}</p>
      <ButtonLink to={url} variant="secondary" className="cmp-card__link">
        {t('learnMore')}
        <span className="wk-visually-hidden">{t('learnMoreAbout', { title })}</span>
      </ButtonLink>
    </li>
  );
}

/** SPEC §2 Our Campaigns: the eleven campaigns, each linking to its page. */
export function CampaignsPage() {
  const t = useText(pagesCampaignsText);
  const localCopy = useCampaignCopy();
  usePageMeta(t('metaTitle'), t('metaDescription'));
  return (
    <>
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="wk-container pub-section">
        <ul className="cmp-grid">
          {CAMPAIGNS.map((campaign) => (
            <CampaignCard key={campaign.slug} campaign={localCopy(campaign)} />
          ))}
        </ul>
        <aside className="cmp-band" aria-labelledby="campaigns-help-title">
          <div>
            <h2 id="campaigns-help-title" className="cmp-band__title">
              {t('bandTitle')}
            </h2>
            <p className="cmp-band__text">{t('bandText')}</p>
          </div>
          <div className="pub-actions">
            <ButtonLink to="/support/donate">{t('sponsorChild')}</ButtonLink>
            <ButtonLink to="/support/volunteer" variant="secondary">
              {t('volunteerWithUs')}
            </ButtonLink>
          </div>
        </aside>
      </div>
    </>
  );
}
