import { HttpStatus, Injectable } from '@nestjs/common';
import type { CentreView } from '@society/contracts';
import { MessageError } from '../../../../i18n/message-error';
import { CentreRepository, type CentreFields } from '../repositories/centre.repository';
import type { CentreRecord } from '../schemas/centre.schema';

export const centreView = (centre: CentreRecord): CentreView => ({
  id: String(centre._id),
  name: centre.name,
  area: centre.area,
  address: centre.address,
  mapUrl: centre.mapUrl,
  active: centre.active,
});

/** A map link opens outside the app: https only (no javascript: or plain-http link in a teacher's hand). */
function assertMapUrl(mapUrl: string | undefined): void {
  if (mapUrl && !/^https:\/\/[^\s]+$/.test(mapUrl)) throw new MessageError(HttpStatus.BAD_REQUEST, 'registerMapUrl');
}

/** The learning centres, kept by the team and the admin. */
@Injectable()
export class CentresService {
  constructor(private readonly centres: CentreRepository) {}

  async list(): Promise<CentreView[]> {
    return (await this.centres.listByName()).map(centreView);
  }

  async create(fields: Pick<CentreFields, 'name'> & Partial<CentreFields>): Promise<CentreView> {
    assertMapUrl(fields.mapUrl);
    return centreView(await this.centres.create({ area: '', address: '', mapUrl: '', active: true, ...fields }));
  }

  async update(id: string, fields: Partial<CentreFields>): Promise<CentreView> {
    assertMapUrl(fields.mapUrl);
    const updated = await this.centres.update(id, fields);
    if (!updated) throw new MessageError(HttpStatus.NOT_FOUND, 'registerCentreNotFound');
    return centreView(updated);
  }

  async find(id: string): Promise<CentreRecord> {
    const centre = await this.centres.findById(id);
    if (!centre) throw new MessageError(HttpStatus.NOT_FOUND, 'registerCentreNotFound');
    return centre;
  }
}
