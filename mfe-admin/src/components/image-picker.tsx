import { useEffect, useRef, useState } from 'react';
import { IMAGE_MIME_TYPES } from '@society/contracts';
import { Button } from '@society/web-kit';
import { Field } from '@society/web-kit/staff';

export interface ImagePickerProps {
  id: string;
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** Returns why a chosen file is refused, or null to accept it. */
  check: (file: File) => string | null;
  /** The stored image shown while no new file is chosen (edit dialogs). */
  currentUrl?: string;
  /** An error from the form itself (for example 'required'). */
  error?: string;
  required?: boolean;
}

/** An image file input with a preview and Remove; refused files never reach the form. */
export function ImagePicker({ id, label, file, onChange, check, currentUrl, error, required }: ImagePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState('');
  const [previewUrl, setPreviewUrl] = useState('');

  useEffect(() => {
    if (!file) {
      // The form was reset or the file removed: the input must forget it too.
      if (inputRef.current) inputRef.current.value = '';
      setPreviewUrl('');
      return undefined;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function onSelect(chosen: File | undefined) {
    if (!chosen) {
      setProblem('');
      onChange(null);
      return;
    }
    const refusal = check(chosen);
    setProblem(refusal ?? '');
    if (refusal && inputRef.current) inputRef.current.value = '';
    onChange(refusal ? null : chosen);
  }

  const shownUrl = previewUrl || currentUrl;
  return (
    <Field id={id} label={label} required={required} error={problem || error}>
      {(control) => (
        <>
          <input
            {...control}
            ref={inputRef}
            type="file"
            accept={IMAGE_MIME_TYPES.join(',')}
            onChange={(event) => onSelect(event.target.files?.[0])}
          />
          {shownUrl ? (
            <div className="adm-preview">
              <img src={shownUrl} alt={previewUrl ? 'Preview of the chosen image' : 'Current image'} />
              {previewUrl ? (
                <Button variant="ghost" size="sm" onClick={() => onSelect(undefined)}>
                  Remove
                </Button>
              ) : (
                <span className="wk-field__hint">Current image; choose a file to replace it.</span>
              )}
            </div>
          ) : null}
        </>
      )}
    </Field>
  );
}
