/**
 * The head's script (inlined where it stands, app/components/page-scripts.tsx):
 * names the brand fonts before the body is drawn when this browser holds them.
 */
import { FONT_FILES_ATTRIBUTE, preferCachedWebFonts } from "./web-fonts.ts";

const files = document.currentScript?.getAttribute(FONT_FILES_ATTRIBUTE);
if (files) preferCachedWebFonts(files);
