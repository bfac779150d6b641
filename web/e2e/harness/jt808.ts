// JT/T 808-2013 frames for end-to-end tests that play a device without the simulator: 0x0200
// locations (api-contract §4.2: fields, BCD time in Beijing time), XOR check and 0x7e/0x7d
// escaping, and signing a terminal in as real ones do (0x0100 for a code, 0x0102 with it).
import { connect, type Socket } from 'node:net';

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
  /** additional-information items appended after the 28 bytes (id, length, value …) */
  extra?: Buffer;
  /** more status bits, e.g. 1 << 19: the fix used Beidou */
  status?: number;
}

const bcd = (digits: string) => Buffer.from(digits.match(/../g)!.map((d) => parseInt(d, 16)));

/** yyMMddHHmmss in Beijing time (GMT+8), as the device fields carry it. */
function beijingDigits(epochMs: number): string {
  const local = new Date(epochMs + 8 * 3600_000).toISOString();
  return local.slice(2, 4) + local.slice(5, 7) + local.slice(8, 10) + local.slice(11, 13) + local.slice(14, 16) + local.slice(17, 19);
}

/** A complete escaped JT/T 808-2013 frame of `terminal`. */
export function jt808Frame(msgId: number, terminal: string, serial: number, body: Buffer): Buffer {
  const s = serial & 0xffff;
  const header = Buffer.concat([
    Buffer.from([msgId >> 8, msgId & 255, (body.length >> 8) & 0x03, body.length & 255]),
    bcd(terminal.padStart(12, '0')),
    Buffer.from([s >> 8, s & 255]),
  ]);
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

/** The platform frames in `data` (unescaped): message id and body. */
function platformFrames(data: Buffer): Array<{ id: number; body: Buffer }> {
  const out: Array<{ id: number; body: Buffer }> = [];
  let bytes: number[] = [];
  for (let i = 0; i < data.length; i++) {
    const b = data.readUInt8(i);
    if (b === 0x7e) {
      if (bytes.length >= 13) {
        const frame = Buffer.from(bytes);
        out.push({ id: frame.readUInt16BE(0), body: frame.subarray(12, frame.length - 1) });
      }
      bytes = [];
    } else if (b === 0x7d && i + 1 < data.length) {
      bytes.push(data.readUInt8(++i) === 0x02 ? 0x7e : 0x7d);
    } else {
      bytes.push(b);
    }
  }
  return out;
}

/**
 * Signs `terminal` in on `socket` as a real terminal does (the e2e server runs with
 * gateway.jt808_auth = require): 0x0100 registration, then 0x0102 with the code of the 0x8100
 * answer. Resolves once authenticated; rejects on a refusal or after 10 s.
 */
export function signInTerminal(socket: Socket, terminal: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    const done = (error?: Error) => {
      clearTimeout(timer);
      socket.off('data', onData);
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(() => done(new Error(`terminal ${terminal}: no sign-in answer`)), 10_000);
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (received[received.length - 1] !== 0x7e) return; // wait for the frame's end
      for (const { id, body } of platformFrames(received)) {
        if (id === 0x8100 && body.length >= 3) {
          const result = body.readUInt8(2);
          if (result !== 0) return done(new Error(`terminal ${terminal}: registration refused (${result})`));
          socket.write(jt808Frame(0x0102, terminal, 2, body.subarray(3)));
        } else if (id === 0x8001 && body.length >= 5 && body.readUInt16BE(2) === 0x0102) {
          return body.readUInt8(4) === 0 ? done() : done(new Error(`terminal ${terminal}: authentication refused`));
        }
      }
      received = Buffer.alloc(0);
    };
    socket.on('data', onData);
    // Province, city, maker, model, terminal id, plate colour; no plate.
    socket.write(jt808Frame(0x0100, terminal, 1, Buffer.alloc(37)));
  });
}

export function locationFrame(f: LocationFix): Buffer {
  const body = Buffer.alloc(28);
  body.writeUInt32BE(f.alarm ?? 0, 0);
  body.writeUInt32BE(((f.accOn === false ? 0x2 : 0x3) | (f.status ?? 0)) >>> 0, 4); // positioned; ACC on/off
  body.writeUInt32BE(Math.round(f.lat * 1e6), 8);
  body.writeUInt32BE(Math.round(f.lon * 1e6), 12);
  body.writeUInt16BE(20, 16); // altitude
  body.writeUInt16BE(Math.round(f.speedKmh * 10), 18);
  body.writeUInt16BE(f.course, 20);
  bcd(beijingDigits(f.timeMs ?? Date.now())).copy(body, 22);
  return jt808Frame(0x0200, f.terminal, f.serial, f.extra ? Buffer.concat([body, f.extra]) : body);
}

/** One 0x0200 on a fresh, unauthenticated connection, as the real scripts send it (the server runs
 * with gateway.jt808_auth = warn); resolves on the reply, or when the connection fails. */
export function reportOnce(port: number, fix: LocationFix): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(locationFrame(fix)));
    socket.once('data', () => {
      socket.end();
      resolve();
    });
    socket.on('error', () => resolve());
  });
}
