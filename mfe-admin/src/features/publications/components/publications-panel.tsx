import { useEffect, useState } from 'react';
import { Button, ErrorView, PageSpinner } from '@society/web-kit';
import { toast, useDeleteRow } from '@society/web-kit/staff';
import { ADMIN_MESSAGES } from '../../../config/messages';
import { statusErrorMessage } from '../../../utils/api-data';
import { formatDate } from '../../../utils/format';
import { publicUploadUrl } from '../../../utils/public-upload-url';
import { isHttpUrl } from '../../../utils/validation';
import type { AdminPublication } from '../api/add-publication';
import { deletePublication } from '../api/delete-publication';
import { usePublications } from '../api/get-publications';
import { AddPublicationForm } from './add-publication-form';
import { EditPublicationDialog } from './edit-publication-dialog';
import { PUBLICATION_TYPE_LABELS } from './publication-types';

const newestFirst = (a: AdminPublication, b: AdminPublication) => (b.publishDate ?? '').localeCompare(a.publishDate ?? '');

function OutLink({ url, label }: { url: string; label: string }) {
  if (!url || !isHttpUrl(url)) return <>-</>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" aria-label={label}>
      Open
    </a>
  );
}

/** The Publications tab: the add form, then the list with Edit and Delete (SPEC §2, §5, §8). */
export function PublicationsPanel() {
  const { state, reload, update } = usePublications();
  const [editing, setEditing] = useState<AdminPublication | null>(null);

  useEffect(() => {
    if (state.status === 'failed') toast.error(statusErrorMessage(state.error));
  }, [state]);

  function onAdded(item: AdminPublication | undefined) {
    if (item && typeof item === 'object' && item._id) update((list) => [...list, item].sort(newestFirst));
    else reload();
  }

  function onSaved(saved: AdminPublication) {
    // A new publish date moves it in the list.
    update((list) => list.map((entry) => (entry._id === saved._id ? saved : entry)).sort(newestFirst));
    setEditing(null);
  }

  const { deletingId, deleteRow: onDelete } = useDeleteRow({
    idOf: (item: AdminPublication) => item._id,
    remove: (item) => deletePublication(item._id),
    onRemoved: (item) => update((list) => list.filter((entry) => entry._id !== item._id)),
    confirm: ADMIN_MESSAGES.publicationDeleteConfirm,
    what: 'The publication',
    success: ADMIN_MESSAGES.publicationDeleted,
    failure: ADMIN_MESSAGES.publicationDeleteFailed,
  });

  return (
    <div className="adm-panel">
      <AddPublicationForm onAdded={onAdded} />
      <section aria-labelledby="publications-heading">
        <div className="adm-panel__head">
          <h2 id="publications-heading">Publications</h2>
        </div>
        {state.status === 'loading' ? <PageSpinner label="Loading publications" /> : null}
        {state.status === 'failed' ? <ErrorView message="The publications could not be loaded." onRetry={reload} /> : null}
        {state.status === 'loaded' && state.data.length === 0 ? <p className="wk-empty">No publications yet.</p> : null}
        {state.status === 'loaded' && state.data.length > 0 ? (
          <div className="wk-table-wrap">
            <table className="wk-table wk-table--one-line">
              <thead>
                <tr>
                  <th scope="col">Cover</th>
                  <th scope="col">Title</th>
                  <th scope="col">Type</th>
                  <th scope="col">Published</th>
                  <th scope="col">File</th>
                  <th scope="col">Flipbook</th>
                  <th scope="col" className="wk-table__actions-head">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody>
                {state.data.map((item) => (
                  <tr key={item._id}>
                    <td>
                      {item.coverImage ? (
                        <img className="adm-thumb" src={publicUploadUrl(item.coverImage)} alt="" loading="lazy" width={48} height={64} />
                      ) : (
                        '-'
                      )}
                    </td>
                    <td className="wk-table__strong">
                      {item.title}
                      {item.titleHi ? (
                        <span lang="hi" className="adm-hindi-line">
                          {item.titleHi}
                        </span>
                      ) : null}
                    </td>
                    <td>{PUBLICATION_TYPE_LABELS[item.type] ?? item.type}</td>
                    <td className="wk-table__nowrap">{formatDate(item.publishDate)}</td>
                    <td>
                      <OutLink url={item.fileUrl} label={`Open the file of ${item.title} (new tab)`} />
                    </td>
                    <td>
                      <OutLink url={item.flipbookUrl} label={`Open the flipbook of ${item.title} (new tab)`} />
                    </td>
                    <td className="wk-table__actions">
                      <Button variant="secondary" size="sm" aria-label={`Edit ${item.title}`} onClick={() => setEditing(item)}>
                        Edit
                      </Button>
                      <Button
                        variant="danger"
                        size="sm"
                        aria-label={`Delete ${item.title}`}
                        disabled={deletingId === item._id}
                        onClick={() => void onDelete(item)}
                      >
                        Delete
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
      {editing ? <EditPublicationDialog key={editing._id} publication={editing} onClose={() => setEditing(null)} onSaved={onSaved} /> : null}
    </div>
  );
}
