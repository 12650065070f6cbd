import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DATA_EXPORT_VALID_DAYS, type DataExportFormat } from '@society/contracts';
import { Button, isApiError } from '@society/web-kit';
import { PageIntro } from '../../../components/form-page-intro';
import { usePageMeta } from '../../../components/page-meta';
import { downloadDataExport } from '../api/download-data-export';
import { useLinkToken } from './link-token';
import './your-data.css';

/** The page the export link opens: the person downloads everything held under their address, in two forms. */
export function ExportPage() {
  usePageMeta('Download your data', 'Download the data we hold about you.', { noindex: true });
  const token = useLinkToken();
  const [busy, setBusy] = useState<DataExportFormat | null>(null);
  const [error, setError] = useState('');

  async function download(format: DataExportFormat) {
    if (!token) return;
    setBusy(format);
    setError('');
    try {
      await downloadDataExport(token, format);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : 'The download failed. Please try again.');
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <PageIntro title="Download your data" lead={`Everything we hold under your email address, made fresh from our records. This link works for ${DATA_EXPORT_VALID_DAYS} days from our email.`} />
      <div className="wk-container pub-section">
        <section className="pub-form-card your-data__result">
          {token === '' ? (
            <p role="alert">
              This page opens from the link in our email. Please use the whole link, or <Link to="/your-data">make a new request</Link>.
            </p>
          ) : (
            <>
              <h2 className="pub-form-card__title">Choose a format</h2>
              <div className="your-data__downloads">
                <Button type="button" size="lg" disabled={!token || busy !== null} onClick={() => download('html')}>
                  {busy === 'html' ? 'Preparing…' : 'Readable copy (HTML)'}
                </Button>
                <Button type="button" size="lg" variant="secondary" disabled={!token || busy !== null} onClick={() => download('json')}>
                  {busy === 'json' ? 'Preparing…' : 'Data file (JSON)'}
                </Button>
              </div>
              <p className="your-data__note">The readable copy opens in any browser and prints to PDF. The data file holds the same, in JSON, a form other software can read.</p>
              {error ? (
                <p className="pub-form__message pub-form__message--error" role="alert">
                  {error} <Link to="/your-data">Make a new request</Link>
                </p>
              ) : null}
            </>
          )}
        </section>
      </div>
    </>
  );
}
