/**
 * Clipboard HTML from Word and Google Docs, reduced to what the post editor's
 * schema reads. The editor keeps only its own nodes and marks (no fonts, colours
 * or classes survive its parser), so what is left to do is what the parser
 * would misread as text: Word's conditional comments and style blocks, and the
 * bullet and number characters it types before each list paragraph. Pure string
 * work, so it runs the same in the browser and in the unit test.
 */
export function cleanPastedHtml(html: string): string {
  return (
    html
      // Word's <!--[if !supportLists]-->·<!--[endif]--> bullets, then any other comment.
      .replace(/<!--\[if !supportLists\]-->[\s\S]*?<!--\[endif\]-->/gi, "")
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<!\[(if [^\]]*|endif)\]>/gi, "")
      // Style and document metadata blocks: their text is CSS and XML, never the post's.
      .replace(/<(style|xml|script|title)\b[^>]*>[\s\S]*?<\/\1>/gi, "")
      .replace(/<(meta|link)\b[^>]*>/gi, "")
      // Word's list markers without the conditional comments: <span style="mso-list:Ignore">1.</span>
      .replace(/<span[^>]*mso-list:\s*Ignore[^>]*>[\s\S]*?<\/span>(\s*<\/span>)?/gi, "")
      // Office namespaced tags (<o:p>, <w:sdt>): drop the tags, keep what they hold.
      .replace(/<\/?[a-z]+:[a-z]+\b[^>]*>/gi, "")
  );
}
