/**
 * User menu of the top bar: name, unit 'sigla - nome', 'Trocar unidade' and 'Sair'. The popover
 * and menu load on the first intent to open it (LazyPopover).
 */
import { Button } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { changeUnit } from '../../services/auth.ts';
import type { Unidade } from '../../services/session/types.ts';
import { initials, useAvatar } from './avatar.ts';
import { LazyPopover } from './LazyPopover.tsx';

export const unitLabel = (u: Pick<Unidade, 'sigla' | 'nome'>): string => `${u.sigla} - ${u.nome}`;

/**
 * The button's accessible name starts with what it shows, name and unit (WCAG 2.5.3: a voice user
 * says what they see), then says what it opens.
 */
export const userButtonName = (name: string, unit: Pick<Unidade, 'sigla'> | null): string =>
  `${name}${unit ? ` ${unit.sigla}` : ''} — menu do usuário`;

/** The photo, or the initials while it loads or when there is none; the button's name says who it is. */
function UserPicture({ name, cpf }: { name: string; cpf?: string }) {
  const url = useAvatar(cpf);
  return url ? (
    <img className="prh-avatar" src={url} alt="" width={24} height={24} />
  ) : (
    <span className="prh-avatar prh-avatar-initials" aria-hidden="true">
      {initials(name)}
    </span>
  );
}

export function UserMenu({
  name,
  cpf,
  unit,
  onChangeUnit = changeUnit,
}: {
  name: string;
  cpf?: string;
  unit: Unidade | null;
  onChangeUnit?: () => void;
}) {
  const navigate = useNavigate();
  return (
    <LazyPopover
      placement="bottom-end"
      content={({ Menu, MenuDivider, MenuItem }) => (
        <Menu aria-label="Menu do usuário">
          <MenuDivider title={name} />
          {unit && <MenuItem icon="office" text={unitLabel(unit)} disabled />}
          <MenuItem icon="swap-horizontal" text="Trocar unidade" onClick={onChangeUnit} />
          <MenuDivider />
          <MenuItem icon="log-out" text="Sair" onClick={() => navigate('/logout')} />
        </Menu>
      )}
    >
      <Button
        variant="minimal"
        className="prh-topbar-button prh-user-button"
        icon={<UserPicture name={name} cpf={cpf} />}
        endIcon="caret-down"
        aria-label={userButtonName(name, unit)}
      >
        <span className="prh-user-name">{name}</span>
        {unit && <span className="prh-user-unit">{unit.sigla}</span>}
      </Button>
    </LazyPopover>
  );
}
