// What a deployed site puts before the server (docs/operations.md, "Behind a TLS proxy"): TLS and HTTP/2 towards the
// browser, HTTP/1.1 to the server. The audit measures the pages through it (decision 258), as a member's phone meets
// them. Its certificate is made for the run by openssl and trusted by the audit's Chromium through its key's hash.
import { spawnSync } from "node:child_process";
import { createHash, createPublicKey } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import path from "node:path";

/** Headers of one connection, not of the request or answer: a proxy does not pass them on. */
const CONNECTION_HEADERS = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "upgrade",
  "http2-settings",
  "te",
  "host",
]);

function passedOn(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(
      ([name, value]) => value !== undefined && !name.startsWith(":") && !CONNECTION_HEADERS.has(name),
    ),
  );
}

function makeCertificate(dir: string): { key: Buffer; cert: Buffer } {
  const keyFile = path.join(dir, "front-key.pem");
  const certFile = path.join(dir, "front-cert.pem");
  const made = spawnSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2"],
      ...["-keyout", keyFile, "-out", certFile, "-subj", "/CN=localhost"],
      ...["-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"],
    ],
    { encoding: "utf8" },
  );
  if (made.status !== 0) {
    throw new Error(
      `openssl could not make the audit's certificate (is openssl installed?): ${made.stderr ?? made.error}`,
    );
  }
  return { key: readFileSync(keyFile), cert: readFileSync(certFile) };
}

export type TlsFront = {
  url: string;
  /** The Chromium flag that makes the browser trust the front's certificate, as it would a real one. */
  chromeFlag: string;
  close(): Promise<void>;
};

/** Listens on `port` (HTTPS, HTTP/2 with HTTP/1.1 for clients without it) and passes every request to `target`. */
export async function startTlsFront(target: string, port: number, dir: string): Promise<TlsFront> {
  const { key, cert } = makeCertificate(dir);
  const upstream = new URL(target);
  const front = http2.createSecureServer({ key, cert, allowHTTP1: true });
  front.on("request", (request: http2.Http2ServerRequest, response: http2.Http2ServerResponse) => {
    const headers = passedOn(request.headers);
    headers.host = request.headers[":authority"] ?? request.headers.host;
    headers["x-forwarded-for"] = request.socket.remoteAddress;
    headers["x-forwarded-proto"] = "https";
    const forwarded = http.request(
      { host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, passedOn(answer.headers));
        answer.pipe(response);
      },
    );
    forwarded.on("error", () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    response.on("close", () => forwarded.destroy());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve, reject) => {
    front.once("error", reject);
    front.listen(port, "127.0.0.1", () => resolve());
  });
  const keyHash = createHash("sha256")
    .update(createPublicKey(cert).export({ type: "spki", format: "der" }))
    .digest("base64");
  return {
    url: `https://127.0.0.1:${port}`,
    chromeFlag: `--ignore-certificate-errors-spki-list=${keyHash}`,
    close: () => new Promise((resolve) => front.close(() => resolve())),
  };
}
