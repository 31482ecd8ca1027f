/** Login answers used by the session, guard, auth and shell tests. */
import type { LoginObjeto, UnidadePapeis } from './types.ts';

export const UNIDADES_ANA: UnidadePapeis[] = [
  {
    unidade: { codigo: '1', nome: 'Secretaria de Planejamento e Gestão', sigla: 'SEPLAG' },
    papeis: [
      {
        codigo: 'ADMIN',
        nome: 'Administrador',
        recursos: [
          { codigo: 'R1', chaveMenu: 'pesquisa-servidor', url: '/recursos-humanos/pesquisa-servidor/' },
          { codigo: 'R2', chaveMenu: 'solicitacoes', url: '/usuarios/solicitacoes/' },
        ],
      },
    ],
  },
  {
    unidade: { codigo: '2', nome: 'Secretaria de Educação', sigla: 'SEE' },
    papeis: [
      {
        codigo: 'CONSULTA_RH',
        nome: 'Consulta RH',
        recursos: [{ codigo: 'R1', chaveMenu: 'pesquisa-servidor', url: '/recursos-humanos/pesquisa-servidor/' }],
      },
    ],
  },
];

export function loginObjeto(
  units: UnidadePapeis[] = UNIDADES_ANA,
  over: Partial<LoginObjeto['usuario']> = {},
): LoginObjeto {
  return {
    tokenId: 'sess-123',
    id_token: 'x.y.z',
    expires_in: 3600,
    usuario: {
      cpf: '52998224725',
      name: 'Ana Administradora',
      nome_social: '',
      email: 'ana@example.gov.br',
      matricula: '123',
      unidade: units[0]?.unidade.codigo,
      papeis: units.flatMap((u) => u.papeis.map((p) => p.codigo)),
      jsonUnidadePapeis: JSON.stringify(units),
      ...over,
    },
  };
}
