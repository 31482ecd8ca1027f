import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

describe("lint refuses Blueprint's loading on a Button (it disables it, and the focus falls to <body>)", () => {
  it('a Button with loading fails, BusyButton with busy passes (fixtures linted as engine files)', async () => {
    const eslint = new ESLint({ cwd: root });
    const lint = async (code: string) =>
      (await eslint.lintText(code, { filePath: resolve(root, 'engine/kinds/search/Exemplo.tsx') }))[0].messages.map(
        (m) => m.message,
      );
    const importa =
      "import { Button } from '@blueprintjs/core';\nimport { BusyButton } from '../../components/BusyButton.tsx';\n";
    expect(
      await lint(
        `${importa}export const A = ({ b }: { b: boolean }) => <Button loading={b}>Pesquisar</Button>;\nexport const B = BusyButton;\n`,
      ),
    ).toEqual([expect.stringContaining('Use BusyButton')]);
    expect(
      await lint(
        `${importa}export const A = ({ b }: { b: boolean }) => <BusyButton busy={b}>Pesquisar</BusyButton>;\nexport const C = Button;\n`,
      ),
    ).toEqual([]);
  }, 60_000);
});
