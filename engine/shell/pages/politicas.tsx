/**
 * The policy pages ('Aspectos legais e responsabilidades', 'Política de privacidade'): their text,
 * shown as a page (external variant for visitors, internal for signed-in users) and inside the
 * access request's dialog. Loaded with their routes: most users never open them, and their text
 * weighed on every first page.
 */
import { useEffect } from 'react';
import { Link } from '../Link.tsx';

/** Policy pages: the external variant for visitors, the internal one for signed-in users. */
export type Variante = 'interno' | 'externo';

const PRIVACIDADE: { titulo: string; texto: string[] }[] = [
  {
    titulo: '1. Finalidade',
    texto: [
      'O Portal RH é disponibilizado pela Secretaria de Estado de Planejamento e Gestão (SEPLAG) para a gestão de pessoal dos órgãos e entidades do Poder Executivo Estadual. As informações exibidas destinam-se exclusivamente ao exercício das atribuições funcionais dos usuários autorizados.',
    ],
  },
  {
    titulo: '2. Tratamento de dados pessoais',
    texto: [
      'Os dados pessoais de servidores, pensionistas e beneficiários são tratados com base no art. 7º, incisos II e III, e no art. 23 da Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018), para o cumprimento de obrigações legais e a execução de políticas públicas.',
      'O acesso a cada informação é limitado ao perfil do usuário e à unidade administrativa selecionada.',
    ],
  },
  {
    titulo: '3. Responsabilidades do usuário',
    texto: [
      'O usuário responde pelo uso da sua credencial, que é pessoal e intransferível, e pela confidencialidade das informações consultadas. O uso indevido sujeita o infrator às sanções previstas no Estatuto dos Servidores Públicos Civis do Estado de Minas Gerais (Lei nº 869/1952) e na legislação civil e penal.',
    ],
  },
  {
    titulo: '4. Registro de acessos',
    texto: [
      'Todas as operações são registradas com CPF, unidade, data e hora, e os registros são mantidos pelo prazo previsto na legislação para fins de auditoria.',
    ],
  },
  {
    titulo: '5. Contato',
    texto: [
      'Dúvidas sobre o tratamento de dados pessoais podem ser encaminhadas ao Encarregado pelo Tratamento de Dados Pessoais da SEPLAG, pelo canal Fale Conosco do Governo de Minas Gerais.',
    ],
  },
];

const COOKIES: { titulo: string; texto: string[] }[] = [
  {
    titulo: '1. O que guardamos no seu navegador',
    texto: [
      'O portal usa cookies e o armazenamento local do navegador apenas para o seu funcionamento: o identificador da sessão, a unidade selecionada, os perfis de acesso (cifrados), a preferência de tema claro ou escuro e a lista de páginas favoritas.',
    ],
  },
  {
    titulo: '2. Cookies de terceiros',
    texto: [
      'O portal não utiliza cookies de publicidade, de rastreamento ou de análise de terceiros, e nenhum dado é compartilhado com terceiros para essas finalidades.',
    ],
  },
  {
    titulo: '3. Duração',
    texto: [
      'Os cookies da sessão expiram com a sessão de autenticação (no máximo em um dia) e são removidos ao sair do portal. A preferência de tema permanece até que você limpe os dados do navegador.',
    ],
  },
  {
    titulo: '4. Como gerenciar',
    texto: [
      'Você pode apagar os cookies nas configurações do seu navegador a qualquer momento; nesse caso será necessário entrar novamente no portal.',
    ],
  },
];

/** The sections of a policy (also shown inside dialogs). */
export function PoliticaContent({ kind }: { kind: 'privacidade' | 'cookies' }) {
  return (
    <>
      {(kind === 'privacidade' ? PRIVACIDADE : COOKIES).map((s) => (
        <section key={s.titulo}>
          <h2 className="prh-policy-heading">{s.titulo}</h2>
          {s.texto.map((t) => (
            <p key={t.slice(0, 30)}>{t}</p>
          ))}
        </section>
      ))}
    </>
  );
}

export function PoliticaPage({ kind, variante }: { kind: 'privacidade' | 'cookies'; variante: Variante }) {
  const title = kind === 'privacidade' ? 'Aspectos legais e responsabilidades' : 'Política de privacidade';
  useEffect(() => {
    document.title = `${title} · Portal RH`;
  }, [title]);
  return (
    <article className={`prh-policy prh-policy-${variante}`}>
      <h1 className="prh-info-title" tabIndex={-1}>
        {title}
      </h1>
      <p className="prh-muted">
        {variante === 'interno' ? 'Versão para usuários autenticados do Portal RH.' : 'Versão pública.'} Última
        atualização: 01/11/2026.
      </p>
      <PoliticaContent kind={kind} />
      <p>
        <Link to={variante === 'externo' ? '/login' : '/home'}>Voltar</Link>
      </p>
    </article>
  );
}
