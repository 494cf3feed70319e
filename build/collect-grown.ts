/**
 * The build's own full collections (model/heap.ts), each where the heap of
 * this process or thread has grown by more than GROWTH_BYTES since the last:
 * each phase starts on a collected heap when the phase before left garbage
 * that counts, as the pre-render's answers from a cold build do. After a
 * small edit no phase leaves that much, and a full collection at every
 * phase freed little for what it cost, a heap as large as the data modules
 * loaded walked each time.
 */
import { getHeapStatistics } from "node:v8";
import { collectNow } from "../model/heap";

/** Garbage this process may hold past what it kept live: small beside the build's peak. */
export const GROWTH_BYTES = 32 * 2 ** 20;

const used = () => getHeapStatistics().used_heap_size;

let usedAfterLast = 0;

/** A full collection, if the heap has grown by GROWTH_BYTES since the last; whether it ran. */
export function collectIfGrown(): boolean {
  if (used() - usedAfterLast < GROWTH_BYTES) return false;
  collectNow();
  usedAfterLast = used();
  return true;
}
