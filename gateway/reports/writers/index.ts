/** The file writer of each export format. */
import type { Formato } from '../definitions.ts';
import { openCsv } from './csv.ts';
import { openPdf } from './pdf.ts';
import type { OpenWriter } from './types.ts';
import { openXlsx } from './xlsx.ts';

export const WRITERS: Record<Formato, OpenWriter> = { XLSX: openXlsx, CSV: openCsv, PDF: openPdf };
