import type { RequestHandler } from "express";
import { limitRequestBodiesByPath } from "./body-limit.ts";
import {
  closeConnectionsWithUnreadBodies,
  normalisePaths,
  refuseMalformedHeaders,
  refuseMalformedPaths,
  refuseUnsupportedMethods,
} from "./request-guards.ts";
import { addressRequestsFromTheSiteToSiteUrl, refuseCrossSitePosts } from "./security-headers.ts";

/**
 * The checks every request passes before any page, in their order: what cannot be parsed and
 * what another site sent are refused first; the path is made plain before the rules that read it
 * (the body limits here, the workspace's headers in server/app.ts) judge it.
 */
export function checkRequests({
  siteUrl,
  trustProxyHops,
}: {
  siteUrl: string;
  trustProxyHops: number;
}): RequestHandler[] {
  return [
    closeConnectionsWithUnreadBodies,
    refuseUnsupportedMethods,
    refuseMalformedPaths,
    refuseMalformedHeaders({ trustProxyHops }),
    refuseCrossSitePosts(siteUrl),
    normalisePaths,
    limitRequestBodiesByPath(),
    addressRequestsFromTheSiteToSiteUrl(siteUrl),
  ];
}
