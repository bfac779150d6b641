// JT/T 808-2013 0x0200 location frames (api-contract §4.2) for end-to-end tests that play a device
// without the simulator: fields, BCD time in Beijing time, XOR check and 0x7e/0x7d escaping.

export interface LocationFix {
  terminal: string;
  serial: number;
  lat: number;
  lon: number;
  speedKmh: number;
  course: number;
  /** the alarm DWORD (0 = none) */
  alarm?: number;
  /** ACC on (default); off clears status bit 0 */
  accOn?: boolean;
  /** the fix time as epoch ms (default now) */
  timeMs?: number;
}

const bcd = (digits: string) => Buffer.from(digits.match(/../g)!.map((d) => parseInt(d, 16)));

/** yyMMddHHmmss in Beijing time (GMT+8), as the device fields carry it. */
function beijingDigits(epochMs: number): string {
  const local = new Date(epochMs + 8 * 3600_000).toISOString();
  return local.slice(2, 4) + local.slice(5, 7) + local.slice(8, 10) + local.slice(11, 13) + local.slice(14, 16) + local.slice(17, 19);
}

export function locationFrame(f: LocationFix): Buffer {
  const body = Buffer.alloc(28);
  body.writeUInt32BE(f.alarm ?? 0, 0);
  body.writeUInt32BE(f.accOn === false ? 0x2 : 0x3, 4); // positioned; ACC on/off
  body.writeUInt32BE(Math.round(f.lat * 1e6), 8);
  body.writeUInt32BE(Math.round(f.lon * 1e6), 12);
  body.writeUInt16BE(20, 16); // altitude
  body.writeUInt16BE(Math.round(f.speedKmh * 10), 18);
  body.writeUInt16BE(f.course, 20);
  bcd(beijingDigits(f.timeMs ?? Date.now())).copy(body, 22);
  const serial = f.serial & 0xffff;
  const header = Buffer.concat([Buffer.from([0x02, 0x00, 0x00, body.length]), bcd(f.terminal.padStart(12, '0')), Buffer.from([serial >> 8, serial & 255])]);
  const plain = Buffer.concat([header, body]);
  let check = 0;
  for (const b of plain) check ^= b;
  const escaped: number[] = [];
  for (const b of [...plain, check]) {
    if (b === 0x7e) escaped.push(0x7d, 0x02);
    else if (b === 0x7d) escaped.push(0x7d, 0x01);
    else escaped.push(b);
  }
  return Buffer.from([0x7e, ...escaped, 0x7e]);
}
