import { describe, expect, it } from "vitest";
import { CATALOGUES } from "#content/catalogues.ts";
import type { Language } from "#domain/language.ts";
import { calculate as calculateIn, calculatorValues } from "./mortgage-calculator.ts";

/** The CFPB's sample Loan Estimate (form H-24(B)): $180,000, 10% down, 3.875%, 30 years. */
const CFPB_SAMPLE =
  "price=180000&down=10&downUnit=percent&rate=3.875&term=30&town=&taxRate=&insurance=0&hoa=0";

const wordsIn = (language: Language) => ({
  language,
  words: CATALOGUES.calculator[language].calculatorWords,
});
const calculate = (values: ReturnType<typeof calculatorValues>) =>
  calculateIn(values, wordsIn("en"));
const messageOf = (href: string) => new URL(href, "http://x").searchParams.get("message");

describe("the calculator's answer (server page and live update alike)", () => {
  it("starts from the stated defaults, keeping a town a link passed", () => {
    const values = calculatorValues(new URLSearchParams("town=newton"));
    expect(values).toMatchObject({ price: "800000", down: "20", rate: "6.5", town: "newton" });
    const view = calculate(values);
    expect(view.ok && view.taxNote).toMatch(
      /Newton's FY2025 residential rate, \$9\.80 per \$1,000/,
    );
    if (!view.ok) throw new Error(JSON.stringify(view.errors));
    expect(messageOf(view.preApprovalHref)).toContain("Price: $800,000 in Newton");
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
    expect(view.preApprovalHref).toMatch(/^\/contact\?/);
    const message = messageOf(view.preApprovalHref);
    expect(message).toContain("Down payment: $18,000 (10%)");
    expect(message).toContain("Loan: $162,000 at 3.875% for 30 years");
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

  it("answers a Chinese page in Chinese, with the same figures, and opens the Chinese contact form", () => {
    const values = calculatorValues(
      new URLSearchParams(CFPB_SAMPLE.replace("town=", "town=newton")),
    );
    const english = calculate(values);
    const chinese = calculateIn(values, wordsIn("zh-Hans"));
    if (!english.ok || !chinese.ok) throw new Error("not calculated");
    const zh = CATALOGUES.calculator["zh-Hans"].calculatorWords;
    expect(chinese.total).toBe(english.total);
    expect(chinese.rows.map((row) => [row.label, row.amount])).toEqual(
      english.rows.map((row) => [zh.parts[row.part], row.amount]),
    );
    expect(chinese.loanNote).toBe("贷款 $162,000：首付 10%（$18,000），30 年期，年利率 3.875%。");
    expect(chinese.taxNote).toContain(zh.towns.newton);
    expect(chinese.taxNote).toContain("$9.80");
    expect(chinese.preApprovalHref).toMatch(/^\/zh\/contact\?/);
    expect(messageOf(chinese.preApprovalHref)).toContain(
      `- 房价：$180,000，位于${zh.towns.newton}`,
    );
    const wrong = calculateIn(
      calculatorValues(new URLSearchParams("price=abc&down=&rate=40&term=30")),
      wordsIn("zh-Hans"),
    );
    expect(wrong).toMatchObject({
      ok: false,
      errors: { price: zh.errors.number, down: zh.errors.downRequired, rate: zh.errors.rateRange },
    });
  });
});
