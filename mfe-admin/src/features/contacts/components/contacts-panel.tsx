import { useState } from 'react';
import type { ContactMessage } from '@society/contracts';
import { ErrorView, Modal, PageSpinner, DetailList } from '@society/web-kit';
import { ADMIN_MESSAGES } from '../../../config/messages';
import { formatDate } from '../../../utils/format';
import { useContacts } from '../api/get-contacts';

/** The Contacts tab: message cards, each opening the whole message (SPEC §2, §8). */
export function ContactsPanel() {
  const { state, reload } = useContacts();
  const [open, setOpen] = useState<ContactMessage | null>(null);

  return (
    <section className="adm-panel" aria-labelledby="contacts-heading">
      <div className="adm-panel__head">
        <h2 id="contacts-heading">Contact Messages</h2>
      </div>
      {state.status === 'loading' ? <PageSpinner label="Loading contact messages" /> : null}
      {state.status === 'error' ? <ErrorView message={ADMIN_MESSAGES.contactsLoadFailed} onRetry={reload} /> : null}
      {state.status === 'ready' && state.data.length === 0 ? <p className="wk-empty">No contact messages yet.</p> : null}
      {state.status === 'ready' && state.data.length > 0 ? (
        <ul className="adm-cards">
          {state.data.map((message) => (
            <li key={message._id}>
              <button type="button" className="adm-card adm-message" onClick={() => setOpen(message)}>
                <span className="adm-message__head">
                  <span className="adm-message__name">{message.name}</span>
                  <span className="adm-message__date">{formatDate(message.createdAt)}</span>
                </span>
                <span className="adm-message__email">{message.email}</span>
                <span className="adm-message__excerpt">{message.message}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {open ? (
        <Modal open title={`Message from ${open.name}`} onClose={() => setOpen(null)}>
          <DetailList
            items={[
              ['Email', <a href={`mailto:${open.email}`}>{open.email}</a>],
              ['Received', formatDate(open.createdAt)],
            ]}
          />
          <p className="adm-message__full">{open.message}</p>
        </Modal>
      ) : null}
    </section>
  );
}
