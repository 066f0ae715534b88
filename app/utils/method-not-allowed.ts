/** The methods an address without a form takes. */
export const READ_ONLY_METHODS = "GET, HEAD";

export const NO_FORM_HERE = "Method not allowed: there is no form to post to here.";

/**
 * The answer to a POST where there is no form (a page or file without an
 * action): 405, the methods it takes, and one plain line, as the server
 * refuses other methods (server/request-guards.ts). React Router's own answer
 * is an error page for a page and `{"message":"Unexpected Server Error"}` for
 * a file.
 */
export function methodNotAllowed(headers = new Headers()) {
  headers.set("Allow", READ_ONLY_METHODS);
  headers.set("Content-Type", "text/plain; charset=utf-8");
  return new Response(NO_FORM_HERE, {
    status: 405,
    headers,
  });
}

/** A resource route's `action`: it has no form, so a POST gets the 405 above. */
export const refusePosts = () => methodNotAllowed();
