/**
 * The agent's own Traditional wording where the generated one (content/zh-hant/*.ts, converted
 * character by character) reads as mainland usage to a reader from Taiwan or Hong Kong
 * (docs/decisions/053): by catalogue and key path, `<catalogue>.<key>.<key or index>` as in
 * `CATALOGUES.<catalogue>["zh-Hant"]`, each worth a string or, for a sentence built from figures,
 * a function of the same arguments. scripts/generate-hant.test.ts fails on a path that names
 * nothing or a value of another kind.
 */
export type Override = string | ((...args: never[]) => string);

export const OVERRIDES: Record<string, Override> = {
  // 博客 is the mainland word for a blog; Taiwan and Hong Kong write 部落格 / 網誌.
  "ui.nav./blog": "部落格",
  "blog.blogList.title": "部落格",
  "blog.blogList.pages": "部落格分頁",
  "blog.blogList.pageOf": (page: number, pageCount: number) =>
    `部落格（第 ${page} 頁，共 ${pageCount} 頁）`,
  "blog.blogList.feedTitle": (siteName: string) => `${siteName} 中文部落格`,
  "home.homePage.articles.eyebrow": "部落格",
  "towns.townPage.fromOurBlog": "部落格文章",
  "towns.townPage.moreFromBlog": (town: string) => `部落格裡關於${town}的更多文章（英文）`,
  // The kiosk offers each language by its own name: two buttons both saying 中文 would not do.
  "kiosk.kiosk.ownName": "繁體中文",
};

/**
 * Words OpenCC's character conversion keeps as the mainland writes them, or gets wrong, written as
 * a reader in Taipei or Hong Kong expects them: applied to every converted text (catalogues, mails,
 * her posts) after the characters, by server/content/traditional.ts. Traditional on the left.
 */
export const TAIWAN_WORDS: ReadonlyArray<readonly [mainland: string, taiwan: string]> = [
  // A conversion mistake: 克 in a transliterated name is never 剋 ("to subdue").
  ["列剋星敦", "列克星敦"],
  // Contact and the web.
  ["電子郵箱", "電子信箱"],
  ["郵箱", "電子信箱"],
  ["信息", "資訊"],
  ["聯繫", "聯絡"],
  ["鏈接", "連結"],
  ["搜索", "搜尋"],
  ["網絡", "網路"],
  ["點擊", "點選"],
  ["服務器", "伺服器"],
  ["短信", "簡訊"],
  ["打印", "列印"],
  ["視頻", "影片"],
  ["默認", "預設"],
  ["質量", "品質"],
  ["反饋", "回饋"],
  // Taiwan prints "QR 碼" (Hong Kong says 二維碼 too, and reads QR 碼 without effort); after a
  // character, a space before the Latin letters, as the copy writes "MBTA 公車".
  ["二維碼", "QR 碼"],
  ["的二維碼", "的 QR 碼"],
  ["此二維碼", "此 QR 碼"],
  ["活動二維碼", "活動 QR 碼"],
  ["生成二維碼", "生成 QR 碼"],
  // Real estate and getting about: Taiwan's words (頭期款 for the down payment; Hong Kong's 首期
  // reads as Cantonese usage to Taiwan, so Taiwan's, as og:locale zh_TW says).
  ["首付", "頭期款"],
  ["房產", "房地產"],
  ["公交車", "公車"],
  ["公交", "公車"],
  // Punctuation: Taiwan and Hong Kong quote with corner brackets, the mainland with curly quotes
  // (which the Latin face draws narrow, as Latin marks).
  ["“", "「"],
  ["”", "」"],
];
