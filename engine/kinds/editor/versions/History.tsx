/**
 * A version's audit trail ('Histórico de alterações'): each step taken on it — saved, submitted,
 * published, returned, withdrawn, restored — with its time, its author and what changed, read from
 * the tamper-evident trail (`auditoria.historico` of entity `tela_versao`) by the same paged table
 * the records' 'Histórico de alterações' tabs use. A screen belongs to the whole deployment, so the
 * steps of every unit are listed.
 */
import { Button } from '@blueprintjs/core';
import { useEffect, useMemo, useRef } from 'react';
import { NestedTable } from '../../detail/NestedTable.tsx';
import type { TableDef } from '../../../screens/types.ts';
import type { VersionRow } from './api.ts';

export function History({ version, onClose }: { version: VersionRow; onClose: () => void }) {
  // Opened from a button of the list: the keyboard starts at its title.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  const name = `versão ${version.numero} de ${version.telaId}`;
  const table = useMemo<TableDef>(
    () => ({
      endpoint: 'auditoria.historico',
      params: { entidade: 'tela_versao', registroId: String(version.id) },
      pageSize: 10,
      sort: { field: 'dataHora', order: 'DESC' },
      noResultText: 'Nenhuma alteração registrada.',
      columns: [
        { field: 'dataHora', header: 'Data e hora', width: 170 },
        { field: 'usuario', header: 'Usuário', flex: 1, sortable: false },
        { field: 'operacao', header: 'Operação', flex: 1, sortable: false },
        { field: 'alteracoes', header: 'Alterações', flex: 2, sortable: false, wrap: true },
      ],
    }),
    [version.id],
  );
  return (
    <section className="prh-compare" aria-label={`Histórico de alterações da ${name}`}>
      <div className="prh-review-bar">
        <h2 className="prh-review-title" tabIndex={-1} ref={title}>
          Histórico de alterações: {name}
        </h2>
        <Button icon="cross" variant="outlined" onClick={onClose}>
          Fechar histórico
        </Button>
      </div>
      <NestedTable def={table} title={`Histórico de alterações da ${name}`} />
    </section>
  );
}
