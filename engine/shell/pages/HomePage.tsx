/**
 * /home 'Início': what a user of this unit needs first — their new notices, the pending work their
 * roles allow (each count a link to the screen filtered so its total is the count), their
 * favourites, and shortcuts to the permitted screens. Every count comes from one gateway call
 * (`aviso.consultaPendencia`, useInicio); the page stays light (no grid, chart or form library).
 */
import { Button, Card, H2, H3, Icon, Spinner } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { Link } from '../Link.tsx';
import { AREAS, SCREENS } from '../../screens/catalogue.ts';
import { useFavorites } from '../favorites/useFavorites.ts';
import { buildMenu, type MenuItem } from '../menu.ts';
import { PageCard } from '../PageCard.tsx';
import { unitLabel } from '../UserMenu.tsx';
import { useSession } from '../useSession.ts';
import { itensPendencia, pendenciasPrevistas, rotuloPendencia, useInicio } from './inicio.ts';
import './home.css';

const leaves = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => (i.children ? leaves(i.children) : [i]));

export const MSG_PENDENCIAS_ERRO = 'Não foi possível carregar suas pendências. Tente novamente mais tarde.';

/** 'Ler avisos': the notices dialogs, including those put off with 'Ler depois' (the user asks for them now). */
async function lerAvisos(): Promise<void> {
  const m = await import('../notices/NewNotices.tsx');
  sessionStorage.removeItem(m.ADIADOS);
  await m.showNewNotices();
}

/** 'Todos os avisos': every notice in force, read or not, and the payroll closing (loaded when asked for). */
async function todosAvisos(): Promise<void> {
  const m = await import('../notices/AllNotices.tsx');
  await m.showAllNotices();
}

export function HomePage() {
  const { user, unit, permitted, produto } = useSession();
  const favoritos = useFavorites();
  // 'Atualizar automaticamente' asks for the counts again through the query cache; `atualizado` says when.
  const { state, atualizado } = useInicio(unit ? String(unit.codigo) : undefined);
  const shortcuts = leaves(buildMenu(AREAS, SCREENS, permitted, produto)).filter(
    (i) => i.key !== 'home' && i.key !== 'produto',
  );
  const previstas = pendenciasPrevistas(new Set(shortcuts.map((s) => s.href ?? '')));
  const itens = state.status === 'ok' ? itensPendencia(state.dados) : [];
  const avisos = state.status === 'ok' ? state.dados.quantidade : 0;
  return (
    <PageCard title="Início" subtitle={false} rota="/home">
      <section className="prh-welcome">
        <H2 className="prh-welcome-title">Olá, {user?.name ?? 'Usuario'}!</H2>
        <p>
          {unit ? (
            <>
              Você está acessando o Portal RH pela unidade <strong>{unitLabel(unit)}</strong>.
            </>
          ) : (
            'Selecione uma unidade para continuar.'
          )}
        </p>
        {atualizado && (
          <p className="prh-muted" role="status">
            Atualizado às {atualizado}.
          </p>
        )}
      </section>

      {/* A unit's counts, favourites and screens only once a unit is chosen (the unit dialog is open until then). */}
      {unit && (
        <div className="prh-home">
          <Card compact className="prh-home-card prh-home-pendencias" aria-busy={state.status === 'carregando'}>
            <H3 className="prh-section-title" id="home-pendencias">
              Pendências
            </H3>
            {state.status === 'carregando' ? (
              previstas.length ? (
                // One placeholder tile per expected count, so the page keeps its height when they arrive.
                <ul className="prh-home-counts" aria-label="Carregando pendências">
                  {previstas.map((d) => (
                    <li key={d.chave} className="prh-home-count bp6-skeleton" aria-hidden>
                      <span className="prh-home-count-n">0</span>
                      <span className="prh-home-count-label">{d.rotulo[1]}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <Spinner size={24} aria-label="Carregando pendências" />
              )
            ) : state.status === 'erro' ? (
              <p role="alert" className="prh-muted">
                {MSG_PENDENCIAS_ERRO}
              </p>
            ) : itens.length === 0 ? (
              <p className="prh-muted">Não há pendências para o seu perfil nesta unidade.</p>
            ) : (
              <ul className="prh-home-counts" aria-labelledby="home-pendencias">
                {itens.map((i) => (
                  <li key={i.chave}>
                    <Link
                      to={i.href}
                      className={`prh-home-count${i.quantidade === 0 ? ' prh-home-count-zero' : ''}`}
                      data-pendencia={i.chave}
                    >
                      <Icon icon={i.icon as IconName} aria-hidden />
                      <span className="prh-home-count-n">{i.quantidade.toLocaleString('pt-BR')}</span>
                      <span className="prh-home-count-label">{rotuloPendencia(i)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </Card>

          <Card compact className="prh-home-card">
            <H3 className="prh-section-title">Avisos</H3>
            {state.status === 'ok' && (
              <div className="prh-home-avisos">
                <p>
                  <Icon icon="notifications" aria-hidden />{' '}
                  {avisos === 0
                    ? 'Nenhum aviso novo.'
                    : avisos === 1
                      ? 'Você tem 1 aviso novo.'
                      : `Você tem ${avisos} avisos novos.`}
                </p>
                <div className="prh-home-avisos-acoes">
                  {avisos > 0 && (
                    <Button intent="primary" variant="outlined" onClick={() => void lerAvisos()}>
                      Ler avisos
                    </Button>
                  )}
                  <Button variant="outlined" icon="th-list" onClick={() => void todosAvisos()}>
                    Todos os avisos
                  </Button>
                </div>
              </div>
            )}
            {state.status === 'carregando' && <Spinner size={24} aria-label="Carregando avisos" />}
          </Card>

          <Card compact className="prh-home-card">
            <H3 className="prh-section-title" id="home-favoritos">
              Favoritos
            </H3>
            {favoritos.length === 0 ? (
              <p className="prh-muted">
                Você ainda não tem favoritos. Marque a estrela ao lado do título de uma página para encontrá-la aqui.
              </p>
            ) : (
              <ul className="prh-home-favoritos" aria-labelledby="home-favoritos">
                {favoritos.map((f) => (
                  <li key={f.rota}>
                    <Icon icon="star" aria-hidden /> <Link to={f.rota}>{f.nome}</Link>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      )}

      {unit && shortcuts.length > 0 && (
        <section aria-label="Acesso rápido" className="prh-home-atalhos">
          <H3 className="prh-section-title">Acesso rápido</H3>
          <div className="prh-shortcuts">
            {shortcuts.map((s) => (
              <Link key={s.key} to={s.href!} className="prh-shortcut">
                <Card interactive compact>
                  {/* 16 px: the size the first page bundles every listed screen's icon in (engine/shell/icons.ts);
                      20 px paths are in the screens' icon chunk, loaded later (screenIcons.ts). */}
                  <Icon icon={(s.icon ?? 'document') as IconName} size={16} aria-hidden />
                  <span>{s.title}</span>
                </Card>
              </Link>
            ))}
          </div>
        </section>
      )}
    </PageCard>
  );
}
