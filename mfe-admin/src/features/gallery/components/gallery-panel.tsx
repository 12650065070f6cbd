import { useEffect, useState } from 'react';
import type { AdminGalleryItem } from '@society/contracts';
import { Button, ErrorView, PageSpinner } from '@society/web-kit';
import { StatusChip, toast, useDeleteRow } from '@society/web-kit/staff';
import { ADMIN_MESSAGES } from '../../../config/messages';
import { statusErrorMessage } from '../../../utils/api-data';
import { publicUploadUrl } from '../../../utils/public-upload-url';
import type { GalleryImage } from '../api/add-gallery-image';
import { deleteGalleryImage } from '../api/delete-gallery-image';
import { useGalleryImages } from '../api/get-gallery-images';
import { AddImageForm } from './add-image-form';
import { ChildrenDialog } from './children-dialog';
import { EditImageDialog } from './edit-image-dialog';
import './gallery.css';

/**
 * The Gallery tab: add an image, then every image, drafts too, with Edit (its texts), Children (who it shows
 * and whether it is published: issue 45) and Delete (SPEC §2, §5, §8).
 */
export function GalleryPanel() {
  const { state, reload, update } = useGalleryImages();
  const [editing, setEditing] = useState<AdminGalleryItem | null>(null);
  const [naming, setNaming] = useState<AdminGalleryItem | null>(null);

  useEffect(() => {
    if (state.status === 'failed') toast.error(statusErrorMessage(state.error));
  }, [state]);

  function onAdded(item: GalleryImage | undefined) {
    // The answer is the new item, published and showing no child yet; if it is not, the list is fetched again.
    if (item && typeof item === 'object' && item._id) update((list) => [{ ...item, published: true, showsChildren: false, children: [] }, ...list]);
    else reload();
  }

  function onSaved(saved: GalleryImage) {
    // The texts are the answer's (a cleared Hindi text is absent from it); who the photo shows stays.
    update((list) => list.map((entry) => (entry._id === saved._id ? { ...saved, published: entry.published, showsChildren: entry.showsChildren, children: entry.children } : entry)));
    setEditing(null);
  }

  function onChildrenSaved() {
    setNaming(null);
    reload();
  }

  const { deletingId, deleteRow: onDelete } = useDeleteRow({
    idOf: (item: AdminGalleryItem) => item._id,
    remove: (item) => deleteGalleryImage(item._id),
    onRemoved: (item) => update((list) => list.filter((entry) => entry._id !== item._id)),
    what: 'The gallery image',
    pending: ADMIN_MESSAGES.galleryDeleting,
    success: ADMIN_MESSAGES.galleryDeleted,
    failure: ADMIN_MESSAGES.galleryDeleteFailed,
  });

  return (
    <div className="adm-panel">
      <AddImageForm onAdded={onAdded} />
      <section aria-labelledby="gallery-images-heading">
        <div className="adm-panel__head">
          <h2 id="gallery-images-heading">Gallery Images</h2>
        </div>
        {state.status === 'loading' ? <PageSpinner label="Loading gallery images" /> : null}
        {state.status === 'failed' ? <ErrorView message="The gallery images could not be loaded." onRetry={reload} /> : null}
        {state.status === 'loaded' && state.data.length === 0 ? <p className="wk-empty">No images in the gallery yet.</p> : null}
        {state.status === 'loaded' && state.data.length > 0 ? (
          <ul className="adm-cards adm-cards--images">
            {state.data.map((item) => (
              <li key={item._id} className="adm-card adm-image-card">
                <img src={publicUploadUrl(item.imageUrl)} alt={item.title} loading="lazy" width={320} height={200} />
                <div className="adm-image-card__body">
                  <div className="adm-image-card__badges">
                    <span className="adm-badge">{item.category}</span>
                    {item.published ? null : <StatusChip tone="neutral" label="Draft" />}
                    {item.showsChildren ? <StatusChip tone="warning" label={item.children.length === 1 ? 'Shows 1 child' : `Shows ${item.children.length} children`} /> : null}
                  </div>
                  <h3 className="adm-image-card__title">{item.title}</h3>
                  {item.titleHi ? (
                    <p className="adm-image-card__title" lang="hi">
                      {item.titleHi}
                    </p>
                  ) : null}
                  <p className="adm-image-card__text">{item.description}</p>
                  {item.descriptionHi ? (
                    <p className="adm-image-card__text" lang="hi">
                      {item.descriptionHi}
                    </p>
                  ) : null}
                  <div className="adm-image-card__actions">
                    <Button variant="secondary" size="sm" aria-label={`Edit ${item.title}`} onClick={() => setEditing(item)}>
                      Edit
                    </Button>
                    <Button variant="secondary" size="sm" aria-label={`Children in ${item.title}`} onClick={() => setNaming(item)}>
                      Children
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
                  </div>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      {editing ? <EditImageDialog key={editing._id} item={editing} onClose={() => setEditing(null)} onSaved={onSaved} /> : null}
      {naming ? <ChildrenDialog key={naming._id} item={naming} onClose={() => setNaming(null)} onSaved={onChildrenSaved} /> : null}
    </div>
  );
}
