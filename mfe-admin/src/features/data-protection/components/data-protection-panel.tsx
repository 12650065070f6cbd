import { BreachesPanel } from './breaches-panel';
import { RetentionPanel } from './retention-panel';

/** The Data protection tab (DPDP Act 2023): the breach register, then how long personal data is kept and what goes next. */
export function DataProtectionPanel() {
  return (
    <section className="adm-panel" aria-labelledby="data-protection-heading">
      <div className="adm-panel__head">
        <h2 id="data-protection-heading">Data protection</h2>
      </div>
      <BreachesPanel />
      <RetentionPanel />
    </section>
  );
}
