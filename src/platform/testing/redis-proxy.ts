import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

interface Pair {
  client: Socket;
  upstream: Socket;
  held: Buffer[];
  /** Holding this connection: what its client sends stays in the proxy until release(). */
  holding: boolean;
}

/**
 * A TCP proxy to Redis. down(): Redis is away (connections cut, new ones refused). hold(text): Redis is
 * reachable, but from the first command carrying `text` on, what that connection sends is held, not
 * forwarded (a command in flight that never gets its answer); the other connections and what came
 * before pass, so the sender is ready and only its send is stuck, however busy the machine. hold()
 * without text holds every connection. release() forwards what was held, even for a client that has
 * died since (the late send of a killed process), then passes traffic again. up(): listening again on
 * the same port.
 */
export class RedisProxy {
  private server: Server | null = null;
  private readonly pairs = new Set<Pair>();
  /** Holding: every connection (true), those whose traffic carries this text (string), none (false). */
  private holding: boolean | string = false;

  private constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  static async start(targetUrl: string): Promise<RedisProxy> {
    const url = new URL(targetUrl);
    const proxy = new RedisProxy(await freePort(), { host: url.hostname, port: Number(url.port || 6379) });
    await proxy.up();
    return proxy;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async up(): Promise<void> {
    if (this.server) return;
    const server = createServer((client) => this.accept(client));
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', () => resolve()));
    this.server = server;
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const pair of this.pairs) {
      pair.client.destroy();
      pair.upstream.destroy();
    }
    this.pairs.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  hold(text?: string): void {
    this.holding = text ?? true;
  }

  release(): void {
    this.holding = false;
    for (const pair of this.pairs) {
      pair.holding = false;
      for (const chunk of pair.held.splice(0)) pair.upstream.write(chunk);
      if (pair.client.destroyed) {
        pair.upstream.end();
        this.pairs.delete(pair);
      }
    }
  }

  /** Whether a held (in flight) command carries this text, e.g. the id in a job's data. */
  heldContains(text: string): boolean {
    for (const pair of this.pairs) if (Buffer.concat(pair.held).includes(text)) return true;
    return false;
  }

  private accept(client: Socket): void {
    const upstream = connect(this.target.port, this.target.host);
    const pair: Pair = { client, upstream, held: [], holding: false };
    this.pairs.add(pair);
    client.on('data', (chunk: Buffer) => {
      if (this.holding === true || (typeof this.holding === 'string' && chunk.includes(this.holding))) {
        pair.holding = true;
      }
      if (pair.holding) pair.held.push(chunk);
      else upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!client.destroyed) client.write(chunk);
    });
    client.on('close', () => {
      // What the dead client sent and is held still goes to Redis on release().
      if (pair.held.length === 0) {
        upstream.end();
        this.pairs.delete(pair);
      }
    });
    upstream.on('close', () => client.destroy());
    client.on('error', () => {});
    upstream.on('error', () => {});
  }

  async close(): Promise<void> {
    this.release();
    await this.down();
  }
}
