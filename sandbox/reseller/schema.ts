/**
 * Resellers and the services sold through them (issue 27 item 1, schema version 15, ADR
 * 0054). A reseller's setting is one row; a service sold through it has the client login
 * the reseller issued: its user name and a salted hash of its password, never the password.
 */
export const RESELLER_TABLES = `
CREATE TABLE IF NOT EXISTS resellers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  support_email TEXT CHECK (support_email IS NULL OR length(support_email) <= 254),
  -- https only (the contract refuses any other); NULL: none.
  support_url TEXT CHECK (support_url IS NULL OR support_url LIKE 'https://%'),
  support_hours TEXT CHECK (support_hours IS NULL OR length(support_hours) BETWEEN 1 AND 120),
  support_replaces_ours INTEGER NOT NULL CHECK (support_replaces_ours IN (0, 1)),
  may_change_email INTEGER NOT NULL CHECK (may_change_email IN (0, 1)),
  may_reset_password INTEGER NOT NULL CHECK (may_reset_password IN (0, 1)),
  client_panel_url TEXT CHECK (client_panel_url IS NULL OR client_panel_url LIKE 'https://%'),
  created_at TEXT NOT NULL
) STRICT;
CREATE TABLE IF NOT EXISTS reseller_services (
  service_id INTEGER PRIMARY KEY REFERENCES services (id) ON DELETE CASCADE,
  reseller_id INTEGER NOT NULL REFERENCES resellers (id) ON DELETE CASCADE,
  username TEXT NOT NULL UNIQUE CHECK (length(username) BETWEEN 3 AND 64),
  password_salt TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  password_changed_at TEXT NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS reseller_services_by_reseller ON reseller_services (reseller_id);
`;
