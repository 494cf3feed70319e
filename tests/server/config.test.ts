import { describe, expect, test } from "vitest";
import { ConfigError, loadConfig } from "../../site/server/config";

describe("server settings from the environment", () => {
  test("defaults: 127.0.0.1:3000, var/ for data, no mail", () => {
    const config = loadConfig({}, "/srv/site");
    expect(config).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      dataDir: "/srv/site/var",
      clientDir: "/srv/site/dist/client",
      siteUrl: undefined,
      mail: undefined,
    });
  });

  test("values are read and checked; an empty variable counts as unset", () => {
    const config = loadConfig(
      { PORT: "8080", HOST: "", SITE_URL: "https://www.example.co.uk/", DATA_DIR: "/data" },
      "/srv",
    );
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      siteUrl: "https://www.example.co.uk",
      dataDir: "/data",
    });
  });

  test("every bad variable is named in one message", () => {
    expect(() => loadConfig({ PORT: "eighty", SITE_URL: "www.example" })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: "eighty", SITE_URL: "www.example" });
    } catch (error) {
      expect(String(error)).toMatch(/PORT: .*\(got "eighty"\)/);
      expect(String(error)).toMatch(/SITE_URL: .*\(got "www.example"\)/);
    }
  });

  test("slow clients: 5 s for the headers, 30 s for the request, 64 connections an address", () => {
    expect(loadConfig({})).toMatchObject({
      headersTimeoutMs: 5_000,
      requestTimeoutMs: 30_000,
      maxConnections: 4_096,
      maxConnectionsPerAddress: 64,
      listenBacklog: 4_096,
      writeTimeoutMs: 15_000,
    });
    expect(loadConfig({ MAX_CONNECTIONS: "64" }).maxConnections).toBe(64);
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: "60000" })).toThrow(
      "HEADERS_TIMEOUT_MS must not be more than REQUEST_TIMEOUT_MS",
    );
  });

  test("behind a proxy the per-address cap is off, and setting it is an error naming it", () => {
    expect(loadConfig({ TRUST_PROXY: "1" }).maxConnectionsPerAddress).toBeUndefined();
    expect(() => loadConfig({ TRUST_PROXY: "1", MAX_CONNECTIONS_PER_ADDRESS: "16" })).toThrow(
      "MAX_CONNECTIONS_PER_ADDRESS cannot be used with TRUST_PROXY=1",
    );
    expect(loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: "16" }).maxConnectionsPerAddress).toBe(16);
    expect(() =>
      loadConfig({ MAX_CONNECTIONS: "100", MAX_CONNECTIONS_PER_ADDRESS: "200" }),
    ).toThrow("MAX_CONNECTIONS_PER_ADDRESS must not be more than MAX_CONNECTIONS");
  });

  test("SMTP_HOST needs MAIL_FROM and MAIL_TO", () => {
    expect(() => loadConfig({ SMTP_HOST: "smtp.example" })).toThrow(
      "MAIL_FROM and MAIL_TO are required when SMTP_HOST is set",
    );
    expect(
      loadConfig({ SMTP_HOST: "smtp.example", MAIL_FROM: "a@b.example", MAIL_TO: "c@d.example" })
        .mail,
    ).toMatchObject({ host: "smtp.example", port: 587, secure: false });
  });
});
