// mailparser 3.7 ships no type declarations (and @types/mailparser is not installed): the part the tests use.
declare module "mailparser" {
  import type { Readable } from "node:stream";

  export type AddressObject = {
    value: { address?: string; name: string }[];
    text: string;
    html: string;
  };

  export type ParsedMail = {
    headers: Map<string, unknown>;
    headerLines: { key: string; line: string }[];
    subject?: string;
    from?: AddressObject;
    to?: AddressObject | AddressObject[];
    cc?: AddressObject | AddressObject[];
    bcc?: AddressObject | AddressObject[];
    replyTo?: AddressObject;
    messageId?: string;
    text?: string;
    html: string | false;
    attachments: unknown[];
  };

  export function simpleParser(source: Buffer | string | Readable): Promise<ParsedMail>;
}
