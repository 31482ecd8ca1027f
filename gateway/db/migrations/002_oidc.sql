-- Storage of the identity provider (sessions, interactions, codes, grants), so an IdP session
-- survives a restart of the server.
CREATE TABLE oidc_payload (
  modelo text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  user_code text,
  uid text,
  expira_em timestamptz,
  consumido_em timestamptz,
  PRIMARY KEY (modelo, id)
);
CREATE INDEX oidc_payload_grant_idx ON oidc_payload (grant_id);
CREATE INDEX oidc_payload_uid_idx ON oidc_payload (uid);
CREATE INDEX oidc_payload_expira_idx ON oidc_payload (expira_em);
