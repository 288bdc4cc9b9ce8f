// Worker-thread entry: loads and sorts the place index off the main thread, then posts it back.
import { parentPort } from 'node:worker_threads';
import { loadIndex, toSnapshot, transferList } from './snapshot.js';

const snapshot = toSnapshot(loadIndex());
parentPort?.postMessage(snapshot, transferList(snapshot));
