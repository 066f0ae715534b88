import { describe, expect, it } from "vitest";
import { cleanPastedHtml } from "./paste-cleanup.ts";

describe("what a paste from Word or Google Docs leaves for the editor", () => {
  it("drops Word's style block, conditional comments, list markers and Office tags", () => {
    const word = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta name=Generator content="Microsoft Word 15"><style><!-- p.MsoNormal {margin:0in;} --></style><!--[if gte mso 9]><xml><o:OfficeDocumentSettings></o:OfficeDocumentSettings></xml><![endif]--></head><body>
<p class=MsoListParagraphCxSpFirst style='mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]>Get pre-approved<o:p></o:p></p>
<p class=MsoNormal><b>Closing</b> day<o:p></o:p></p></body></html>`;
    const cleaned = cleanPastedHtml(word);
    expect(cleaned).not.toMatch(/MsoNormal \{|OfficeDocumentSettings|o:p|·|Generator|<!\[/);
    expect(cleaned).toContain("Get pre-approved");
    expect(cleaned).toContain("<b>Closing</b> day");
  });

  it("keeps Google Docs' markup for the editor's parser (it reads the bold wrapper as not bold)", () => {
    const docs = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><h2 dir="ltr"><span style="font-size:16pt">Offers</span></h2><ul><li><p><span>Escalation clauses</span></p></li></ul></b>`;
    const cleaned = cleanPastedHtml(docs);
    expect(cleaned).not.toContain("<meta");
    expect(cleaned).toContain("<h2");
    expect(cleaned).toContain("Escalation clauses");
  });
});
