/** The owner's Cloudflare commands: the preview and the publish share all but the remote calls. */
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import {
  cloudflareSteps,
  databaseIdProblem,
  PLACEHOLDER_DATABASE_ID,
} from "../../scripts/lib/cloudflare-steps";

test("the preview and the publish build alike and apply the same migrations, local or remote", () => {
  const preview = cloudflareSteps("preview", 8788).map((step) => step.command);
  const publish = cloudflareSteps("publish", 8788).map((step) => step.command);
  expect(preview[0]).toEqual(["npm", "run", "-s", "build", "--", "--host", "cloudflare"]);
  expect(publish[0]).toEqual(preview[0]);
  expect(preview[1]).toEqual(["wrangler", "d1", "migrations", "apply", "aerial-site", "--local"]);
  expect(publish[1]).toEqual(["wrangler", "d1", "migrations", "apply", "aerial-site", "--remote"]);
  expect(preview[2]).toEqual(["wrangler", "pages", "dev", "--ip", "127.0.0.1", "--port", "8788"]);
  expect(publish[2]).toEqual(["wrangler", "pages", "deploy"]);
});

test("publishing is refused, with what to run, while wrangler.toml has the placeholder database", () => {
  const shipped = readFileSync("wrangler.toml", "utf8");
  expect(shipped).toContain(`database_id = "${PLACEHOLDER_DATABASE_ID}"`);
  expect(databaseIdProblem(shipped)).toMatch(/npx wrangler d1 create aerial-site/);
  const owners = shipped.replace(PLACEHOLDER_DATABASE_ID, "5f0c1d9e-2b3a-4c5d-8e7f-9a0b1c2d3e4f");
  expect(databaseIdProblem(owners)).toBeUndefined();
  expect(databaseIdProblem(shipped.replace(PLACEHOLDER_DATABASE_ID, ""))).toBeDefined();
});
