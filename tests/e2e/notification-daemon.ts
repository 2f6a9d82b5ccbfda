/**
 * A desktop notification server for browser tests: a private D-Bus session bus (`dbus-daemon`)
 * on which this process owns `org.freedesktop.Notifications`. Chromium on Linux shows web
 * notifications through that service when someone owns it (also headless), and a click there
 * (the `ActionInvoked` signal with the "default" action) is the browser's own click: the service
 * worker's `notificationclick` then has the window interaction a real click grants, so
 * `clients.openWindow()` works as it does for a person. Launch Chromium with `env()`.
 *
 * D-Bus is spoken here directly (little-endian marshalling of the few types the notification
 * interface uses), so the tests need the `dbus-daemon` binary and no package.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Debian's message bus daemon (package dbus-daemon). */
const DBUS_DAEMON = process.env.DBUS_DAEMON_PATH ?? '/usr/bin/dbus-daemon';
const NAME = 'org.freedesktop.Notifications';
const OBJECT = '/org/freedesktop/Notifications';
const BUS = { destination: 'org.freedesktop.DBus', path: '/org/freedesktop/DBus', interface: 'org.freedesktop.DBus' };

/** A notification the browser asked to show. */
export interface ShownNotification { id: number; summary: string; body: string; actions: string[] }

class Writer {
  private bytes: number[] = [];
  get length() { return this.bytes.length; }
  align(n: number) { while (this.bytes.length % n) this.bytes.push(0); }
  byte(v: number) { this.bytes.push(v & 0xff); }
  u32(v: number) { this.align(4); const b = Buffer.alloc(4); b.writeUInt32LE(v >>> 0); this.bytes.push(...b); }
  string(v: string) { const b = Buffer.from(v, 'utf8'); this.u32(b.length); this.bytes.push(...b, 0); }
  signature(v: string) { this.byte(v.length); this.bytes.push(...Buffer.from(v, 'ascii'), 0); }
  /** An array of `as` style items: length, padding to the element alignment, elements. */
  array(elementAlign: number, items: () => void) {
    this.u32(0);
    const at = this.bytes.length - 4;
    this.align(elementAlign);
    const start = this.bytes.length;
    items();
    const size = Buffer.alloc(4);
    size.writeUInt32LE(this.bytes.length - start);
    this.bytes.splice(at, 4, ...size);
  }
  buffer() { return Buffer.from(this.bytes); }
}

type Body = { signature: string; write: (w: Writer) => void };

interface Message { type: number; serial: number; path?: string; interface?: string; member?: string; replySerial?: number; sender?: string; bodyAt: number; raw: Buffer }

function encode(type: number, serial: number, fields: [number, string, string | number][], body?: Body): Buffer {
  const b = new Writer();
  body?.write(b);
  const bodyBytes = b.buffer();
  const all: [number, string, string | number][] = body ? [...fields, [8, 'g', body.signature]] : fields;
  const h = new Writer();
  h.byte(0x6c); h.byte(type); h.byte(type === 1 ? 0 : 1); h.byte(1);
  h.u32(bodyBytes.length); h.u32(serial);
  h.array(8, () => {
    for (const [code, sig, value] of all) {
      h.align(8); h.byte(code); h.signature(sig);
      if (sig === 'u') h.u32(value as number);
      else if (sig === 'g') h.signature(value as string);
      else h.string(value as string);
    }
  });
  h.align(8);
  return Buffer.concat([h.buffer(), bodyBytes]);
}

class Reader {
  constructor(private raw: Buffer, public at: number) {}
  align(n: number) { this.at = Math.ceil(this.at / n) * n; }
  byte() { return this.raw[this.at++]!; }
  u32() { this.align(4); const v = this.raw.readUInt32LE(this.at); this.at += 4; return v; }
  string() { const n = this.u32(); const v = this.raw.toString('utf8', this.at, this.at + n); this.at += n + 1; return v; }
  signature() { const n = this.byte(); const v = this.raw.toString('ascii', this.at, this.at + n); this.at += n + 1; return v; }
}

