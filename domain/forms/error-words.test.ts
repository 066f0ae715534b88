import { describe, expect, it } from "vitest";
import { CATALOGUES } from "#content/catalogues.ts";
import { ContactSchema } from "./contact-schema.ts";
import { wordedFieldErrors } from "./error-words.ts";
import { fieldErrors } from "./fields.ts";

const chinese = CATALOGUES.forms["zh-Hans"].contactErrors!;

const errorsOf = (posted: Record<string, string>) => {
  const parsed = ContactSchema.safeParse(posted);
  if (parsed.success) throw new Error("expected the post to be refused");
  return { zh: wordedFieldErrors(parsed.error, chinese), en: fieldErrors(parsed.error) };
};

describe("the contact form's messages in Chinese", () => {
  it("names each field and what is wrong with it in Chinese, for the fields English names", () => {
    const { zh, en } = errorsOf({
      lead_type: "",
      first_name: "",
      last_name: "王\u0007",
      email: "wang@",
      phone: "12",
      lead_source: "Radio",
      message: "好".repeat(5001),
    });
    expect(zh).toEqual({
      lead_type: ["请选择您需要的帮助"],
      first_name: ["请填写名"],
      last_name: ["姓中含有不允许使用的字符"],
      email: ["请输入有效的电子邮箱地址"],
      phone: [chinese.messages.phone],
      lead_source: ["请选择了解我们的渠道"],
      message: ["留言最多 5,000 个字符"],
    });
    // The same fields, one message each, as the schema's English says them.
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    expect(en.first_name).toEqual(["First name is required"]);
  });

  it("accepts a name in Chinese characters and a phone from China as written", () => {
    const parsed = ContactSchema.safeParse({
      lead_type: "buyer",
      first_name: "小明",
      last_name: "王",
      email: "wang@example.com",
      phone: "+86 138 0013 8000",
      message: "你好",
    });
    expect(parsed.success && parsed.data).toMatchObject({
      first_name: "小明",
      last_name: "王",
      phone: "+8613800138000",
    });
  });
});
