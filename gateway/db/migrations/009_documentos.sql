-- Documents uploaded through the portal (`POST /documento/v1`, multipart): a curator's inclusion or
-- end, or a re-registration (spec: tipos incluirCurador, finalizarCurador, recadastramento). The
-- gateway has already checked each file (at most 4194304 bytes, PDF/PNG/JPEG by content, a safe
-- name: gateway/lib/upload.ts) before a row is written; the row and its audit row are written in
-- one transaction (gateway/lib/write.ts).
CREATE TABLE documento (
  id serial PRIMARY KEY,
  tipo_documento text NOT NULL CHECK (tipo_documento IN ('incluirCurador', 'finalizarCurador', 'recadastramento')),
  -- The person the document belongs to (numeroPessoaFisJurFu of the request, digits).
  numero_pessoa text NOT NULL,
  -- The name the sender gave, for reference only; nome_arquivo is the safe stored/downloaded name
  -- with the extension of the detected type, tipo_conteudo that type (never the sender's word).
  nome_original text NOT NULL,
  nome_arquivo text NOT NULL,
  tipo_conteudo text NOT NULL,
  tamanho integer NOT NULL,
  -- Hex SHA-256 of conteudo: lets a download (or an audit) prove the bytes are the ones received.
  sha256 text NOT NULL,
  conteudo bytea NOT NULL,
  -- Who sent it (cpf of the token) and for which unit: listing and download are unit-scoped.
  enviado_por text NOT NULL,
  unidade_codigo text NOT NULL,
  enviado_em timestamptz NOT NULL DEFAULT now()
);
-- 'GET /documento/v1': the documents of one unit, optionally of one type and one person, newest
-- first — one index range scan, other units' rows never read.
CREATE INDEX documento_unidade_tipo_pessoa_idx ON documento (unidade_codigo, tipo_documento, numero_pessoa, enviado_em DESC);
