import { useId, useState } from 'react';
import { Button, saveFile, type FetchedFile } from '@society/web-kit';
import { toast } from '@society/web-kit/staff';
import { ADMIN_MESSAGES } from '../../../config/messages';
import { serverMessageOr } from '../../../utils/api-data';
import { getDonationsCsv } from '../api/get-donations-csv';
import { getForm10bdCsv } from '../api/get-form-10bd-csv';
import { recentFinancialYears } from '../../../utils/financial-year';

type Busy = 'books' | 'form10bd' | null;

/** 'Download CSV' (any date range, for the books) and 'Form 10BD (CSV)' for a financial year. */
export function DonationExports() {
  const id = useId();
  // The current financial year and the three before it; chosen, the year just ended, which 10BD is filed for.
  const [years] = useState(() => recentFinancialYears(new Date()));
  const [financialYear, setFinancialYear] = useState(years[1]);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState<Busy>(null);

  async function download(which: Exclude<Busy, null>, fetchFile: () => Promise<FetchedFile>) {
    setBusy(which);
    try {
      saveFile(await fetchFile());
    } catch (error) {
      toast.error(serverMessageOr(error, ADMIN_MESSAGES.downloadFailed));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="adm-exports adm-well" role="group" aria-label="Exports">
      <div className="adm-exports__group">
        <div className="wk-toolbar__field">
          <label htmlFor={`${id}-from`}>From</label>
          <input id={`${id}-from`} type="date" value={from} max={to || undefined} onChange={(event) => setFrom(event.target.value)} />
        </div>
        <div className="wk-toolbar__field">
          <label htmlFor={`${id}-to`}>To</label>
          <input id={`${id}-to`} type="date" value={to} min={from || undefined} onChange={(event) => setTo(event.target.value)} />
        </div>
        <Button variant="secondary" size="sm" disabled={busy !== null} onClick={() => void download('books', () => getDonationsCsv({ from, to }))}>
          {busy === 'books' ? 'Preparing...' : 'Download CSV'}
        </Button>
      </div>
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
        <Button variant="secondary" size="sm" disabled={busy !== null} onClick={() => void download('form10bd', () => getForm10bdCsv(financialYear))}>
          {busy === 'form10bd' ? 'Preparing...' : 'Form 10BD (CSV)'}
        </Button>
      </div>
    </div>
  );
}
