import { MESSAGES } from '@society/contracts';
import { ContactMessagesPanel } from '@society/web-kit/staff';
import { formatDate } from '../../../utils/format';
import { getContactPage } from '../api/get-contacts';

/**
 * Messages sent through the public contact form, a page at a time from the server, searchable: a card
 * each, the full text in a dialog.
 */
export function ContactsPanel() {
  return (
    <ContactMessagesPanel
      load={getContactPage}
      loadFailedMessage={MESSAGES.dashboardLoadFailed}
      classPrefix="hr"
      headingId="hr-contacts-title"
      opensWith="button"
      closeButton
      formatDate={formatDate}
      details={(message) => (
        <dl className="hr-details">
          <div className="hr-details__row">
            <dt>NAME</dt>
            <dd>{message.name}</dd>
          </div>
          <div className="hr-details__row">
            <dt>EMAIL</dt>
            <dd>
              <a href={`mailto:${message.email}`}>{message.email}</a>
            </dd>
          </div>
          <div className="hr-details__row">
            <dt>RECEIVED</dt>
            <dd>{formatDate(message.createdAt)}</dd>
          </div>
        </dl>
      )}
    />
  );
}
