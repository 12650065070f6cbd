import { useState } from 'react';
import type { BatchView, CentreView } from '@society/contracts';
import { Button } from '@society/web-kit';
import { NetworkView, useNetworkLoad } from '../../../components/network-view';
import { useTeamText } from '../../../hooks/use-team-text';
import { getBatches } from '../api/get-batches';
import { getCentres } from '../api/get-centres';
import { getTeachers } from '../api/get-teachers';
import { BatchDialog } from './batch-dialog';
import { BatchesList } from './batches-list';
import { CentreDialog } from './centre-dialog';
import { CentresList } from './centres-list';
import { EnrolDialog } from './enrol-dialog';

type Dialog = { kind: 'centre'; centre?: CentreView } | { kind: 'batch'; batch?: BatchView } | { kind: 'enrol'; batch: BatchView } | null;

const loadAll = async () => {
  const [centres, batches, teachers] = await Promise.all([getCentres(), getBatches(), getTeachers()]);
  return { centres, batches, teachers };
};

/** Centres and batches: list, add, edit, enrol children (it needs the network). */
export function BatchesPanel() {
  const t = useTeamText();
  const load = useNetworkLoad(loadAll);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const saved = () => {
    setDialog(null);
    load.reload();
  };
  const { centres, teachers } = load.state.status === 'loaded' ? load.state.data : { centres: [], teachers: [] };
  return (
    <section className="team-panel" aria-labelledby="batches-heading">
      <h2 id="batches-heading" className="wk-visually-hidden">
        {t('tabBatches')}
      </h2>
      <NetworkView load={load} label={t('loading')}>
        {(data) => (
          <>
            <div className="team-panel__head">
              <h3>{t('centresHeading')}</h3>
              <Button variant="secondary" onClick={() => setDialog({ kind: 'centre' })}>
                {t('addCentre')}
              </Button>
            </div>
            <CentresList centres={data.centres} onEdit={(centre) => setDialog({ kind: 'centre', centre })} />
            <div className="team-panel__head">
              <h3>{t('batchesHeading')}</h3>
              <Button variant="secondary" disabled={data.centres.length === 0} onClick={() => setDialog({ kind: 'batch' })}>
                {t('addBatch')}
              </Button>
            </div>
            <BatchesList batches={data.batches} onEdit={(batch) => setDialog({ kind: 'batch', batch })} onEnrol={(batch) => setDialog({ kind: 'enrol', batch })} />
          </>
        )}
      </NetworkView>
      {dialog?.kind === 'centre' ? <CentreDialog centre={dialog.centre} onClose={close} onSaved={saved} /> : null}
      {dialog?.kind === 'batch' ? <BatchDialog batch={dialog.batch} centres={centres} teachers={teachers} onClose={close} onSaved={saved} /> : null}
      {dialog?.kind === 'enrol' ? <EnrolDialog batch={dialog.batch} onClose={close} onSaved={saved} /> : null}
    </section>
  );
}
