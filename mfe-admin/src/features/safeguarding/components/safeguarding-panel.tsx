import { ConcernsSection } from './concerns-section';
import { LeadSection } from './lead-section';
import { PolicySection } from './policy-section';
import './safeguarding.css';

/** The Safeguarding tab (issue 45): the child-protection policy's versions, the safeguarding lead, the concerns register. */
export function SafeguardingPanel() {
  return (
    <section className="adm-panel" aria-labelledby="safeguarding-heading">
      <div className="adm-panel__head">
        <h2 id="safeguarding-heading">Safeguarding</h2>
      </div>
      <ConcernsSection />
      <LeadSection />
      <PolicySection />
    </section>
  );
}
