import { useState, type FormEvent } from 'react';
import type { AdminGalleryItem, GalleryChild } from '@society/contracts';
import { Button } from '@society/web-kit';
import { FormDialog, StatusChip, toast } from '@society/web-kit/staff';
import { serverMessageOr } from '../../../utils/api-data';
import { saveGalleryChildren, searchChildren } from '../api/get-gallery-images';

export const GALLERY_CHILDREN_MESSAGES = {
  saved: 'The photo’s children and publishing were saved.',
  failed: 'The photo could not be saved.',
  searchFailed: 'The children could not be searched. Please try again.',
  noMatch: 'No child on the register has this name.',
} as const;

export interface ChildrenDialogProps {
  item: AdminGalleryItem;
  onClose: () => void;
  onSaved: () => void;
}

function ConsentChip({ child }: { child: GalleryChild }) {
  return child.photoConsent ? <StatusChip tone="success" label="Photo consent" /> : <StatusChip tone="danger" label="No photo consent" />;
}

/**
 * Who a gallery photo shows, and whether it is on the public gallery: a photo of children is published only
 * when each child's guardian gave the photo consent (issue 45). The server checks it and names a child
 * without; the dialog shows each child's consent beforehand.
 */
export function ChildrenDialog({ item, onClose, onSaved }: ChildrenDialogProps) {
  const [published, setPublished] = useState(item.published);
  const [showsChildren, setShowsChildren] = useState(item.showsChildren);
  const [chosen, setChosen] = useState<GalleryChild[]>(item.children);
  const [query, setQuery] = useState('');
  const [matches, setMatches] = useState<GalleryChild[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const missingConsent = showsChildren && published ? chosen.filter((child) => !child.photoConsent) : [];

  async function onSearch() {
    if (!query.trim() || searching) return;
    setSearching(true);
    try {
      setMatches(await searchChildren(query.trim()));
    } catch (error) {
      toast.error(serverMessageOr(error, GALLERY_CHILDREN_MESSAGES.searchFailed));
    } finally {
      setSearching(false);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure('');
    try {
      await saveGalleryChildren(item._id, { published, showsChildren, childIds: showsChildren ? chosen.map((child) => child.studentId) : [] });
      toast.success(GALLERY_CHILDREN_MESSAGES.saved);
      onSaved();
    } catch (error) {
      setFailure(serverMessageOr(error, GALLERY_CHILDREN_MESSAGES.failed));
      setBusy(false);
    }
  }

  return (
    <FormDialog
      size="lg"
      title={`Children and publishing: ${item.title}`}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel="Save"
      busyLabel="Saving..."
      busy={busy}
      failure={failure ? { message: GALLERY_CHILDREN_MESSAGES.failed, detail: failure } : null}
      formClassName="wk-form adm-children"
    >
      <label className="wk-tick">
        <input type="checkbox" checked={published} onChange={(event) => setPublished(event.target.checked)} />
        <span>Published on the public gallery</span>
      </label>
      <label className="wk-tick">
        <input type="checkbox" checked={showsChildren} onChange={(event) => setShowsChildren(event.target.checked)} />
        <span>This photo shows children</span>
      </label>
      {showsChildren ? (
        <>
          <p className="adm-children__note">Name each child in the photo. It can be published only when every one of them has their guardian’s photo consent.</p>
          {chosen.length > 0 ? (
            <ul className="adm-children__list" aria-label="Children in this photo">
              {chosen.map((child) => (
                <li key={child.studentId}>
                  <span className="adm-children__name">{child.name}</span>
                  <ConsentChip child={child} />
                  <Button variant="ghost" size="sm" aria-label={`Remove ${child.name}`} onClick={() => setChosen((list) => list.filter((entry) => entry.studentId !== child.studentId))}>
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="wk-empty">No child named yet.</p>
          )}
          {missingConsent.length > 0 ? (
            <p className="adm-children__warning" role="status">
              Without photo consent: {missingConsent.map((child) => child.name).join(', ')}. Untick “Published” to keep it as a draft, or remove them.
            </p>
          ) : null}
          <div className="adm-children__search">
            <label htmlFor={`children-search-${item._id}`}>Find a child by name</label>
            <div className="adm-children__search-row">
              <input
                id={`children-search-${item._id}`}
                type="search"
                value={query}
                maxLength={100}
                onChange={(event) => setQuery(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    void onSearch();
                  }
                }}
              />
              <Button variant="secondary" disabled={searching || !query.trim()} onClick={() => void onSearch()}>
                {searching ? 'Searching...' : 'Search'}
              </Button>
            </div>
          </div>
          {matches && matches.length === 0 ? <p className="wk-empty">{GALLERY_CHILDREN_MESSAGES.noMatch}</p> : null}
          {matches && matches.length > 0 ? (
            <ul className="adm-children__list" aria-label="Children found">
              {matches.map((child) => {
                const added = chosen.some((entry) => entry.studentId === child.studentId);
                return (
                  <li key={child.studentId}>
                    <span className="adm-children__name">{child.name}</span>
                    <ConsentChip child={child} />
                    <Button variant="secondary" size="sm" disabled={added} aria-label={`Add ${child.name}`} onClick={() => setChosen((list) => [...list, child])}>
                      {added ? 'Added' : 'Add'}
                    </Button>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </>
      ) : null}
    </FormDialog>
  );
}
