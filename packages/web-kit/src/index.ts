// The web kit: the one API client, the one session store and the UI pieces every front shares.
// Federated as a singleton, so host and remotes see the same session. What only the sign-in pages and
// the dashboards use is in '@society/web-kit/staff' (src/staff.ts), which visitor pages never load.
import './styles/tokens.css';
import './styles/base.css';
import './styles/ui.css';

export { API_BASE, api, apiRequest, apiUrl, downloadFile, fetchFile, saveFile, type FetchedFile, type RequestOptions } from './api/api-client';
export { ApiError, isApiError } from './api/api-error';
export { SESSION_KEYS, useSession, type SessionState } from './session/session-store';
export { logout, revokeToken } from './session/logout';
export { maySignOut, setSignOutCheck, type SignOutCheck } from './session/sign-out-check';
export { endSessionOn401 } from './session/end-session-on-401';
export { navigateTo, setNavigator } from './navigation';
export { Button, ButtonLink, ExternalButtonLink, type ButtonProps, type ButtonVariant } from './ui/button';
export { Spinner, PageSpinner } from './ui/spinner';
export { Modal, type ModalProps } from './ui/modal';
export { ErrorView, type ErrorViewProps } from './ui/error-view';
export { ErrorBoundary, type ErrorBoundaryProps } from './ui/error-boundary';
export { EmptyState } from './ui/empty-state';
export { ReadyForm } from './ui/ready-form';
export { NotFoundPage } from './pages/not-found-page';
export { PAGE_DATA_ELEMENT_ID, PageDataProvider, readEmbeddedPageData, usePageData, useSourceData, type PageData, type SourceState } from './page-data/page-data';
export {
  SITE_SETTINGS_ELEMENT_ID,
  SiteSettingsProvider,
  readEmbeddedSiteSettings,
  useSiteSettings,
  useSocietyName,
} from './site-settings/site-settings';
export { LocalLink, currentLocale, useLocalPath, useLocale, useText } from './i18n/i18n';
export { pageTitle, previewPicture, type PreviewPicture } from './site-settings/page-head';
