-- The demo user added with the published screens (Elisa Editora, gateway/db/demo-users.ts) starts
-- with the current terms accepted, like the others (migrations 004 and 017).
INSERT INTO termo_uso_aceite (cpf, versao) VALUES ('70531824608', '1.00') ON CONFLICT DO NOTHING;
