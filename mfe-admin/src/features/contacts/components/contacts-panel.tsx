import { ContactMessagesPanel, DetailList } from '@society/web-kit/staff';
import { ADMIN_MESSAGES } from '../../../config/messages';
import { formatDate } from '../../../utils/format';
import { getContactPage } from '../api/get-contacts';

/**
 * The Contacts tab: message cards, each opening the whole message (SPEC §2, §8), a page at a time
 * from the server, searchable by name, email or text; page and search are kept in the address.
 */
export function ContactsPanel() {
  return (
    <ContactMessagesPanel
      load={getContactPage}
      loadFailedMessage={ADMIN_MESSAGES.contactsLoadFailed}
      classPrefix="adm"
      headingId="contacts-heading"
      opensWith="card"
      formatDate={formatDate}
      details={(message) => (
        <DetailList
          items={[
            ['Email', <a href={`mailto:${message.email}`}>{message.email}</a>],
            ['Received', formatDate(message.createdAt)],
          ]}
        />
      )}
    />
  );
}
