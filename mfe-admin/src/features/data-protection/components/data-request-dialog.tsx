import { useCallback, useId, useState } from 'react';
import { DATA_REQUEST_KIND_LABELS, DATA_REQUEST_LIMITS, type DataRequestDetail, type DataRequestItem } from '@society/contracts';
import { Button, ErrorView, isApiError, Modal, PageSpinner } from '@society/web-kit';
import { DetailList, Field, FormError, toast, useLoad } from '@society/web-kit/staff';
import { formatDate } from '../../../utils/format';
import { closeDataRequest, eraseData, getDataRequest, sendDataExport } from '../api/data-requests';
import { RequestStatus } from './request-status';

interface DialogProps {
  id: string;
  onClose: () => void;
  /** After an action closed the request: the register reloads. */
  onChanged: () => void;
}

const failure = (error: unknown) => (isApiError(error) ? error.message : 'The action failed. Please try again.');

/**
 * One request: what was asked, the records held under its email (where to correct them), and the action
 * that serves it. An erasure shows what will be removed and what kept, and why, before a second click runs it.
 */
export function DataRequestDialog({ id, onClose, onChanged }: DialogProps) {
  const { state, reload } = useLoad(useCallback(() => getDataRequest(id), [id]));
  const data = state.status === 'loaded' ? state.data : undefined;
  const title = data ? `${DATA_REQUEST_KIND_LABELS[data.request.kind]}: ${data.request.name}` : 'Data-rights request';
  return (
    <Modal open title={title} onClose={onClose} size="lg">
      {state.status === 'loading' ? <PageSpinner label="Loading the request" /> : null}
      {state.status === 'failed' ? <ErrorView message="Failed to fetch the request" onRetry={reload} /> : null}
      {data ? <RequestBody detail={data} onChanged={onChanged} /> : null}
    </Modal>
  );
}

function RequestBody({ detail, onChanged }: { detail: DataRequestDetail; onChanged: () => void }) {
  const { request, held, erasurePlan } = detail;
  return (
    <div className="adm-dp__dialog">
      <DetailList
        items={[
          ['Status', <RequestStatus status={request.status} />],
          ['Email', request.email],
          ['Received', formatDate(request.receivedAt)],
          ['Confirmed', formatDate(request.confirmedAt)],
          ['Due', <>{formatDate(request.dueAt)}{request.overdue ? <span className="adm-dp__overdue"> Overdue</span> : null}</>],
          ...(request.details ? ([['What they wrote', request.details]] as Array<[string, string]>) : []),
          ...(request.kind === 'nomination' ? ([['Nominee', `${request.nomineeName} <${request.nomineeEmail}>`]] as Array<[string, string]>) : []),
          ...(request.closedAt ? ([['Closed', `${formatDate(request.closedAt)} by ${request.closedBy ?? '-'}`], ['Reply', request.reply]] as Array<[string, string]>) : []),
        ]}
      />
      <h4 className="adm-dp__subhead">Held under this email ({held.length})</h4>
      {held.length === 0 ? (
        <p className="adm-dp__note">Nothing is held under this address.</p>
      ) : (
        <ul className="adm-dp__items">
          {held.map((record) => (
            <li key={`${record.collection}-${record.id}`}>
              <span className="adm-dp__label">
                <strong>{record.collection}</strong>: {record.label}
              </span>
              {record.editAt ? <span className="adm-dp__due">correct it in {record.editAt === '/hr-dashboard' ? 'the HR dashboard' : 'the Donations tab'}</span> : null}
            </li>
          ))}
        </ul>
      )}
      {request.erasure ? <ErasureSummary kept={request.erasure.kept} removed={Object.entries(request.erasure.removed).map(([what, n]) => `${n} ${what}`)} title="What the erasure did" /> : null}
      {request.status === 'open' ? <Actions request={request} erasurePlan={erasurePlan} onChanged={onChanged} /> : null}
    </div>
  );
}

