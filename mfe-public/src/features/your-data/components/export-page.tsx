import { useState } from 'react';
import { DATA_EXPORT_VALID_DAYS, legalDataLinksText, messagesText, type DataExportFormat } from '@society/contracts';
import { Button, LocalLink, useText } from '@society/web-kit';
import { PageIntro } from '../../../components/form-page-intro';
import { usePageMeta } from '../../../components/page-meta';
import { apiErrorText } from '../api/api-error-text';
import { rich } from '../../../components/rich-text';
import { downloadDataExport } from '../api/download-data-export';
import { useLinkToken } from './link-token';
import './your-data.css';

/** The page the export link opens: the person downloads everything held under their address, in two forms. */
export function ExportPage() {
  const t = useText(legalDataLinksText);
  usePageMeta(t('exportTitle'), t('exportMetaDescription'), { noindex: true });
  const token = useLinkToken();
  const [busy, setBusy] = useState<DataExportFormat | null>(null);
  const messages = useText(messagesText);
  // The failed download's error; null while there is none.
  const [error, setError] = useState<{ failure: unknown } | null>(null);

  async function download(format: DataExportFormat) {
    if (!token) return;
    setBusy(format);
    setError(null);
    try {
      await downloadDataExport(token, format);
    } catch (failure) {
      setError({ failure });
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <PageIntro title={t('exportTitle')} lead={t('exportLead', { days: DATA_EXPORT_VALID_DAYS })} />
      <div className="wk-container pub-section">
        <section className="pub-form-card your-data__result">
          {token === '' ? (
            <p role="alert">
              {rich((values) => t('exportNoLink', values), { newRequest: <LocalLink to="/your-data">{t('newRequestLower')}</LocalLink> })}
            </p>
          ) : (
            <>
              <h2 className="pub-form-card__title">{t('chooseFormat')}</h2>
              <div className="your-data__downloads">
                <Button type="button" size="lg" disabled={!token || busy !== null} onClick={() => download('html')}>
                  {busy === 'html' ? t('preparing') : t('html')}
                </Button>
                <Button type="button" size="lg" variant="secondary" disabled={!token || busy !== null} onClick={() => download('json')}>
                  {busy === 'json' ? t('preparing') : t('json')}
                </Button>
              </div>
              <p className="your-data__note">{t('formatNote')}</p>
              {error ? (
                <p className="pub-form__message pub-form__message--error" role="alert">
                  {apiErrorText(error.failure, messages) ?? t('downloadFailed')} <LocalLink to="/your-data">{t('newRequest')}</LocalLink>
                </p>
              ) : null}
            </>
          )}
        </section>
      </div>
    </>
  );
}
