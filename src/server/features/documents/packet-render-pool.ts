// Packets are made by a small pool of worker threads (decision 081), one packet per worker at a
// time and the rest queued, so however many are asked for at once the main thread goes on
// answering other requests (bench/packet.ts measures it). The pool starts with the first packet
// (pdfkit and pdf-lib load in the workers, not at start: decision 053), never keeps the process
// alive, and a worker idle for a minute ends.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PacketDocument } from './packet-data.js';
import type { RenderedPacket } from './packet-pdf.js';
import type { PacketAnswer, PacketTask } from './packet-worker.js';

const IDLE_MS = 60_000;
// Leave the main thread a core of its own; a packet at a time per worker.
const WORKERS = Math.max(1, Math.min(2, availableParallelism() - 1));
// Run from the TypeScript sources (tsx in development, the tests, the benches) the worker needs the same loader.
const FROM_SOURCES = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(FROM_SOURCES ? './packet-worker.ts' : './packet-worker.js', import.meta.url);

interface Pending {
  task: PacketTask;
  resolve(rendered: RenderedPacket): void;
  reject(error: Error): void;
}

interface PoolWorker {
  worker: Worker;
  busy: Pending | null;
  idleTimer: NodeJS.Timeout | null;
}

const queue: Pending[] = [];
// Packets gathered or being made at once: the rest wait before reading their rows and photos, so
// 50 asked at once hold a few packets' photos in memory, not 50.
const IN_HAND = WORKERS + 1;
let inHand = 0;
const waiting: (() => void)[] = [];

/** Runs `make` (gather a packet, then render it here) when fewer than IN_HAND packets are in hand. */
export async function withPacketSlot<T>(make: () => Promise<T>): Promise<T> {
  if (inHand >= IN_HAND) await new Promise<void>((resolve) => waiting.push(resolve));
  inHand++;
  try {
    return await make();
  } finally {
    inHand--;
    waiting.shift()?.();
  }
}
const workers: PoolWorker[] = [];
let nextId = 0;

let inWorkers = !FROM_SOURCES;

/**
 * Whether packets are made in the worker threads: always by the built server; from the sources
 * (the tests, `npm run dev`) only when asked (bench/packet.ts, a test of the worker), since a
 * worker loading TypeScript through tsx takes seconds to start.
 */
export function makePacketsInWorkers(on: boolean): void {
  inWorkers = on;
}

/** The packet's PDF, made in a worker thread (or, from the sources, here). */
export async function renderPacket(packet: PacketDocument): Promise<RenderedPacket> {
  if (inWorkers) return renderPacketInWorker(packet);
  const { renderPacketPdf } = await import('./packet-pdf.js');
  return renderPacketPdf(packet);
}

export function renderPacketInWorker(packet: PacketDocument): Promise<RenderedPacket> {
  return new Promise((resolve, reject) => {
    queue.push({ task: { id: ++nextId, packet }, resolve, reject });
    dispatch();
  });
}

function dispatch(): void {
  while (queue.length > 0) {
    const free = workers.find((entry) => entry.busy === null) ?? (workers.length < WORKERS ? startWorker() : undefined);
    if (!free) return;
    const pending = queue.shift()!;
    if (free.idleTimer) clearTimeout(free.idleTimer);
    free.idleTimer = null;
    free.busy = pending;
    free.worker.ref();
    free.worker.postMessage(pending.task);
  }
}

function startWorker(): PoolWorker {
  const worker = new Worker(WORKER_URL, FROM_SOURCES ? { execArgv: ['--import', 'tsx'] } : {});
  const entry: PoolWorker = { worker, busy: null, idleTimer: null };
  worker.unref();
  worker.on('message', (answer: PacketAnswer) => {
    const pending = entry.busy;
    entry.busy = null;
    worker.unref();
    entry.idleTimer = setTimeout(() => void stopWorker(entry), IDLE_MS).unref();
    if (pending && pending.task.id === answer.id) {
      if ('error' in answer) pending.reject(new Error(`the packet could not be made: ${answer.error}`));
      else
        pending.resolve({
          content: Buffer.from(answer.content.buffer, answer.content.byteOffset, answer.content.byteLength),
          parts: answer.parts,
        });
    }
    dispatch();
  });
  const fail = (error: Error) => {
    const pending = entry.busy;
    entry.busy = null;
    void stopWorker(entry);
    pending?.reject(error);
    dispatch();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the packet worker stopped (exit code ${code})`)));
  workers.push(entry);
  return entry;
}

async function stopWorker(entry: PoolWorker): Promise<void> {
  const index = workers.indexOf(entry);
  if (index === -1) return;
  workers.splice(index, 1);
  if (entry.idleTimer) clearTimeout(entry.idleTimer);
  entry.worker.removeAllListeners('exit');
  await entry.worker.terminate();
}
