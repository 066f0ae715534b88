import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("team", "routes/team.tsx"),
  route("portfolio", "routes/portfolio.tsx"),
  route("buyers", "routes/buyers.tsx"),
  route("buyers/first-time", "routes/buyers-first-time.tsx"),
  route("sellers", "routes/sellers.tsx"),
  route("sellers/marketing", "routes/sellers-marketing.tsx"),
  route("sellers-marketing", "routes/sellers-marketing-redirect.ts"),
  route("massachusetts", "routes/massachusetts.tsx"),
  route("contact", "routes/contact.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/rss.xml", "routes/blog-rss.ts"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("faq", "routes/faq.tsx"),
  route("event/sign-in", "routes/event-sign-in.tsx"),
  route("event/generate-qr", "routes/event-generate-qr.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
