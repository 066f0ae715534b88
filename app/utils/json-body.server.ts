import type { z } from "zod";

/**
 * A request's JSON body parsed by its schema: the data, or null for any other body (not JSON
 * included), which the route answers with a 400. The one way a route reads JSON.
 */
export async function parseJsonBody<T>(request: Request, schema: z.ZodType<T>): Promise<T | null> {
  const parsed = schema.safeParse(await request.json().catch(() => undefined));
  return parsed.success ? parsed.data : null;
}
