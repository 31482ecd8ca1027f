/**
 * A report file being written: rows arrive page by page and go straight to disk, so a report of
 * any size uses the memory of one page. `close` resolves once the file is complete.
 */
export interface RowWriter {
  /** One page of rows, already turned into cell texts in column order. */
  write(rows: string[][]): Promise<void>;
  close(): Promise<void>;
  /** Drops a half-written file (the job failed). */
  abort(): Promise<void>;
}

export type OpenWriter = (file: string, title: string, headers: string[]) => Promise<RowWriter>;
