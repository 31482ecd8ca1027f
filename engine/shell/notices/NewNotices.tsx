/**
 * New notices after sign-in (the notices a manager published for the user's institutions and
 * roles, DESIGN: 'Avisos'): once a unit is chosen, the shell asks for the user's notices not yet
 * acknowledged (`aviso.listaNovosAvisosUsuarioEspecifico`) and shows them one at a time. 'Ciente'
 * records the acknowledgement on the gateway (`aviso.cadastrarControleAvisoUsuario`), so the notice
 * is never shown again; 'Ler depois' closes it for this browser session only (it comes back at the
 * next sign-in). The text is the server-sanitised HTML, shown through SafeHtml (NoticeBody.tsx,
 * loaded only when there is a notice to show).
 */
import { dataProvider, type BasicFn, type DataProvider } from '../../../services/http/dataProvider.ts';
import { queryClientFor } from '../../query/queryClients.ts';
import { inicioKey } from '../pages/inicio.ts';
import { dialogStore, type DialogStore } from '../dialogs/dialogStore.ts';

/** sessionStorage key of the notices put off with 'Ler depois' in this tab's session. */
export const ADIADOS = 'prh-avisos-adiados';

const adiados = (): number[] => {
  try {
    return JSON.parse(sessionStorage.getItem(ADIADOS) ?? '[]') as number[];
  } catch {
    return [];
  }
};
const adiar = (id: number) => sessionStorage.setItem(ADIADOS, JSON.stringify([...new Set([...adiados(), id])]));

/** Shows the user's new notices, one dialog after the other; returns how many were shown. */
export async function showNewNotices({
  provider = dataProvider,
  call = provider.basic,
  store = dialogStore,
}: { provider?: DataProvider; call?: BasicFn; store?: DialogStore } = {}): Promise<number> {
  const r = await call({ endpoint: 'aviso.listaNovosAvisosUsuarioEspecifico' });
  if (!r.content || r.content.codigoMensagem !== 0 || !Array.isArray(r.content.data)) return 0;
  const pending = r.content.data.filter((a) => !adiados().includes(a.id));
  if (!pending.length) return 0;
  // The dialog's body brings the HTML sanitiser: downloaded only now that there is a notice to show.
  const { NoticeBody } = await import('./NoticeBody.tsx');
  const open = (i: number) => {
    if (i >= pending.length) return;
    const aviso = pending[i];
    store.open({
      component: NoticeBody as never,
      props: {
        aviso,
        posicao: pending.length > 1 ? `Aviso ${i + 1} de ${pending.length}` : 'Novo aviso',
        store,
        call,
        // The counts of 'Início' (in the provider's query cache) count this notice no more.
        registrada: () => void queryClientFor(provider).invalidateQueries({ queryKey: inicioKey() }),
        adiar,
        next: () => open(i + 1),
      },
      title: aviso.titulo,
      hideDefaultButtons: true,
      width: 760,
      dismissable: false,
    });
  };
  open(0);
  return pending.length;
}
