import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Form10beCertificate } from '@society/contracts';
import { Button, ErrorView, PageSpinner, saveFile, type FetchedFile } from '@society/web-kit';
import { toast, useLoad } from '@society/web-kit/staff';
import { ADMIN_MESSAGES } from '../../../config/messages';
import { serverMessageOr, statusErrorMessage } from '../../../utils/api-data';
import { recentFinancialYears } from '../../../utils/financial-year';
import { getForm10bdFollowUpCsv, getForm10beCertificates, getForm10bePdf, rematchForm10be, resendForm10be, sendForm10beCertificates, uploadForm10be } from '../api/form-10be';
import { FORM_10BE_TEXT } from './form-10be-text';
import { Form10beTable } from './form-10be-table';

/**
 * The Form 10BE tab (issue 33): a financial year's certificates, uploaded one file at a time (a PDF or a zip),
 * each shown matched to a donor or not with its mailing; 'Mail certificates not yet sent' mails each matched
 * donor once, and a row's 'Send again' mails one again on request.
 */
export function Form10bePanel() {
  const id = useId();
  const [years] = useState(() => recentFinancialYears(new Date()));
  // The year just ended: the one Form 10BD is filed for.
  const [financialYear, setFinancialYear] = useState(years[1] ?? years[0]);
  const fetcher = useCallback(() => getForm10beCertificates(financialYear), [financialYear]);
  const { state, reload, update } = useLoad(fetcher);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (state.status === 'failed') toast.error(statusErrorMessage(state.error));
  }, [state]);

  async function upload(files: File[]) {
    let added = 0;
    let before = 0;
    try {
      // One file at a time: a file the API refuses stops the rest, and its message names it.
      for (const [index, file] of files.entries()) {
        setProgress({ done: index, total: files.length });
        const result = await uploadForm10be(file, financialYear);
        added += result.added.length;
        before += result.alreadyUploaded.length;
      }
      toast.success(FORM_10BE_TEXT.uploaded(added, before));
    } catch (error) {
      toast.error(serverMessageOr(error, FORM_10BE_TEXT.uploadFailed));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
      if (added > 0) reload();
    }
  }

  async function run(key: string, task: () => Promise<void>, fallback: string) {
    setBusy(key);
    try {
      await task();
    } catch (error) {
      toast.error(serverMessageOr(error, fallback));
    } finally {
      setBusy(null);
    }
  }

  const sendAll = () =>
    run(
      'send-all',
      async () => {
        const result = await sendForm10beCertificates(financialYear);
        toast.success(result.message);
        reload();
      },
      FORM_10BE_TEXT.sendFailed,
    );

  const rematch = () =>
    run(
      'rematch',
      async () => {
        toast.success((await rematchForm10be(financialYear)).message);
        reload();
      },
      FORM_10BE_TEXT.rematchFailed,
    );

  const resend = (certificate: Form10beCertificate) => {
    // Mailed once already: again only when the admin means it.
    if (certificate.mail.times > 0 && !window.confirm(`Mail the certificate to ${certificate.match?.email ?? 'the donor'} again?`)) return;
    void run(
      certificate.id,
      async () => {
        const answer = await resendForm10be(certificate.id);
        toast.success(answer?.message ?? 'Certificate queued for mailing again.');
        update((list) =>
          list.map((entry) =>
            entry.id === certificate.id ? { ...entry, mail: { ...entry.mail, state: 'pending', times: entry.mail.times + 1, lastQueuedAt: new Date().toISOString() } } : entry,
          ),
        );
      },
      FORM_10BE_TEXT.resendFailed,
    );
  };

  const download = (key: string, fetchFile: () => Promise<FetchedFile>) => run(key, async () => saveFile(await fetchFile()), ADMIN_MESSAGES.downloadFailed);

  const list = state.status === 'loaded' ? state.data : [];
  const unsent = list.filter((certificate) => certificate.match?.email && certificate.mail.times === 0).length;
  const unmatched = list.filter((certificate) => !certificate.match).length;

  return (
    <div className="adm-panel">
      <section aria-labelledby={`${id}-heading`}>
        <div className="adm-panel__head">
          <h2 id={`${id}-heading`}>{FORM_10BE_TEXT.heading}</h2>
        </div>
        <p>{FORM_10BE_TEXT.intro}</p>
        <div className="adm-exports adm-well" role="group" aria-label="Form 10BE actions">
          <div className="adm-exports__group">
            <div className="wk-toolbar__field">
              <label htmlFor={`${id}-fy`}>Financial year</label>
              <select id={`${id}-fy`} value={financialYear} onChange={(event) => setFinancialYear(event.target.value)}>
                {years.map((year) => (
                  <option key={year} value={year}>
                    {year}
                  </option>
                ))}
              </select>
            </div>
            <Button variant="secondary" size="sm" disabled={busy !== null} onClick={() => void download('follow-up', () => getForm10bdFollowUpCsv(financialYear))}>
              {FORM_10BE_TEXT.followUp}
            </Button>
          </div>
          <div className="adm-exports__group">
            <div className="wk-toolbar__field">
              <label htmlFor={`${id}-file`}>{FORM_10BE_TEXT.uploadLabel}</label>
              <input
                ref={input}
                id={`${id}-file`}
                type="file"
                accept=".pdf,.zip,application/pdf,application/zip"
                multiple
                disabled={progress !== null}
                onChange={(event) => {
                  const files = [...(event.target.files ?? [])];
                  if (files.length > 0) void upload(files);
                }}
              />
            </div>
            {progress ? <span role="status">{FORM_10BE_TEXT.uploading(progress.done, progress.total)}</span> : null}
            {unmatched > 0 ? (
              <Button variant="secondary" size="sm" disabled={busy !== null} onClick={() => void rematch()}>
                {busy === 'rematch' ? 'Matching...' : `${FORM_10BE_TEXT.rematch} (${unmatched} not matched)`}
              </Button>
            ) : null}
            <Button size="sm" disabled={busy !== null || unsent === 0} onClick={() => void sendAll()}>
              {busy === 'send-all' ? 'Queueing...' : `${FORM_10BE_TEXT.sendAll} (${unsent})`}
            </Button>
          </div>
        </div>
        {state.status === 'loading' ? <PageSpinner label="Loading the certificates" /> : null}
        {state.status === 'failed' ? <ErrorView message={FORM_10BE_TEXT.loadFailed} onRetry={reload} /> : null}
        {state.status === 'loaded' && list.length === 0 ? <p className="wk-empty">{FORM_10BE_TEXT.empty}</p> : null}
        {state.status === 'loaded' && list.length > 0 ? (
          <Form10beTable
            certificates={list}
            financialYear={financialYear}
            busy={busy !== null}
            onDownload={(certificate) => void download(`pdf-${certificate.id}`, () => getForm10bePdf(certificate))}
            onResend={resend}
          />
        ) : null}
      </section>
    </div>
  );
}
