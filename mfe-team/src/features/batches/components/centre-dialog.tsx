import { useState, type FormEvent } from 'react';
import { REGISTER_RULES, type CentreView } from '@society/contracts';
import { Field, FormDialog } from '@society/web-kit/staff';
import { useDialogSave } from '../../../hooks/use-dialog-save';
import { useTeamText } from '../../../hooks/use-team-text';
import { saveCentre, type CentreBody } from '../api/save-centre';

export interface CentreDialogProps {
  centre?: CentreView;
  onClose: () => void;
  onSaved: (centre: CentreView) => void;
}

const FIELDS = [
  ['name', 'centreName', REGISTER_RULES.centreNameMax],
  ['area', 'centreArea', REGISTER_RULES.centreNameMax],
  ['address', 'centreAddress', REGISTER_RULES.addressMax],
] as const;

/** Adding or changing a learning centre: name, area, address, an optional map link. */
export function CentreDialog({ centre, onClose, onSaved }: CentreDialogProps) {
  const t = useTeamText();
  const [values, setValues] = useState<CentreBody>({ name: centre?.name ?? '', area: centre?.area ?? '', address: centre?.address ?? '', mapUrl: centre?.mapUrl ?? '' });
  const { busy, failure, save } = useDialogSave(t('saveFailed'));
  const set = (field: keyof CentreBody, value: string) => setValues((current) => ({ ...current, [field]: value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body: CentreBody = { name: values.name.trim(), area: values.area.trim(), address: values.address.trim(), mapUrl: values.mapUrl.trim() };
    const incomplete = !body.name || !body.area || !body.address;
    await save(() => saveCentre(body, centre?.id), t('centreSaved'), onSaved, incomplete ? t('centreIncomplete') : null);
  }

  return (
    <FormDialog
      title={centre ? t('editCentre') : t('addCentre')}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel={t('saveCentre')}
      busyLabel={t('saving')}
      busy={busy}
      cancelLabel={t('cancel')}
      failure={failure}
    >
      {FIELDS.map(([field, label, max]) => (
        <Field key={field} id={`centre-${field}`} label={t(label)} required>
          {(control) => <input {...control} value={values[field]} maxLength={max} onChange={(event) => set(field, event.target.value)} />}
        </Field>
      ))}
      <Field id="centre-map" label={t('centreMap')} hint={t('centreMapHint')}>
        {(control) => <input {...control} type="url" inputMode="url" value={values.mapUrl} pattern="https://.*" onChange={(event) => set('mapUrl', event.target.value)} />}
      </Field>
    </FormDialog>
  );
}
