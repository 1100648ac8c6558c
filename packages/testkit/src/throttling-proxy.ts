// Test-only: a TCP proxy on loopback in front of a real server, for the network conditions a
// real server cannot be asked to produce: a slow uplink (so upload progress can be watched), an
// uplink that stalls, and a connection that drops halfway.
import { connect, createServer, type Server, type Socket } from "node:net";

export type ProxyMode =
  | { kind: "throttle"; bytesPerSecond: number }
  | { kind: "stall"; afterBytes: number }
  | { kind: "drop"; afterBytes: number };

export interface Proxy {
  url: string;
  close(): Promise<void>;
}

export async function startProxy(target: string, mode: ProxyMode): Promise<Proxy> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(port), hostname);
    sockets.add(client).add(upstream);
    const forget = () => {
      sockets.delete(client);
      sockets.delete(upstream);
      client.destroy();
      upstream.destroy();
    };
    client.on("close", forget).on("error", forget);
    upstream.on("close", forget).on("error", forget);
    upstream.pipe(client);

    let sent = 0;
    client.on("data", (chunk: Buffer) => {
      sent += chunk.length;
      if (mode.kind === "drop" && sent > mode.afterBytes) {
        forget();
        return;
      }
      if (mode.kind === "stall" && sent > mode.afterBytes) {
        client.pause(); // and never resume: the uplink is stuck
        return;
      }
      upstream.write(chunk);
      if (mode.kind === "throttle") {
        client.pause();
        setTimeout(() => client.resume(), (chunk.length / mode.bytesPerSecond) * 1000);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the proxy has no port");
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
