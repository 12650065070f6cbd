// '@society/web-kit/staff': what only the sign-in pages and the dashboards use (toasts and the dialogs
// that raise them, the dashboard frame, tabs, lists and their toolbars, form fields, the guardian's
// consent, the contact messages' tab). Federated as a singleton of its own, apart from the web kit, so a
// visitor's page never downloads it: the one toast store is shared by the shell and every staff remote.
export { AppToaster } from './toast/app-toaster';
export { toast } from 'react-hot-toast';
export { GuardianConsentDialog, type GuardianConsentDialogProps } from './consent/guardian-consent-dialog';
export { DashboardFrame, type DashboardFrameProps } from './ui/dashboard-frame';
export { Tabs, type TabItem, type TabsProps } from './ui/tabs';
export { Field, type ControlProps, type FieldProps } from './ui/field';
export { FormError, type FormErrorProps } from './ui/form-error';
export { FormDialog, type FormDialogProps } from './ui/form-dialog';
export { DetailList } from './ui/detail-list';
export { StatusChip, type ChipTone, type StatusChipProps } from './ui/status-chip';
export { Pager, type PagerProps } from './ui/pager';
export { SearchBox, type SearchBoxProps } from './ui/search-box';
export { ToolbarSelect, type ToolbarSelectProps } from './ui/toolbar-select';
export { ListToolbar, type ListToolbarProps } from './ui/list-toolbar';
export { useListQuery, type ListFilter, type ListQuery, type ListQueryControls, type ListQueryOptions } from './lists/list-query';
export { usePage, type PageLoad } from './lists/use-page';
export { useLoad, type Load, type LoadState } from './lists/use-load';
export { useDeleteRow, type DeleteRow, type DeleteRowOptions } from './lists/use-delete-row';
export { ContactMessagesPanel, type ContactMessagesPanelProps } from './contacts/contact-messages-panel';
export {
  GUARDIAN_CONSENT_FIELDS,
  guardianConsentBody,
  initialGuardianConsent,
  validateGuardianConsent,
  type GuardianConsentErrors,
  type GuardianConsentValues,
} from './consent/guardian-consent-form';
export { GuardianConsentFields, type GuardianConsentFieldsProps } from './consent/guardian-consent-fields';
export { CONSENT_METHOD_WORDS, GUARDIAN_ID_DOCUMENT_WORDS, GUARDIAN_LANGUAGE_WORDS, GUARDIAN_RELATION_WORDS } from './consent/consent-words';
// Child safeguarding (issue 45), for the volunteer's portal and the team's dashboard.
export { PolicyCard, type PolicyCardProps } from './safeguarding/policy-card';
export { StandingCard, type StandingCardProps } from './safeguarding/standing-card';
export { ConcernForm } from './safeguarding/concern-form';
export { getMyStanding } from './safeguarding/safeguarding-api';
