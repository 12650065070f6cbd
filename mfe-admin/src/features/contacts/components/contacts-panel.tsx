import { useState } from 'react';
import { CONTACT_SORT_DEFAULT, CONTACT_SORTS, type ContactMessage } from '@society/contracts';
import { ErrorView, Modal, PageSpinner } from '@society/web-kit';
import { DetailList, Pager, SearchBox, useListQuery, usePage } from '@society/web-kit/staff';
import { ADMIN_MESSAGES } from '../../../config/messages';
import { formatDate } from '../../../utils/format';
import { getContactPage } from '../api/get-contacts';

const LIST_OPTIONS = { sorts: CONTACT_SORTS, defaultSort: CONTACT_SORT_DEFAULT };

/**
 * The Contacts tab: message cards, each opening the whole message (SPEC §2, §8), a page at a time
 * from the server, searchable by name, email or text; page and search are kept in the address.
 */
export function ContactsPanel() {
  const list = useListQuery(LIST_OPTIONS);
  const { data, loading, error, reload } = usePage(getContactPage, list.params);
  const [open, setOpen] = useState<ContactMessage | null>(null);

  return (
    <section className="adm-panel" aria-labelledby="contacts-heading">
      <div className="adm-panel__head">
        <h2 id="contacts-heading">Contact Messages</h2>
      </div>
      <div className="wk-toolbar">
        <SearchBox label="Search" placeholder="Name, email or words in the message" value={list.query.search} onSearch={list.setSearch} />
      </div>
      {!data && loading ? <PageSpinner label="Loading contact messages" /> : null}
      {error ? <ErrorView message={ADMIN_MESSAGES.contactsLoadFailed} onRetry={reload} /> : null}
      {data && data.total === 0 ? <p className="wk-empty">{list.query.search ? 'No messages match this search.' : 'No contact messages yet.'}</p> : null}
      {data && data.items.length > 0 ? (
        <ul className="adm-cards">
          {data.items.map((message) => (
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
      {data && data.total > 0 ? (
        <Pager page={data.page} pageSize={data.pageSize} total={data.total} noun="messages" busy={loading} onPage={list.setPage} onPageSize={list.setPageSize} />
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
