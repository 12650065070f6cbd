import { pagesPublicationsText, type PublicationItem } from '@society/contracts';
import { Button, ExternalButtonLink, useLocale, useText } from '@society/web-kit';
import { responsiveImage } from '../../../components/responsive-image';
import { formatPublishDate } from './publication-years';

export interface PublicationCardProps {
  publication: PublicationItem;
  onRead: (publication: PublicationItem) => void;
}

const TYPE_LABEL = { annual_report: 'annualReport', newsletter: 'newsletter' } as const;

/** The cover column of .pub-pubs__card (publications.css): 7rem, 9rem from 40rem. */
const COVER_SIZES = '(min-width: 40rem) 9rem, 7rem';

/** Cover, title, description, date; Download always, Read for annual reports with a flipbook. */
export function PublicationCard({ publication, onRead }: PublicationCardProps) {
  const t = useText(pagesPublicationsText);
  const locale = useLocale();
  const { title, type, description, publishDate, fileUrl, flipbookUrl, coverImage, coverImageSrcSet } = publication;
  const canRead = type === 'annual_report' && Boolean(flipbookUrl);
  return (
    <li className="pub-pubs__card">
      <div className="pub-pubs__cover">
        {coverImage ? (
          <img {...responsiveImage(coverImage, coverImageSrcSet, COVER_SIZES)} alt={t('cover', { title })} width={300} height={400} loading="lazy" decoding="async" />
        ) : (
          <svg viewBox="0 0 60 80" aria-hidden="true" focusable="false">
            <rect width="60" height="80" rx="4" fill="#ffe3cc" />
            <path d="M14 22h32M14 30h32M14 38h22" stroke="#c2410c" strokeWidth="3" strokeLinecap="round" />
          </svg>
        )}
      </div>
      <div className="pub-pubs__body">
        <p className="pub-pubs__type">{TYPE_LABEL[type] ? t(TYPE_LABEL[type]) : type}</p>
        <h2 className="pub-pubs__title">{title}</h2>
        <p className="pub-pubs__date">
          <time dateTime={publishDate}>{formatPublishDate(publishDate, locale)}</time>
        </p>
        <p className="pub-pubs__description">{description}</p>
        <div className="pub-pubs__actions">
          <ExternalButtonLink href={fileUrl} size="sm" variant={canRead ? 'secondary' : 'primary'}>
            {t('download')}
            <span className="wk-visually-hidden">{t('downloadHidden', { title })}</span>
          </ExternalButtonLink>
          {canRead ? (
            <Button size="sm" onClick={() => onRead(publication)}>
              {t('read')}
              <span className="wk-visually-hidden">{t('readHidden', { title })}</span>
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
