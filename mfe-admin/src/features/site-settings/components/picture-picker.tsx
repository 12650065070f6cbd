import { useRef, useState } from 'react';
import { IMAGE_MIME_TYPES, SETTINGS_LIMITS, UPLOAD_LIMITS, type SitePicture } from '@society/contracts';
import { Button } from '@society/web-kit';
import { isAllowedImage } from '../../../utils/validation';
import type { PictureSource } from '../api/add-site-picture';
import { GalleryChooser } from './gallery-chooser';

/** Why a chosen file cannot be sent, or '' (the API checks again). */
export function pictureProblem(file: File): string {
  if (!isAllowedImage(file)) return 'Please choose a JPEG, PNG or WebP image';
  if (file.size > UPLOAD_LIMITS.sitePicture.bytes) return `The picture must be ${UPLOAD_LIMITS.sitePicture.label} or smaller`;
  return '';
}

export interface PictureAdderProps {
  id: string;
  /** What the buttons add ('a logo', 'a cover'...). */
  what: string;
  alt: string;
  busy: boolean;
  onAdd: (source: PictureSource, alt: string) => void;
}

/** Upload a picture or choose one from the gallery. */
export function PictureAdder({ id, what, alt, busy, onAdd }: PictureAdderProps) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState('');
  const [choosing, setChoosing] = useState(false);

  function onFile(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file) return;
    const refusal = pictureProblem(file);
    setProblem(refusal);
    if (!refusal) onAdd({ file }, alt);
  }

  return (
    <div className="adm-site__adder">
      <label htmlFor={`${id}-file`} className="wk-btn wk-btn--secondary wk-btn--sm adm-site__upload" aria-disabled={busy || undefined}>
        Upload {what}
      </label>
      <input
        ref={input}
        id={`${id}-file`}
        className="adm-site__file"
        type="file"
        accept={IMAGE_MIME_TYPES.join(',')}
        disabled={busy}
        onChange={(event) => onFile(event.target.files?.[0])}
      />
      <Button variant="secondary" size="sm" disabled={busy} onClick={() => setChoosing(true)}>
        Choose from the gallery
      </Button>
      <span className="wk-field__hint">JPEG, PNG or WebP, at most {UPLOAD_LIMITS.sitePicture.label}.</span>
      {problem ? (
        <span className="wk-field__error" role="alert">
          {problem}
        </span>
      ) : null}
      {choosing ? (
        <GalleryChooser
          title={`Choose ${what} from the gallery`}
          onClose={() => setChoosing(false)}
          onChoose={(item) => {
            setChoosing(false);
            onAdd({ galleryId: item._id }, alt);
          }}
        />
      ) : null}
    </div>
  );
}

export interface PicturePickerProps {
  id: string;
  label: string;
  what: string;
  hint: string;
  picture: SitePicture | null;
  busy: boolean;
  error?: string;
  onAdd: (source: PictureSource, alt: string) => void;
  onRemove: () => void;
  onSaveAlt: (alt: string) => void;
}

/** One picture of the site (logo, hero, a campaign cover): shown with its description, replaced, described or removed. */
export function PicturePicker({ id, label, what, hint, picture, busy, error, onAdd, onRemove, onSaveAlt }: PicturePickerProps) {
  const [alt, setAlt] = useState(picture?.alt ?? '');
  const [shown, setShown] = useState(picture?.url);
  // A new picture (upload, gallery) brings its own description.
  if (picture?.url !== shown) {
    setShown(picture?.url);
    setAlt(picture?.alt ?? '');
  }
  return (
    <div className="adm-site__picture" role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="adm-site__picture-label">
        {label}
      </p>
      <p className="wk-field__hint">{hint}</p>
      <div className="adm-site__picture-body">
        {picture ? (
          <img className="adm-site__preview" src={picture.url} srcSet={picture.srcSet || undefined} sizes="10rem" alt={picture.alt} />
        ) : (
          <span className="adm-site__empty">None yet: the site shows its own artwork.</span>
        )}
        <div className="adm-site__picture-fields">
          <div className="wk-field">
            <label htmlFor={`${id}-alt`}>What it shows (alt text)</label>
            <input id={`${id}-alt`} value={alt} maxLength={SETTINGS_LIMITS.altMax} aria-invalid={error ? true : undefined} onChange={(event) => setAlt(event.target.value)} />
            {error ? <span className="wk-field__error">{error}</span> : null}
          </div>
          <div className="adm-site__picture-actions">
            {picture ? (
              <>
                <Button size="sm" disabled={busy || alt.trim() === picture.alt} onClick={() => onSaveAlt(alt.trim())}>
                  Save description
                </Button>
                <Button variant="ghost" size="sm" disabled={busy} onClick={onRemove}>
                  Remove
                </Button>
              </>
            ) : null}
          </div>
          <PictureAdder id={id} what={what} alt={alt.trim()} busy={busy} onAdd={onAdd} />
        </div>
      </div>
    </div>
  );
}
