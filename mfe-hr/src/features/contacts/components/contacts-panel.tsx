import { useState } from 'react';
import { CONTACT_SORT_DEFAULT, CONTACT_SORTS, MESSAGES } from '@society/contracts';
import { Button, EmptyState, ErrorView, Modal, PageSpinner } from '@society/web-kit';
import { Pager, SearchBox, useListQuery, usePage } from '@society/web-kit/staff';
import { formatDate } from '../../../utils/format';
import { getContactPage, type ContactMessage } from '../api/get-contacts';

const LIST_OPTIONS = { sorts: CONTACT_SORTS, defaultSort: CONTACT_SORT_DEFAULT };

/**
 * Messages sent through the public contact form, a page at a time from the server, searchable: a card
 * each, the full text in a dialog.
 */
export function ContactsPanel() {
  const list = useListQuery(LIST_OPTIONS);
  const { data, loading, error, reload } = usePage(getContactPage, list.params);
  const [open, setOpen] = useState<ContactMessage | null>(null);
  const contacts = data?.items ?? [];

  return (
    <section className="hr-panel" aria-labelledby="hr-contacts-title">
      <div className="hr-panel__head">
        <h2 id="hr-contacts-title">Contact Messages</h2>
      </div>
      <div className="wk-toolbar">
        <SearchBox label="Search" placeholder="Name, email or words in the message" value={list.query.search} onSearch={list.setSearch} />
      </div>
      {!data && loading ? <PageSpinner label="Loading contact messages" /> : null}
      {error ? <ErrorView message={MESSAGES.dashboardLoadFailed} onRetry={reload} /> : null}
      {data && contacts.length === 0 ? (
        <EmptyState>{data.total > 0 ? 'No messages on this page.' : list.query.search ? 'No messages match this search.' : 'No contact messages yet.'}</EmptyState>
      ) : null}
      {contacts.length > 0 ? (
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
      ) : null}
      {data && data.total > 0 ? (
        <Pager page={data.page} pageSize={data.pageSize} total={data.total} noun="messages" busy={loading} onPage={list.setPage} onPageSize={list.setPageSize} />
      ) : null}
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
