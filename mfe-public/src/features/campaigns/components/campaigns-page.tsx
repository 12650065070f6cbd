import type { CSSProperties } from 'react';
import { ButtonLink } from '@society/web-kit';
import { PageIntro } from '../../../components/form-page-intro';
import { usePageMeta } from '../../../components/page-meta';
import { CAMPAIGNS, type Campaign } from '../data/campaigns';
import { CampaignIcon } from './campaign-icon';
import './campaigns.css';

function CampaignCard({ campaign }: { campaign: Campaign }) {
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
        Learn More<span className="wk-visually-hidden"> about {title}</span>
      </ButtonLink>
    </li>
  );
}

/** SPEC §2 Our Campaigns: the eleven campaigns, each linking to its page. */
export function CampaignsPage() {
  usePageMeta(
    'Our Campaigns',
    'Eleven campaigns in Ambala Cantt, Topkhana Basti, Chandigarh and Panchkula: classes for slum children, child sponsorship, skills, health camps, women empowerment, trees and animal care.',
  );
  return (
    <>
      <PageIntro
        eyebrow="What we do"
        title="Our Campaigns"
        lead="Education comes first, but a child learns best when the family is healthy, earning and heard. These are the eleven ways we work towards that in Ambala Cantt, Topkhana Basti, Chandigarh and Panchkula."
      />
      <div className="wk-container pub-section">
        <ul className="cmp-grid">
          {CAMPAIGNS.map((campaign) => (
            <CampaignCard key={campaign.slug} campaign={campaign} />
          ))}
        </ul>
        <aside className="cmp-band" aria-labelledby="campaigns-help-title">
          <div>
            <h2 id="campaigns-help-title" className="cmp-band__title">
              Not sure where to begin?
            </h2>
            <p className="cmp-band__text">Sponsoring one child’s education is the simplest way to help.</p>
          </div>
          <div className="pub-actions">
            <ButtonLink to="/support/donate">Sponsor A Child</ButtonLink>
            <ButtonLink to="/support/volunteer" variant="secondary">
              Volunteer With Us
            </ButtonLink>
          </div>
        </aside>
      </div>
    </>
  );
}
