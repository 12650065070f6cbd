import { getConnectionToken } from '@nestjs/mongoose';
import mongoose, { Schema, Types, type Connection, type Model } from 'mongoose';
import request from 'supertest';
import { MESSAGES } from '@society/contracts';
import { isDuplicateKey } from '../src/database/duplicate-key';
import { GroupCommit } from '../src/database/group-commit';
import { toErrorBody } from '../src/middleware/error-body';
import { createTestApp, databaseUri, type TestApp } from './helpers/app';
import { newAddress, uniqueEmail } from './helpers/factories';

interface Note {
  _id?: Types.ObjectId;
  text: string;
  createdAt?: Date;
}

const noteSchema = new Schema<Note>({ text: { type: String, required: true, trim: true, maxlength: 20 } }, { timestamps: { createdAt: true, updatedAt: false }, versionKey: false });

describe('group commit: a flood of new documents is written a group at a time, each answered once stored', () => {
  let t: TestApp;
  let connection: Connection;

  beforeAll(async () => {
    t = await createTestApp();
    connection = t.app.get<Connection>(getConnectionToken());
  });

  /** A model of a scratch collection of this test's own, on the app's real database. */
  const scratch = (name: string, on = connection): Model<Note> => on.model<Note>(name, noteSchema, `group_commit_${name}`);

  it('answers 30 simultaneous contact messages 201, each stored exactly once', async () => {
    const emails = Array.from({ length: 30 }, () => uniqueEmail('group'));
    const answers = await Promise.all(
      emails.map((email) =>
        request(t.http).post('/api/public/contact').set(newAddress()).send({ name: 'Asha Verma', email, message: 'Can I teach on Saturdays?', fillSeconds: 40 }),
      ),
    );
    expect(answers.map((answer) => [answer.status, answer.body])).toEqual(emails.map(() => [201, { message: MESSAGES.contactSuccess }]));
    const stored = await connection
      .collection('contact_messages')
      .find({ email: { $in: emails } })
      .toArray();
    expect(stored.map((message) => message.email).sort()).toEqual([...emails].sort());
    for (const message of stored) expect(message.createdAt).toBeInstanceOf(Date);
  });

  it('writes simultaneous documents in a few inserts, each trimmed, timestamped and stored once, and resolves each only once it is stored', async () => {
    const own = await mongoose.createConnection(databaseUri(t.database), { monitorCommands: true }).asPromise();
    const inserts: number[] = [];
    own.getClient().on('commandStarted', (event) => {
      if (event.commandName === 'insert') inserts.push((event.command.documents as unknown[]).length);
    });
    try {
      const notes = scratch('many', own);
      const group = new GroupCommit<Note, Note>(notes);
      const texts = Array.from({ length: 30 }, (_, i) => `note ${i}`);
      const results = await Promise.all(
        texts.map(async (text) => {
          const record = await group.insert({ text: `  ${text} ` });
          // Acknowledged: already readable.
          expect(await notes.exists({ _id: record._id })).toBeTruthy();
          return record;
        }),
      );
      expect(results.map((note) => note.text)).toEqual(texts);
      for (const note of results) expect(note.createdAt).toBeInstanceOf(Date);
      expect(await notes.countDocuments()).toBe(30);
      expect(inserts.reduce((sum, count) => sum + count, 0)).toBe(30);
      expect(inserts.length).toBeLessThan(5);
    } finally {
      await own.close();
    }
  });

  it('fails only the document the database refuses (a duplicate key); the rest of its group is stored', async () => {
    const notes = scratch('duplicate');
    const group = new GroupCommit<Note, Note>(notes);
    const taken = new Types.ObjectId();
    await notes.create({ _id: taken, text: 'first' });

    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => group.insert(i === 4 ? { _id: taken, text: 'again' } : { text: `other ${i}` })));

    expect(outcomes.map((outcome) => outcome.status)).toEqual(Array.from({ length: 10 }, (_, i) => (i === 4 ? 'rejected' : 'fulfilled')));
    const refusal = (outcomes[4] as PromiseRejectedResult).reason;
    expect(isDuplicateKey(refusal)).toBe(true);
    expect(toErrorBody(refusal).body.statusCode).toBe(409);
    expect(await notes.countDocuments()).toBe(10);
    expect(await notes.countDocuments({ text: 'again' })).toBe(0);
  });

  it('fails an invalid document alone, before it is written (a 400), and stores the others', async () => {
    const notes = scratch('invalid');
    const group = new GroupCommit<Note, Note>(notes);

    const outcomes = await Promise.allSettled([group.insert({ text: 'fine' }), group.insert({ text: 'x'.repeat(21) }), group.insert({ text: 'also fine' })]);

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(toErrorBody((outcomes[1] as PromiseRejectedResult).reason).body.statusCode).toBe(400);
    expect((await notes.find().lean()).map((note) => note.text).sort()).toEqual(['also fine', 'fine']);
  });

  it('fails every document of a group whose insert fails as a whole, and answers none of them success', async () => {
    const own = await mongoose.createConnection(databaseUri(t.database), { bufferCommands: false }).asPromise();
    const notes = scratch('unreachable', own);
    const group = new GroupCommit<Note, Note>(notes);
    await own.close();

    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => group.insert({ text: `lost ${i}` })));

    expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(5).fill('rejected'));
    expect(await scratch('unreachable').countDocuments()).toBe(0);
  });
});
