import { useSiteSettings } from '@society/web-kit';

/** The home page's figures, as the admin set them in the Site tab. */
export function StatsBand() {
  const statistics = useSiteSettings()?.home.statistics ?? [];
  if (statistics.length === 0) return null;
  return (
    <section className="pub-stats" aria-label="Our work in numbers">
      <ul className="wk-container pub-stats__list">
        {statistics.map(({ value, label }) => (
          <li key={label} className="pub-stats__item">
            <strong className="pub-stats__value">{value}</strong>
            <span className="pub-stats__label">{label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
