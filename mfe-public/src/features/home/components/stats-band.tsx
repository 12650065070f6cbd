import { pagesHomeText, type Translate } from '@society/contracts';
import { useSiteSettings, useText } from '@society/web-kit';

// The labels of SPEC §9's figures (DEFAULT_HOME_STATISTICS), which the pages say in their language.
const KNOWN_LABELS: Readonly<Record<string, keyof typeof pagesHomeText.en>> = {
  'Children Sponsored': 'statChildrenSponsored',
  'Children Associated': 'statChildrenAssociated',
  'Active Sponsors': 'statActiveSponsors',
};

/** A figure's label in the page's language when it is one of SPEC §9's; the admin's own words as written. */
function statisticLabel(label: string, t: Translate<typeof pagesHomeText.en>): string {
  const key = KNOWN_LABELS[label.trim()];
  return key ? t(key) : label;
}

/** The home page's figures, as the admin set them in the Site tab (the numbers stay digits: "34+"). */
export function StatsBand() {
  const t = useText(pagesHomeText);
  const statistics = useSiteSettings()?.home.statistics ?? [];
  if (statistics.length === 0) return null;
  return (
    <section className="pub-stats" aria-label={t('statsLabel')}>
      <ul className="wk-container pub-stats__list">
        {statistics.map(({ value, label }) => (
          <li key={label} className="pub-stats__item">
            <strong className="pub-stats__value">{value}</strong>
            <span className="pub-stats__label">{statisticLabel(label, t)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
