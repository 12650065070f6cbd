import type { SettingsSection, SiteSettings } from '@society/contracts';

const SECTION_TITLES: Record<SettingsSection, string> = {
  identity: 'Identity',
  contacts: 'Contacts',
  social: 'Social pages',
  payments: 'Payments',
  home: 'Home and campaigns',
  site: 'Site address and footer',
};

export interface GoingLiveChecklistProps {
  missing: SiteSettings['missing'];
  /** Opens the Site tab at a section. */
  onOpen: (section: SettingsSection) => void;
}

/** "Before going live": what the Site tab still lacks, by section; gone once everything is set. */
export function GoingLiveChecklist({ missing, onOpen }: GoingLiveChecklistProps) {
  if (missing.length === 0) return null;
  const sections = [...new Set(missing.map(({ section }) => section))];
  const receiptsInvalid = sections.includes('identity');
  return (
    <section className="adm-golive" aria-labelledby="golive-heading">
      <h2 id="golive-heading">Before going live</h2>
      <p>
        {missing.length} {missing.length === 1 ? 'detail of the Site tab is' : 'details of the Site tab are'} still unset: visitors would see gaps where they go.
        {receiptsInvalid ? ' Receipts are marked not valid until the registrations are filled in.' : ''}
      </p>
      <ul className="adm-golive__sections">
        {sections.map((section) => (
          <li key={section}>
            <button type="button" className="adm-golive__open" onClick={() => onOpen(section)}>
              {SECTION_TITLES[section]}
            </button>
            <ul>
              {missing
                .filter((item) => item.section === section)
                .map(({ item }) => (
                  <li key={item}>{item}</li>
                ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
