import { Link } from "react-router";
import { describeAuditDetail } from "#app/components/staff/audit-detail.ts";
import { formatDateTime } from "#app/components/staff/format.ts";
import { TableHead, wideOnly } from "#app/components/staff/table-head.tsx";
import { requireStaff } from "#app/utils/auth.server.ts";
import { listAudit } from "#server/staff/audit.ts";
import { peopleNamed } from "#server/staff/lead-detail.ts";
import { rowId } from "#server/staff/request.ts";
import type { Route } from "./+types/activity";

export const meta: Route.MetaFunction = () => [{ title: "Activity · Team workspace" }];

/** Entries on one page of the log. */
const PAGE_SIZE = 50;

/** The audit log, newest first; `?before=<id>` pages back (keyset, so pages stay stable as entries arrive). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const before = rowId(new URL(request.url).searchParams.get("before"));
  const page = await listAudit(context.db, { before, limit: PAGE_SIZE });
  // "lead:13" is how the log names a person (never by name, which must not outlive an erasure):
  // the page shows who it is now, with a link, or that the person was erased.
  const personIds = page.rows.flatMap((row) => {
    const id = personIdOfSubject(row.subject);
    return id === undefined ? [] : [id];
  });
  const names = await peopleNamed(context.db, personIds);
  return {
    entries: page.rows.map((row) => {
      const personId = personIdOfSubject(row.subject);
      return {
        id: row.id,
        at: row.at.toISOString(),
        actor: row.actor,
        action: row.action,
        subject: personId === undefined ? row.subject : null,
        person: personId === undefined ? null : { id: personId, name: names.get(personId) ?? null },
        detail: row.detail ? describeAuditDetail(row.detail) : null,
      };
    }),
    nextBefore: page.nextBefore,
    paged: before !== undefined,
  };
}

const personIdOfSubject = (subject: string | null) => {
  const match = /^lead:(\d+)$/.exec(subject ?? "");
  return match ? Number(match[1]) : undefined;
};

export default function Activity({ loaderData }: Route.ComponentProps) {
  const { entries, nextBefore, paged } = loaderData;
  return (
    <div>
      <h1 className="text-2xl">Activity</h1>
      <p className="mt-1 text-muted">Who did what in the workspace, newest first (Boston time).</p>
      {entries.length === 0 ? (
        <p className="mt-6">Nothing yet.</p>
      ) : (
        <div className="card mt-4 overflow-x-auto">
          <table className="w-full text-left">
            <caption className="sr-only">Workspace activity</caption>
            <TableHead columns={["When", wideOnly("Who"), "What"]} />
            <tbody className="divide-y divide-line">
              {entries.map((entry) => (
                <tr key={entry.id} className="align-top">
                  <td className="whitespace-nowrap px-3 py-2 text-muted">
                    <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                  </td>
                  <td className="hidden px-3 py-2 wrap-anywhere sm:table-cell">{entry.actor}</td>
                  <td className="px-3 py-2">
                    {/* On a phone, who did it heads the line: a column of its own broke an address over four lines. */}
                    <span className="block text-muted text-xs wrap-anywhere sm:hidden">
                      {entry.actor}
                    </span>
                    {entry.action}
                    {entry.subject && <span className="font-medium"> {entry.subject}</span>}
                    {entry.person &&
                      (entry.person.name ? (
                        <>
                          {" "}
                          <Link
                            to={`/staff/leads/${entry.person.id}`}
                            className="font-medium text-brand underline"
                          >
                            {entry.person.name}
                          </Link>
                        </>
                      ) : (
                        <span className="text-muted"> a person since erased</span>
                      ))}
                    {entry.detail && (
                      <span className="block text-muted text-xs">{entry.detail}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav aria-label="Pages" className="mt-4 flex gap-3">
        {paged && (
          <a href="/staff/activity" className="btn-outline">
            Newest
          </a>
        )}
        {nextBefore !== undefined && (
          <a href={`/staff/activity?before=${nextBefore}`} className="btn-outline">
            Older
          </a>
        )}
      </nav>
    </div>
  );
}

/** Nothing is posted here; a POST is refused like everywhere under /staff, a stranger's with 401. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  throw new Response("Nothing to post here.", { status: 405 });
}
