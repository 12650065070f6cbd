import { useRef, useState, type KeyboardEvent } from 'react';
import type { PublicationItem, PublicationType } from '@society/contracts';
import { ErrorView, PageSpinner } from '@society/web-kit';
import { PageIntro } from '../../../components/form-page-intro';
import { usePageMeta } from '../../../components/page-meta';
import { usePublications } from '../api/get-publications';
import { FlipbookModal } from './flipbook-modal';
import { PublicationCard } from './publication-card';
import { publishYear, publishYears } from './publication-years';
import './publications.css';

const TABS: { type: PublicationType; label: string }[] = [
  { type: 'annual_report', label: 'Annual Reports' },
  { type: 'newsletter', label: 'Newsletters' },
];

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
  usePageMeta('Publications', "Our annual reports and newsletters: what we did, where the money went and what's next.");
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
    panel = <PageSpinner label="Loading publications" />;
  } else if (publications.status === 'error') {
    panel = (
      <ErrorView
        title="The publications could not be loaded"
        message={publications.message}
        onRetry={publications.retry}
        retryLabel="Try Again"
      />
    );
  } else if (tab === 'annual_report') {
    const reports = publications.items.filter((p) => p.type === 'annual_report');
    panel =
      reports.length > 0 ? (
        <PublicationList items={reports} onRead={setReading} />
      ) : (
        <EmptyState title="No annual reports available" text="Check back later for new annual reports." />
      );
  } else {
    const newsletters = publications.items.filter((p) => p.type === 'newsletter');
    const years = publishYears(publications.items);
    const year = yearFilter === 'all' ? (years[0] ?? null) : yearFilter;
    const shown = year === null ? newsletters : newsletters.filter((p) => publishYear(p) === year);
    panel =
      newsletters.length === 0 ? (
        <EmptyState title="No newsletters available" text="Check back later for new newsletters." />
      ) : (
        <>
          <div className="pub-pills pub-pubs__years" role="group" aria-label="Filter newsletters by year">
            {years.map((y) => (
              <button key={y} type="button" className="pub-pill" aria-pressed={y === year} onClick={() => setYearFilter(y)}>
                {y}
              </button>
            ))}
          </div>
          {shown.length > 0 ? (
            <PublicationList items={shown} onRead={setReading} />
          ) : (
            <EmptyState title={`No newsletters available for ${year}`} text="Try selecting another year above." />
          )}
        </>
      );
  }

  return (
    <>
      <PageIntro
        eyebrow="Reports and newsletters"
        title="Publications"
        lead="What we did, where the money went and what comes next: our annual reports and the newsletters we send to friends of the society."
      />
      <section className="wk-container pub-section pub-pubs" aria-label="Publications">
        <div className="pub-pubs__tabs" role="tablist" aria-label="Kind of publication">
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
              {label}
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
