import { afterEach, beforeEach, vi } from "vitest";
import { setEmailHashSecret } from "#server/email-hash.ts";

// The server sets it at start (server/main.ts); the server tests hash with this one.
setEmailHashSecret("a-test-suppression-secret-of-32-characters");

// A stray console.error is a bug the test did not expect: fail the test that caused it.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (errors.length > 0)
    throw new Error(`console.error was called: ${errors.map((a) => a.join(" ")).join("\n")}`);
});
