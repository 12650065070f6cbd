/** SPEC §9 fixed figures. */
const STATS = [
  { value: '34+', label: 'Children Sponsored' },
  { value: '900+', label: 'Children Associated' },
  { value: '20+', label: 'Active Sponsors' },
] as const;

export function StatsBand() {
  return (
    <section className="pub-stats" aria-label="Our work in numbers">
      <ul className="wk-container pub-stats__list">
        {STATS.map(({ value, label }) => (
          <li key={label} className="pub-stats__item">
            <strong className="pub-stats__value">{value}</strong>
            <span className="pub-stats__label">{label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
