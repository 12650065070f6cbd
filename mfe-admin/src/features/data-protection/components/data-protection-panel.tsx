import { BreachesPanel } from './breaches-panel';
import { DataRequestRegister } from './data-request-register';
import { RetentionPanel } from './retention-panel';

/** The Data protection tab (DPDP Act 2023): the breach register, the register of data-rights requests, how long personal data is kept and what goes next. */
export function DataProtectionPanel() {
  return (
    <section className="adm-panel" aria-labelledby="data-protection-heading">
      <div className="adm-panel__head">
        <h2 id="data-protection-heading">Data protection</h2>
      </div>
      <BreachesPanel />
      <DataRequestRegister />
      <RetentionPanel />
    </section>
  );
}