function ErasureSummary({ title, removed, kept }: { title: string; removed: string[]; kept: Array<{ what: string; why: string }> }) {
  return (
    <section className="adm-dp__erasure" aria-label={title}>
      <h4 className="adm-dp__subhead">{title}</h4>
      <p className="adm-dp__caption">Erased</p>
      <ul>{removed.length > 0 ? removed.map((line) => <li key={line}>{line}</li>) : <li>Nothing else is held under this address.</li>}</ul>
      <p className="adm-dp__caption">Kept, and why</p>
      <ul>
        {kept.map((item) => (
          <li key={item.what}>
            <strong>{item.what}.</strong> {item.why}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Actions({ request, erasurePlan, onChanged }: { request: DataRequestItem; erasurePlan: DataRequestDetail['erasurePlan']; onChanged: () => void }) {
  const id = useId();
  const [reply, setReply] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const [confirmErase, setConfirmErase] = useState(false);
  const canMarkDone = request.kind === 'correction' || request.kind === 'nomination' || request.kind === 'grievance';

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    setProblem('');
    try {
      await action();
      toast.success(done);
      onChanged();
    } catch (error) {
      setProblem(failure(error));
      setBusy(false);
    }
  }
  const close = (outcome: 'done' | 'declined') => {
    if (!reply.trim()) {
      setProblem('Write the reply the person will receive.');
      return;
    }
    void run(() => closeDataRequest(request._id, { outcome, reply: reply.trim() }), outcome === 'done' ? 'Marked done; the reply is on its way.' : 'Declined; the reply is on its way.');
  };

  return (
    <section className="adm-dp__actions" aria-label="Answer the request">
      {request.kind === 'access' ? (
        <>
          <h4 className="adm-dp__subhead">Send the data</h4>
          <p className="adm-dp__note">We email the person a link to download everything listed above (JSON and a readable page). It works for 7 days and is made fresh each time.</p>
          <Button disabled={busy} onClick={() => void run(() => sendDataExport(request._id), 'The export link is on its way.')}>
            Email the export link
          </Button>
        </>
      ) : null}
      {request.kind === 'erasure' && erasurePlan ? (
        <>
          <ErasureSummary title="What erasing will do" removed={erasurePlan.remove} kept={erasurePlan.keep} />
          {confirmErase ? (
            <div className="adm-dp__confirm" role="alert">
              <p>Erase everything listed for {request.email}? This cannot be undone. The person is emailed what was kept and why.</p>
              <Button variant="danger" disabled={busy} onClick={() => void run(() => eraseData(request._id), 'Erased; the person is told what was kept.')}>
                Yes, erase now
              </Button>{' '}
              <Button variant="ghost" disabled={busy} onClick={() => setConfirmErase(false)}>
                Cancel
              </Button>
            </div>
          ) : (
            <Button variant="danger" disabled={busy} onClick={() => setConfirmErase(true)}>
              Erase…
            </Button>
          )}
        </>
      ) : null}
      <h4 className="adm-dp__subhead">{canMarkDone ? 'Reply and close' : 'Or decline, with the reason'}</h4>
      {canMarkDone && request.kind === 'correction' ? <p className="adm-dp__note">Correct the records listed above in their own screens first, then say here what you changed.</p> : null}
      <Field id={`${id}-reply`} label="Reply to the person (emailed)">
        {(control) => <textarea {...control} rows={3} maxLength={DATA_REQUEST_LIMITS.replyMax} value={reply} onChange={(event) => setReply(event.target.value)} />}
      </Field>
      <FormError message={problem} />
      <div className="adm-dp__buttons">
        {canMarkDone ? (
          <Button disabled={busy} onClick={() => close('done')}>
            Mark done
          </Button>
        ) : null}
        <Button variant="secondary" disabled={busy} onClick={() => close('declined')}>
          Decline
        </Button>
      </div>
    </section>
  );
}
