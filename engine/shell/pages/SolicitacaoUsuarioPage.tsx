/**
 * /login/usuario/solicitacao/ 'Solicitações de cadastros' (solicitation-user-view): an anonymous
 * visitor asks for access. Every call of the page carries its own security token (ALTCHA proof of
 * work, services/captcha.ts), solved by the browser in the background — nothing to read or type:
 * the units are listed as soon as the first check is done, the roles of the chosen unit and the
 * institutions it covers (under the unit, so a visitor finds the unit of the body they work for)
 * with one token each, and the request (with the terms version accepted on the form) with another. The
 * visitor also chooses a password (typed twice): the reference identity provider signs the new
 * user in with it once an administrator approves the request (in production the state's central
 * IdP already knows the person); the gateway keeps only its hash. A refused token (code 4
 * 'Captcha inválido ou expirado.') shows the warning; the next call takes a fresh token.
 */
import { Button, Callout, Card, FormGroup, H1, HTMLSelect, TextArea } from '@blueprintjs/core';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { hasPortalHistory } from '../dialogs/alert.tsx';
import type { Desafios } from '../../../services/captcha.ts';
import type { BasicFn } from '../../../services/http/dataProvider.ts';
import {
  AceiteTermo,
  CampoTexto,
  InstituicoesDaUnidade,
  PerfisFieldset,
  VerificacaoSeguranca,
} from './solicitacaoUsuarioParts.tsx';
import { SOLICITACAO_TITLE, useSolicitacaoUsuario } from './useSolicitacaoUsuario.ts';
import { BusyButton } from '../../components/BusyButton.tsx';

// The page's names, kept where its importers found them (the logic lives in the hook).
export { MSG_CAPTCHA_INVALIDO, SOLICITACAO_TITLE } from './useSolicitacaoUsuario.ts';

export function SolicitacaoUsuarioPage({ call, desafios }: { call?: BasicFn; desafios?: Desafios }) {
  const uid = useId();
  const navigate = useNavigate();
  const c = useSolicitacaoUsuario({ call, desafios });
  const { erros, form, unidades } = c;

  return (
    <div className="prh-solicitacao">
      <Card className="prh-page-card" elevation={1}>
        <header className="prh-page-header">
          <H1 className="prh-page-title" tabIndex={-1}>
            {SOLICITACAO_TITLE}
          </H1>
          <p className="prh-page-note">*Campos de preenchimento obrigatório</p>
        </header>
        <p>
          Preencha os dados abaixo para solicitar acesso ao Portal RH. A solicitação será analisada pelo administrador
          da unidade escolhida.
        </p>

        <VerificacaoSeguranca uid={uid} c={c} />

        <section className="prh-section" aria-label="Dados da solicitação">
          <div className="prh-form-grid">
            <CampoTexto uid={uid} c={c} name="cpf" label="CPF" maxLength={14} />
            <CampoTexto uid={uid} c={c} name="nome" label="Nome completo" maxLength={120} />
            <CampoTexto uid={uid} c={c} name="email" label="E-mail institucional" maxLength={120} type="email" />
            <CampoTexto
              uid={uid}
              c={c}
              name="senha"
              label="Senha"
              maxLength={72}
              type="password"
              ajuda="Ao menos 8 caracteres, com letras e números. Você a usará para entrar no portal."
            />
            <CampoTexto uid={uid} c={c} name="confirmacao" label="Confirmar senha" maxLength={72} type="password" />
            <FormGroup
              className="prh-field"
              label="Unidade"
              labelInfo="*"
              labelFor={`${uid}-unidade`}
              intent={erros.codigoUnidade ? 'danger' : 'none'}
              helperText={
                erros.codigoUnidade ??
                (unidades.length ? (
                  <InstituicoesDaUnidade c={c} />
                ) : (
                  'As unidades são listadas após a verificação de segurança.'
                ))
              }
            >
              <HTMLSelect
                id={`${uid}-unidade`}
                fill
                value={form.codigoUnidade}
                disabled={unidades.length === 0}
                onChange={(e) => void c.escolherUnidade(e.currentTarget.value)}
                onBlur={c.tocar('codigoUnidade')}
              >
                <option value="">Selecione</option>
                {unidades.map((u) => (
                  <option key={u.codigo} value={u.codigo}>{`${u.sigla} - ${u.nome}`}</option>
                ))}
              </HTMLSelect>
            </FormGroup>
          </div>
          <PerfisFieldset uid={uid} c={c} />
          <FormGroup className="prh-field" label="Justificativa" labelFor={`${uid}-just`}>
            <TextArea
              id={`${uid}-just`}
              fill
              rows={3}
              maxLength={500}
              value={form.justificativa}
              onChange={(e) => c.mudar('justificativa', e.currentTarget.value)}
            />
          </FormGroup>
          <AceiteTermo c={c} />
          {c.enviado && Object.keys(erros).length > 0 && (
            <Callout intent="warning" className="prh-form-callout">
              Corrija os campos destacados.
            </Callout>
          )}
          <div className="prh-form-actions">
            <Button
              variant="outlined"
              onClick={() => (hasPortalHistory() ? window.history.back() : navigate('/login'))}
            >
              Voltar
            </Button>
            <BusyButton intent="primary" icon="send-message" busy={c.busy} onClick={() => void c.enviar()}>
              Enviar solicitação
            </BusyButton>
          </div>
        </section>
      </Card>
    </div>
  );
}
