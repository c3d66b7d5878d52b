// The queue's rules without a page: stored before sent, oldest first, a load's later updates held
// behind one that could not go, a refusal dropped with its reason, a lost session kept waiting.
import { describe, expect, it } from 'vitest';
import { OfflineQueue, type NewUpdate } from './offline-queue';
import { updateForm, type SendOutcome } from './send-update';
import { memoryUpdateStore, type QueuedUpdate } from './update-store';

function update(updateId: string, referenceId: string, stage: NewUpdate['stage']): NewUpdate {
  return { updateId, referenceId, kind: 'stage', stage, recordedAt: '2026-11-24T09:00:00.000Z', photos: [] };
}

/** A server whose answer for each updateId is scripted; every try is recorded. */
function scriptedSend(answers: Record<string, SendOutcome['kind'][]>) {
  const tries: string[] = [];
  const send = (queued: QueuedUpdate): Promise<SendOutcome> => {
    tries.push(queued.updateId);
    const kind = answers[queued.updateId]?.shift() ?? 'sent';
    if (kind === 'refused') return Promise.resolve({ kind, message: 'No.' });
    if (kind === 'sent') return Promise.resolve({ kind, result: undefined });
    return Promise.resolve({ kind });
  };
  return { send, tries };
}

describe('the offline queue', () => {
  it('keeps an update that could not go, holds that load’s later ones, and still sends other loads', async () => {
    const network = scriptedSend({ a1: ['retry'] });
    const queue = new OfflineQueue(memoryUpdateStore(), network.send);
    await queue.add(update('a1', 'SR-A', 'at_pickup'));
    await queue.add(update('a2', 'SR-A', 'picked_up'));
    await queue.add(update('b1', 'SR-B', 'accepted'));
    await queue.flush();
    expect(network.tries).toEqual(['a1', 'b1']);
    expect(queue.getState().waiting.map((waiting) => waiting.updateId)).toEqual(['a1', 'a2']);

    await queue.flush();
    expect(network.tries).toEqual(['a1', 'b1', 'a1', 'a2']);
    expect(queue.getState().waiting).toEqual([]);
  });

  it('drops a refused update with its reason, and sends what follows it', async () => {
    const network = scriptedSend({ a1: ['refused'] });
    const queue = new OfflineQueue(memoryUpdateStore(), network.send);
    await queue.add(update('a1', 'SR-A', 'at_pickup'));
    await queue.add(update('a2', 'SR-A', 'picked_up'));
    await queue.flush();
    expect(queue.getState().refused.map((refused) => [refused.update.updateId, refused.message])).toEqual([['a1', 'No.']]);
    expect(queue.getState().waiting).toEqual([]);
    expect(network.tries).toEqual(['a1', 'a2']);
  });

  it('keeps everything when the session has ended, until the driver signs in again', async () => {
    const network = scriptedSend({ a1: ['signed-out'] });
    const queue = new OfflineQueue(memoryUpdateStore(), network.send);
    await queue.add(update('a1', 'SR-A', 'at_pickup'));
    await queue.flush();
    expect(queue.getState()).toMatchObject({ signedOut: true });
    expect(queue.getState().waiting).toHaveLength(1);
    await queue.flush();
    expect(network.tries).toEqual(['a1']);
    queue.resumeAfterSignIn();
    await queue.flush();
    expect(queue.getState().waiting).toEqual([]);
  });

  it('finds what an earlier visit left in the store', async () => {
    const store = memoryUpdateStore();
    await new OfflineQueue(store, () => Promise.resolve({ kind: 'retry' })).add(update('a1', 'SR-A', 'at_pickup'));
    const afterReload = new OfflineQueue(store, () => Promise.resolve({ kind: 'retry' }));
    await afterReload.load();
    expect(afterReload.getState().waiting.map((waiting) => waiting.updateId)).toEqual(['a1']);
  });

  it('keeps a pickup’s signatures with the update across a reload, and sends them once when the signal returns', async () => {
    const store = memoryUpdateStore();
    const shipperSignature = new Blob(['shipper-png'], { type: 'image/png' });
    const driverSignature = new Blob(['driver-png'], { type: 'image/png' });
    const pickup = { shipperSignerName: 'Sam Shipper', piecesConfirmed: 11, sealConfirmed: 'SEAL-771', shipperSignature, driverSignature };
    await new OfflineQueue(store, () => Promise.resolve({ kind: 'retry' })).add({ ...update('p1', 'SR-A', 'picked_up'), pickup });

    const sent: FormData[] = [];
    const network = scriptedSend({ p1: ['retry', 'sent'] });
    const afterReload = new OfflineQueue(store, (queued) => {
      sent.push(updateForm(queued));
      return network.send(queued);
    });
    await afterReload.load();
    expect(afterReload.getState().waiting[0]?.pickup).toEqual(pickup);
    await afterReload.flush();
    await afterReload.flush();
    await afterReload.flush();
    expect(network.tries).toEqual(['p1', 'p1']);
    expect(afterReload.getState().waiting).toEqual([]);
    const form = sent[1]!;
    expect(form.get('shipperSignerName')).toBe('Sam Shipper');
    expect(form.get('piecesConfirmed')).toBe('11');
    expect(form.get('sealConfirmed')).toBe('SEAL-771');
    expect((form.get('shipperSignature') as File).name).toBe('shipper-signature.png');
    expect(await (form.get('driverSignature') as File).text()).toBe('driver-png');
  });
});
