import { useActionData } from "react-router";
import { HomeValueForm } from "#app/components/home-value-form.tsx";
import { HomeValueThanks } from "#app/components/home-value-thanks.tsx";
import { MemberCard } from "#app/components/member-card.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { homeValueAction } from "#app/utils/forms/home-value-action.server.ts";
import type { HomeValueResult } from "#app/utils/forms/home-value-result.ts";
import { getMeta } from "#app/utils/meta.ts";
import { homeValueAnswer } from "#content/next-steps.ts";
import { promisedMember } from "#server/team/promise.ts";
import type { Route } from "./+types/sellers-home-value";

export const meta: Route.MetaFunction = () =>
  getMeta({
    title: "What's My Home Worth? Request a Market Analysis",
    description:
      "Tell us about your Greater Boston home and a member of our team will prepare a written market analysis from recent nearby sales: no automated estimate.",
    path: "/sellers/home-value",
    image: "sellers",
  });

/** Who prepares the analysis: the member the routing rule gives sellers to, before and after she sends. */
export async function loader({ context }: Route.LoaderArgs) {
  return { member: await promisedMember(context.db, context.staff.team, "seller") };
}

export const action = (args: Route.ActionArgs) => homeValueAction(args);

export default function HomeValue({ loaderData }: Route.ComponentProps) {
  const { member } = loaderData;
  const answer = useActionData<HomeValueResult>();
  if (answer?.status === "success")
    return <HomeValueThanks echo={answer.echo} member={member} correction={answer.correction} />;
  return (
    <>
      <PageHero
        eyebrow="Sellers"
        title="What's your home worth?"
        intro={`Tell us about your home and ${member?.name ?? "our team"} will prepare a written market analysis from recent sales near you, ${homeValueAnswer.within}. A person, not an algorithm: no automated estimate.`}
      />
      <section aria-label="Home value request" className="bg-white py-16 md:py-24">
        <div className="container-site grid gap-12 md:grid-cols-[1.5fr_1fr] md:gap-16">
          <HomeValueForm />
          <aside aria-labelledby="analysis-heading" className="grid content-start gap-6">
            <div className="card p-7">
              <h2 id="analysis-heading" className="text-xl">
                What you will receive
              </h2>
              <ul className="mt-4 grid list-disc gap-2 pl-5 leading-relaxed text-muted">
                <li>Recent sales of comparable homes near yours, and what they sold for.</li>
                <li>Homes for sale now that a buyer would compare with yours.</li>
                <li>A suggested price range and the reasons for it, written for your home.</li>
                <li>What would add the most value before you list, if anything.</li>
              </ul>
              <p className="mt-4 text-sm text-muted">
                No obligation, and we never share your details.
              </p>
            </div>
            {member ? (
              <MemberCard member={member} heading="h2" note="Prepares your market analysis" />
            ) : null}
          </aside>
        </div>
      </section>
    </>
  );
}
