import { describe, expect, it } from "vitest";
import { calculate, calculatorValues } from "./mortgage-calculator.ts";

/** The CFPB's sample Loan Estimate (form H-24(B)): $180,000, 10% down, 3.875%, 30 years. */
const CFPB_SAMPLE =
  "price=180000&down=10&downUnit=percent&rate=3.875&term=30&town=&taxRate=&insurance=0&hoa=0";

describe("the calculator's answer (server page and live update alike)", () => {
  it("starts from the stated defaults, keeping a town a link passed", () => {
    const values = calculatorValues(new URLSearchParams("town=newton"));
    expect(values).toMatchObject({ price: "800000", down: "20", rate: "6.5", town: "newton" });
    const view = calculate(values);
    expect(view.ok && view.taxNote).toMatch(
      /Newton's FY2025 residential rate, \$9\.80 per \$1,000/,
    );
  });

  it("keeps what she sent, empty boxes included, once the form is sent", () => {
    const values = calculatorValues(new URLSearchParams("price=500000&down=&rate=6&term=30"));
    expect(values.down).toBe("");
    expect(calculate(values)).toMatchObject({
      ok: false,
      errors: { down: "Enter the down payment" },
    });
  });

  it("shows the sample's figures, the PMI and the pre-approval message", () => {
    const view = calculate(calculatorValues(new URLSearchParams(CFPB_SAMPLE)));
    if (!view.ok) throw new Error(JSON.stringify(view.errors));
    const row = (part: string) => view.rows.find((candidate) => candidate.part === part)?.amount;
    expect(row("principalAndInterest")).toBe("$761.78");
    expect(row("pmi")).toBe("$81.00");
    expect(row("tax")).toBe("$0.00");
    expect(view.total).toBe("$842.78");
    expect(view.loanNote).toBe("Loan $162,000: 10% down ($18,000), 30 years at 3.875%.");
    expect(view.pmiNote).toMatch(/0\.6% of the loan a year/);
    expect(view.taxNote).toMatch(/not included/);
    const message = new URL(view.preApprovalHref, "http://x").searchParams.get("message");
    expect(message).toContain(
      "Estimated monthly payment: $842.78 (principal and interest $761.78)",
    );
    // The bar's shares add up to the whole.
    expect(view.rows.reduce((sum, r) => sum + r.share, 0)).toBeCloseTo(100, 6);
  });

  it("says a town's tax is left out when its rate is not confirmed, and ignores an unknown town", () => {
    const cambridge = calculate(
      calculatorValues(new URLSearchParams(`${CFPB_SAMPLE}&town=cambridge`.replace("town=&", ""))),
    );
    expect(cambridge.ok && cambridge.taxNote).toMatch(/no confirmed rate for Cambridge/);
    const unknown = calculate(
      calculatorValues(new URLSearchParams(CFPB_SAMPLE.replace("town=", "town=atlantis"))),
    );
    expect(unknown.ok && unknown.taxNote).toMatch(/choose a town/);
  });
});
