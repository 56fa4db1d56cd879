import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { type AddressInfo, createServer as createNetServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
// @ts-expect-error -- oidc-provider ships no type declarations; the few parts used are typed below.
import OidcProvider from "oidc-provider";

/** A person known to the test provider. With the dev interactions, the login form's "login" is the sub. */
export type OidcAccount = {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
};

export type TestOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
};

type ProviderInstance = { callback(): (req: unknown, res: unknown) => void };
type ProviderConstructor = new (issuer: string, configuration: Record<string, unknown>) => ProviderInstance;
const Provider = OidcProvider as ProviderConstructor;

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}

/**
 * A real OpenID Connect provider (panva/oidc-provider) on 127.0.0.1, with one confidential client
 * and the built-in development login and consent pages (any password is accepted).
 */
export async function startOidcProvider(options: {
  redirectUri: string;
  accounts: OidcAccount[];
}): Promise<TestOidcProvider> {
  const server = createServer();
  // The issuer carries the port, so the port is taken before the provider exists.
  const port = await listen(server, 0, "127.0.0.1");
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = "dating-coach-e2e";
  const clientSecret = randomBytes(24).toString("hex");
  const accounts = new Map(options.accounts.map((account) => [account.sub, account]));

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        // better-auth's default when a client secret is configured (@better-auth/core getDefaultTokenEndpointAuth).
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name", "given_name", "family_name"],
    },
    cookies: { keys: [randomBytes(32).toString("hex")] },
    // Explicit lifetimes (seconds), which also keeps the provider from printing a notice for each default.
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx: unknown, id: string) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: account.sub,
          email: account.email,
          email_verified: true,
          given_name: account.givenName,
          family_name: account.familyName,
          // Unlike given_name, so the test shows that given_name/family_name are the ones used.
          name: `${account.givenName.charAt(0)}. ${account.familyName}`,
        }),
      };
    },
  });
  server.on("request", provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}

// Ports Chromium refuses to load (net/base/port_util.cc); an ephemeral port is almost never one of them.
const UNSAFE_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104,
  109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515,
  526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049,
  3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** A port that is free right now and that Chromium will load. */
export async function freePort(): Promise<number> {
  for (;;) {
    const server = createNetServer();
    const port = await new Promise<number>((resolve, reject) => {
      server.once("error", reject);
      server.listen(0, () => resolve((server.address() as AddressInfo).port));
    });
    await new Promise((resolve) => server.close(resolve));
    if (!UNSAFE_PORTS.has(port)) return port;
  }
}

export type AppProcess = { url: string; close(): Promise<void> };

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Starts the app on `port` as a separate process (as `npm start` would), with a fresh data directory,
 * and waits until /readyz answers 200. DATABASE_URL, when set, comes through from the environment.
 */
export async function startAppProcess(port: number, env: Record<string, string>): Promise<AppProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), "dc-e2e-oidc-"));
  const url = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "src/server/server.ts"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      APP_URL: "",
      HOST: "",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...env,
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      await close();
      throw new Error(`the app exited with code ${child.exitCode} before it was ready:\n${output}`);
    }
    const ready = await fetch(`${url}/readyz`)
      .then((response) => response.status === 200)
      .catch(() => false);
    if (ready) break;
    if (Date.now() > deadline) {
      await close();
      throw new Error(`the app did not answer ${url}/readyz within 60 seconds:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, close };
}
