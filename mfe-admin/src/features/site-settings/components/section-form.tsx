import type { FormEvent, ReactNode } from 'react';
import type { SettingsSection, SiteSettings } from '@society/contracts';
import { Button } from '@society/web-kit';
import { Field, FormError } from '@society/web-kit/staff';

export interface SectionFormProps {
  section: SettingsSection;
  title: string;
  intro: ReactNode;
  settings: SiteSettings;
  busy: boolean;
  failure: string;
  onSubmit: () => void;
  /** The section's fields (a two-column grid where there is room). */
  children: ReactNode;
  /** Shown under the form: pictures, which save on their own. */
  after?: ReactNode;
}

/** One section of the Site tab: its heading, what is still unset in it, its fields and its own Save button. */
export function SectionForm({ section, title, intro, settings, busy, failure, onSubmit, children, after }: SectionFormProps) {
  const unset = settings.missing.filter((item) => item.section === section);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy) onSubmit();
  }
  return (
    <section className="adm-site__section wk-card" id={`site-${section}`} aria-labelledby={`site-${section}-heading`}>
      <div className="adm-site__head">
        <h3 id={`site-${section}-heading`}>{title}</h3>
        {unset.length > 0 ? <span className="adm-site__todo">{unset.length} to fill in</span> : <span className="adm-site__done">Complete</span>}
      </div>
      <p className="adm-site__intro">{intro}</p>
      <form className="wk-form wk-form--grid" noValidate onSubmit={submit} aria-label={title}>
        {children}
        {failure ? <FormError message={failure} /> : null}
        <div className="wk-form__actions wk-form__wide">
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : `Save ${title.toLowerCase()}`}
          </Button>
        </div>
      </form>
      {after}
    </section>
  );
}

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  type?: 'text' | 'email' | 'url' | 'date' | 'tel';
  wide?: boolean;
  placeholder?: string;
  multiline?: boolean;
  /** The language of what is typed ('hi' for the Hindi fields: the browser picks a Devanagari font and keyboard). */
  lang?: string;
  /** A choice out of these instead of typed text. */
  options?: ReadonlyArray<{ value: string; label: string }>;
}

/** A labelled input of a section, its server error read with it. */
export function TextField({ id, label, value, onChange, error, hint, type = 'text', wide, placeholder, multiline, lang, options }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={wide ? 'wk-form__wide' : undefined}>
      {(control) =>
        options ? (
          <select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        ) : multiline ? (
          <textarea {...control} lang={lang} value={value} placeholder={placeholder} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input {...control} lang={lang} type={type} value={value} placeholder={placeholder} onChange={(event) => onChange(event.target.value)} />
        )
      }
    </Field>
  );
}
