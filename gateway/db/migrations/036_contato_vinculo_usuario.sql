-- The user record of user management (spec §3): a second e-mail, a landline, a mobile and the bond
-- with the State. All optional: a user created from an access request has none of them until they
-- are recorded. Phones are stored as digits (DDD and number). The MASP is `matricula` (no second
-- column) and the last name is read from `nome`, so neither is stored.
ALTER TABLE usuario ADD COLUMN email_secundario text;
ALTER TABLE usuario ADD COLUMN telefone text CHECK (telefone ~ '^[0-9]{10,11}$');
ALTER TABLE usuario ADD COLUMN celular text CHECK (celular ~ '^[0-9]{10,11}$');
ALTER TABLE usuario ADD COLUMN vinculo text CHECK (vinculo IN ('Efetivo', 'Comissionado', 'Contratado', 'Designado'));
