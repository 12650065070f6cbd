// '@society/web-kit/staff': what only the sign-in pages and the dashboards use (toasts, and the dialogs
// that raise them). Federated as a singleton of its own, apart from the web kit, so a visitor's page
// never downloads it: the one toast store is shared by the shell and every staff remote.
export { AppToaster } from './toast/app-toaster';
export { toast } from 'react-hot-toast';
export { GuardianConsentDialog, type GuardianConsentDialogProps } from './consent/guardian-consent-dialog';
