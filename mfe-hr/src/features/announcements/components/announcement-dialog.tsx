import { useId, useState, type FormEvent } from 'react';
import { LIMITS } from '@society/contracts';
import { Button, Modal } from '@society/web-kit';
import { Field, FormError } from '@society/web-kit/staff';
import { useSave } from '../../../hooks/use-save';
import { createAnnouncement, type AnnouncementInput, type BilingualAnnouncement } from '../api/create-announcement';
import { updateAnnouncement } from '../api/update-announcement';

export interface AnnouncementDialogProps {
  /** The one being edited; none to add. */
  announcement?: BilingualAnnouncement;
  onClose: () => void;
  onSaved: () => void;
}

/** An integer of at least 1; anything else (empty, letters, 0) becomes 1 (SPEC §5). */
export function toOrder(value: string): number {
  const order = Number.parseInt(value, 10);
  return Number.isNaN(order) || order < LIMITS.announcementOrderMin ? LIMITS.announcementOrderMin : order;
}

/** Add or edit one announcement of the site's ticker (SPEC §5 'Announcement'). */
export function AnnouncementDialog({ announcement, onClose, onSaved }: AnnouncementDialogProps) {
  const formId = useId();
  const [title, setTitle] = useState(announcement?.Title ?? '');
  const [text, setText] = useState(announcement?.Announcement ?? '');
  const [titleHi, setTitleHi] = useState(announcement?.TitleHi ?? '');
  const [textHi, setTextHi] = useState(announcement?.AnnouncementHi ?? '');
  const [order, setOrder] = useState(String(announcement?.order ?? LIMITS.announcementOrderMin));
  const { saving, failure, setFailure, run } = useSave();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input: AnnouncementInput = {
      Title: title.trim(),
      Announcement: text.trim(),
      order: toOrder(order),
      // The Hindi is sent when written, or blank to clear what the announcement had; otherwise left out.
      ...(titleHi.trim() || announcement?.TitleHi ? { TitleHi: titleHi.trim() } : {}),
      ...(textHi.trim() || announcement?.AnnouncementHi ? { AnnouncementHi: textHi.trim() } : {}),
    };
    if (!input.Title || !input.Announcement) {
      setFailure({ message: 'All required fields must be filled.' });
      return;
    }
    const save = () => (announcement ? updateAnnouncement(announcement._id, input) : createAnnouncement(input));
    if (await run(save, 'Failed to save announcement')) onSaved();
  }

  return (
    <Modal
      open
      title={announcement ? 'Edit Announcement' : 'Add Announcement'}
      onClose={onClose}
      footer={
        <div className="hr-actions">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={title === '' || text === '' || saving}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </div>
      }
    >
      <form id={formId} className="hr-form" noValidate onSubmit={submit}>
        <FormError message={failure?.message} detail={failure?.detail} />
        <Field id={`${formId}-title`} label="Title" required hint={`${title.length}/${LIMITS.announcementTitleMax} characters`}>
          {(control) => (
            <input
              {...control}
              value={title}
              maxLength={LIMITS.announcementTitleMax}
              onChange={(event) => setTitle(event.target.value)}
            />
          )}
        </Field>
        <Field id={`${formId}-text`} label="Announcement" required hint={`${text.length}/${LIMITS.announcementBodyMax} characters`}>
          {(control) => (
            <textarea
              {...control}
              value={text}
              maxLength={LIMITS.announcementBodyMax}
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </Field>
        <Field id={`${formId}-title-hi`} label="Title in Hindi (optional)" hint={`${titleHi.length}/${LIMITS.announcementTitleMax} characters. Left blank, the Hindi pages show the English.`}>
          {(control) => (
            <input {...control} lang="hi" value={titleHi} maxLength={LIMITS.announcementTitleMax} onChange={(event) => setTitleHi(event.target.value)} />
          )}
        </Field>
        <Field id={`${formId}-text-hi`} label="Announcement in Hindi (optional)" hint={`${textHi.length}/${LIMITS.announcementBodyMax} characters`}>
          {(control) => (
            <textarea {...control} lang="hi" value={textHi} maxLength={LIMITS.announcementBodyMax} onChange={(event) => setTextHi(event.target.value)} />
          )}
        </Field>
        <Field id={`${formId}-order`} label="Order" hint="Lower numbers show first in the ticker (1 or more).">
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={LIMITS.announcementOrderMin}
              step={1}
              value={order}
              onChange={(event) => setOrder(event.target.value)}
            />
          )}
        </Field>
      </form>
    </Modal>
  );
}
