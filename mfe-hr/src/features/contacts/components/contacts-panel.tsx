import { useState } from 'react';
import { Button, Modal, EmptyState } from '@society/web-kit';
import { formatDate } from '../../../utils/format';
import type { ContactMessage } from '../api/get-contacts';

/** Messages sent through the public contact form: a card each, the full text in a dialog. */
export function ContactsPanel({ contacts }: { contacts: readonly ContactMessage[] }) {
  const [open, setOpen] = useState<ContactMessage | null>(null);

  return (
    <section className="hr-panel" aria-labelledby="hr-contacts-title">
      <div className="hr-panel__head">
        <h2 id="hr-contacts-title">Contact Messages</h2>
        <p className="hr-muted">
          {contacts.length} {contacts.length === 1 ? 'message' : 'messages'}
        </p>
      </div>
      {contacts.length === 0 ? (
        <EmptyState>No contact messages yet.</EmptyState>
      ) : (
        <ul className="hr-messages">
          {contacts.map((contact) => (
            <li key={contact._id} className="hr-message">
              <div className="hr-message__head">
                <span className="hr-message__name">{contact.name}</span>
                <span className="hr-message__date">{formatDate(contact.createdAt)}</span>
              </div>
              <span className="hr-message__email">{contact.email}</span>
              <p className="hr-message__excerpt">{contact.message}</p>
              <Button variant="secondary" size="sm" onClick={() => setOpen(contact)} aria-label={`Read the message from ${contact.name}`}>
                Read message
              </Button>
            </li>
          ))}
        </ul>
      )}
      {open ? (
        <Modal
          open
          title={`Message from ${open.name}`}
          onClose={() => setOpen(null)}
          footer={
            <div className="hr-actions">
              <Button variant="ghost" onClick={() => setOpen(null)}>
                Close
              </Button>
            </div>
          }
        >
          <dl className="hr-details">
            <div className="hr-details__row">
              <dt>NAME</dt>
              <dd>{open.name}</dd>
            </div>
            <div className="hr-details__row">
              <dt>EMAIL</dt>
              <dd>
                <a href={`mailto:${open.email}`}>{open.email}</a>
              </dd>
            </div>
            <div className="hr-details__row">
              <dt>RECEIVED</dt>
              <dd>{formatDate(open.createdAt)}</dd>
            </div>
          </dl>
          <p className="hr-message__full">{open.message}</p>
        </Modal>
      ) : null}
    </section>
  );
}
