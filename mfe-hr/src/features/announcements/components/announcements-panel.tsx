import { useState } from 'react';
import { Button, Modal, EmptyState } from '@society/web-kit';
import { toast } from '@society/web-kit/staff';
import type { BilingualAnnouncement } from '../api/create-announcement';
import { deleteAnnouncement } from '../api/delete-announcement';
import { AnnouncementDialog } from './announcement-dialog';

export interface AnnouncementsPanelProps {
  /** In ticker order (the fetcher sorts them). */
  announcements: readonly BilingualAnnouncement[];
  /** Reloads the lists after a change. */
  onSaved: () => void;
}

function PencilIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 20h4L19 9l-4-4L4 16v4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <path d="M13.5 6.5l4 4" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

function BinIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <path d="M10 11v6M14 11v6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The ticker's announcements: order, title and text, with add, edit and delete. */
export function AnnouncementsPanel({ announcements, onSaved }: AnnouncementsPanelProps) {
  const [editing, setEditing] = useState<BilingualAnnouncement | 'new' | null>(null);
  const [deleting, setDeleting] = useState<BilingualAnnouncement | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteAnnouncement(deleting._id);
      toast.success('Announcement deleted');
    } catch {
      toast.error('Error deleting announcement');
      return;
    } finally {
      setBusy(false);
      setDeleting(null);
    }
    onSaved();
  }

  return (
    <section className="hr-panel" aria-labelledby="hr-announcements-title">
      <div className="hr-panel__head">
        <h2 id="hr-announcements-title">Announcements</h2>
        <Button onClick={() => setEditing('new')}>Add Announcement</Button>
      </div>
      {announcements.length === 0 ? (
        <EmptyState>No announcements. The ticker on the site stays hidden until one is added.</EmptyState>
      ) : (
        <div className="wk-table-wrap hr-table-wrap">
          <table className="wk-table hr-table">
            <caption className="wk-visually-hidden">Announcements in ticker order</caption>
            <thead>
              <tr>
                <th scope="col" className="wk-table__num">
                  Order
                </th>
                <th scope="col">Title</th>
                <th scope="col">Announcement</th>
                <th scope="col" className="wk-table__actions-head">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {announcements.map((item) => (
                <tr key={item._id}>
                  <td className="wk-table__num">{item.order}</td>
                  <td className="wk-table__strong hr-table__title">
                    {item.Title}
                    {item.TitleHi ? <div lang="hi">{item.TitleHi}</div> : null}
                  </td>
                  <td className="hr-table__text">
                    {item.Announcement}
                    {item.AnnouncementHi ? <div lang="hi">{item.AnnouncementHi}</div> : null}
                  </td>
                  <td className="wk-table__actions">
                    <button
                      type="button"
                      className="hr-icon-btn"
                      aria-label={`Edit announcement: ${item.Title}`}
                      title="Edit"
                      onClick={() => setEditing(item)}
                    >
                      <PencilIcon />
                    </button>
                    <button
                      type="button"
                      className="hr-icon-btn hr-icon-btn--danger"
                      aria-label={`Delete announcement: ${item.Title}`}
                      title="Delete"
                      onClick={() => setDeleting(item)}
                    >
                      <BinIcon />
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {editing ? (
        <AnnouncementDialog
          announcement={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            toast.success('Announcement saved');
            onSaved();
          }}
        />
      ) : null}
      {deleting ? (
        <Modal
          open
          size="sm"
          title="Delete Announcement"
          onClose={() => setDeleting(null)}
          footer={
            <div className="hr-actions">
              <Button variant="ghost" onClick={() => setDeleting(null)}>
                Cancel
              </Button>
              <Button variant="danger" disabled={busy} onClick={() => void confirmDelete()}>
                {busy ? 'Deleting...' : 'Delete'}
              </Button>
            </div>
          }
        >
          <p className="hr-confirm">
            Delete “{deleting.Title}”? It disappears from the site&apos;s ticker at the next refresh.
          </p>
        </Modal>
      ) : null}
    </section>
  );
}
