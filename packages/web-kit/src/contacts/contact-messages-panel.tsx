import { useState, type ReactNode } from 'react';
import { CONTACT_SORT_DEFAULT, CONTACT_SORTS, type ContactMessage, type Page } from '@society/contracts';
import { Button, EmptyState, ErrorView, Modal, PageSpinner } from '@society/web-kit';
import { useListQuery } from '../lists/list-query';
import { usePage } from '../lists/use-page';
import { ListToolbar } from '../ui/list-toolbar';
import { Pager } from '../ui/pager';

const LIST_OPTIONS = { sorts: CONTACT_SORTS, defaultSort: CONTACT_SORT_DEFAULT };

export interface ContactMessagesPanelProps {
  /** One page of the messages, newest first, searched by the server (the admin and HR read them at routes of their own). */
  load: (params: Record<string, string>) => Promise<Page<ContactMessage>>;
  /** Shown with Retry when a page cannot be loaded. */
  loadFailedMessage: string;
  /** The dashboard's class prefix ('adm', 'hr'): the panel, its cards and its dialog wear that dashboard's styles. */
  classPrefix: string;
  headingId: string;
  /** 'card': the whole card is the button that opens the message; 'button': a 'Read message' button under it is. */
  opensWith: 'card' | 'button';
  /** The opened message's facts, above its full text. */
  details: (message: ContactMessage) => ReactNode;
  /** A Close button under the message, besides the dialog's own. */
  closeButton?: boolean;
  formatDate: (value: string | null | undefined) => string;
}

interface MessageSummaryProps extends Pick<ContactMessagesPanelProps, 'classPrefix' | 'formatDate'> {
  message: ContactMessage;
  /** Inside a button only phrasing content is allowed: spans, not a div and a paragraph. */
  inButton: boolean;
}

/** A card's sender, date, email and the first lines of the message. */
function MessageSummary({ message, classPrefix: p, inButton, formatDate }: MessageSummaryProps) {
  const Head = inButton ? 'span' : 'div';
  const Excerpt = inButton ? 'span' : 'p';
  return (
    <>
      <Head className={`${p}-message__head`}>
        <span className={`${p}-message__name`}>{message.name}</span>
        <span className={`${p}-message__date`}>{formatDate(message.createdAt)}</span>
      </Head>
      <span className={`${p}-message__email`}>{message.email}</span>
      <Excerpt className={`${p}-message__excerpt`}>{message.message}</Excerpt>
    </>
  );
}

/**
 * A staff dashboard's Contacts tab: the contact form's messages as cards, a page at a time from the server,
 * searchable by name, email or text (page and search kept in the address); a card opens the whole message.
 */
export function ContactMessagesPanel({ load, loadFailedMessage, classPrefix: p, headingId, opensWith, details, closeButton = false, formatDate }: ContactMessagesPanelProps) {
  const list = useListQuery(LIST_OPTIONS);
  const { data, loading, error, reload } = usePage(load, list.params);
  const [open, setOpen] = useState<ContactMessage | null>(null);
  const messages = data?.items ?? [];

  return (
    <section className={`${p}-panel`} aria-labelledby={headingId}>
      <div className={`${p}-panel__head`}>
        <h2 id={headingId}>Contact Messages</h2>
      </div>
      <ListToolbar list={list} searchPlaceholder="Name, email or words in the message" />
      {!data && loading ? <PageSpinner label="Loading contact messages" /> : null}
      {error ? <ErrorView message={loadFailedMessage} onRetry={reload} /> : null}
      {data && messages.length === 0 ? (
        <EmptyState>{data.total > 0 ? 'No messages on this page.' : list.query.search ? 'No messages match this search.' : 'No contact messages yet.'}</EmptyState>
      ) : null}
      {messages.length > 0 ? (
        <ul className={opensWith === 'card' ? `${p}-cards` : `${p}-messages`}>
          {messages.map((message) =>
            opensWith === 'card' ? (
              <li key={message._id}>
                <button type="button" className={`${p}-card ${p}-message`} onClick={() => setOpen(message)}>
                  <MessageSummary message={message} classPrefix={p} inButton formatDate={formatDate} />
                </button>
              </li>
            ) : (
              <li key={message._id} className={`${p}-message`}>
                <MessageSummary message={message} classPrefix={p} inButton={false} formatDate={formatDate} />
                <Button variant="secondary" size="sm" onClick={() => setOpen(message)} aria-label={`Read the message from ${message.name}`}>
                  Read message
                </Button>
              </li>
            ),
          )}
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
            closeButton ? (
              <div className={`${p}-actions`}>
                <Button variant="ghost" onClick={() => setOpen(null)}>
                  Close
                </Button>
              </div>
            ) : undefined
          }
        >
          {details(open)}
          <p className={`${p}-message__full`}>{open.message}</p>
        </Modal>
      ) : null}
    </section>
  );
}
