/** Writes to a file stream honouring back-pressure, so a slow disk cannot make memory grow. */
import { once } from 'node:events';
import type { Writable } from 'node:stream';

export async function writeChunk(out: Writable, chunk: string | Buffer): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain');
}

export async function endStream(out: Writable): Promise<void> {
  out.end();
  await once(out, 'finish');
}
