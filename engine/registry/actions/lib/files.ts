/** What the browser does with a file that came through the data provider: save it, or open it in a new tab. */
import type { FileResult } from '../../../../services/http/dataProvider.ts';
import { showFailure } from '../../../shell/dialogs/errorDialogs.ts';

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A tab opened at the click (browsers block a window opened after an await), pointed at the file
 * once it arrives; closed again when the file fails.
 */
export function openTab(): { show(blob: Blob): void; close(): void } {
  const tab = window.open('', '_blank');
  return {
    show(blob) {
      const url = URL.createObjectURL(blob);
      if (tab && !tab.closed) tab.location.href = url;
      else window.open(url, '_blank');
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
    close: () => tab?.close(),
  };
}

/** Shows a failed file call: the gateway's dialog (code 1/4) or the screen's fallback text. */
export function fileFailed(file: Extract<FileResult, { ok: false }>, texto: string): void {
  showFailure(file.result, texto);
}
