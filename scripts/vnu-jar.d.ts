/** The `vnu-jar` package exports the path of the Nu HTML Checker's jar file. */
declare module "vnu-jar" {
  const jarPath: string;
  export default jarPath;
}