/** Whole messages at the front of `buffer`, and what is left. */
function decode(buffer: Buffer): { messages: Message[]; rest: Buffer } {
  const messages: Message[] = [];
  let offset = 0;
  while (buffer.length - offset >= 16) {
    if (buffer[offset] !== 0x6c) throw new Error('big-endian D-Bus message');
    const bodyLength = buffer.readUInt32LE(offset + 4);
    const fieldsLength = buffer.readUInt32LE(offset + 12);
    const bodyAt = Math.ceil((16 + fieldsLength) / 8) * 8;
    const total = bodyAt + bodyLength;
    if (buffer.length - offset < total) break;
    const raw = buffer.subarray(offset, offset + total);
    const m: Message = { type: raw[1]!, serial: raw.readUInt32LE(8), bodyAt, raw };
    const r = new Reader(raw, 16);
    while (r.at < 16 + fieldsLength) {
      r.align(8);
      const code = r.byte();
      const sig = r.signature();
      const value = sig === 'u' ? r.u32() : sig === 'g' ? r.signature() : r.string();
      if (code === 1) m.path = value as string;
      else if (code === 2) m.interface = value as string;
      else if (code === 3) m.member = value as string;
      else if (code === 5) m.replySerial = value as number;
      else if (code === 7) m.sender = value as string;
    }
    messages.push(m);
    offset += total;
  }
  return { messages, rest: buffer.subarray(offset) };
}

export class NotificationDaemon {
  /** Notifications shown and not closed, by id. */
  readonly shown = new Map<number, ShownNotification>();
  private serial = 0;
  private nextId = 1;
  private pending = new Map<number, (m: Message) => void>();
  private waiters: (() => void)[] = [];

  private constructor(private bus: ChildProcess, private socket: Socket, private dir: string, readonly address: string) {}

