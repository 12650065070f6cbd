import { KeyedLock } from './keyed-lock';

describe('KeyedLock', () => {
  it('runs tasks of one key one at a time, in order, even when one fails', async () => {
    const lock = new KeyedLock();
    const events: string[] = [];
    const task = (name: string, fail = false) => async () => {
      events.push(`start ${name}`);
      await new Promise((resolve) => setImmediate(resolve));
      events.push(`end ${name}`);
      if (fail) throw new Error(name);
      return name;
    };
    const results = await Promise.allSettled([lock.run('a', task('1')), lock.run('a', task('2', true)), lock.run('a', task('3'))]);
    expect(events).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('runs tasks of different keys side by side', async () => {
    const lock = new KeyedLock();
    const events: string[] = [];
    let release: () => void = () => undefined;
    const blocked = lock.run('a', () => new Promise<void>((resolve) => (release = resolve)).then(() => events.push('a done')));
    await lock.run('b', async () => events.push('b done'));
    release();
    await blocked;
    expect(events).toEqual(['b done', 'a done']);
  });
});
