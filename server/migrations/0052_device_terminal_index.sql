-- Devices are looked up by their terminal number without leading zeros (JT/T 808 pads it with BCD
-- zeros): index that form, so resolving a device never scans the devices table.
CREATE INDEX devices_terminal_trimmed ON devices (ltrim(terminal_no, '0'));
