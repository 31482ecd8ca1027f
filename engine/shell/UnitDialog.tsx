/**
 * 'Selecione uma unidade para efetuar o login': shown whenever a signed-in user has no unit; cannot
 * be dismissed (no close button, no Esc, no outside click). Picking a unit stores it and reloads.
 * After 'Trocar unidade' the unit the user was in is marked 'Unidade atual' (and `aria-current`).
 */
import { Button, DialogBody, NonIdealState, Tag } from '@blueprintjs/core';
import { Dialog } from '../components/Dialog.tsx';
import { logout } from '../../services/auth.ts';
import { reloadPage } from '../../services/navigation.ts';
import { MissingRolesError, previousUnitCode, selectUnit } from '../../services/session/session.ts';
import type { UnidadePapeis } from '../../services/session/types.ts';
import { unitLabel } from './UserMenu.tsx';

export const UNIT_DIALOG_TITLE = 'Selecione uma unidade para efetuar o login';

export const UNIDADE_ATUAL = 'Unidade atual';

export function UnitDialog({
  units,
  onPicked = reloadPage,
  atual = previousUnitCode(),
}: {
  units: UnidadePapeis[];
  onPicked?: () => void;
  atual?: string | null;
}) {
  const pick = (entry: UnidadePapeis) => {
    try {
      selectUnit(entry.unidade);
      onPicked();
    } catch (err) {
      // Spec: missing cached roles after the unit choice clears the session and logs out.
      if (err instanceof MissingRolesError) logout();
      else throw err;
    }
  };
  return (
    // No fade-in (portal class, see styles.css): the dialog is the page's first content after
    // sign-in and is shown at full contrast at once.
    <Dialog
      isOpen
      title={UNIT_DIALOG_TITLE}
      isCloseButtonShown={false}
      canEscapeKeyClose={false}
      canOutsideClickClose={false}
      className="prh-unit-dialog"
      portalClassName="prh-unit-portal"
      aria-label={UNIT_DIALOG_TITLE}
    >
      <DialogBody>
        {units.length === 0 ? (
          <NonIdealState
            icon="office"
            title="Nenhuma unidade disponível para o seu usuário."
            action={<Button onClick={logout}>Sair</Button>}
          />
        ) : (
          <ul className="prh-unit-list">
            {units.map((u) => {
              const corrente = atual !== null && String(u.unidade.codigo) === atual;
              return (
                <li key={u.unidade.codigo}>
                  <Button
                    fill
                    alignText="start"
                    icon="office"
                    variant="outlined"
                    intent={corrente ? 'primary' : 'none'}
                    aria-current={corrente ? 'true' : undefined}
                    endIcon={
                      corrente ? (
                        <Tag intent="primary" minimal>
                          {UNIDADE_ATUAL}
                        </Tag>
                      ) : undefined
                    }
                    onClick={() => pick(u)}
                  >
                    {unitLabel(u.unidade)}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </DialogBody>
    </Dialog>
  );
}
