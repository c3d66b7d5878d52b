// Where queued updates wait: IndexedDB, which survives a reload, a closed tab and a dead battery,
// and stores photo and signature Blobs as they are. Where there is no IndexedDB (component tests
// in happy-dom, a browser that blocks it) a memory store stands in: the page still works, it only
// forgets the queue on reload.
import type { DeliveryException } from '@shared/dispatch/delivery-exceptions';
import type { DriverStage, ProblemKind } from '@shared/dispatch/dispatch';
import type { ReceiptKind } from '@shared/invoicing/invoice-lines';

export interface QueuedPhoto {
  blob: Blob;
  name: string;
}

/** The bill of lading signed at pickup (issue 39): what "Picked up" carries when the load has one to sign. */
export interface QueuedPickupSignature {
  shipperSignerName: string;
  piecesConfirmed: number;
  /** Empty: the bill of lading has no seal. */
  sealConfirmed: string;
  shipperSignature: Blob;
  driverSignature: Blob;
}

/**
 * One update as the driver made it: the fields of POST /api/driver/loads/:ref/updates and its
 * files, or a road receipt (POST .../receipts: its kind, amount and one photo, with updateId as
 * its receiptId), queued alike so it too survives a dead zone and is sent once.
 */
export interface QueuedUpdate {
  updateId: string;
  referenceId: string;
  /** The order updates were made in: sent oldest first, one load's in order. */
  position: number;
  kind: 'stage' | 'problem' | 'receipt';
  stage?: DriverStage;
  problem?: ProblemKind;
  note?: string;
  receiverName?: string;
  recordedAt: string;
  latitude?: number;
  longitude?: number;
  photos: QueuedPhoto[];
  signature?: Blob;
  /** "Picked up" with the bill of lading's signatures, stored with their images until sent. */
  pickup?: QueuedPickupSignature;
  /** "Delivered" with the receiver's over, short or damaged lines and their photos (issue 39). */
  exceptions?: DeliveryException[];
  exceptionPhotos?: QueuedPhoto[];
  /** A receipt's kind and what was paid ("180.00"), as typed and checked on the phone. */
  receiptKind?: ReceiptKind;
  amount?: string;
}

export interface UpdateStore {
  all: () => Promise<QueuedUpdate[]>;
  put: (update: QueuedUpdate) => Promise<void>;
  /** Changes an update still waiting; nothing when it has been sent meanwhile. */
  patch: (updateId: string, change: Partial<QueuedUpdate>) => Promise<void>;
  remove: (updateId: string) => Promise<void>;
}

export function memoryUpdateStore(): UpdateStore {
  const updates = new Map<string, QueuedUpdate>();
  return {
    all: () => Promise.resolve([...updates.values()]),
    put: (update) => {
      updates.set(update.updateId, update);
      return Promise.resolve();
    },
    patch: (updateId, change) => {
      const current = updates.get(updateId);
      if (current) updates.set(updateId, { ...current, ...change });
      return Promise.resolve();
    },
    remove: (updateId) => {
      updates.delete(updateId);
      return Promise.resolve();
    },
  };
}

const DATABASE = 'driver-updates';
const STORE = 'updates';

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function finished(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

function indexedDbUpdateStore(factory: IDBFactory): UpdateStore {
  let opened: Promise<IDBDatabase> | undefined;
  const database = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'updateId' });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
    });
    return opened;
  };
  async function write(change: (store: IDBObjectStore) => void): Promise<void> {
    const transaction = (await database()).transaction(STORE, 'readwrite');
    change(transaction.objectStore(STORE));
    await finished(transaction);
  }
  return {
    all: async () => done((await database()).transaction(STORE).objectStore(STORE).getAll() as IDBRequest<QueuedUpdate[]>),
    put: (update) => write((store) => store.put(update)),
    // Read and written in one transaction, so an update removed meanwhile is not brought back.
    patch: (updateId, change) =>
      write((store) => {
        const request = store.get(updateId) as IDBRequest<QueuedUpdate | undefined>;
        request.onsuccess = () => {
          if (request.result) store.put({ ...request.result, ...change });
        };
      }),
    remove: (updateId) => write((store) => store.delete(updateId)),
  };
}

/** IndexedDB when the browser has it, otherwise the memory store. */
export function browserUpdateStore(): UpdateStore {
  return typeof indexedDB === 'undefined' ? memoryUpdateStore() : indexedDbUpdateStore(indexedDB);
}
