/** A module bundled as one classic script to inline (scripts/inline-script-plugin.ts). */
declare module "*?inline-script" {
  const code: string;
  export default code;
}
