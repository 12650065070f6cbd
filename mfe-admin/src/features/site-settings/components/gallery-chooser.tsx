import { useCallback } from 'react';
import type { GalleryItem } from '@society/contracts';
import { Button, EmptyState, ErrorView, Modal, PageSpinner } from '@society/web-kit';
import { getGalleryPictures } from '../api/get-gallery-pictures';
import { useLoad } from '@society/web-kit/staff';

export interface GalleryChooserProps {
  title: string;
  onChoose: (item: GalleryItem) => void;
  onClose: () => void;
}

/** A dialog of the gallery's pictures; choosing one hands it back (the API takes a copy). */
export function GalleryChooser({ title, onChoose, onClose }: GalleryChooserProps) {
  const { state, reload } = useLoad(useCallback(getGalleryPictures, []));
  return (
    <Modal open title={title} onClose={onClose} size="lg" footer={<Button variant="secondary" onClick={onClose}>Cancel</Button>}>
      {state.status === 'loading' ? <PageSpinner label="Loading the gallery" /> : null}
      {state.status === 'failed' ? <ErrorView message="The gallery could not be loaded." onRetry={reload} /> : null}
      {state.status === 'loaded' && state.data.length === 0 ? <EmptyState>The gallery has no pictures yet. Add some in the Gallery tab, or upload one here.</EmptyState> : null}
      {state.status === 'loaded' && state.data.length > 0 ? (
        <ul className="adm-site__chooser">
          {state.data.map((item) => (
            <li key={item._id}>
              <button type="button" className="adm-site__choice" onClick={() => onChoose(item)}>
                <img src={item.imageUrl} srcSet={item.imageSrcSet || undefined} sizes="12rem" alt="" loading="lazy" />
                <span>{item.title}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </Modal>
  );
}
