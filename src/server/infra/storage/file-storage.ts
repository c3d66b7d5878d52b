// Private file storage for what customers upload. Objects are written under random keys and
// read back only by code that checked who is asking; nothing here is ever served publicly.
import type { Readable, Writable } from 'node:stream';

export interface FileStorage {
  /** A stream that writes a new object; it finishes once the object is stored. Remove the key on failure. */
  openWriteStream(key: string): Promise<Writable>;
  /** The object's bytes; rejects when there is no such object. */
  openReadStream(key: string): Promise<Readable>;
  /** Removes an object; removing a missing one is not an error. */
  remove(key: string): Promise<void>;
  describe(): string;
}
