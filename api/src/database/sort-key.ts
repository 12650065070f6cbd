import { Logger } from '@nestjs/common';
import { nameSortKey } from '@society/contracts';
import type { Model, Schema, UpdateQuery } from 'mongoose';
import type { ListSort } from './paging';

/** The field that holds a record's name as it sorts (see nameSortKey). */
export const NAME_KEY = 'nameKey';

/**
 * Keeps `nameKey` beside a schema's name field (`source`), so a list sorts by name case and accents aside
 * ('aarti' before 'Zoya') and still reads its pages in index order. Set whenever the name is: a new document
 * (create, and GroupCommit, which validates each document before its insert) and an update that sets it.
 */
export function withNameKey(schema: Schema, source = 'name'): void {
  schema.add({ [NAME_KEY]: { type: String } });
  schema.pre('validate', function () {
    const name: unknown = this.get(source);
    if (typeof name === 'string') this.set(NAME_KEY, nameSortKey(name));
  });
  schema.pre(['updateOne', 'updateMany', 'findOneAndUpdate'], function () {
    const update = this.getUpdate() as UpdateQuery<Record<string, unknown>> | null;
    if (!update || Array.isArray(update)) return;
    const name: unknown = update.$set?.[source] ?? update[source];
    if (typeof name === 'string') this.setUpdate({ ...update, $set: { ...update.$set, [NAME_KEY]: nameSortKey(name) } });
  });
}

/**
 * Gives `nameKey` to the records saved before it existed (a change to nameSortKey's rule would need every
 * record's, as the students' start-up does): each repository's start-up. Every replica may do it at once:
 * each writes the same key, derived from the record alone. Not a change anyone made: updatedAt stays.
 */
export async function fillNameKeys(model: Model<unknown>, source = 'name'): Promise<void> {
  const records = await model.find({ [NAME_KEY]: { $exists: false } }, { [source]: 1 }).lean<Array<Record<string, unknown>>>().exec();
  let updated = 0;
  for (const record of records) {
    const name = record[source];
    if (typeof name !== 'string') continue;
    await model.updateOne({ _id: record._id }, { $set: { [NAME_KEY]: nameSortKey(name) } }, { timestamps: false }).exec();
    updated += 1;
  }
  if (updated > 0) new Logger('NameKeys').log(`Name sort keys added to ${updated} ${model.collection.collectionName} records.`);
}

/** A list's sort, with its name field (`nameField`) read through nameKey. */
export function sortedByNameKey<F extends string>(sort: ListSort<F>, nameField: F): ListSort {
  return sort.field === nameField ? { field: NAME_KEY, descending: sort.descending } : sort;
}
