/** Every handler of the gateway, by catalogue endpoint name (one module per resource family). */
import type { SecurityEndpoint } from './seguranca.ts';

import type { AnyHandler, HandlerMap } from '../../contract/handler.ts';
import { recadastramentoHandlers } from './recadastramento.ts';
import { recadastramentoCuradorHandlers } from './recadastramento-curador.ts';
import { recadastramentoRelatoriosHandlers } from './recadastramento-relatorios.ts';
import { acessoPublicoHandlers } from './acessoPublico.ts';
import { admissoesHandlers } from './admissoes.ts';
import { avisosHandlers } from './avisos.ts';
import { favoritosHandlers } from './favoritos.ts';
import { indicadoresHandlers } from './indicadores.ts';
import { indicadoresServidoresHandlers } from './indicadores-servidores.ts';
import { beneficiosHandlers } from './beneficios.ts';
import { cadastroServidorHandlers } from './cadastro-servidor.ts';
import { cargosServidorHandlers } from './cargos-servidor.ts';
import { dadosFinanceirosHandlers } from './dados-financeiros.ts';
import { documentosHandlers } from './documentos.ts';
import { eventosFuncionaisHandlers } from './eventos-funcionais.ts';
import { pessoasHandlers } from './pessoas.ts';
import { relatoriosHandlers } from './relatorios.ts';
import { situacoesHandlers } from './situacoes.ts';
import { usuariosHandlers } from './usuarios.ts';
import { solicitacoesHandlers } from './solicitacoes.ts';
import { permissoesHandlers } from './permissoes.ts';
import { auditoriaHandlers } from './auditoria.ts';
import { frequenciaHandlers } from './frequencia.ts';
import { contrachequeGratificacaoHandlers } from './contracheque-gratificacao.ts';
import { relatoriosGratificacaoHandlers } from './relatorios-gratificacao.ts';
import { parametrizacoesHandlers } from './parametrizacoes.ts';
import { laudasHandlers } from './laudas.ts';
import { gestaoLaudaHandlers } from './gestao-lauda.ts';
import { gratificacaoHandlers } from './gratificacao.ts';
import { avosAlteradoHandlers } from './avos-alterado.ts';
import { apuracaoTarefasHandlers } from './apuracao-tarefas.ts';
import { releasesHandlers } from './releases.ts';
import { legislacaoHandlers } from './legislacao.ts';
import { relatoriosGerenciaisHandlers } from './relatorios-gerenciais.ts';
import { processosJudiciaisHandlers } from './processos-judiciais.ts';
import { fipaHandlers } from './fipa.ts';
import { dirigentesHandlers } from './dirigentes.ts';
import { progressaoHandlers } from './progressao.ts';
import { carreirasProgressaoHandlers } from './carreiras-progressao.ts';
import { acessosDadosPessoaisHandlers } from './acessos-dados-pessoais.ts';
import { unidadePapelHandlers } from './unidade-papel.ts';

/** The security service's handlers, built by app.ts with the app's keys and sessions. */
export { securityHandlers } from './seguranca.ts';

/**
 * Every endpoint's handler but the security service's (seguranca.ts, built with the app's
 * keys in app.ts): the compiler checks that each catalogue name has one, typed with its
 * own request and answer. The router sees them as AnyHandler — it calls each with the request it
 * validated against the very schema the handler's request type was generated from.
 */
export const HANDLER_MAP: Omit<HandlerMap, SecurityEndpoint> = {
  ...recadastramentoHandlers,
  ...recadastramentoCuradorHandlers,
  ...recadastramentoRelatoriosHandlers,
  ...admissoesHandlers,
  ...favoritosHandlers,
  ...acessoPublicoHandlers,
  ...pessoasHandlers,
  ...situacoesHandlers,
  ...cadastroServidorHandlers,
  ...cargosServidorHandlers,
  ...dadosFinanceirosHandlers,
  ...eventosFuncionaisHandlers,
  ...beneficiosHandlers,
  ...relatoriosHandlers,
  ...usuariosHandlers,
  ...solicitacoesHandlers,
  ...permissoesHandlers,
  ...auditoriaHandlers,
  ...indicadoresHandlers,
  ...indicadoresServidoresHandlers,
  ...avisosHandlers,
  ...documentosHandlers,
  ...parametrizacoesHandlers,
  ...laudasHandlers,
  ...gestaoLaudaHandlers,
  ...gratificacaoHandlers,
  ...avosAlteradoHandlers,
  ...apuracaoTarefasHandlers,
  ...releasesHandlers,
  ...legislacaoHandlers,
  ...relatoriosGerenciaisHandlers,
  ...processosJudiciaisHandlers,
  ...frequenciaHandlers,
  ...contrachequeGratificacaoHandlers,
  ...relatoriosGratificacaoHandlers,
  ...fipaHandlers,
  ...dirigentesHandlers,
  ...progressaoHandlers,
  ...carreirasProgressaoHandlers,
  ...acessosDadosPessoaisHandlers,
  ...unidadePapelHandlers,
};

/** The router's untyped view, for the report worker and the tests (the security calls are app.ts's). */
export const HANDLERS = HANDLER_MAP as unknown as Record<string, AnyHandler>;
