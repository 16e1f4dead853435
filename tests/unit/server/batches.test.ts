// Group commit (server/db/batches.ts): a call that finds nothing in flight goes at once, alone; calls made while the
// batches in flight are out gather and go together when one comes back; a batch's answers reach their own calls in
// order; a failed batch fails its own calls only.
import { describe, expect, it } from 'vitest';
import { Batches } from '../../../server/db/batches.ts';

/** A run whose batches the test answers by hand. */
function handRun() {
  const sent: { items: readonly number[]; answer(results?: readonly string[]): void; fail(error: unknown): void }[] = [];
  const run = (items: readonly number[]) =>
    new Promise<readonly string[]>((resolve, reject) => {
      sent.push({ items, answer: (results) => resolve(results ?? items.map((i) => `done ${i}`)), fail: reject });
    });
  return { sent, run };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('Batches', () => {
  it('sends the calls of one turn together, and the calls made meanwhile together after it', async () => {
    const { sent, run } = handRun();
    const batches = new Batches(run, { maxInFlight: 1, maxSize: 10 });
    const first = [1, 2, 3].map((i) => batches.add(i));
    await turn();
    expect(sent.map((b) => b.items)).toEqual([[1, 2, 3]]);
    const second = [4, 5].map((i) => batches.add(i));
    await turn();
    const third = batches.add(6);
    await turn();
    // One batch is out: the later calls wait, then go as one.
    expect(sent).toHaveLength(1);
    expect(batches.pending).toBe(3);
    sent[0]!.answer();
    expect(await Promise.all(first)).toEqual(['done 1', 'done 2', 'done 3']);
    await turn();
    expect(sent.map((b) => b.items)).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    sent[1]!.answer();
    expect(await Promise.all([...second, third])).toEqual(['done 4', 'done 5', 'done 6']);
  });

  it('sends the calls that gathered while a batch was out as soon as it answers, before its callers go on', async () => {
    const { sent, run } = handRun();
    const batches = new Batches(run, { maxInFlight: 1, maxSize: 10 });
    const first = batches.add(1);
    await turn();
    void batches.add(2);
    let sentWhenFirstAnswered = 0;
    const answered = first.then(() => (sentWhenFirstAnswered = sent.length));
    sent[0]!.answer();
    await answered;
    // No turn of the event loop passed: the waiting call went out with the first batch's answer.
    expect(sentWhenFirstAnswered).toBe(2);
    expect(sent[1]!.items).toEqual([2]);
  });

  it('keeps up to maxInFlight batches out, each at most maxSize calls', async () => {
    const { sent, run } = handRun();
    const batches = new Batches(run, { maxInFlight: 2, maxSize: 2 });
    const calls = [1, 2, 3, 4, 5].map((i) => batches.add(i));
    await turn();
    expect(sent.map((b) => b.items)).toEqual([
      [1, 2],
      [3, 4],
    ]);
    sent[1]!.answer();
    expect(await Promise.all(calls.slice(2, 4))).toEqual(['done 3', 'done 4']);
    await turn();
    expect(sent.map((b) => b.items)).toEqual([[1, 2], [3, 4], [5]]);
    sent[0]!.answer();
    sent[2]!.answer();
    expect(await Promise.all(calls)).toEqual(['done 1', 'done 2', 'done 3', 'done 4', 'done 5']);
  });

  it("fails a failed batch's calls with its error and goes on with the next", async () => {
    const { sent, run } = handRun();
    const batches = new Batches(run, { maxInFlight: 1, maxSize: 10 });
    const lost = [1, 2].map((i) => batches.add(i));
    await turn();
    const later = batches.add(3);
    const failure = new Error('connection lost');
    sent[0]!.fail(failure);
    for (const call of lost) await expect(call).rejects.toBe(failure);
    await turn();
    sent[1]!.answer();
    expect(await later).toBe('done 3');
  });

  it('refuses an answer that does not give one result per call', async () => {
    const { sent, run } = handRun();
    const batches = new Batches(run, { maxInFlight: 1, maxSize: 10 });
    const calls = [1, 2].map((i) => batches.add(i));
    await turn();
    sent[0]!.answer(['only one']);
    for (const call of calls) await expect(call).rejects.toThrow('a batch of 2 was answered with 1 results');
  });
});