  /** Starts a private bus and takes the notification service's name on it. */
  static async start(): Promise<NotificationDaemon> {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'notify-bus-'));
    const socketPath = path.join(dir, 'bus');
    // A bus of its own, with no service directories: nothing is started on demand (the browser
    // asks for the accessibility bus, which is then simply absent).
    writeFileSync(path.join(dir, 'bus.conf'), `<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN" "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig><type>session</type><listen>unix:path=${socketPath}</listen><auth>EXTERNAL</auth>
<policy context="default"><allow send_destination="*" eavesdrop="true"/><allow eavesdrop="true"/><allow own="*"/></policy></busconfig>`);
    const bus = spawn(DBUS_DAEMON, [`--config-file=${path.join(dir, 'bus.conf')}`, '--nofork', '--nopidfile', '--print-address=1'], { stdio: ['ignore', 'pipe', 'ignore'] });
    const address = await new Promise<string>((resolve, reject) => {
      let out = '';
      bus.on('error', reject);
      bus.on('exit', (code) => reject(new Error(`dbus-daemon exited (${code})`)));
      bus.stdout!.on('data', (d) => { out += d; if (out.includes('\n')) resolve(out.trim()); });
    });
    const socket = connect(socketPath);
    await new Promise<void>((resolve, reject) => { socket.once('connect', resolve); socket.once('error', reject); });
    const uid = Buffer.from(String(process.getuid!())).toString('hex');
    socket.write(`\0AUTH EXTERNAL ${uid}\r\n`);
    await new Promise<void>((resolve, reject) => socket.once('data', (d) => (String(d).startsWith('OK') ? resolve() : reject(new Error(`D-Bus auth: ${d}`)))));
    socket.write('BEGIN\r\n');
    const daemon = new NotificationDaemon(bus, socket, dir, address);
    let buffered: Buffer = Buffer.alloc(0);
    socket.on('data', (d) => {
      const { messages, rest } = decode(Buffer.concat([buffered, d]));
      buffered = rest;
      for (const m of messages) daemon.receive(m);
    });
    await daemon.call('Hello');
    const owner = await daemon.call('RequestName', { signature: 'su', write: (w) => { w.string(NAME); w.u32(4); } });
    if (new Reader(owner.raw, owner.bodyAt).u32() !== 1) throw new Error('could not own org.freedesktop.Notifications');
    return daemon;
  }

  /** The environment for a browser that shows its notifications here. */
  env(): Record<string, string> {
    return { ...process.env as Record<string, string>, DBUS_SESSION_BUS_ADDRESS: this.address, NO_AT_BRIDGE: '1' };
  }

  /** Waits until a shown notification passes `test`. */
  async waitFor(test: (n: ShownNotification) => boolean, timeout = 20_000): Promise<ShownNotification> {
    const deadline = Date.now() + timeout;
    for (;;) {
      const found = [...this.shown.values()].find(test);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no such notification; shown: ${JSON.stringify([...this.shown.values()])}`);
      await new Promise<void>((resolve) => { this.waiters.push(resolve); setTimeout(resolve, 250); });
    }
  }

  /** A person's click on the notification's body. */
  click(id: number): void {
    this.send(4, [[1, 'o', OBJECT], [2, 's', NAME], [3, 's', 'ActionInvoked']], { signature: 'us', write: (w) => { w.u32(id); w.string('default'); } });
  }

  async stop(): Promise<void> {
    this.socket.destroy();
    this.bus.removeAllListeners('exit');
    this.bus.kill();
    rmSync(this.dir, { recursive: true, force: true });
  }

  private send(type: number, fields: [number, string, string | number][], body?: Body): number {
    const serial = ++this.serial;
    this.socket.write(encode(type, serial, fields, body));
    return serial;
  }

  private call(member: string, body?: Body): Promise<Message> {
    const serial = this.send(1, [[1, 'o', BUS.path], [2, 's', BUS.interface], [3, 's', member], [6, 's', BUS.destination]], body);
    return new Promise((resolve) => this.pending.set(serial, resolve));
  }

  private reply(to: Message, body?: Body) {
    this.send(2, [[5, 'u', to.serial], [6, 's', to.sender!]], body);
  }

  private receive(m: Message) {
    if ((m.type === 2 || m.type === 3) && m.replySerial !== undefined) {
      this.pending.get(m.replySerial)?.(m);
      this.pending.delete(m.replySerial);
      return;
    }
    if (m.type !== 1) return;
    if (m.interface !== NAME) {
      this.send(3, [[4, 's', 'org.freedesktop.DBus.Error.UnknownMethod'], [5, 'u', m.serial], [6, 's', m.sender!]], { signature: 's', write: (w) => w.string(`${m.interface}.${m.member} is not served`) });
      return;
    }
    if (m.member === 'GetCapabilities') {
      this.reply(m, { signature: 'as', write: (w) => w.array(4, () => { for (const c of ['actions', 'body']) w.string(c); }) });
    } else if (m.member === 'GetServerInformation') {
      this.reply(m, { signature: 'ssss', write: (w) => { for (const s of ['test-notifications', 'merapi', '1', '1.2']) w.string(s); } });
    } else if (m.member === 'Notify') {
      // susssasa{sv}i: app name, replaces id, icon, summary, body, actions (the hints are not read)
      const r = new Reader(m.raw, m.bodyAt);
      r.string();
      const replaces = r.u32();
      r.string();
      const summary = r.string();
      const body = r.string();
      const end = r.u32() + r.at;
      const actions: string[] = [];
      while (r.at < end) actions.push(r.string());
      const id = replaces || this.nextId++;
      this.shown.set(id, { id, summary, body, actions });
      this.reply(m, { signature: 'u', write: (w) => w.u32(id) });
      for (const wake of this.waiters.splice(0)) wake();
    } else if (m.member === 'CloseNotification') {
      const id = new Reader(m.raw, m.bodyAt).u32();
      this.shown.delete(id);
      this.reply(m);
      this.send(4, [[1, 'o', OBJECT], [2, 's', NAME], [3, 's', 'NotificationClosed']], { signature: 'uu', write: (w) => { w.u32(id); w.u32(3); } });
    } else {
      this.reply(m);
    }
  }
}
