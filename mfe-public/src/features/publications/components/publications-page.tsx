import { useRef, useState, type KeyboardEvent } from 'react';
import {
  localizedField,
  messageKeyOf,
  messagesText,
  pagesPublicationsText,
  type PublicationHindi,
  type PublicationItem,
  type PublicationType,
} from '@society/contracts';
import { ErrorView, PageSpinner, useLocale, useText } from '@society/web-kit';
import { PageIntro } from '../../../components/form-page-intro';
import { usePageMeta } from '../../../components/page-meta';
import { usePublications } from '../api/get-publications';
import { FlipbookModal } from './flipbook-modal';
import { PublicationCard } from './publication-card';
import { publishYear, publishYears } from './publication-years';
import './publications.css';

const TABS = [
  { type: 'annual_report', label: 'annualReports' },
  { type: 'newsletter', label: 'newsletters' },
] as const satisfies readonly { type: PublicationType; label: keyof typeof pagesPublicationsText.en }[];

function EmptyState({ title, text }: { title: string; text: string }) {
  return (
    <div className="pub-empty">
      <p className="pub-empty__title">{title}</p>
      <p className="pub-empty__text">{text}</p>
    </div>
  );
}

function PublicationList({ items, onRead }: { items: PublicationItem[]; onRead: (p: PublicationItem) => void }) {
  return (
    <ul className="pub-pubs__list">
      {items.map((publication) => (
        <PublicationCard key={publication._id} publication={publication} onRead={onRead} />
      ))}
    </ul>
  );
}

export function PublicationsPage() {
  const t = useText(pagesPublicationsText);
  const messages = useText(messagesText);
  const locale = useLocale();
  usePageMeta(t('metaTitle'), t('metaDescription'));
  // On a Hindi page a publication's Hindi title and description, where the society wrote them.
  const local = (items: PublicationItem[]) =>
    locale === 'en'
      ? items
      : items.map((item) => {
          const both = item as PublicationItem & PublicationHindi;
          return { ...item, title: localizedField(both, 'title', locale), description: localizedField(both, 'description', locale) };
        });
  // The API answers in the page's language; the client's own messages (no response) are said here.
  const errorMessage = (message: string) => {
    const key = messageKeyOf(message);
    if (key) return messages(key);
    return message === pagesPublicationsText.en.loadFailed ? t('loadFailed') : message;
  };
  const publications = usePublications();
  const [tab, setTab] = useState<PublicationType>('annual_report');
  // 'all' is what choosing the Newsletters tab resets to; it shows as the newest year (SPEC §2).
  const [yearFilter, setYearFilter] = useState<number | 'all'>('all');
  const [reading, setReading] = useState<PublicationItem | null>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  function chooseTab(type: PublicationType) {
    setTab(type);
    if (type === 'newsletter') setYearFilter('all');
  }

  // Arrow keys move between the two tabs, as screen-reader users expect of a tab list.
  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = (index + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length;
    chooseTab(TABS[next].type);
    tabRefs.current[next]?.focus();
  }

  let panel;
  if (publications.status === 'loading') {
    panel = <PageSpinner label={t('loading')} />;
  } else if (publications.status === 'error') {
    panel = (
      <ErrorView title={t('errorTitle')} message={errorMessage(publications.message)} onRetry={publications.retry} retryLabel={t('tryAgain')} />
    );
  } else if (tab === 'annual_report') {
    const reports = publications.items.filter((p) => p.type === 'annual_report');
    panel =
      reports.length > 0 ? (
        <PublicationList items={local(reports)} onRead={setReading} />
      ) : (
        <EmptyState title={t('noReports')} text={t('noReportsHint')} />
      );
  } else {
    const newsletters = publications.items.filter((p) => p.type === 'newsletter');
    const years = publishYears(publications.items);
    const year = yearFilter === 'all' ? (years[0] ?? null) : yearFilter;
    const shown = year === null ? newsletters : newsletters.filter((p) => publishYear(p) === year);
    panel =
      newsletters.length === 0 ? (
        <EmptyState title={t('noNewsletters')} text={t('noNewslettersHint')} />
      ) : (
        <>
          <div className="pub-pills pub-pubs__years" role="group" aria-label={t('yearsLabel')}>
            {years.map((y) => (
              <button key={y} type="button" className="pub-pill" aria-pressed={y === year} onClick={() => setYearFilter(y)}>
                {y}
              </button>
            ))}
          </div>
          {shown.length > 0 ? (
            <PublicationList items={local(shown)} onRead={setReading} />
          ) : (
            <EmptyState title={t('noNewslettersYear', { year: String(year) })} text={t('noNewslettersYearHint')} />
          )}
        </>
      );
  }

  return (
    <>
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <section className="wk-container pub-section pub-pubs" aria-label={t('sectionLabel')}>
        <div className="pub-pubs__tabs" role="tablist" aria-label={t('tabsLabel')}>
          {TABS.map(({ type, label }, index) => (
            <button
              key={type}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`pub-tab-${type}`}
              className="pub-pubs__tab"
              aria-selected={tab === type}
              aria-controls="pub-tab-panel"
              tabIndex={tab === type ? 0 : -1}
              onClick={() => chooseTab(type)}
              onKeyDown={(event) => onTabKeyDown(event, index)}
            >
              {t(label)}
            </button>
          ))}
        </div>
        <div id="pub-tab-panel" role="tabpanel" aria-labelledby={`pub-tab-${tab}`} className="pub-pubs__panel">
          {panel}
        </div>
      </section>
      <FlipbookModal publication={reading} onClose={() => setReading(null)} />
    </>
  );
}
