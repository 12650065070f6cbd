import { useState, type ReactNode } from 'react';
import type { SettingsSection, SiteSettings } from '@society/contracts';
import { SectionForm, TextField } from './section-form';
import { useSectionSave } from './use-section-save';

/** One input of a section, named by its path in the section ('links.instagram', 'statistics.0.value'). */
export interface FieldSpec {
  path: string;
  label: string;
  type?: 'text' | 'email' | 'url' | 'date' | 'tel';
  hint?: ReactNode;
  placeholder?: string;
  wide?: boolean;
  /** A list of lines (the postal address), edited as one line per row. */
  lines?: boolean;
  /** The language typed in it: 'hi' for the optional Hindi of an English field. */
  lang?: string;
  /** A choice out of these (the first is what an unset field shows). */
  options?: ReadonlyArray<{ value: string; label: string }>;
}

function valueAt(source: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), source);
}

/** {'links.x': 'a', 'statistics.0.value': '1'} → {links: {x: 'a'}, statistics: [{value: '1'}]}. */
export function unflatten(values: Record<string, unknown>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(values)) {
    const keys = path.split('.');
    let node: Record<string, unknown> = root;
    keys.forEach((key, index) => {
      if (index === keys.length - 1) {
        node[key] = value;
        return;
      }
      node[key] ??= /^\d+$/.test(keys[index + 1]) ? [] : {};
      node = node[key] as Record<string, unknown>;
    });
  }
  return root;
}

function valuesOf(settings: SiteSettings, section: SettingsSection, fields: FieldSpec[]): Record<string, string> {
  return Object.fromEntries(
    fields.map(({ path, lines }) => {
      const value = valueAt(settings[section], path);
      return [path, lines && Array.isArray(value) ? value.join('\n') : typeof value === 'string' ? value : ''];
    }),
  );
}

export interface SettingsSectionProps {
  section: SettingsSection;
  title: string;
  intro: ReactNode;
  fields: FieldSpec[];
  settings: SiteSettings;
  onSaved: (settings: SiteSettings) => void;
  after?: ReactNode;
}

/** A section of the Site tab whose fields are text: edited here, saved together, refused fields marked by the server's words. */
export function SettingsSection({ section, title, intro, fields, settings, onSaved, after }: SettingsSectionProps) {
  const [values, setValues] = useState(() => valuesOf(settings, section, fields));
  const { busy, errors, failure, save } = useSectionSave(section, title, settings, onSaved);

  async function onSubmit() {
    const sent = Object.fromEntries(
      fields.map(({ path, lines }) => [path, lines ? values[path].split('\n').map((line) => line.trim()).filter(Boolean) : values[path].trim()]),
    );
    const saved = await save(unflatten(sent));
    if (saved) setValues(valuesOf(saved, section, fields));
  }

  return (
    <SectionForm section={section} title={title} intro={intro} settings={settings} busy={busy} failure={failure} onSubmit={() => void onSubmit()} after={after}>
      {fields.map((field) => (
        <TextField
          key={field.path}
          id={`site-${section}-${field.path.replace(/\./g, '-')}`}
          label={field.label}
          type={field.type}
          hint={field.hint}
          placeholder={field.placeholder}
          wide={field.wide || field.lines}
          multiline={field.lines}
          lang={field.lang}
          options={field.options}
          value={values[field.path]}
          error={errors[field.path]}
          onChange={(value) => setValues((current) => ({ ...current, [field.path]: value }))}
        />
      ))}
    </SectionForm>
  );
}
