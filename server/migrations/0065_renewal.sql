-- 车辆续费 and 结清 (v3-console-inventory §2.7 1604/1605, §3.9; docs/renewal.md): the renewal records
-- (续费记录) and the coin transfers between accounts (车币划拨记录). A device's service time lives on
-- devices since 0059 (service_months, renew_state, settled_at) with activated_at / expires_at of 0003:
-- the expiry starts counting at the first report (activated_at = the first position's receipt).

-- One row per vehicle renewed: who paid (user and group, for the subtree rule), the vehicle as it was
-- then (plate, terminal, group name), the months bought, the coins spent (0 for an administrator,
-- whose coins are unlimited) and the expiry after it (0: not activated yet — the months wait for the
-- first report).
CREATE TABLE renew_log (
  id {{ID}},
  user_id BIGINT NOT NULL,
  user_name TEXT NOT NULL,
  group_id BIGINT NOT NULL,
  asset_id BIGINT NOT NULL,
  plate TEXT NOT NULL DEFAULT '',
  terminal_no TEXT NOT NULL DEFAULT '',
  group_name TEXT NOT NULL DEFAULT '',
  months INTEGER NOT NULL,
  coins BIGINT NOT NULL,
  new_expire BIGINT NOT NULL DEFAULT 0,
  created_at BIGINT NOT NULL
);
CREATE INDEX renew_log_time ON renew_log (created_at);
CREATE INDEX renew_log_asset ON renew_log (asset_id, created_at);

-- One row per coin transfer (车币划拨): from A to B, the amount, A's balance after it and both
-- accounts' groups (a reader sees the transfers whose payer's or receiver's group lies in its scope).
CREATE TABLE coin_transfers (
  id {{ID}},
  from_user_id BIGINT NOT NULL,
  from_user_name TEXT NOT NULL,
  from_group_id BIGINT NOT NULL,
  to_user_id BIGINT NOT NULL,
  to_user_name TEXT NOT NULL,
  to_corp_name TEXT NOT NULL DEFAULT '',
  to_group_id BIGINT NOT NULL,
  coins BIGINT NOT NULL,
  from_before BIGINT NOT NULL,
  from_after BIGINT NOT NULL,
  to_after BIGINT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX coin_transfers_time ON coin_transfers (created_at);

-- Devices that reported before this migration count as activated at their last known fix (the
-- first one is not kept apart); their expiry stays as it is.
UPDATE devices SET activated_at = (SELECT s.fix_time FROM device_state s WHERE s.device_id = devices.id)
  WHERE activated_at IS NULL AND EXISTS (SELECT 1 FROM device_state s WHERE s.device_id = devices.id);

-- The monitor's 结清 / 结清撤回 button (the previous console's 130108): both built-in fleet roles.
INSERT INTO resources (id, parent_id, name, type, path, icon, sort) VALUES (130108, 900801, '结清', 3, NULL, NULL, 6);
INSERT INTO role_resources (role_id, resource_id) VALUES (1, 130108), (2, 130108);
